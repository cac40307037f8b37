import {
  ErrorCode,
  type AdminCoinPackage,
  type CoinPackageCreateRequest,
  type CoinPackageUpdateRequest,
} from '@casino/contracts';
import { sql, type CoinPackageRow, type Database, type Kysely } from '@casino/db';
import { formatUsd } from '../../coin-store/coin-packages.js';
import { DomainError } from '../../errors.js';
import { formatMoney, parseMoney } from '../../money.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';

/** The highest price a package may have: a store of play money sells nothing dearer (and it fits the column). */
export const MAX_PACKAGE_PRICE_CENTS = 1_000_000;

const adminPackageOf = (row: CoinPackageRow, purchases: number): AdminCoinPackage => ({
  id: row.id,
  name: row.name,
  priceUsd: formatUsd(row.price_cents),
  coins: formatMoney(row.coins),
  sweepstakesCoins: formatMoney(row.sweeps),
  bonusPercentage: row.bonus_percentage,
  description: row.description,
  isPopular: row.is_popular,
  isActive: row.is_active,
  sortOrder: row.sort_order,
  purchases,
  updatedAt: row.updated_at.toISOString(),
});

/** GET /api/admin/coin-packages: every package, on sale or not, in the store's order, with its completed purchases. */
export async function listAdminCoinPackages(db: Kysely<Database>): Promise<AdminCoinPackage[]> {
  const rows = await db
    .selectFrom('coin_packages')
    .selectAll('coin_packages')
    .select((eb) =>
      eb
        .selectFrom('coin_purchases')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('coin_purchases.package_id', '=', 'coin_packages.id')
        .where('coin_purchases.status', '=', 'completed')
        .as('purchases'),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => adminPackageOf(row, Number(row.purchases ?? 0)));
}

async function adminPackage(db: Kysely<Database>, id: number): Promise<AdminCoinPackage> {
  const found = (await listAdminCoinPackages(db)).find((p) => p.id === id);
  if (!found) throw new DomainError(ErrorCode.notFound, `No coin package with id ${id}`);
  return found;
}

/** The price in cents, refused (400 naming the field) above the store's maximum. */
function priceCentsOf(priceUsd: string): number {
  const cents = parseMoney(priceUsd);
  if (cents > BigInt(MAX_PACKAGE_PRICE_CENTS)) {
    throw new DomainError(
      ErrorCode.validation,
      `body.priceUsd: must be at most ${formatUsd(MAX_PACKAGE_PRICE_CENTS)}`,
      { field: 'body.priceUsd' },
    );
  }
  return Number(cents);
}

type PackageColumns = Omit<CoinPackageRow, 'id' | 'created_at' | 'updated_at'>;

/** The columns a request sets (an update sets only what it names). */
function columnsOf(request: Partial<CoinPackageCreateRequest>): Partial<PackageColumns> {
  return {
    ...(request.name === undefined ? {} : { name: request.name }),
    ...(request.priceUsd === undefined ? {} : { price_cents: priceCentsOf(request.priceUsd) }),
    ...(request.coins === undefined ? {} : { coins: parseMoney(request.coins) }),
    // Sweepstakes coins are never sold: they are the package's free bonus, paid by promotions.
    ...(request.sweepstakesCoins === undefined ? {} : { sweeps: parseMoney(request.sweepstakesCoins) }),
    ...(request.bonusPercentage === undefined ? {} : { bonus_percentage: request.bonusPercentage }),
    ...(request.description === undefined ? {} : { description: request.description }),
    ...(request.isPopular === undefined ? {} : { is_popular: request.isPopular }),
    ...(request.isActive === undefined ? {} : { is_active: request.isActive }),
    ...(request.sortOrder === undefined ? {} : { sort_order: request.sortOrder }),
  };
}

/** What the audit log keeps of a package, before and after. */
const auditedPackage = (row: CoinPackageRow) => ({
  name: row.name,
  priceUsd: formatUsd(row.price_cents),
  coins: formatMoney(row.coins),
  sweepstakesCoins: formatMoney(row.sweeps),
  bonusPercentage: row.bonus_percentage,
  description: row.description,
  isPopular: row.is_popular,
  isActive: row.is_active,
  sortOrder: row.sort_order,
});

/**
 * POST /api/admin/coin-packages: a new package, id = the highest + 1. The table is locked against
 * other writers for the transaction (reads go on), so two admins creating at once get two ids.
 */
export async function createCoinPackage(
  db: Kysely<Database>,
  staff: Staff,
  request: CoinPackageCreateRequest,
  now: Date,
): Promise<AdminCoinPackage> {
  const { reason, ...fields } = request;
  const columns = columnsOf(fields) as PackageColumns;
  const id = await db.transaction().execute(async (trx) => {
    await sql`lock table coin_packages in share row exclusive mode`.execute(trx);
    const { top } = await trx
      .selectFrom('coin_packages')
      .select(sql<number | null>`max(id)`.as('top'))
      .executeTakeFirstOrThrow();
    const created = await trx
      .insertInto('coin_packages')
      .values({ ...columns, id: (top ?? 0) + 1, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'coin_package.create',
      targetKind: 'coin_package',
      targetId: String(created.id),
      after: auditedPackage(created),
      reason,
    });
    return created.id;
  });
  return adminPackage(db, id);
}

/**
 * PATCH /api/admin/coin-packages/:packageId. A purchase keeps the price and coins it was sold for
 * (they are on its own row), so an edit never changes a purchase already made, pending or not.
 */
export async function updateCoinPackage(
  db: Kysely<Database>,
  staff: Staff,
  packageId: number,
  request: CoinPackageUpdateRequest,
  now: Date,
): Promise<AdminCoinPackage> {
  const { reason, ...fields } = request;
  const columns = columnsOf(fields);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('coin_packages')
      .selectAll()
      .where('id', '=', packageId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError(ErrorCode.notFound, `No coin package with id ${packageId}`);
    const after = await trx
      .updateTable('coin_packages')
      .set({ ...columns, updated_at: now })
      .where('id', '=', packageId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'coin_package.update',
      targetKind: 'coin_package',
      targetId: String(packageId),
      before: auditedPackage(before),
      after: auditedPackage(after),
      reason,
    });
  });
  return adminPackage(db, packageId);
}
