import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, label, newPlayer, seedCatalogue } from '../../test/economy-fixtures.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { claimFreeCoins, freeCoinsFor, getFreeCoinStatus } from './free-coins.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const START = { coins: 1_000_000n, sweeps: 1_000n };

describe(`free coins every 12 hours (${label})`, () => {
  it('pays 500 coins and 10 sweepstakes coins, then refuses until 12 hours have passed', async () => {
    const clock = fixedClock('2026-06-01T08:00:00Z');
    const player = await newPlayer(t.db);
    expect(await getFreeCoinStatus(t.db, player, clock)).toEqual({
      canClaim: true,
      streakDays: 0,
      nextRewardAt: null,
      coinsAmount: '500.00',
      sweepstakesCoinsAmount: '10.00',
      streakBonusActive: false,
    });
    const claim = await claimFreeCoins(t.db, player, clock);
    expect(claim).toMatchObject({
      coinsAwarded: '500.00',
      sweepstakesCoinsAwarded: '10.00',
      streakDays: 1,
      streakBonus: false,
      nextRewardAt: '2026-06-01T20:00:00.000Z',
      balance: '10500.00',
      sweepstakesCoins: '20.00',
    });

    clock.advance(12 * HOUR - 1);
    await expect(claimFreeCoins(t.db, player, clock)).rejects.toMatchObject({
      code: 'already_claimed',
      message: expect.stringContaining('2026-06-01T20:00:00.000Z') as unknown,
    });
    expect(await getFreeCoinStatus(t.db, player, clock)).toMatchObject({
      canClaim: false,
      streakDays: 1,
      nextRewardAt: '2026-06-01T20:00:00.000Z',
    });
    expect(await getWalletBalances(t.db, player)).toEqual({
      coins: START.coins + 50_000n,
      sweeps: START.sweeps + 1_000n,
    });

    clock.advance(1);
    expect((await getFreeCoinStatus(t.db, player, clock)).canClaim).toBe(true);
    // A second claim on the same calendar day keeps the streak at 1.
    expect(await claimFreeCoins(t.db, player, clock)).toMatchObject({
      coinsAwarded: '500.00',
      streakDays: 1,
    });
  });

  it('adds 50% from a 7-day streak, and a missed day restarts the streak', async () => {
    const clock = fixedClock('2026-07-01T10:00:00Z');
    const player = await newPlayer(t.db);
    const paid: string[] = [];
    for (let day = 1; day <= 8; day++) {
      const claim = await claimFreeCoins(t.db, player, clock);
      paid.push(`${claim.streakDays}:${claim.coinsAwarded}`);
      clock.advance(24 * HOUR);
    }
    expect(paid).toEqual([
      '1:500.00',
      '2:500.00',
      '3:500.00',
      '4:500.00',
      '5:500.00',
      '6:500.00',
      '7:750.00',
      '8:750.00',
    ]);
    expect(await getFreeCoinStatus(t.db, player, clock)).toMatchObject({
      canClaim: true,
      streakDays: 8,
      streakBonusActive: true,
      coinsAmount: '750.00',
    });

    clock.advance(24 * HOUR); // a whole day without a claim
    expect(await getFreeCoinStatus(t.db, player, clock)).toMatchObject({
      streakDays: 0,
      streakBonusActive: false,
      coinsAmount: '500.00',
    });
    expect(await claimFreeCoins(t.db, player, clock)).toMatchObject({
      streakDays: 1,
      coinsAwarded: '500.00',
      streakBonus: false,
    });
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it.each([
    [0, 50_000n],
    [6, 50_000n],
    [7, 75_000n],
    [30, 75_000n],
  ])('a %i-day streak pays %i minor units', (streak, units) => {
    expect(freeCoinsFor(streak)).toBe(units);
  });

  it('pays once when 50 claims arrive at the same moment, and the ledger audit holds', async () => {
    const clock = fixedClock('2026-08-01T12:00:00Z');
    const player = await newPlayer(t.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimFreeCoins(t.db, player, clock)),
    );
    const paid = outcomes.filter((o) => o.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'already_claimed' });
    expect(await getWalletBalances(t.db, player)).toEqual({
      coins: START.coins + 50_000n,
      sweeps: START.sweeps + 1_000n,
    });
    const legs = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('kind', '=', 'free_coins')
      .where('idempotency_key', 'like', `%:${player}:%`)
      .execute();
    expect(legs).toHaveLength(2);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
