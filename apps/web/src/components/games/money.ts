import type { MoneyString } from '@casino/contracts';

/**
 * Bets are handled in whole cents (1 coin = 100) so stepping, doubling and summing never meet a
 * float rounding error; the API still receives and answers decimal strings.
 */
export type Cents = number;

/** "12.50" → 1250. Anything unparseable is 0. */
export function toCents(amount: MoneyString | number | null | undefined): Cents {
  if (amount === null || amount === undefined) return 0;
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** 1250 → "12.50" (the wire format). */
export function toMoneyString(cents: Cents): MoneyString {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 → "12.50", 100000 → "1,000.00". */
export function formatCents(cents: Cents): string {
  return amountFormat.format(cents / 100);
}

/** Chip label: 500 → "5", 2500 → "25", 50 → "0.50", 100000 → "1K". */
export function chipLabel(cents: Cents): string {
  if (cents >= 100_000 && cents % 100_000 === 0) return `${cents / 100_000}K`;
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2);
}
