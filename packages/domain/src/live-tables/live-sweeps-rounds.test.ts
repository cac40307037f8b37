import { LIVE_EXPOSURE_REFUSAL, LIVE_ROUND_EXPOSURE_CAPS } from '@casino/contracts';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { betLimitsOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuditOk, refusalOf, registeredPlayer } from '../../test/challenge-fixtures.js';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import {
  betId,
  expireLease,
  rouletteExposure,
  rouletteRow,
  spinRound,
} from '../../test/live-table-fixtures.js';
import { getWalletBalances } from '../ledger/balances.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, transfer } from '../ledger/transfer.js';
import { placeLiveBets } from './bet-batch.js';
import type { LiveBetInput } from './bets.js';
import { openLiveRound } from './rounds.js';
import { settleLiveRound } from './settlement.js';
import { claimLiveTable, type LiveTableLease } from './table-lease.js';

// A live table in sweepstakes coins (issue 18): its bets come from the SC wallets into the round's
// escrow in SC, its settlement pays the game's SC house account and the SC wallets, a restart voids or
// settles it in SC, and its exposure is held to the SC cap. Coins never move.

let t: TestDatabase;
let lease: LiveTableLease;
let tableId: number;
const sc = betLimitsOf('live-roulette', 'sweeps');
const limits = { min: BigInt(sc.min), max: BigInt(sc.max) };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  const table = await t.db
    .selectFrom('live_tables')
    .select(['id', 'min_bet', 'max_bet'])
    .where('game_key', '=', 'live-roulette')
    .where('currency', '=', 'sweeps')
    .where('room_code', 'is', null)
    .executeTakeFirstOrThrow();
  // The seeded sweepstakes table takes the registry's sweepstakes limits.
  expect([table.min_bet, table.max_bet]).toEqual([limits.min, limits.max]);
  tableId = table.id;
  await expireLease(t.db, tableId);
  lease = await claim('host-a');
});
afterAll(() => t.close());

async function claim(owner: string): Promise<LiveTableLease> {
  const claimed = await claimLiveTable(t.db, tableId, owner, 60_000);
  if (!claimed) throw new Error('no table');
  expect(claimed.table.currency).toBe('sweeps');
  return claimed.lease;
}

/** A registered player holding `sweeps` SC (the starting grant included). */
async function player(sweeps = 100n): Promise<string> {
  const id = await registeredPlayer(t.db);
  await transfer(
    t.db,
    move(promotions(), wallet(id), (sweeps - 10n) * 100n, { kind: 'test_grant', currency: 'sweeps' }),
  );
  return id;
}

const bet = (
  roundId: string,
  userId: string,
  bets: LiveBetInput[],
  currency: 'coins' | 'sweeps' = 'sweeps',
) =>
  placeLiveBets(t.db, {
    roundId,
    userId,
    clientBetId: betId(),
    bets,
    currency,
    limits,
    exposureOf: rouletteExposure,
  });

const escrowOf = async (roundId: string) =>
  t.db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('code', '=', `live-round:${roundId}`)
    .execute();

describe(`a sweepstakes live roulette table (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes bets from the SC wallets into an SC escrow and settles them in SC', async () => {
    const [a, b] = [await player(), await player()];
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const placed = await bet(opened.roundId, a, [rouletteRow({ type: 'red', amount: 150 })]);
    expect(placed.balance).toBe(10_000n - 150n);
    await bet(opened.roundId, b, [rouletteRow({ type: 'number', value: 7, amount: 20 })]);
    expect(await escrowOf(opened.roundId)).toEqual([{ currency: 'sweeps', balance: 170n }]);
    const { payouts, bets } = await spinRound(t.db, lease, opened);
    const settled = await settleLiveRound(t.db, opened.roundId);
    for (const [userId, staked] of [
      [a, 150n],
      [b, 20n],
    ] as const) {
      const returned = bets
        .filter((x) => x.userId === userId)
        .reduce((s, x) => s + (payouts.get(x.betId) ?? 0n), 0n);
      const balances = await getWalletBalances(t.db, userId);
      expect(balances).toEqual({ coins: 1_000_000n, sweeps: 10_000n - staked + returned });
      expect(settled.find((s) => s.userId === userId)).toMatchObject({
        currency: 'sweeps',
        staked,
        returned,
      });
    }
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select('currency')
      .where('user_id', 'in', [a, b])
      .execute();
    expect(sessions.map((s) => s.currency)).toEqual(['sweeps', 'sweeps']);
    await expectAuditOk(t.db);
  });

  it('refuses a bet naming coins, and one over the sweepstakes limits, moving nothing', async () => {
    const a = await player();
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    expect(
      await refusalOf(bet(opened.roundId, a, [rouletteRow({ type: 'red', amount: 100 })], 'coins')),
    ).toMatchObject({
      code: 'validation_error',
      message: 'currency: this table plays with sweepstakes coins, not coins.',
    });
    expect(
      await refusalOf(bet(opened.roundId, a, [rouletteRow({ type: 'red', amount: 5_001 })])),
    ).toMatchObject({
      code: 'bet_out_of_range',
      message: 'Bets at this table are 0.20 to 50.00 SC on each spot.',
    });
    expect(await getWalletBalances(t.db, a)).toEqual({ coins: 1_000_000n, sweeps: 10_000n });
    await spinRound(t.db, lease, opened);
    await settleLiveRound(t.db, opened.roundId);
  });

  it('holds the round to the sweepstakes exposure cap', async () => {
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    // 50.00 SC straight on 17 costs the house 1,750.00 SC if it lands: the cap (10,000.00 SC) takes five.
    const perBet = 35n * 5_000n;
    const fit = BigInt(LIVE_ROUND_EXPOSURE_CAPS.sweeps) / perBet;
    for (let i = 0n; i < fit; i++)
      await bet(opened.roundId, await player(), [rouletteRow({ type: 'number', value: 17, amount: 5_000 })]);
    const over = await player();
    expect(
      await refusalOf(bet(opened.roundId, over, [rouletteRow({ type: 'number', value: 17, amount: 5_000 })])),
    ).toMatchObject({
      code: 'table_full',
      message: LIVE_EXPOSURE_REFUSAL,
    });
    expect((await getWalletBalances(t.db, over)).sweeps).toBe(10_000n);
    await spinRound(t.db, lease, opened);
    await settleLiveRound(t.db, opened.roundId);
    await expectAuditOk(t.db);
  });

  it('a restart voids an unfinished SC round back to the SC wallets, and settles a persisted one in SC', async () => {
    const a = await player();
    const betting = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    await bet(betting.roundId, a, [rouletteRow({ type: 'black', amount: 300 })]);
    expect((await getWalletBalances(t.db, a)).sweeps).toBe(9_700n);
    // The host dies; another process claims the table and voids the round in betting.
    await expireLease(t.db, tableId);
    lease = await claim('host-b');
    expect(await getWalletBalances(t.db, a)).toEqual({ coins: 1_000_000n, sweeps: 10_000n });
    expect(await escrowOf(betting.roundId)).toEqual([{ currency: 'sweeps', balance: 0n }]);

    // A round whose outcome was persisted is settled from it by the next host, in SC.
    const next = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    await bet(next.roundId, a, [rouletteRow({ type: 'even', amount: 500 })]);
    const { payouts } = await spinRound(t.db, lease, next);
    await expireLease(t.db, tableId);
    lease = await claim('host-c');
    const returned = [...payouts.values()].reduce((s, p) => s + p, 0n);
    expect(await getWalletBalances(t.db, a)).toEqual({
      coins: 1_000_000n,
      sweeps: 10_000n - 500n + returned,
    });
    const status = await sql<{
      status: string;
    }>`select status from live_rounds where id = ${BigInt(next.roundId)}`.execute(t.db);
    expect(status.rows[0]?.status).toBe('settled');
    await expectAuditOk(t.db);
  });
});
