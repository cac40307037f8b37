import type { PlayerRoundRecall, PlayerRoundsPage, PlayerStatementPage } from '@casino/contracts';
import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// The player's history calls (issue 18): each answers the signed-in player's own statement, CSV,
// rounds and recall; refuses bad filters with a 400 naming the field; another player's round is a 404.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0, historyExportsPerMinute: 3 } });
});
afterAll(() => api.close());

interface Player {
  cookie: string;
  id: string;
}
const newPlayer = async (): Promise<Player> => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
const get = (p: Player | null, url: string) =>
  api.app.inject({ method: 'GET', url, headers: p ? { cookie: p.cookie } : {} });
const post = (p: Player, url: string, payload: object = {}) =>
  api.app.inject({ method: 'POST', url, headers: { cookie: p.cookie }, payload });

/** A slot spin, a blackjack hand played out and a roulette spin, through the api. */
async function playThree(p: Player) {
  expect((await post(p, '/api/slots/spin', { betAmount: '1.00', gameId: 6 })).statusCode).toBe(200);
  let hand = (await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).json<{
    sessionId: string | null;
    insurance: { decision: string } | null;
  }>();
  for (let i = 0; i < 6 && hand.sessionId === null; i++)
    hand = (
      await post(
        p,
        hand.insurance?.decision === 'pending' ? '/api/blackjack/insurance' : '/api/blackjack/stand',
        {
          ...(hand.insurance?.decision === 'pending' ? { take: false } : {}),
        },
      )
    ).json();
  const spin = await post(p, '/api/roulette/spin', {
    betValue: null,
    bets: [{ type: 'red', amount: '5.00' }],
  });
  expect(spin.statusCode).toBe(200);
}

let alice: Player;
let bob: Player;
beforeAll(async () => {
  [alice, bob] = [await newPlayer(), await newPlayer()];
  await playThree(alice);
  await playThree(bob);
});

describe(`the history api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    '/api/history/statement',
    '/api/history/statement.csv',
    '/api/history/rounds',
    '/api/history/rounds/session-1',
  ])('%s needs a signed-in player', async (url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it("answers the player's statement, named, filtered and paged by cursor", async () => {
    const first = await get(alice, '/api/history/statement?limit=3');
    expect(first.statusCode).toBe(200);
    const page = first.json<PlayerStatementPage>();
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).toBe(page.items[2]?.entryId);
    const all: PlayerStatementPage['items'] = [...page.items];
    let cursor = page.nextCursor;
    while (cursor) {
      const next = (
        await get(alice, `/api/history/statement?limit=3&cursor=${cursor}`)
      ).json<PlayerStatementPage>();
      all.push(...next.items);
      cursor = next.nextCursor;
    }
    const labels = all.map((e) => e.kindLabel);
    expect(labels).toContain('Round stake');
    expect(labels).toContain('Bet');
    expect(labels.at(-1)).toBe('Welcome coins');
    expect(
      all.filter((e) => e.game === 'Classic Blackjack').every((e) => e.roundId?.startsWith('session-')),
    ).toBe(true);
    const sweeps = (await get(alice, '/api/history/statement?currency=sweeps')).json<PlayerStatementPage>();
    expect(sweeps.items.map((e) => [e.kindLabel, e.amount])).toEqual([['Welcome coins', '10.00']]);
    const games = (
      await get(alice, '/api/history/statement?kind=games&period=today&tz=America%2FNew_York')
    ).json<PlayerStatementPage>();
    expect(games.items.every((e) => e.group === 'games')).toBe(true);
    expect(games.items.length).toBeGreaterThanOrEqual(3);
    const past = (
      await get(alice, '/api/history/statement?from=2020-01-01&to=2020-01-31')
    ).json<PlayerStatementPage>();
    expect(past).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['currency=euros', 'querystring.currency'],
    ['kind=everything', 'querystring.kind'],
    ['period=week', 'querystring.period'],
    ['period=custom', 'querystring.from'],
    ['period=today&from=2026-01-01', 'querystring.from'],
    ['from=2026-02-30x', 'querystring.from'],
    ['from=2026-03-02&to=2026-03-01', 'querystring.to'],
    ['tz=Mars%2FOlympus_Mons', 'querystring.tz'],
    ['tz=%20', 'querystring.tz'],
    ['cursor=abc', 'querystring.cursor'],
    ['cursor=-5', 'querystring.cursor'],
    ['limit=0', 'querystring.limit'],
    ['limit=101', 'querystring.limit'],
    ['page=2', 'querystring.page'],
  ])('a statement with %s is refused, naming %s', async (query, field) => {
    for (const url of [`/api/history/statement?${query}`, `/api/history/statement.csv?${query}`]) {
      if (url.includes('.csv') && /cursor|limit/.test(query)) continue;
      const response = await get(alice, url);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('validation_error');
      expect(body.message.startsWith(field)).toBe(true);
    }
  });

  it.each([
    ['/api/history/statement?from=0000-01-01&to=0000-01-01', { items: [], nextCursor: null }],
    [
      '/api/history/statement?from=0086-11-01&to=0086-11-01&tz=Europe%2FParis',
      { items: [], nextCursor: null },
    ],
    ['/api/history/statement?from=9999-12-31&tz=Pacific%2FKiritimati', { items: [], nextCursor: null }],
    ['/api/history/statement?cursor=1', { items: [], nextCursor: null }],
    [
      '/api/history/statement?cursor=999999999999999999&currency=sweeps',
      { items: [expect.anything()], nextCursor: null },
    ],
    [
      '/api/history/rounds?cursor=9999999999999999_session-999999999999999999',
      { items: expect.any(Array), nextCursor: null },
    ],
    ['/api/history/rounds?cursor=0_session-1', { items: [], nextCursor: null }],
  ])('an edge of the range answers, never a 500: %s', async (url, body) => {
    const response = await get(alice, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('exports the filtered statement as CSV: a header, one line per entry, and a file name', async () => {
    const p = await newPlayer();
    await playThree(p);
    const response = await get(p, '/api/history/statement.csv?kind=games');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Kind,Currency,Game,Round,Amount,Balance after,Transaction');
    expect(lines.at(-1)).toBe('');
    const page = (await get(p, '/api/history/statement?kind=games&limit=100')).json<PlayerStatementPage>();
    expect(lines.slice(1, -1)).toHaveLength(page.items.length);
    expect(lines[1]).toContain(
      `,${page.items[0]?.amount},${page.items[0]?.balanceAfter},${page.items[0]?.transactionId}`,
    );
  });

  it('refuses a fourth export within a minute (HISTORY_EXPORTS_PER_MINUTE = 3 here)', async () => {
    const p = await newPlayer();
    for (let i = 0; i < 3; i++) expect((await get(p, '/api/history/statement.csv')).statusCode).toBe(200);
    const refused = await get(p, '/api/history/statement.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    // Counted per player: another one exports.
    expect((await get(await newPlayer(), '/api/history/statement.csv')).statusCode).toBe(200);
  });

  it('lists the rounds, of one game if asked, and pages them', async () => {
    const all = (await get(alice, '/api/history/rounds')).json<PlayerRoundsPage>();
    expect(all.items.map((r) => r.game)).toEqual(['roulette', 'blackjack', 'diamond-deluxe']);
    expect(all.nextCursor).toBeNull();
    const one = (await get(alice, '/api/history/rounds?game=blackjack')).json<PlayerRoundsPage>();
    expect(one.items.map((r) => r.gameName)).toEqual(['Classic Blackjack']);
    const first = (await get(alice, '/api/history/rounds?limit=2')).json<PlayerRoundsPage>();
    expect(first.items).toHaveLength(2);
    const rest = (
      await get(alice, `/api/history/rounds?limit=2&cursor=${first.nextCursor}`)
    ).json<PlayerRoundsPage>();
    expect([...first.items, ...rest.items].map((r) => r.id)).toEqual(all.items.map((r) => r.id));
  });

  it.each([
    ['game=chess-boxing', 'querystring.game'],
    ['cursor=yesterday', 'querystring.cursor'],
    ['limit=1000', 'querystring.limit'],
  ])('a rounds list with %s is refused, naming %s', async (query, field) => {
    const response = await get(alice, `/api/history/rounds?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
  });

  it("recalls the player's own round; another player's round is not found", async () => {
    const [round] = (await get(alice, '/api/history/rounds?game=roulette')).json<PlayerRoundsPage>().items;
    const mine = await get(alice, `/api/history/rounds/${round?.id}`);
    expect(mine.statusCode).toBe(200);
    const recall = mine.json<PlayerRoundRecall>();
    expect(recall.steps.map((s) => s.label)).toEqual([
      'Bet',
      'Bet',
      'Spin',
      expect.stringMatching(/^Bet (wins|loses)$/),
      'Settle',
    ]);
    expect(recall.fairness).toMatchObject({ kind: 'seed-pair', verified: null });
    expect(recall.session?.gameSlug).toBe('european-roulette');
    const theirs = await get(bob, `/api/history/rounds/${round?.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'not_found', message: 'Round not found' });
    expect((await get(alice, '/api/history/rounds/session-999999999')).statusCode).toBe(404);
    expect(
      (await get(alice, '/api/history/rounds/challenge-00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it.each(['42', 'session-0', 'session-abc', 'challenge-1', 'session-1x', 'hand-4'])(
    'a round id %s is refused, naming params.roundId',
    async (id) => {
      const response = await get(alice, `/api/history/rounds/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message.startsWith('params.roundId')).toBe(true);
    },
  );

  it('verifies a round once the seed is rotated, and left the ledger balanced', async () => {
    const [round] = (await get(alice, '/api/history/rounds?game=blackjack')).json<PlayerRoundsPage>().items;
    expect((await post(alice, '/api/fairness/rotate')).statusCode).toBe(200);
    const recall = (await get(alice, `/api/history/rounds/${round?.id}`)).json<PlayerRoundRecall>();
    expect(recall.fairness).toMatchObject({ kind: 'seed-pair', verified: true });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});
