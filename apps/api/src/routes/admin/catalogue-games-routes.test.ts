import { auditLedger } from '@casino/domain';
import type { AdminGame, Game } from '@casino/contracts';
import { gameIdOf, gameOf, type GameKey } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
let admin: SignedIn;
let secondAdmin: SignedIn;
let support: SignedIn;
beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
  admin = await signedInAs(api, 'admin');
  secondAdmin = await signedInAs(api, 'admin');
  support = await signedInAs(api, 'support');
});
afterAll(() => api.close());

const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

const patchGame = (key: GameKey, change: object, by: SignedIn = admin) =>
  call(by, 'PATCH', `/api/admin/games/${gameIdOf(key)}`, { reason: 'catalogue test', ...change });

async function newGuest(): Promise<{ cookie: string; id: string }> {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
}

const playersCatalogue = async () => (await call(await newGuest(), 'GET', '/api/games')).json<Game[]>();

/** One bet on each floor game, at its registry minimum (`amount` overrides it). */
const PLAYS: ReadonlyArray<{ key: GameKey; url: string; body: (amount: string) => object }> = [
  {
    key: 'diamond-deluxe',
    url: '/api/slots/spin',
    body: (a) => ({ gameId: gameIdOf('diamond-deluxe'), betAmount: a }),
  },
  {
    key: 'roulette',
    url: '/api/roulette/spin',
    body: (a) => ({ betAmount: a, betType: 'red', betValue: null }),
  },
  { key: 'blackjack', url: '/api/blackjack/deal', body: (a) => ({ betAmount: a }) },
  { key: 'video-poker', url: '/api/video-poker/deal', body: (a) => ({ betAmount: a }) },
  { key: 'baccarat', url: '/api/baccarat/deal', body: (a) => ({ bets: [{ type: 'banker', amount: a }] }) },
  { key: 'craps', url: '/api/craps/roll', body: (a) => ({ bets: [{ type: 'pass', amount: a }] }) },
];

const registryMin = (key: GameKey) => ((gameOf(key).betLimits?.coins.min ?? 0) / 100).toFixed(2);
const coinsOf = async (who: { cookie: string }) =>
  (await call(who, 'GET', '/api/auth/user')).json<{ balance: string }>().balance;

describe('admin catalogue: games', () => {
  it('lists every game with its registry limits to support and admins', async () => {
    const response = await call(support, 'GET', '/api/admin/games');
    expect(response.statusCode).toBe(200);
    const games = response.json<AdminGame[]>();
    const blackjack = games.find((g) => g.id === gameIdOf('blackjack'));
    expect(blackjack).toMatchObject({
      isActive: true,
      badge: null,
      minBet: '5.00',
      registryMinBet: '5.00',
      registryMaxBet: '500.00',
    });
    expect(games.length).toBeGreaterThanOrEqual(PLAYS.length);
  });

  it.each(PLAYS)(
    "$key: turned off it refuses every bet (409 game_unavailable, no coin moved), leaves the players' catalogue, and plays again once back on",
    async ({ key, url, body }) => {
      expect((await patchGame(key, { isActive: false })).json<AdminGame>()).toMatchObject({
        isActive: false,
      });
      const player = await newGuest();
      const before = await coinsOf(player);
      const refused = await call(player, 'POST', url, body(registryMin(key)));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'game_unavailable',
        message: 'This game is currently unavailable.',
      });
      expect(await coinsOf(player)).toBe(before);
      expect((await playersCatalogue()).some((g) => g.id === gameIdOf(key))).toBe(false);
      // Support sees it still, turned off.
      const listed = (await call(support, 'GET', '/api/admin/games')).json<AdminGame[]>();
      expect(listed.find((g) => g.id === gameIdOf(key))?.isActive).toBe(false);

      expect((await patchGame(key, { isActive: true })).statusCode).toBe(200);
      const played = await call(player, 'POST', url, body(registryMin(key)));
      expect(played.statusCode, played.body).toBe(200);
      expect((await playersCatalogue()).some((g) => g.id === gameIdOf(key))).toBe(true);
    },
  );

  it.each(PLAYS)(
    '$key: a narrowed maximum refuses a bet above it at once, and allows one at it',
    async ({ key, url, body }) => {
      const limits = gameOf(key).betLimits!.coins;
      const newMax = ((limits.min * 2) / 100).toFixed(2);
      const over = ((limits.min * 2 + 100) / 100).toFixed(2);
      const narrowed = await patchGame(key, { maxBet: newMax });
      expect(narrowed.json<AdminGame>()).toMatchObject({
        maxBet: newMax,
        registryMaxBet: (limits.max / 100).toFixed(2),
      });
      const player = await newGuest();
      const refused = await call(player, 'POST', url, body(over));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'bet_out_of_range',
        message: expect.stringContaining(newMax),
      });
      expect((await call(player, 'POST', url, body(newMax))).statusCode).toBe(200);
      // Back to the registry's limits for the other cases.
      expect((await patchGame(key, { maxBet: (limits.max / 100).toFixed(2) })).statusCode).toBe(200);
      expect((await call(await newGuest(), 'POST', url, body(over))).statusCode).toBe(200);
    },
  );

  it('craps turned off takes no new bet, but the bets on a point roll on to their end', async () => {
    // A come-out pass bet sets a point two times in three; a few players find one.
    let player: { cookie: string } | undefined;
    for (let i = 0; i < 20 && !player; i++) {
      const guest = await newGuest();
      const rolled = await call(guest, 'POST', '/api/craps/roll', {
        bets: [{ type: 'pass', amount: '5.00' }],
      });
      if (rolled.json<{ phase: string }>().phase === 'point') player = guest;
    }
    if (!player) throw new Error('no point was set in 20 come-out rolls');
    await patchGame('craps', { isActive: false });
    try {
      const more = await call(player, 'POST', '/api/craps/roll', {
        bets: [{ type: 'field', amount: '5.00' }],
      });
      expect(more.json()).toMatchObject({ error: 'game_unavailable' });
      const onward = await call(player, 'POST', '/api/craps/roll', {});
      expect(onward.statusCode, onward.body).toBe(200);
    } finally {
      await patchGame('craps', { isActive: true });
    }
  });

  it.each([
    ['hot', { isHot: true, isNew: false, isFeatured: false }],
    ['new', { isHot: false, isNew: true, isFeatured: false }],
    ['featured', { isHot: false, isNew: false, isFeatured: true }],
    ['none', { isHot: false, isNew: false, isFeatured: false }],
  ] as const)('a pinned %s badge shows in GET /api/games', async (badge, shown) => {
    expect((await patchGame('craps', { badge })).json<AdminGame>().badge).toBe(badge);
    expect((await playersCatalogue()).find((g) => g.id === gameIdOf('craps'))).toMatchObject(shown);
  });

  it('a badge set back to null leaves HOT and NEW to the data (a freshly seeded game is NEW)', async () => {
    await patchGame('craps', { badge: 'none' });
    expect((await patchGame('craps', { badge: null })).json<AdminGame>().badge).toBeNull();
    expect((await playersCatalogue()).find((g) => g.id === gameIdOf('craps'))).toMatchObject({
      isNew: true,
      isFeatured: false,
    });
  });

  it.each([
    ['a minimum below the registry', 'blackjack', { minBet: '4.99' }, 'body.minBet'],
    ['a maximum above the registry', 'blackjack', { maxBet: '500.01' }, 'body.maxBet'],
    ['a minimum above the maximum', 'blackjack', { minBet: '300.00', maxBet: '200.00' }, 'body.maxBet'],
    ['nothing to change', 'blackjack', {}, 'body'],
    ['no reason', 'blackjack', { isActive: true, reason: undefined }, 'body.reason'],
    ['an unknown badge', 'blackjack', { badge: 'gold' }, 'body.badge'],
  ] as const)('refuses %s with 400 naming the field', async (_name, key, change, field) => {
    const response = await patchGame(key, change);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
  });

  it('answers 404 for an unknown game and 403 to support', async () => {
    expect(
      (await call(admin, 'PATCH', '/api/admin/games/999', { isActive: false, reason: 'nope' })).json(),
    ).toMatchObject({
      error: 'not_found',
    });
    expect((await patchGame('blackjack', { isActive: false }, support)).statusCode).toBe(403);
  });

  it('writes one audit row per change with before and after', async () => {
    await patchGame('baccarat', { minBet: '20.00', reason: 'busy night' });
    const rows = await api.t.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'game.update')
      .where('target_id', '=', String(gameIdOf('baccarat')))
      .where('reason', '=', 'busy night')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      target_kind: 'game',
      before: { minBet: '10.00', isActive: true },
      after: { minBet: '20.00', isActive: true },
    });
    await patchGame('baccarat', { minBet: '10.00' });
  });

  it('two admins narrowing at once apply one after the other: min <= max holds, one refused, one audit row', async () => {
    const id = gameIdOf('blackjack');
    const auditRows = () =>
      api.t.db.selectFrom('admin_audit_log').select('id').where('reason', '=', 'race').execute();
    const [a, b] = await Promise.all([
      patchGame('blackjack', { minBet: '400.00', reason: 'race' }),
      patchGame('blackjack', { maxBet: '100.00', reason: 'race' }, secondAdmin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const row = await api.t.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.min_bet! <= row.max_bet!).toBe(true);
    expect(await auditRows()).toHaveLength(1);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
    await patchGame('blackjack', { minBet: '5.00', maxBet: '500.00' });
  });
});
