import { PROMOTION_TERMS, type PromotionCode, type PurchaseBonus } from '@casino/contracts';
import type { Database, Transaction } from '@casino/db';
import { calendarDayOf, type CalendarDay } from '../calendar-day.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { awardPoints, lockLoyalty } from '../loyalty/loyalty-account.js';
import { formatMoney, parseMoney } from '../money.js';

export const WELCOME_MAX_BONUS_UNITS = parseMoney(PROMOTION_TERMS.welcome.maxBonusCoins);
export const FRIDAY_MAX_BONUS_UNITS = parseMoney(PROMOTION_TERMS.fridayReload.maxBonusCoinsPerFriday);

/** Friday in the promotion's time zone (UTC, as every daily rule of the product). */
export const isFriday = (instant: Date): boolean => instant.getUTCDay() === 5;

export interface PurchaseBonusFacts {
  /** Minor units of coins the package itself credits. */
  packageCoins: bigint;
  /** No welcome bonus was paid to this player before: this purchase earns it. */
  firstPurchase: boolean;
  /** The purchase was made on a Friday (UTC). */
  madeOnFriday: boolean;
  /** Reload bonus already paid to this player on that Friday (minor units). */
  fridayPaidUnits: bigint;
}

export interface PlannedBonus {
  promotion: Extract<PromotionCode, 'welcome' | 'friday_reload'>;
  coins: bigint;
  freeSpins: number;
}

const percentOf = (units: bigint, percent: number): bigint => (units * BigInt(percent)) / 100n;
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * What a completed purchase earns (pure): the welcome bonus on the first one (200% of its coins,
 * capped, plus the free spins); otherwise, on a Friday, the reload bonus (50% of its coins, capped
 * per player and Friday over all that Friday's purchases). A first purchase made on a Friday earns
 * the welcome bonus only: a reload is a purchase after the first.
 */
export function planPurchaseBonuses(facts: PurchaseBonusFacts): PlannedBonus[] {
  if (facts.firstPurchase) {
    return [
      {
        promotion: 'welcome',
        coins: min(
          percentOf(facts.packageCoins, PROMOTION_TERMS.welcome.bonusPercent),
          WELCOME_MAX_BONUS_UNITS,
        ),
        freeSpins: PROMOTION_TERMS.welcome.freeSpins,
      },
    ];
  }
  if (!facts.madeOnFriday) return [];
  const left = FRIDAY_MAX_BONUS_UNITS - facts.fridayPaidUnits;
  const coins = min(percentOf(facts.packageCoins, PROMOTION_TERMS.fridayReload.bonusPercent), left);
  return coins > 0n ? [{ promotion: 'friday_reload', coins, freeSpins: 0 }] : [];
}

export interface CompletedPurchase {
  id: bigint;
  userId: string;
  packageName: string;
  coins: bigint;
  /** When the player made the purchase: its Friday, if any, is that day's. */
  madeAt: Date;
}

const grantKeyOf = (bonus: PlannedBonus, purchase: CompletedPurchase): string =>
  bonus.promotion === 'welcome' ? `welcome:${purchase.userId}` : `friday_reload:${purchase.id}`;

/** The ledger key of a grant's payment: unique, so a grant is never paid twice. */
export const grantLedgerKey = (grantKey: string): string => `promotion:${grantKey}`;

/**
 * Pays the promotions a purchase earned, inside the transaction that credits the purchase
 * (purchase-settlement.ts). The player's loyalty row is locked first (lock order: loyalty, then
 * wallets), so a player's purchases settle their bonuses one at a time and the Friday cap sums what
 * is really paid; each grant is a row with a unique key written with its ledger transfer, so
 * concurrent purchases, retries and reconcilers pay each grant exactly once.
 */
export async function grantPurchaseBonuses(
  trx: Transaction<Database>,
  purchase: CompletedPurchase,
): Promise<PurchaseBonus[]> {
  await lockLoyalty(trx, purchase.userId);
  const day: CalendarDay = calendarDayOf(purchase.madeAt);
  const welcomed = await trx
    .selectFrom('promotion_grants')
    .select('id')
    .where('grant_key', '=', `welcome:${purchase.userId}`)
    .executeTakeFirst();
  const fridayPaid = await trx
    .selectFrom('promotion_grants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('coins'), eb.lit(0)).as('paid'))
    .where('user_id', '=', purchase.userId)
    .where('promotion', '=', 'friday_reload')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  const planned = planPurchaseBonuses({
    packageCoins: purchase.coins,
    firstPurchase: welcomed === undefined,
    madeOnFriday: isFriday(purchase.madeAt),
    fridayPaidUnits: BigInt(fridayPaid.paid),
  });

  const paid: PurchaseBonus[] = [];
  for (const bonus of planned) {
    const grantKey = grantKeyOf(bonus, purchase);
    const inserted = await trx
      .insertInto('promotion_grants')
      .values({
        user_id: purchase.userId,
        promotion: bonus.promotion,
        grant_key: grantKey,
        purchase_id: purchase.id,
        day,
        coins: bonus.coins,
        free_spins: bonus.freeSpins,
      })
      .onConflict((oc) => oc.column('grant_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    const memo = { purchaseId: purchase.id.toString(), grantKey };
    if (bonus.coins > 0n) {
      await postTransfer(
        trx,
        move(promotions(), wallet(purchase.userId), bonus.coins, {
          kind: `promotion_${bonus.promotion}`,
          currency: 'coins',
          idempotencyKey: grantLedgerKey(grantKey),
          memo,
        }),
      );
    }
    await awardPoints(trx, {
      userId: purchase.userId,
      kind: `promotion_${bonus.promotion}`,
      description: describeBonus(bonus, purchase.packageName),
      points: 0,
      coinsChange: bonus.coins,
      freeSpins: bonus.freeSpins,
      sourceKey: grantLedgerKey(grantKey),
    });
    paid.push({ promotion: bonus.promotion, coins: formatMoney(bonus.coins), freeSpins: bonus.freeSpins });
  }
  return paid;
}

function describeBonus(bonus: PlannedBonus, packageName: string): string {
  if (bonus.promotion === 'welcome') {
    return `Welcome bonus on your ${packageName}: ${formatMoney(bonus.coins)} GC and ${bonus.freeSpins} free spins`;
  }
  return `Friday reload bonus on your ${packageName}: ${formatMoney(bonus.coins)} GC`;
}
