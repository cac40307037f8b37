import { formatCents, type Cents } from '../../components/games/money';

// How the poker table writes amounts: play coins with the GC mark (a sweepstakes table's with SC),
// never a currency sign.

/** The coins mark (Gold Coins). */
export const COIN_MARK = 'GC';
/** The mark of a table's currency. */
export type CoinMark = 'GC' | 'SC';

/** A whole amount without decimals: 200 → "2", 250 → "2.50", 100000 → "1,000". */
function shortCoins(cents: Cents): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/\.00$/, '') : formatCents(cents);
}

/** The blinds: 200, 500 → "2/5 GC" (10, 20 at a sweepstakes table → "0.10/0.20 SC"). */
export function blindsLabel(smallBlind: Cents, bigBlind: Cents, mark: CoinMark = COIN_MARK): string {
  return `${shortCoins(smallBlind)}/${shortCoins(bigBlind)} ${mark}`;
}

/** An amount of the table's currency: 50000 → "500.00 GC". */
export function coinsLabel(cents: Cents, mark: CoinMark = COIN_MARK): string {
  return `${formatCents(cents)} ${mark}`;
}

/** A result, signed: 200 → "+2.00", -500 → "−5.00", 0 → "±0.00" (the stake back, nothing won). */
export function netLabel(cents: Cents): string {
  if (cents === 0) return '±0.00';
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}
