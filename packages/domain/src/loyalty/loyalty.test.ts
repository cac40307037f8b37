import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIAMOND_DELUXE,
  fixedClock,
  label,
  newPlayer,
  seedCatalogue,
  settleAt,
  spin,
} from '../../test/economy-fixtures.js';
import { loadCurrentUser } from '../accounts/current-user.js';
import { spinSlots } from '../games/slots/slots-play.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { projectEventsOf } from '../projections/event-projector.js';
import { claimDailyLoyaltyReward } from './daily-loyalty-reward.js';
import { awardPoints, lockLoyalty } from './loyalty-account.js';
import { getLoyaltySummary, listLoyaltyRewards } from './loyalty-summary.js';
import { redeemReward } from './reward-shop.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Arranges a points balance as if earned. */
const givePoints = (userId: string, points: number, at = new Date()) =>
  t.db.transaction().execute(async (trx) => {
    await lockLoyalty(trx, userId);
    await awardPoints(trx, {
      userId,
      kind: 'test',
      description: 'test points',
      points,
      sourceKey: `test:${userId}:${points}:${at.getTime()}`,
      at,
    });
  });

describe(`loyalty (${label})`, () => {
  it('earns 1 point per 10 coins wagered and shows the tier and progress', async () => {
    const clock = fixedClock(new Date().toISOString());
    const player = await newPlayer(t.db);
    await spin(t.db, player, 6, '100.00'); // 600 coins wagered = 60 points
    const summary = await getLoyaltySummary(t.db, player, clock);
    const log = await listLoyaltyRewards(t.db, player, clock);
    const fromWagering = log
      .filter((e) => e.description.startsWith('Points for wagering'))
      .reduce((s, e) => s + e.pointsChange, 0);
    expect(fromWagering).toBe(60);
    expect(summary.totalPointsEarned).toBe(log.reduce((s, e) => s + e.pointsChange, 0));
    expect(summary).toMatchObject({
      tierLevel: 'Bronze',
      nextTier: 'Silver',
      freeSpins: 0,
      bonusCoins: '0.00',
      isVip: false,
    });
    expect(summary.progressPercent).toBeCloseTo((summary.totalPointsEarned / 500) * 100, 0);
  });

  it('daily reward: once per calendar day (UTC), the streak grows on consecutive days and restarts after a missed one', async () => {
    const clock = fixedClock('2026-06-01T23:30:00Z');
    const player = await newPlayer(t.db);
    const first = await claimDailyLoyaltyReward(t.db, player, clock);
    expect(first).toMatchObject({
      pointsAwarded: 10,
      streakDays: 1,
      loyalty: {
        loyaltyPoints: 10,
        canClaimDailyReward: false,
        nextDailyRewardAt: '2026-06-02T00:00:00.000Z',
      },
    });
    await expect(claimDailyLoyaltyReward(t.db, player, clock)).rejects.toMatchObject({
      code: 'already_claimed',
    });

    clock.set('2026-06-02T00:00:01Z'); // a minute later, but the next calendar day
    expect(await claimDailyLoyaltyReward(t.db, player, clock)).toMatchObject({
      pointsAwarded: 20,
      streakDays: 2,
    });
    clock.set('2026-06-03T12:00:00Z');
    expect(await claimDailyLoyaltyReward(t.db, player, clock)).toMatchObject({
      pointsAwarded: 30,
      streakDays: 3,
    });

    clock.set('2026-06-05T12:00:00Z'); // 4 June missed
    expect((await getLoyaltySummary(t.db, player, clock)).streakDays).toBe(0);
    expect(await claimDailyLoyaltyReward(t.db, player, clock)).toMatchObject({
      pointsAwarded: 10,
      streakDays: 1,
    });
    const log = await listLoyaltyRewards(t.db, player, clock);
    expect(log.map((e) => e.pointsChange)).toEqual([10, 30, 20, 10]);
  });

  it('daily reward: points stop growing after 7 days, and higher tiers add their bonus points and free spins', async () => {
    const clock = fixedClock('2026-07-01T09:00:00Z');
    const player = await newPlayer(t.db);
    const awarded: number[] = [];
    for (let day = 0; day < 9; day++) {
      awarded.push((await claimDailyLoyaltyReward(t.db, player, clock)).pointsAwarded);
      clock.advance(24 * HOUR);
    }
    expect(awarded).toEqual([10, 20, 30, 40, 50, 60, 70, 70, 70]);

    const gold = await newPlayer(t.db);
    await givePoints(gold, 2_000);
    expect(await claimDailyLoyaltyReward(t.db, gold, clock)).toMatchObject({
      pointsAwarded: 10 + 10,
      freeSpinsAwarded: 1,
    });
    expect((await getLoyaltySummary(t.db, gold, clock)).freeSpins).toBe(1);
  });

  it('daily reward: 50 claims at the same moment pay once', async () => {
    const clock = fixedClock('2026-08-01T12:00:00Z');
    const player = await newPlayer(t.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimDailyLoyaltyReward(t.db, player, clock)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'already_claimed' });
    expect(await getLoyaltySummary(t.db, player, clock)).toMatchObject({
      loyaltyPoints: 10,
      totalPointsEarned: 10,
      streakDays: 1,
    });
  });

  it('reward shop: refuses an item the points do not cover, and changes nothing', async () => {
    const clock = fixedClock(new Date().toISOString());
    const player = await newPlayer(t.db);
    await givePoints(player, 49);
    await expect(redeemReward(t.db, player, 'free-spins-10', { clock })).rejects.toMatchObject({
      code: 'insufficient_points',
      message: '10 Free Spins costs 50 points; you have 49.',
    });
    expect(await getLoyaltySummary(t.db, player, clock)).toMatchObject({ loyaltyPoints: 49, freeSpins: 0 });
    expect((await listLoyaltyRewards(t.db, player, clock)).length).toBe(1);
  });

  it('reward shop: 10 free spins for 50 points, played on a slot with the stake paid by promotions', async () => {
    const clock = fixedClock(new Date().toISOString());
    const player = await newPlayer(t.db);
    await givePoints(player, 120);
    const redeemed = await redeemReward(t.db, player, 'free-spins-10', { clock });
    expect(redeemed.loyalty).toMatchObject({ loyaltyPoints: 70, totalPointsEarned: 120, freeSpins: 10 });

    const before = await getWalletBalances(t.db, player);
    let won = 0n;
    for (let i = 0; i < 10; i++) {
      const result = await spinSlots(t.db, player, {
        betAmount: '1.00',
        gameId: DIAMOND_DELUXE,
        useFreeSpin: true,
      });
      expect(result).toMatchObject({ freeSpin: true, freeSpinsRemaining: 9 - i, betAmount: '1.00' });
      won += BigInt(Math.round(Number(result.winAmount) * 100));
    }
    // The stakes came from promotions: the balance only grew by the wins.
    expect((await getWalletBalances(t.db, player)).coins).toBe(before.coins + won);
    await expect(
      spinSlots(t.db, player, { betAmount: '1.00', gameId: DIAMOND_DELUXE, useFreeSpin: true }),
    ).rejects.toMatchObject({ code: 'no_free_spins' });
    await expect(
      spinSlots(t.db, player, { betAmount: '5.00', gameId: DIAMOND_DELUXE, useFreeSpin: true }),
    ).rejects.toMatchObject({ code: 'invalid_bet' });

    // Settled like any spin: sessions and events; free spins earn no wagering points.
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select('game_data')
      .where('user_id', '=', player)
      .execute();
    expect(sessions.filter((s) => (s.game_data as { freeSpin?: boolean }).freeSpin === true)).toHaveLength(
      10,
    );
    const summary = await getLoyaltySummary(t.db, player, clock);
    const log = await listLoyaltyRewards(t.db, player, clock);
    expect(log.filter((e) => e.description.startsWith('Points for wagering'))).toEqual([]);
    expect(log.filter((e) => e.spinsChange === -1)).toHaveLength(10);
    expect(summary.freeSpins).toBe(0);
    // Each free spin's stake is a debit of 1.00 from the promotions account.
    const stakes = await sql<{ amount: bigint }>`
      select e.amount from ledger_entries e
      join ledger_transactions tx on tx.id = e.transaction_id join accounts a on a.id = e.account_id
      where tx.kind = 'free_spin' and tx.memo->>'userId' = ${player} and a.kind = 'promotions'`.execute(t.db);
    expect(stakes.rows.map((r) => BigInt(r.amount))).toEqual(Array.from({ length: 10 }, () => -100n));
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('reward shop: 5 bonus coins for 100 points, through the ledger', async () => {
    const clock = fixedClock(new Date().toISOString());
    const player = await newPlayer(t.db);
    await givePoints(player, 100);
    const redeemed = await redeemReward(t.db, player, 'bonus-coins-5', { clock, idempotencyKey: 'click-1' });
    expect(redeemed).toMatchObject({
      balance: '10005.00',
      loyalty: { loyaltyPoints: 0, bonusCoins: '5.00' },
    });
    // The same request again replays: no second spend, no second credit.
    const again = await redeemReward(t.db, player, 'bonus-coins-5', { clock, idempotencyKey: 'click-1' });
    expect(again).toMatchObject({ balance: '10005.00', loyalty: { loyaltyPoints: 0 } });
    await expect(
      redeemReward(t.db, player, 'vip-24h', { clock, idempotencyKey: 'click-1' }),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('reward shop: VIP for 24 hours shows while it lasts, extends when redeemed again, and doubles wagering points', async () => {
    const clock = fixedClock(new Date(Date.now() - 60_000).toISOString());
    const player = await newPlayer(t.db);
    await givePoints(player, 400);
    await redeemReward(t.db, player, 'vip-24h', { clock });
    const start = clock();
    expect((await loadCurrentUser(t.db, player, clock))?.isVip).toBe(true);

    // A round settled while VIP earns double: 100 coins = 20 points.
    await spin(t.db, player, 1, '100.00');
    await settleAt(t.db, player, new Date(start.getTime() + HOUR));
    await projectEventsOf(t.db, player, clock);
    const log = await listLoyaltyRewards(t.db, player, clock);
    expect(log.find((e) => e.description.startsWith('Points for wagering'))?.pointsChange).toBe(20);

    clock.advance(24 * HOUR - 1);
    expect((await loadCurrentUser(t.db, player, clock))?.isVip).toBe(true);
    clock.advance(1);
    expect((await loadCurrentUser(t.db, player, clock))?.isVip).toBe(false);
    expect((await getLoyaltySummary(t.db, player, clock)).isVip).toBe(false);

    // Redeemed while still VIP, the period is extended by 24 hours from its end.
    clock.set(new Date(start.getTime() + 23 * HOUR).toISOString());
    const extended = await redeemReward(t.db, player, 'vip-24h', { clock });
    expect(extended.loyalty.vipUntil).toBe(new Date(start.getTime() + 48 * HOUR).toISOString());
  });
});
