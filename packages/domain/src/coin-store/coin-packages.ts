import type { CoinPackage } from '@casino/contracts';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';

/**
 * The packages on sale. Coins are priced at 1,000 per dollar before the bonus; sweepstakes coins are
 * never sold, only given free with a package (one per dollar, rounded).
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

export const toCoinPackage = (p: PackageDefinition): CoinPackage => ({
  id: p.id,
  name: p.name,
  priceUsd: formatUsd(p.priceCents),
  coins: formatMoney(p.coins),
  sweepstakesCoins: formatMoney(p.sweeps),
  bonusPercentage: p.bonusPercentage,
  description: p.description,
  isPopular: p.isPopular,
});

/** GET /api/coin-packages. */
export const listCoinPackages = (): CoinPackage[] => COIN_PACKAGES.map(toCoinPackage);

export function findCoinPackage(id: number): PackageDefinition {
  const found = COIN_PACKAGES.find((p) => p.id === id);
  if (!found) throw new DomainError('unknown_package', `No coin package with id ${id}`);
  return found;
}
