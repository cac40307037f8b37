import { auditLedger, formatMoney, parseMoney } from '@casino/domain';
import { verify } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import { INSUFFICIENT, usePlayTestApi } from '../../../../test/play-test-api.js';

const { api, newPlayer, post, get, balanceOf, sessionsOf, drainTo, expectRefusedUnmoved } = usePlayTestApi();

describe(`slots (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spins a slot: debits the bet, credits the win, records the session, and the outcome verifies', async () => {
    const p = await newPlayer();
    const spin = await post(p, '/api/slots/spin', { betAmount: '2.50', gameId: 6 });
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

    const sessions = (await get(p, '/api/game-sessions')).json<
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

    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{
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
    const seeds = (await get(p, '/api/fairness/seeds')).json<Array<{ serverSeed: string }>>();
    expect(seeds.map((s) => s.serverSeed)).toEqual([rotated.previousServerSeed]);
  });

  it('uses the client seed the player sets, and counts nonces per seed pair', async () => {
    const p = await newPlayer();
    const set = await api().app.inject({
      method: 'PUT',
      url: '/api/fairness/client-seed',
      headers: { cookie: p.cookie },
      payload: { clientSeed: 'lucky-seven' },
    });
    expect(set.json()).toMatchObject({ clientSeed: 'lucky-seven', nonce: 0 });
    await post(p, '/api/slots/spin', { betAmount: '1.00', gameId: 7 });
    const spin = (await post(p, '/api/slots/spin', { betAmount: '1.00', gameId: 7 })).json<{
      fairness: { clientSeed: string; nonce: number };
    }>();
    expect(spin.fairness).toMatchObject({ clientSeed: 'lucky-seven', nonce: 1 });
    expect((await get(p, '/api/fairness')).json()).toMatchObject({ nonce: 2 });
  });

  it.each<[string, string, unknown, number, string, RegExp]>([
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
  ])('refuses %s and moves no money', async (_name, url, payload, status, error, message) => {
    await expectRefusedUnmoved(url, payload, status, error, message);
  });

  it('refuses a bet above the balance with the spec message and changes nothing', async () => {
    const p = await newPlayer();
    await drainTo(p, '0.50');
    const response = await post(p, '/api/slots/spin', { betAmount: '1.00', gameId: 6 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INSUFFICIENT);
    expect(await balanceOf(p)).toBe(parseMoney('0.50'));
    expect((await get(p, '/api/fairness')).json()).toMatchObject({ nonce: 0 });
  });

  it('reports stats from the sessions and marks played games HOT', async () => {
    const p = await newPlayer();
    for (const bet of ['1.00', '2.00', '3.00'])
      await post(p, '/api/slots/spin', { betAmount: bet, gameId: 8 });
    const stats = (await get(p, '/api/user-stats')).json<{
      totalBets: number;
      totalWagered: string;
      favoriteGame: string;
    }>();
    expect(stats).toMatchObject({ totalBets: 3, totalWagered: '6.00', favoriteGame: 'Cosmic Spins' });
    const games = (await get(p, '/api/games')).json<
      Array<{ id: number; isHot: boolean; isNew: boolean; playsLast7Days: number }>
    >();
    expect(games.find((g) => g.id === 8)).toMatchObject({ isHot: true, isNew: true });
    expect(games.find((g) => g.id === 8)!.playsLast7Days).toBeGreaterThanOrEqual(3);
    expect(games.find((g) => g.id === 12)).toMatchObject({ isHot: false, playsLast7Days: 0 });
  });

  it('settles 50 parallel bets by a player whose balance covers 10: never negative, every coin accounted for', async () => {
    const p = await newPlayer();
    await drainTo(p, '1000.00');
    const start = await balanceOf(p);
    expect(start).toBe(parseMoney('1000.00'));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post(p, '/api/slots/spin', { betAmount: '100.00', gameId: 6 })),
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
        expect(r.json()).toEqual(INSUFFICIENT);
      }
    }
    expect(settled).toBeGreaterThanOrEqual(10);
    const end = await balanceOf(p);
    expect(end).toBe(start + net);
    expect(end).toBeGreaterThanOrEqual(0n);
    expect(await sessionsOf(p)).toHaveLength(settled);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });
});
