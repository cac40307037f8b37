import type { MoneyString } from '@casino/contracts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A reward or package amount: "25,000" when whole, "12.50" otherwise (balances keep formatAmount's two decimals). */
export function formatCoins(amount: MoneyString | number): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '0';
  return Number.isInteger(n) ? whole.format(n) : cents.format(n);
}
