import { createDatabase, type DatabaseHandle } from '@casino/db';
import { auditLedger, type Clock } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiInstance } from '../api-context.js';
import { buildApi } from '../app.js';
import { signedInAs } from '../../test/staff-sessions.js';
import { createTestApi, testConfig, type TestApi } from '../../test/test-api.js';

// Two api processes (two Fastify instances, each with its own connection pool, seed-pair cache,
// play turns and statement batches) on one PostgreSQL database: a limit, a break or an exclusion
// set through one is enforced by the other, and stakes or purchases racing through both at once
// never pass a limit together.

let now = new Date();
const clock: Clock = () => new Date(now);
let a: TestApi;
let secondPool: DatabaseHandle;
let b: ApiInstance;

describe.runIf(process.env.TEST_DATABASE_URL)(
  'responsible gaming across two api processes (PostgreSQL)',
  () => {
    beforeAll(async () => {
      a = await createTestApi({ clock, config: { projectorIntervalMs: 0 } });
      if (!a.t.url) throw new Error('needs a server');
      secondPool = createDatabase({ kind: 'postgres', url: a.t.url, poolSize: 10 });
      b = await buildApi({ config: testConfig({ projectorIntervalMs: 0 }), db: secondPool.db, clock });
      await b.ready();
    });
    afterAll(async () => {
      await b.close();
      await secondPool.close();
      await a.close();
    });

    const post = (app: ApiInstance, cookie: string, url: string, payload: object, headers = {}) =>
      app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
    const spin = (app: ApiInstance, cookie: string) =>
      post(app, cookie, '/api/slots/spin', { gameId: 6, betAmount: '10.00' });
    let key = 0;
    const buy = (app: ApiInstance, cookie: string, packageId: number) =>
      post(
        app,
        cookie,
        '/api/coin-packages/purchase',
        { packageId },
        { 'idempotency-key': `two-processes-${++key}` },
      );
    const cheapestPackage = async (cookie: string) => {
      const packages = (
        await a.app.inject({ method: 'GET', url: '/api/coin-packages', headers: { cookie } })
      ).json<Array<{ id: number; priceUsd: string }>>();
      const [cheapest] = [...packages].sort((x, y) => Number(x.priceUsd) - Number(y.priceUsd));
      if (!cheapest) throw new Error('no packages');
      return cheapest;
    };
    /** Sends each request through A or B in turn, all at once; the status codes in order. */
    const both = async (
      count: number,
      send: (app: ApiInstance) => Promise<{ statusCode: number; json(): unknown }>,
    ) => {
      const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 ? b : a.app)));
      return responses.map((r) => ({ status: r.statusCode, error: (r.json() as { error?: string }).error }));
    };

    it.each(['day', 'week', 'month'] as const)(
      'a %s wager limit set through one process holds for stakes racing through both',
      async (period) => {
        now = new Date();
        const player = await signedInAs(a, 'player');
        const set = await post(b, player.cookie, '/api/responsible-gaming/limits', {
          kind: 'wager',
          currency: 'coins',
          period,
          amount: '30.00',
        });
        expect(set.statusCode).toBe(200);
        const answers = await both(12, (app) => spin(app, player.cookie));
        expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
        expect(answers.filter((r) => r.status !== 200).map((r) => r.error)).toEqual(
          Array.from({ length: 9 }, () => 'wager_limit_reached'),
        );
      },
    );

    it.each(['day', 'week', 'month'] as const)(
      'a %s purchase limit holds for purchases racing through both',
      async (period) => {
        now = new Date();
        const player = await signedInAs(a, 'player');
        const cheapest = await cheapestPackage(player.cookie);
        const limit = (Number(cheapest.priceUsd) * 2).toFixed(2);
        await post(a.app, player.cookie, '/api/responsible-gaming/limits', {
          kind: 'purchase',
          period,
          amount: limit,
        });
        const answers = await both(6, (app) => buy(app, player.cookie, cheapest.id));
        expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
        expect(answers.filter((r) => r.status !== 200).map((r) => r.error)).toEqual(
          Array.from({ length: 4 }, () => 'purchase_limit_reached'),
        );
      },
    );

    it('the session limit counts play in both processes', async () => {
      now = new Date();
      const player = await signedInAs(a, 'player');
      await post(a.app, player.cookie, '/api/responsible-gaming/limits', { kind: 'session', minutes: 15 });
      expect((await spin(a.app, player.cookie)).statusCode).toBe(200);
      now = new Date(now.getTime() + 10 * 60_000);
      expect((await spin(b, player.cookie)).statusCode).toBe(200);
      now = new Date(now.getTime() + 5 * 60_000);
      const answers = await both(4, (app) => spin(app, player.cookie));
      expect(answers.map((r) => r.error)).toEqual(Array.from({ length: 4 }, () => 'session_limit_reached'));
    });

    it.each([
      ['a break', '/api/responsible-gaming/break', { days: 1 }, 'taking_a_break'],
      [
        'a self-exclusion',
        '/api/responsible-gaming/self-exclusion',
        { length: '6-months', confirm: true },
        'self_excluded',
      ],
    ] as const)(
      '%s taken through one process refuses play and purchases in the other',
      async (_name, url, body, code) => {
        now = new Date();
        const player = await signedInAs(a, 'player');
        const cheapest = await cheapestPackage(player.cookie);
        expect((await post(a.app, player.cookie, url, body)).statusCode).toBe(200);
        for (const app of [b, a.app]) {
          const refused = [await spin(app, player.cookie), await buy(app, player.cookie, cheapest.id)];
          expect(refused.map((r) => [r.statusCode, r.json<{ error: string }>().error])).toEqual([
            [403, code],
            [403, code],
          ]);
        }
      },
    );

    it('leaves the books balanced', async () => {
      expect((await auditLedger(a.t.db)).ok).toBe(true);
    });
  },
);
