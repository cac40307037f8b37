import { formatCents, type Cents } from '../../components/games/money';

// How the poker table writes amounts: play coins with the GC mark, never a currency sign.

/** The coins mark (Gold Coins). */
export const COIN_MARK = 'GC';

/** A whole amount without decimals: 200 → "2", 250 → "2.50", 100000 → "1,000". */
function shortCoins(cents: Cents): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/\.00$/, '') : formatCents(cents);
}

/** The blinds: 200, 500 → "2/5 GC". */
export function blindsLabel(smallBlind: Cents, bigBlind: Cents): string {
  return `${shortCoins(smallBlind)}/${shortCoins(bigBlind)} ${COIN_MARK}`;
}

/** An amount of coins: 50000 → "500.00 GC". */
export function coinsLabel(cents: Cents): string {
  return `${formatCents(cents)} ${COIN_MARK}`;
}

/** A result, signed: 200 → "+2.00", -500 → "−5.00", 0 → "±0.00" (the stake back, nothing won). */
export function netLabel(cents: Cents): string {
  if (cents === 0) return '±0.00';
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}
