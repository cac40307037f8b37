import { ErrorCode, type CoinPurchaseState } from '@casino/contracts';
import type { CoinPurchaseRow, Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { formatUsd, packageFallbackName } from './coin-packages.js';
import { PURCHASE_MESSAGES } from './purchase-settlement.js';

/** How many of a player's purchases the coin store lists. */
export const RECENT_PURCHASES = 10;

/**
 * A purchase as its player sees it: where it stands and, once failed, why and whether they were
 * charged. Its package's name is the table's (`package_name`, joined by `purchasesWithPackageName`);
 * its price and coins are what it was sold for.
 */
export function purchaseStateOf(row: CoinPurchaseRow & { package_name?: string | null }): CoinPurchaseState {
  return {
    purchaseId: row.id.toString(),
    packageId: row.package_id,
    packageName: row.package_name ?? packageFallbackName(row.package_id),
    priceUsd: formatUsd(row.price_cents),
    coins: formatMoney(row.coins),
    sweepstakesCoins: formatMoney(row.sweeps),
    status: row.status,
    message:
      row.status === 'pending'
        ? PURCHASE_MESSAGES.pending
        : row.status === 'failed'
          ? (row.failure_message ?? 'This purchase failed')
          : null,
    providerReference: row.provider_reference,
    createdAt: row.created_at.toISOString(),
    settledAt: row.completed_at?.toISOString() ?? null,
  };
}

/** Purchases with their package's current name (`package_name`, null for a package no longer in the table). */
export const purchasesWithPackageName = (db: Kysely<Database>) =>
  db
    .selectFrom('coin_purchases')
    .leftJoin('coin_packages', 'coin_packages.id', 'coin_purchases.package_id')
    .selectAll('coin_purchases')
    .select('coin_packages.name as package_name');

/** GET /api/coin-packages/purchases/{purchaseId}: one of the player's own purchases (another's is 404). */
export async function getCoinPurchase(
  db: Kysely<Database>,
  userId: string,
  purchaseId: string,
): Promise<CoinPurchaseState> {
  const notFound = new DomainError(ErrorCode.notFound, `No purchase ${purchaseId} of yours`);
  // BIGINT ids: anything but digits that fit is no purchase (the route's contract already says so).
  if (!/^[1-9][0-9]{0,17}$/.test(purchaseId)) throw notFound;
  const row = await purchasesWithPackageName(db)
    .where('coin_purchases.id', '=', BigInt(purchaseId))
    .where('coin_purchases.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound;
  return purchaseStateOf(row);
}

/** GET /api/coin-packages/purchases: the player's latest purchases, newest first. */
export async function listRecentCoinPurchases(
  db: Kysely<Database>,
  userId: string,
  limit = RECENT_PURCHASES,
): Promise<CoinPurchaseState[]> {
  const rows = await purchasesWithPackageName(db)
    .where('coin_purchases.user_id', '=', userId)
    .orderBy('coin_purchases.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(purchaseStateOf);
}
