import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { sql } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIAMOND_DELUXE,
  fixedClock,
  label,
  newPlayer,
  seedCatalogue,
  spin,
} from '../../test/economy-fixtures.js';
import { calendarDayOf } from '../calendar-day.js';
import { COIN_PACKAGES } from '../coin-store/coin-packages.js';
import { purchaseCoinPackage, type PurchaseOutcome } from '../coin-store/coin-purchase.js';
import { createSandboxPaymentProvider } from '../coin-store/sandbox-payment-provider.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { readLoyalty } from '../loyalty/loyalty-account.js';
import { getPromotionsStatus } from './promotions-status.js';
import { FRIDAY_MAX_BONUS_UNITS } from './purchase-bonuses.js';
import { payVipCashback, VIP_MIN_POINTS } from './vip-cashback.js';

let t: TestDatabase;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  sandbox = createSandboxPaymentProvider(t.db);
});
afterAll(() => t.close());

const START_COINS = 1_000_000n;
const TUESDAY = '2026-11-24T12:00:00.000Z';
const FRIDAY = '2026-11-27T12:00:00.000Z';
const pkg = (id: number) => COIN_PACKAGES.find((p) => p.id === id)!;

function buy(userId: string, packageId: number, key: string, at: string): Promise<PurchaseOutcome> {
  return purchaseCoinPackage(t.db, {
    userId,
    packageId,
    idempotencyKey: key,
    provider: sandbox,
    clock: fixedClock(at),
  });
}

const grantsOf = (userId: string) =>
  t.db.selectFrom('promotion_grants').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe(`promotions (${label})`, () => {
  it('pays the welcome bonus (200% and 100 free spins) on the first purchase only', async () => {
    const player = await newPlayer(t.db);
    const first = await buy(player, 3, 'welcome-0001', TUESDAY);
    expect(first.status).toBe('completed');
    if (first.status !== 'completed') return;
    expect(first.response.promotionBonuses).toEqual([
      { promotion: 'welcome', coins: '50000.00', freeSpins: 100 },
    ]);
    expect(first.response.balance).toBe('85000.00');
    const second = await buy(player, 3, 'welcome-0002', TUESDAY);
    expect(second.status === 'completed' && second.response.promotionBonuses).toEqual([]);
    expect((await getWalletBalances(t.db, player)).coins).toBe(
      START_COINS + 3n * pkg(3).coins + pkg(3).coins,
    );
    expect((await readLoyalty(t.db, player)).free_spins).toBe(100);
    const status = await getPromotionsStatus(t.db, player, fixedClock(TUESDAY));
    expect(status.welcome).toMatchObject({ used: true, coins: '50000.00', freeSpins: 100 });
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('pays the welcome bonus once when 12 first purchases with different keys complete at once', async () => {
    const player = await newPlayer(t.db);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => buy(player, 1 + (i % 5), `welcome-race-${i}`, TUESDAY)),
    );
    expect(outcomes.every((o) => o.status === 'completed')).toBe(true);
    const grants = await grantsOf(player);
    expect(grants.map((g) => g.promotion)).toEqual(['welcome']);
    const welcomed = outcomes.filter(
      (o) => o.status === 'completed' && o.response.promotionBonuses.length > 0,
    );
    expect(welcomed).toHaveLength(1);
    const purchased = outcomes.reduce((sum, o) => sum + pkg(o.response.packageId).coins, 0n);
    expect((await getWalletBalances(t.db, player)).coins).toBe(START_COINS + purchased + grants[0]!.coins);
    expect((await readLoyalty(t.db, player)).free_spins).toBe(100);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('pays the Friday reload on later Friday purchases, capped at 500,000 GC per player and Friday, under a race', async () => {
    const player = await newPlayer(t.db);
    await buy(player, 1, 'friday-first', TUESDAY);
    // 10 High Roller packs at once on a Friday: 75,000 GC each, but 500,000 GC in all.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => buy(player, 5, `friday-race-${i}`, FRIDAY)),
    );
    expect(outcomes.every((o) => o.status === 'completed')).toBe(true);
    const reloads = (await grantsOf(player)).filter((g) => g.promotion === 'friday_reload');
    expect(reloads.reduce((sum, g) => sum + g.coins, 0n)).toBe(FRIDAY_MAX_BONUS_UNITS);
    expect(reloads.every((g) => g.day === '2026-11-27')).toBe(true);
    expect(reloads).toHaveLength(7);
    const status = await getPromotionsStatus(t.db, player, fixedClock(FRIDAY));
    expect(status.fridayReload).toEqual({
      isFridayNow: true,
      remainingTodayCoins: '0.00',
      paidTodayCoins: '500000.00',
    });
    const weekday = await buy(player, 5, 'saturday-1', '2026-11-28T00:00:00.000Z');
    expect(weekday.status === 'completed' && weekday.response.promotionBonuses).toEqual([]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('pays a VIP 10% of the day net loss once, whatever the number of concurrent runs; non-VIPs get nothing', async () => {
    const [vip, regular] = [await newPlayer(t.db), await newPlayer(t.db)];
    await t.db
      .insertInto('player_loyalty')
      .values({ user_id: vip, total_points_earned: VIP_MIN_POINTS, points: 0 })
      .execute();
    // Real spins until the VIP is down on the day (a slot's return is below 100%).
    for (const player of [vip, regular]) await spin(t.db, player, 40, '5.00');
    const day = calendarDayOf(new Date());
    const { rows } = await sql<{ loss: string }>`
      select coalesce(sum(bet_amount - win_amount), 0)::text as loss from game_sessions where user_id = ${vip}`.execute(
      t.db,
    );
    const netLoss = BigInt(rows[0]!.loss);
    const before = (await getWalletBalances(t.db, vip)).coins;
    const reports = await Promise.all(Array.from({ length: 8 }, () => payVipCashback(t.db, day)));
    const paidToVip = reports.flatMap((r) => r.paid.filter((p) => p.userId === vip));
    const expected = netLoss > 0n ? (netLoss * 10n) / 100n : 0n;
    expect(paidToVip.reduce((sum, p) => sum + p.coins, 0n)).toBe(expected);
    expect(paidToVip.length).toBe(expected > 0n ? 1 : 0);
    expect((await getWalletBalances(t.db, vip)).coins).toBe(before + expected);
    expect(reports.flatMap((r) => r.paid).some((p) => p.userId === regular)).toBe(false);
    // Again later: nothing more.
    expect((await payVipCashback(t.db, day)).paid.filter((p) => p.userId === vip)).toEqual([]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('counts a VIP pass active during the day, and never counts free spins as a loss', async () => {
    const player = await newPlayer(t.db);
    const day = calendarDayOf(new Date());
    await t.db
      .insertInto('player_loyalty')
      .values({ user_id: player, free_spins: 3, vip_from: new Date(Date.now() - 3_600_000) })
      .execute();
    await t.db
      .updateTable('users')
      .set({ vip_until: new Date(Date.now() + 3_600_000) })
      .where('id', '=', player)
      .execute();
    await spin(t.db, player, 20, '2.00');
    const { spinSlots } = await import('../games/slots/slots-play.js');
    for (let i = 0; i < 3; i++)
      await spinSlots(t.db, player, { betAmount: '1.00', gameId: DIAMOND_DELUXE, useFreeSpin: true });
    const { rows } = await sql<{ loss: string }>`
      select coalesce(sum(bet_amount - win_amount), 0)::text as loss from game_sessions
      where user_id = ${player} and not coalesce((game_data->>'freeSpin')::boolean, false)`.execute(t.db);
    const netLoss = BigInt(rows[0]!.loss);
    const report = await payVipCashback(t.db, day);
    const expected = netLoss > 0n ? (netLoss * 10n) / 100n : 0n;
    expect(report.paid.filter((p) => p.userId === player).reduce((s, p) => s + p.coins, 0n)).toBe(expected);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
