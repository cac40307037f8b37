import { auditLedger, formatMoney, move, parseMoney, promotions, transfer, wallet } from '@casino/domain';
import { verify } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionCookie, type TestApi } from '../../../../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  // These tests account for every coin of each play; the loyalty program's automatic rewards
  // (challenge payouts, paid by the event projector) are tested in their own route tests.
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
});
afterAll(() => api.close());

const newPlayer = async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/auth/guest' });
  return { cookie: sessionCookie(response), id: response.json<{ user: { id: string } }>().user.id };
};
const post = (cookie: string, url: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (cookie: string, url: string) => api.app.inject({ method: 'GET', url, headers: { cookie } });
const balanceOf = async (cookie: string) =>
  (await get(cookie, '/api/auth/user')).json<{ balance: string }>().balance;

describe(`casino floor (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spins a slot: debits the bet, credits the win, records the session, and the outcome verifies', async () => {
    const p = await newPlayer();
    const spin = await post(p.cookie, '/api/slots/spin', { betAmount: '2.50', gameId: 6 });
    expect(spin.statusCode).toBe(200);
    const body = spin.json<{
      reels: string[];
      winAmount: string;
      winMultiplier: number;
      balance: string;
      sessionId: string;
      fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>();
    expect(body.reels).toHaveLength(5);
    expect(body.balance).toBe(
      formatMoney(parseMoney('10000.00') - parseMoney('2.50') + parseMoney(body.winAmount)),
    );
    expect(body.fairness.nonce).toBe(0);

    const sessions = (await get(p.cookie, '/api/game-sessions')).json<
      Array<{
        id: string;
        gameId: number;
        betAmount: string;
        winAmount: string;
        gameData: { reels: string[]; fairness: unknown };
      }>
    >();
    expect(sessions[0]).toMatchObject({
      id: body.sessionId,
      gameId: 6,
      betAmount: '2.50',
      winAmount: body.winAmount,
      gameData: { reels: body.reels, fairness: body.fairness },
    });

    const rotated = (await post(p.cookie, '/api/fairness/rotate', {})).json<{
      previousServerSeed: string;
      previousServerSeedHash: string;
      roundsPlayed: number;
      serverSeedHash: string;
    }>();
    expect(rotated.previousServerSeedHash).toBe(body.fairness.serverSeedHash);
    expect(rotated.roundsPlayed).toBe(1);
    expect(rotated.serverSeedHash).not.toBe(rotated.previousServerSeedHash);
    const replay = verify(
      'slots',
      rotated.previousServerSeed,
      body.fairness.clientSeed,
      body.fairness.nonce,
      { slot: 'diamond-deluxe' },
    );
    expect(replay.ok && replay.outcome.game === 'slots' && replay.outcome.reels).toEqual(body.reels);
    const seeds = (await get(p.cookie, '/api/fairness/seeds')).json<Array<{ serverSeed: string }>>();
    expect(seeds.map((s) => s.serverSeed)).toEqual([rotated.previousServerSeed]);
  });

  it('uses the client seed the player sets, and counts nonces per seed pair', async () => {
    const p = await newPlayer();
    const set = await api.app.inject({
      method: 'PUT',
      url: '/api/fairness/client-seed',
      headers: { cookie: p.cookie },
      payload: { clientSeed: 'lucky-seven' },
    });
    expect(set.json()).toMatchObject({ clientSeed: 'lucky-seven', nonce: 0 });
    await post(p.cookie, '/api/slots/spin', { betAmount: '1.00', gameId: 7 });
    const spin = (await post(p.cookie, '/api/slots/spin', { betAmount: '1.00', gameId: 7 })).json<{
      fairness: { clientSeed: string; nonce: number };
    }>();
    expect(spin.fairness).toMatchObject({ clientSeed: 'lucky-seven', nonce: 1 });
    expect((await get(p.cookie, '/api/fairness')).json()).toMatchObject({ nonce: 2 });
  });

  it.each([
    [
      'a slot bet below its minimum',
      '/api/slots/spin',
      { betAmount: '0.10', gameId: 6 },
      400,
      'bet_out_of_range',
      /between 0\.25 and 100\.00/,
    ],
    [
      'a slot bet above its maximum',
      '/api/slots/spin',
      { betAmount: '50.01', gameId: 7 },
      400,
      'bet_out_of_range',
      /between 0\.10 and 50\.00/,
    ],
    [
      'a slot that does not exist',
      '/api/slots/spin',
      { betAmount: '1.00', gameId: 999 },
      404,
      'unknown_game',
      /999/,
    ],
    [
      'a table game id as a slot',
      '/api/slots/spin',
      { betAmount: '1.00', gameId: 2 },
      404,
      'unknown_game',
      /slot/,
    ],
    [
      'a bet with three decimals',
      '/api/slots/spin',
      { betAmount: '1.005', gameId: 6 },
      400,
      'validation_error',
      /^body\.betAmount: /,
    ],
    [
      'a numeric bet amount with three decimals',
      '/api/slots/spin',
      { betAmount: 1.005, gameId: 6 },
      400,
      'validation_error',
      /^body\.betAmount: /,
    ],
    [
      'a client-sent win amount',
      '/api/slots/spin',
      { betAmount: '1.00', gameId: 6, winAmount: '1000000' },
      400,
      'validation_error',
      /^body\.winAmount: /,
    ],
    [
      'a spin with no bets',
      '/api/roulette/spin',
      {},
      400,
      'no_bets',
      /Please place at least one bet before spinning\./,
    ],
    [
      'a bad roulette bet type',
      '/api/roulette/spin',
      { bets: [{ type: 'trio', amount: '1.00' }] },
      400,
      'validation_error',
      /^body\.bets\.0\.type: /,
    ],
    [
      'a roulette number out of the wheel',
      '/api/roulette/spin',
      { bets: [{ type: 'number', value: 37, amount: '1.00' }] },
      400,
      'validation_error',
      /bets\.0\.value/,
    ],
    [
      'a roulette total above the table maximum',
      '/api/roulette/spin',
      {
        bets: [
          { type: 'red', amount: '600.00' },
          { type: 'black', amount: '600.00' },
        ],
      },
      400,
      'bet_out_of_range',
      /1000\.00/,
    ],
    [
      'a roulette chip below the minimum',
      '/api/roulette/spin',
      { bets: [{ type: 'red', amount: '0.50' }] },
      400,
      'bet_out_of_range',
      /1\.00/,
    ],
    [
      'a betAmount that disagrees with the chips',
      '/api/roulette/spin',
      { betAmount: '5.00', bets: [{ type: 'red', amount: '1.00' }] },
      400,
      'validation_error',
      /sum/,
    ],
    [
      'a baccarat bet below the minimum',
      '/api/baccarat/deal',
      { bets: [{ type: 'banker', amount: '5.00' }] },
      400,
      'bet_out_of_range',
      /10\.00/,
    ],
    ['baccarat without bets', '/api/baccarat/deal', { bets: [] }, 400, 'validation_error', /bets/],
    [
      'two bets on the same baccarat side',
      '/api/baccarat/deal',
      {
        bets: [
          { type: 'tie', amount: '10.00' },
          { type: 'tie', amount: '10.00' },
        ],
      },
      400,
      'validation_error',
      /at most one/,
    ],
  ])('refuses %s and moves no money', async (_name, url, payload, status, error, message) => {
    const p = await newPlayer();
    const response = await post(p.cookie, url, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) });
    expect(await balanceOf(p.cookie)).toBe('10000.00');
    expect((await get(p.cookie, '/api/game-sessions')).json()).toEqual([]);
  });

  it('refuses a bet above the balance with the spec message and changes nothing', async () => {
    const p = await newPlayer();
    await transfer(
      api.t.db,
      move(wallet(p.id), promotions('test-drain'), parseMoney('9999.50'), {
        kind: 'test_drain',
        currency: 'coins',
      }),
    );
    const response = await post(p.cookie, '/api/slots/spin', { betAmount: '1.00', gameId: 6 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'insufficient_balance',
      message: "You don't have enough balance for this bet.",
    });
    expect(await balanceOf(p.cookie)).toBe('0.50');
    expect((await get(p.cookie, '/api/fairness')).json()).toMatchObject({ nonce: 0 });
  });

  it('settles every roulette chip on one pocket (the spec form and the bets array agree)', async () => {
    const p = await newPlayer();
    const spin = await post(p.cookie, '/api/roulette/spin', {
      betAmount: '6.00',
      betType: 'red',
      gameId: 1,
      bets: [
        { type: 'red', amount: '1.00' },
        { type: 'odd', amount: '2.00' },
        { type: 'number', value: 17, amount: '3.00' },
      ],
    });
    expect(spin.statusCode).toBe(200);
    const body = spin.json<{
      number: number;
      color: string;
      bets: Array<{ type: string; won: boolean; payout: string }>;
      winAmount: string;
      totalBet: string;
      balance: string;
    }>();
    expect(body.totalBet).toBe('6.00');
    const expected = [
      body.color === 'red' ? 200n : 0n,
      body.number % 2 === 1 ? 400n : 0n,
      body.number === 17 ? 10800n : 0n,
    ];
    expect(body.bets.map((b) => parseMoney(b.payout))).toEqual(expected);
    expect(parseMoney(body.winAmount)).toBe(expected.reduce((a, b) => a + b, 0n));
    expect(body.balance).toBe(formatMoney(parseMoney('10000.00') - 600n + parseMoney(body.winAmount)));
    const [session] = (await get(p.cookie, '/api/game-sessions')).json<
      Array<{ gameId: number; gameData: Record<string, unknown> }>
    >();
    expect(session).toMatchObject({
      gameId: 1,
      gameData: { number: body.number, color: body.color, betType: 'red', betValue: null },
    });
  });

  it('deals baccarat with the third-card rules and pays by the table', async () => {
    const p = await newPlayer();
    const deal = await post(p.cookie, '/api/baccarat/deal', {
      bets: [
        { type: 'banker', amount: '100.00' },
        { type: 'tie', amount: '10.00' },
      ],
    });
    expect(deal.statusCode).toBe(200);
    const body = deal.json<{
      winner: string;
      playerCards: unknown[];
      bankerCards: unknown[];
      bets: Array<{ type: string; outcome: string; returned: string }>;
      winAmount: string;
      balance: string;
    }>();
    expect(body.playerCards.length).toBeGreaterThanOrEqual(2);
    const banker = body.bets.find((b) => b.type === 'banker')!;
    const tie = body.bets.find((b) => b.type === 'tie')!;
    const expected =
      body.winner === 'banker'
        ? { banker: '195.00', tie: '0.00' }
        : body.winner === 'tie'
          ? { banker: '100.00', tie: '90.00' }
          : { banker: '0.00', tie: '0.00' };
    expect({ banker: banker.returned, tie: tie.returned }).toEqual(expected);
    expect(body.balance).toBe(
      formatMoney(parseMoney('10000.00') - parseMoney('110.00') + parseMoney(body.winAmount)),
    );
  });

  it('keeps POST /api/game-sessions for compatibility without crediting anything', async () => {
    const p = await newPlayer();
    const response = await post(p.cookie, '/api/game-sessions', {
      gameId: 6,
      betAmount: '1',
      winAmount: '1000000',
      gameData: {},
    });
    expect(response.json()).toMatchObject({ recorded: false });
    expect(await balanceOf(p.cookie)).toBe('10000.00');
    expect((await get(p.cookie, '/api/game-sessions')).json()).toEqual([]);
  });

  it('reports stats from the sessions and marks played games HOT', async () => {
    const p = await newPlayer();
    for (const bet of ['1.00', '2.00', '3.00'])
      await post(p.cookie, '/api/slots/spin', { betAmount: bet, gameId: 8 });
    const stats = (await get(p.cookie, '/api/user-stats')).json<{
      totalBets: number;
      totalWagered: string;
      favoriteGame: string;
    }>();
    expect(stats).toMatchObject({ totalBets: 3, totalWagered: '6.00', favoriteGame: 'Cosmic Spins' });
    const games = (await get(p.cookie, '/api/games')).json<
      Array<{ id: number; isHot: boolean; isNew: boolean; playsLast7Days: number }>
    >();
    expect(games.find((g) => g.id === 8)).toMatchObject({ isHot: true, isNew: true });
    expect(games.find((g) => g.id === 8)!.playsLast7Days).toBeGreaterThanOrEqual(3);
    expect(games.find((g) => g.id === 12)).toMatchObject({ isHot: false, playsLast7Days: 0 });
  });

  it('settles 50 parallel bets by a player whose balance covers 10: never negative, every coin accounted for', async () => {
    const p = await newPlayer();
    await transfer(
      api.t.db,
      move(wallet(p.id), promotions('test-drain'), parseMoney('9000.00'), {
        kind: 'test_drain',
        currency: 'coins',
      }),
    );
    const start = parseMoney(await balanceOf(p.cookie));
    expect(start).toBe(parseMoney('1000.00'));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post(p.cookie, '/api/slots/spin', { betAmount: '100.00', gameId: 6 })),
    );
    let net = 0n;
    let settled = 0;
    for (const r of responses) {
      if (r.statusCode === 200) {
        settled += 1;
        const b = r.json<{ betAmount: string; winAmount: string; balance: string }>();
        expect(parseMoney(b.balance)).toBeGreaterThanOrEqual(0n);
        net += parseMoney(b.winAmount) - parseMoney(b.betAmount);
      } else {
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({
          error: 'insufficient_balance',
          message: "You don't have enough balance for this bet.",
        });
      }
    }
    expect(settled).toBeGreaterThanOrEqual(10);
    const end = parseMoney(await balanceOf(p.cookie));
    expect(end).toBe(start + net);
    expect(end).toBeGreaterThanOrEqual(0n);
    expect((await get(p.cookie, '/api/game-sessions')).json<unknown[]>()).toHaveLength(settled);
    expect(await auditLedger(api.t.db)).toMatchObject({ ok: true });
  });

  it('requires a signed-in player for every play', async () => {
    for (const url of [
      '/api/slots/spin',
      '/api/roulette/spin',
      '/api/baccarat/deal',
      '/api/fairness/rotate',
    ]) {
      const response = await api.app.inject({ method: 'POST', url, payload: {} });
      expect([400, 401]).toContain(response.statusCode);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/user-stats' })).statusCode).toBe(401);
  });
});
