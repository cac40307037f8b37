import { ErrorCode, type CoinPackage } from '@casino/contracts';
import type { CoinPackageRow, Database, Kysely, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';

/**
 * The packages first put on sale: the seed inserts them into `coin_packages` once (issue 15), and
 * from then on the table is the catalogue an admin edits. Coins are priced at 1,000 per dollar before
 * the bonus; sweepstakes coins are never sold, only given free with a package (one per dollar, rounded).
 */
export interface PackageDefinition {
  id: number;
  name: string;
  priceCents: number;
  /** Minor units. */
  coins: bigint;
  sweeps: bigint;
  bonusPercentage: number;
  description: string;
  isPopular: boolean;
}

const coins = (n: number): bigint => BigInt(n) * 100n;

export const COIN_PACKAGES: readonly PackageDefinition[] = [
  {
    id: 1,
    name: 'Starter Pack',
    priceCents: 499,
    coins: coins(5_000),
    sweeps: coins(5),
    bonusPercentage: 0,
    description: 'A handful of coins to get the reels turning.',
    isPopular: false,
  },
  {
    id: 2,
    name: 'Value Pack',
    priceCents: 999,
    coins: coins(11_000),
    sweeps: coins(10),
    bonusPercentage: 10,
    description: '10% extra coins for regular players.',
    isPopular: false,
  },
  {
    id: 3,
    name: 'Popular Pack',
    priceCents: 1_999,
    coins: coins(25_000),
    sweeps: coins(20),
    bonusPercentage: 25,
    description: 'Our best seller: 25% extra coins.',
    isPopular: true,
  },
  {
    id: 4,
    name: 'Premium Pack',
    priceCents: 4_999,
    coins: coins(70_000),
    sweeps: coins(50),
    bonusPercentage: 40,
    description: '40% extra coins for the tables.',
    isPopular: false,
  },
  {
    id: 5,
    name: 'High Roller Pack',
    priceCents: 9_999,
    coins: coins(150_000),
    sweeps: coins(100),
    bonusPercentage: 50,
    description: 'The biggest bundle: 50% extra coins.',
    isPopular: false,
  },
];

export const formatUsd = (cents: number): string => formatMoney(BigInt(cents));

/** Inserts the default packages that are missing; an admin's edits and additions are left as they are. */
export async function seedCoinPackages(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('coin_packages')
    .values(
      COIN_PACKAGES.map((p, index) => ({
        id: p.id,
        name: p.name,
        price_cents: p.priceCents,
        coins: p.coins,
        sweeps: p.sweeps,
        bonus_percentage: p.bonusPercentage,
        description: p.description,
        is_popular: p.isPopular,
        sort_order: index + 1,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export const toCoinPackage = (row: CoinPackageRow): CoinPackage => ({
  id: row.id,
  name: row.name,
  priceUsd: formatUsd(row.price_cents),
  coins: formatMoney(row.coins),
  sweepstakesCoins: formatMoney(row.sweeps),
  bonusPercentage: row.bonus_percentage,
  description: row.description,
  isPopular: row.is_popular,
});

/** GET /api/coin-packages: the packages on sale, in the admin's order. */
export async function listCoinPackages(db: Kysely<Database>): Promise<CoinPackage[]> {
  const rows = await db
    .selectFrom('coin_packages')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toCoinPackage);
}

/** A package on sale now, or the store's refusal (an unknown package and one taken off sale alike). */
export async function findCoinPackage(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<CoinPackageRow> {
  const found = await db
    .selectFrom('coin_packages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!found) throw new DomainError(ErrorCode.unknownPackage, `No coin package with id ${id}`);
  return found;
}

/**
 * The name a purchase is shown under: its package's name now, on sale or not (what it was sold for,
 * its price and coins, is kept on the purchase itself).
 */
export async function coinPackageNameOf(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<string> {
  const found = await db.selectFrom('coin_packages').select('name').where('id', '=', id).executeTakeFirst();
  return found?.name ?? packageFallbackName(id);
}

export const packageFallbackName = (id: number): string => `Package ${id}`;
