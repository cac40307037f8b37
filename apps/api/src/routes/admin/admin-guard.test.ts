import { ACCESS_DENIED, READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

// Issue 15: every admin route is guarded on the server, not only in the browser. The routes come
// from the app itself (onRoute), so a route added later is in this table without anyone listing it.

interface AdminRoute {
  method: string;
  url: string;
}

const routes: AdminRoute[] = [];
let api: TestApi;
let player: SignedIn;
let support: SignedIn;
let admin: SignedIn;

/** A path with every parameter filled (a made-up id: the guard answers before the route looks it up). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));

beforeAll(async () => {
  api = await createTestApi({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/admin')) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
  });
  player = await signedInAs(api, 'player');
  support = await signedInAs(api, 'support');
  admin = await seededAdmin(api);
});
afterAll(async () => api.close());

const call = (route: AdminRoute, cookie?: string) =>
  api.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe(`admin route guard (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds the admin routes, the spec dashboard among them', () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/dashboard' });
  });

  it('answers 401 to every admin route signed out', async () => {
    for (const route of routes) {
      const response = await call(route);
      expect({ ...route, status: response.statusCode, error: response.json().error }).toEqual({
        ...route,
        status: 401,
        error: 'unauthorized',
      });
    }
  });

  it("answers 403 to every admin route for a player, with the spec's Access Denied wording", async () => {
    for (const route of routes) {
      const response = await call(route, player.cookie);
      expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
        ...route,
        status: 403,
        body: { error: 'forbidden', message: ACCESS_DENIED.description },
      });
    }
  });

  it('answers 403 to a suspended staff member', async () => {
    const suspended = await signedInAs(api, 'admin', 'suspended');
    await api.t.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'test' })
      .where('id', '=', suspended.userId)
      .execute();
    const response = await call({ method: 'GET', url: '/api/admin/dashboard' }, suspended.cookie);
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
    expect(response.statusCode).toBeLessThanOrEqual(403);
  });

  it('lets support read every list but refuses every change', async () => {
    for (const route of routes) {
      const response = await call(route, support.cookie);
      if (route.method === 'GET') {
        expect({ ...route, status: response.statusCode }).not.toMatchObject({ status: 401 });
        expect({ ...route, status: response.statusCode }).not.toMatchObject({ status: 403 });
      } else {
        expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
          ...route,
          status: 403,
          body: { error: 'forbidden', message: READ_ONLY_STAFF_MESSAGE },
        });
      }
    }
  });

  it('lets an admin through the guard on every route', async () => {
    for (const route of routes) {
      const response = await call(route, admin.cookie);
      expect({ ...route, status: response.statusCode }).not.toMatchObject({ status: 401 });
      expect({ ...route, status: response.statusCode }).not.toMatchObject({ status: 403 });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('answers the spec dashboard from the real tables', async () => {
    const response = await call({ method: 'GET', url: '/api/admin/dashboard' }, admin.cookie);
    expect(response.statusCode).toBe(200);
    const users = await api.t.db.selectFrom('users').select('id').where('role', '=', 'player').execute();
    expect(response.json()).toMatchObject({
      totalUsers: users.length,
      totalWagered: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });
});
