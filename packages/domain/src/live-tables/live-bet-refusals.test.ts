import { LIVE_BETS_CLOSED_MESSAGE, LIVE_EXPOSURE_REFUSAL } from '@casino/contracts';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuditOk, ledgerState, newPlayer, refusalOf } from '../../test/challenge-fixtures.js';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import {
  betId,
  expireLease,
  ROULETTE_LIMITS,
  ROULETTE_TABLE,
  rouletteExposure,
  rouletteRow,
  spinRound,
} from '../../test/live-table-fixtures.js';
import { placeLiveBets } from './bet-batch.js';
import type { LiveBetInput, PlaceLiveBetsRequest } from './bets.js';
import { closeLiveBetting, openLiveRound, type LiveRoundOpened } from './rounds.js';
import { settleLiveRound } from './settlement.js';
import { claimLiveTable, type LiveTableLease } from './table-lease.js';

// Every refusal of a bet moves nothing: the ledger's last transaction and every balance are as before.
let t: TestDatabase;
let lease: LiveTableLease;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  await expireLease(t.db, ROULETTE_TABLE);
  const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, 'refusals', 60_000);
  if (!claimed) throw new Error('no table');
  lease = claimed.lease;
});
afterAll(() => t.close());

const red = (amount: number) => rouletteRow({ type: 'red', amount });
const straight = (value: number, amount: number) => rouletteRow({ type: 'number', value, amount });
const inPlay = (kind: string, stake: bigint): LiveBetInput => ({
  kind,
  spec: {},
  stake,
  spotKey: `${kind}:0`,
});

/** A fresh round in betting, or one whose window already ended by the database clock. */
async function round(state: 'open' | 'window-ended' | 'closed' | 'settled'): Promise<LiveRoundOpened> {
  const opened = await openLiveRound(t.db, lease, { bettingMs: state === 'window-ended' ? 0 : 60_000 });
  if (state === 'closed') await closeLiveBetting(t.db, lease, opened.roundId);
  if (state === 'settled') {
    await spinRound(t.db, lease, opened);
    await settleLiveRound(t.db, opened.roundId);
  }
  return opened;
}

async function finish(opened: LiveRoundOpened) {
  const row = await t.db
    .selectFrom('live_rounds')
    .select('status')
    .where('id', '=', BigInt(opened.roundId))
    .executeTakeFirstOrThrow();
  if (row.status === 'settled') return;
  await spinRound(t.db, lease, opened);
  await settleLiveRound(t.db, opened.roundId);
}

type Case = {
  name: string;
  state: 'open' | 'window-ended' | 'closed' | 'settled';
  /** Bets the same player placed before (accepted). */
  before?: LiveBetInput[];
  bets: LiveBetInput[];
  limits?: { min: bigint; max: bigint };
  player?: 'suspended' | 'poor';
  roundId?: string;
  refusal: { code: string; message: string | RegExp };
};

const outOfRange = {
  code: 'bet_out_of_range',
  message: 'Bets at this table are 1.00 to 1000.00 on each spot.',
};
const CASES: Case[] = [
  {
    name: 'after the window, by the database clock',
    state: 'window-ended',
    bets: [red(100)],
    refusal: { code: 'conflict', message: LIVE_BETS_CLOSED_MESSAGE },
  },
  {
    name: 'once betting closed',
    state: 'closed',
    bets: [red(100)],
    refusal: { code: 'conflict', message: LIVE_BETS_CLOSED_MESSAGE },
  },
  {
    name: 'after close, a plain bet sent with an in-play stake',
    state: 'closed',
    bets: [inPlay('double', 100n), red(100)],
    refusal: { code: 'conflict', message: LIVE_BETS_CLOSED_MESSAGE },
  },
  {
    name: 'on a settled round',
    state: 'settled',
    bets: [red(100)],
    refusal: { code: 'conflict', message: LIVE_BETS_CLOSED_MESSAGE },
  },
  { name: 'under the table minimum', state: 'open', bets: [red(99)], refusal: outOfRange },
  { name: 'over the table maximum', state: 'open', bets: [straight(7, 100_001)], refusal: outOfRange },
  {
    name: 'over the maximum with what the player has on the spot already',
    state: 'open',
    before: [straight(7, 60_000)],
    bets: [rouletteRow({ type: 'number', value: 7, amount: 40_001 })],
    refusal: outOfRange,
  },
  {
    name: 'over the balance',
    state: 'open',
    player: 'poor',
    bets: [red(100_000), rouletteRow({ type: 'black', amount: 100_000 })],
    refusal: { code: 'insufficient_balance', message: 'Insufficient Balance' },
  },
  {
    name: 'past the round exposure cap',
    state: 'open',
    limits: { min: 100n, max: 10_000_000n },
    bets: [straight(3, 1_000_000)],
    refusal: { code: 'table_full', message: LIVE_EXPOSURE_REFUSAL },
  },
  {
    name: 'a suspended player',
    state: 'open',
    player: 'suspended',
    bets: [red(100)],
    refusal: { code: 'account_suspended', message: /suspended/ },
  },
  {
    name: 'an unknown round',
    state: 'open',
    roundId: '999999999',
    bets: [red(100)],
    refusal: { code: 'not_found', message: 'No such round at this table.' },
  },
  {
    name: 'a round id that is not a number',
    state: 'open',
    roundId: 'abc',
    bets: [red(100)],
    refusal: { code: 'not_found', message: 'No such round at this table.' },
  },
];

describe('refused live bets move nothing', () => {
  it.each(CASES)('$name', async (c) => {
    const opened = await round(c.state);
    try {
      await refusedMovesNothing(c, opened);
    } finally {
      await finish(opened);
    }
  });

  it('the ledger audit holds after them all', async () => {
    await expectAuditOk(t.db);
  });
});

async function refusedMovesNothing(c: Case, opened: LiveRoundOpened): Promise<void> {
  {
    const userId = await newPlayer(t.db);
    if (c.player === 'suspended')
      await t.db
        .updateTable('users')
        .set({ suspended_at: new Date(), suspended_reason: 'test' })
        .where('id', '=', userId)
        .execute();
    const request = (bets: LiveBetInput[]): PlaceLiveBetsRequest => ({
      roundId: c.roundId ?? opened.roundId,
      userId,
      clientBetId: betId(),
      bets,
      limits: c.limits ?? ROULETTE_LIMITS,
      exposureOf: rouletteExposure,
    });
    if (c.before) await placeLiveBets(t.db, request(c.before));
    if (c.player === 'poor') {
      // 1,500.00 coins left of the 10,000.00 grant: the two 1,000.00 bets are more than that.
      // Spend the grant down on this round's other spots first (each within the limits).
      for (const type of ['odd', 'even', 'low', 'high'] as const)
        await placeLiveBets(t.db, request([rouletteRow({ type, amount: 100_000 })]));
      await placeLiveBets(t.db, request([rouletteRow({ type: 'dozen', value: 1, amount: 50_000 })]));
      await placeLiveBets(t.db, request([rouletteRow({ type: 'dozen', value: 2, amount: 100_000 })]));
      await placeLiveBets(t.db, request([rouletteRow({ type: 'dozen', value: 3, amount: 100_000 })]));
      await placeLiveBets(t.db, request([rouletteRow({ type: 'column', value: 1, amount: 100_000 })]));
      await placeLiveBets(t.db, request([rouletteRow({ type: 'column', value: 2, amount: 100_000 })]));
    }
    if (c.refusal.code === 'table_full')
      // Two others have 10,000.00 on the same number: a third takes the house's worst case to
      // 36 x 30,000.00 - 30,000.00 = 1,050,000.00, past the 1,000,000.00 cap.
      for (let i = 0; i < 2; i++)
        await placeLiveBets(t.db, { ...request([straight(3, 1_000_000)]), userId: await newPlayer(t.db) });

    const before = await ledgerState(t.db);
    const refusal = await refusalOf(placeLiveBets(t.db, request(c.bets)));
    expect(refusal).toMatchObject({ code: c.refusal.code });
    if (refusal !== 'resolved') expect(refusal.message).toMatch(c.refusal.message);
    expect(await ledgerState(t.db)).toBe(before);
  }
}
