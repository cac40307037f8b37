import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, expectAuditOk, newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import {
  betId,
  expireLease,
  houseOf,
  ROULETTE_LIMITS,
  ROULETTE_TABLE,
  rouletteExposure,
  rouletteRow,
  roundEscrowOf,
  spinRound,
} from '../../test/live-table-fixtures.js';
import { placeLiveBets } from './bet-batch.js';
import type { LiveBetInput } from './bets.js';
import { closeLiveBetting, openLiveRound } from './rounds.js';
import { settleLiveRound, voidLiveRound } from './settlement.js';
import { claimLiveTable, type LiveTableLease } from './table-lease.js';

// Races on one round, run at once on separate connections (real PostgreSQL with TEST_DATABASE_URL;
// PGlite serialises them, which must hold too): the round row's lock decides, exactly one outcome.
let t: TestDatabase;
let lease: LiveTableLease;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  await expireLease(t.db, ROULETTE_TABLE);
  const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, 'races', 60_000);
  if (!claimed) throw new Error('no table');
  lease = claimed.lease;
});
afterAll(() => t.close());

const place = (roundId: string, userId: string, bets: LiveBetInput[], limits = ROULETTE_LIMITS) =>
  placeLiveBets(t.db, { roundId, userId, clientBetId: betId(), bets, limits, exposureOf: rouletteExposure });
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`live round races on ${label}`, () => {
  it('two bets of one player that together pass the balance: exactly one is accepted', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const player = await newPlayer(t.db);
    // 10,000.00 coins: either 6,000.00 fits, both do not (each on its own spot, within wide limits).
    const limits = { min: 100n, max: 1_000_000n };
    const outcomes = await Promise.all([
      refusalOf(place(opened.roundId, player, [rouletteRow({ type: 'red', amount: 600_000 })], limits)),
      refusalOf(place(opened.roundId, player, [rouletteRow({ type: 'black', amount: 600_000 })], limits)),
    ]);
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes).toContainEqual({ code: 'insufficient_balance', message: 'Insufficient Balance' });
    expect((await balancesOf(t.db, player))[0]?.coins).toBe(400_000n);
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(600_000n);
    await voidLiveRound(t.db, opened.roundId);
    await expectAuditOk(t.db);
  });

  it('one message sent twice at once places its bets once; the other answer replays them', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const player = await newPlayer(t.db);
    const request = {
      roundId: opened.roundId,
      userId: player,
      clientBetId: betId(),
      bets: [
        rouletteRow({ type: 'red', amount: 1_000 }),
        rouletteRow({ type: 'column', value: 2, amount: 500 }),
      ],
      limits: ROULETTE_LIMITS,
      exposureOf: rouletteExposure,
    };
    const [a, b] = await Promise.all([placeLiveBets(t.db, request), placeLiveBets(t.db, request)]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.bets).toEqual(b.bets);
    expect(a.balance).toBe(998_500n);
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(1_500n);
    await voidLiveRound(t.db, opened.roundId);
    await expectAuditOk(t.db);
  });

  it('two players whose bets together pass the exposure cap: exactly one is accepted', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const limits = { min: 100n, max: 1_000_000n };
    const first = await newPlayer(t.db);
    await place(
      opened.roundId,
      first,
      [rouletteRow({ type: 'number', value: 9, amount: 1_000_000 })],
      limits,
    );
    await place(
      opened.roundId,
      await newPlayer(t.db),
      [rouletteRow({ type: 'number', value: 9, amount: 1_000_000 })],
      limits,
    );
    const [a, b] = [await newPlayer(t.db), await newPlayer(t.db)];
    const outcomes = await Promise.all(
      [a, b].map((p) =>
        refusalOf(
          place(opened.roundId, p, [rouletteRow({ type: 'number', value: 9, amount: 1_000_000 })], limits),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(0);
    // A smaller pair that fits one at a time but not both: 70M + 2 x 14M (each 400,000 x 35) > 100M - stakes.
    const small = await Promise.all(
      [a, b].map((p) =>
        refusalOf(
          place(opened.roundId, p, [rouletteRow({ type: 'number', value: 9, amount: 500_000 })], limits),
        ),
      ),
    );
    expect(small.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(small).toContainEqual({
      code: 'table_full',
      message: 'This table has reached its limit for this round.',
    });
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(2_500_000n);
    await voidLiveRound(t.db, opened.roundId);
    await expectAuditOk(t.db);
  });

  it('a bet racing the close is either in the closed round or refused, never lost', async () => {
    for (let i = 0; i < 6; i++) {
      const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
      const player = await newPlayer(t.db);
      const [placed, closed] = await Promise.all([
        refusalOf(place(opened.roundId, player, [rouletteRow({ type: 'red', amount: 1_000 })])),
        closeLiveBetting(t.db, lease, opened.roundId),
      ]);
      const [after] = await balancesOf(t.db, player);
      if (placed === 'resolved') {
        expect(closed.map((b) => b.userId)).toEqual([player]);
        expect(after?.coins).toBe(999_000n);
      } else {
        expect(placed).toEqual({ code: 'conflict', message: 'Bets are closed for this round.' });
        expect(closed).toEqual([]);
        expect(after?.coins).toBe(1_000_000n);
      }
      await voidLiveRound(t.db, opened.roundId);
    }
    await expectAuditOk(t.db);
  });

  it('settling twice at once pays once', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const players = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t.db)));
    for (const p of players)
      await place(opened.roundId, p, [
        rouletteRow({ type: 'red', amount: 5_000 }),
        rouletteRow({ type: 'black', amount: 5_000 }),
      ]);
    await spinRound(t.db, lease, opened);
    const [one, two] = await Promise.all([
      settleLiveRound(t.db, opened.roundId),
      settleLiveRound(t.db, opened.roundId),
    ]);
    expect(one).toEqual(two);
    // Red and black: the pair returns 10,000 (its stakes) on any colour, 0 on zero.
    const after = await balancesOf(t.db, ...players);
    const expected = one[0]?.returned === 10_000n ? 1_000_000n : 990_000n;
    expect(after.map((b) => b?.coins)).toEqual(players.map(() => expected));
    const transactions = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `live-round-settle:${opened.roundId}`)
      .execute();
    expect(transactions).toHaveLength(1);
    await expectAuditOk(t.db);
  });

  it('200 players betting at once are all accepted; 1,000 bets settle in one pass', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 120_000 });
    const players = await Promise.all(Array.from({ length: 200 }, () => newPlayer(t.db)));
    const started = performance.now();
    const placed = await Promise.all(
      players.map((p, i) =>
        place(opened.roundId, p, [
          rouletteRow({ type: 'number', value: i % 37, amount: 100 }),
          rouletteRow({ type: i % 2 ? 'red' : 'black', amount: 1_000 }),
          rouletteRow({ type: 'dozen', value: (i % 3) + 1, amount: 500 }),
          rouletteRow({ type: 'column', value: (i % 3) + 1, amount: 500 }),
          rouletteRow({ type: i % 2 ? 'odd' : 'even', amount: 200 }),
        ]),
      ),
    );
    const betMs = performance.now() - started;
    expect(placed.every((p) => !p.replayed && p.bets.length === 5)).toBe(true);
    const houseBefore = await houseOf(t.db, 'live-roulette');
    const { payouts } = await spinRound(t.db, lease, opened);
    expect(payouts.size).toBe(1_000);
    const settleStarted = performance.now();
    const settled = await settleLiveRound(t.db, opened.roundId);
    const settleMs = performance.now() - settleStarted;
    console.log(
      `${label}: 200 players x 5 bets placed at once in ${betMs.toFixed(0)} ms (${(betMs / 200).toFixed(1)} ms each); 1,000 bets settled in ${settleMs.toFixed(0)} ms`,
    );
    expect(settled).toHaveLength(200);
    const staked = settled.reduce((s, p) => s + p.staked, 0n);
    const returned = settled.reduce((s, p) => s + p.returned, 0n);
    expect(staked).toBe(200n * 2_300n);
    expect(returned).toBe([...payouts.values()].reduce((s, p) => s + p, 0n));
    expect(await houseOf(t.db, 'live-roulette')).toBe(houseBefore + staked - returned);
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
    expect(settleMs).toBeLessThan(5_000);
    await expectAuditOk(t.db);
  });

  it('property: any bets, then settle or void, conserve money and empty the escrow', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(t.db)));
    const bet = fc.oneof(
      fc.record({
        type: fc.constantFrom('red' as const, 'black' as const, 'odd' as const, 'low' as const),
        amount: fc.integer({ min: 100, max: 100_000 }),
      }),
      fc.record({
        type: fc.constant('number' as const),
        value: fc.integer({ min: 0, max: 36 }),
        amount: fc.integer({ min: 100, max: 20_000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            player: fc.integer({ min: 0, max: 3 }),
            bets: fc.array(bet, { minLength: 1, maxLength: 3 }),
          }),
          { maxLength: 8 },
        ),
        fc.boolean(),
        async (messages, voided) => {
          const before = await balancesOf(t.db, ...players);
          const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
          const accepted = new Map<string, bigint>();
          for (const m of messages) {
            const userId = players[m.player]!;
            const answer = await refusalOf(place(opened.roundId, userId, m.bets.map(rouletteRow)));
            if (answer === 'resolved')
              accepted.set(
                userId,
                (accepted.get(userId) ?? 0n) + m.bets.reduce((s, b) => s + BigInt(b.amount), 0n),
              );
            else expect(['bet_out_of_range', 'insufficient_balance', 'table_full']).toContain(answer.code);
          }
          let paid = new Map<string, bigint>();
          if (voided) await voidLiveRound(t.db, opened.roundId);
          else {
            await spinRound(t.db, lease, opened);
            const settled = await settleLiveRound(t.db, opened.roundId);
            paid = new Map(settled.map((s) => [s.userId, s.returned - s.staked]));
          }
          const after = await balancesOf(t.db, ...players);
          for (const [i, p] of players.entries())
            expect(after[i]?.coins).toBe((before[i]?.coins ?? 0n) + (paid.get(p) ?? 0n));
          expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
        },
      ),
      { numRuns: 12 },
    );
    await expectAuditOk(t.db);
  });
});
