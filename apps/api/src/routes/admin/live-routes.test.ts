import { READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

// The back office's poker tables and live operations through the api (no rooms process here: every
// table is unhosted, so a close or a void happens in the domain; the rooms' side is tested in
// apps/embedded/src/admin-live.test.ts).

let api: TestApi;
let admin: SignedIn;
let support: SignedIn;

beforeAll(async () => {
  api = await createTestApi();
  admin = await seededAdmin(api);
  support = await signedInAs(api, 'support');
});
afterAll(async () => api.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

const newTable = {
  name: 'Api Table',
  smallBlind: '2',
  bigBlind: '5',
  maxPlayers: 6,
  minBuyIn: '100',
  maxBuyIn: '1000',
  reason: 'more tables tonight',
};

describe('poker tables in the back office api', () => {
  it('creates, lists, renames, closes and reopens a table, each audited once', async () => {
    const created = await call(admin, 'POST', '/api/admin/poker-tables', newTable);
    expect(created.statusCode).toBe(200);
    const table = created.json<{ id: number }>();
    expect(table).toMatchObject({ name: 'Api Table', smallBlind: '2.00', bigBlind: '5.00', isActive: true });

    const listed = await call(support, 'GET', '/api/admin/poker-tables');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Array<{ id: number }>>().map((t) => t.id)).toContain(table.id);

    const steps: Array<[string, 'POST' | 'PATCH', string, unknown, number, Record<string, unknown>]> = [
      [
        'rename',
        'PATCH',
        `/${table.id}`,
        { name: 'Api Lounge', reason: 'a better name' },
        200,
        { name: 'Api Lounge' },
      ],
      ['close', 'POST', `/${table.id}/close`, { reason: 'closing up' }, 200, { isActive: false }],
      ['close again', 'POST', `/${table.id}/close`, { reason: 'closing up' }, 409, { error: 'conflict' }],
      [
        'reopen',
        'POST',
        `/${table.id}/reopen`,
        { reason: 'back open' },
        200,
        { isActive: true, closedAt: null },
      ],
      ['reopen again', 'POST', `/${table.id}/reopen`, { reason: 'back open' }, 409, { error: 'conflict' }],
      ['unknown table', 'POST', '/424242/close', { reason: 'nothing here' }, 404, { error: 'not_found' }],
      ['no reason', 'POST', `/${table.id}/close`, {}, 400, { error: 'validation_error' }],
      [
        'unplayable stakes',
        'PATCH',
        `/${table.id}`,
        { smallBlind: '2', bigBlind: '20', reason: 'bad stakes' },
        400,
        { error: 'validation_error', message: 'body.bigBlind: must be at most three times the small blind' },
      ],
    ];
    for (const [name, method, path, body, status, shape] of steps) {
      const res = await call(admin, method, `/api/admin/poker-tables${path}`, body);
      expect({ name, status: res.statusCode }).toEqual({ name, status });
      expect(res.json()).toMatchObject(shape);
    }
    const audit = await api.t.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_kind', '=', 'poker_table')
      .where('target_id', '=', String(table.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'poker_table.create',
      'poker_table.update',
      'poker_table.close',
      'poker_table.reopen',
    ]);
  });

  it('lets support read the live view but change nothing', async () => {
    const live = await call(support, 'GET', '/api/admin/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ pokerTables: expect.any(Array), challenges: expect.any(Array) });
    for (const [method, url, body] of [
      ['POST', '/api/admin/poker-tables', newTable],
      ['POST', '/api/admin/poker-tables/1/close', { reason: 'support tries' }],
      ['POST', '/api/admin/live/challenges/abc/void', { reason: 'support tries' }],
      ['POST', '/api/admin/live/poker-hands/1/void', { reason: 'support tries' }],
    ] as const) {
      const res = await call(support, method, url, body);
      expect({ url, status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
        url,
        status: 403,
        message: READ_ONLY_STAFF_MESSAGE,
      });
    }
  });

  it('answers 404 to voids of unknown challenges and hands', async () => {
    for (const url of ['/api/admin/live/challenges/nope/void', '/api/admin/live/poker-hands/999999/void']) {
      const res = await call(admin, 'POST', url, { reason: 'is it stuck?' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
