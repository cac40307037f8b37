import type { CurrentUser, MoneyString } from '@casino/contracts';

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Only for real prices (coin packages in the coin store); play money never carries a currency sign. */
const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toNumber(amount: MoneyString | number): number {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : 0;
}

/** "10000.00" → "10,000.00" (thousands separators, always two decimals). */
export function formatAmount(amount: MoneyString | number): string {
  return amountFormat.format(toNumber(amount));
}

/** Which coins an amount is in: GC (coins, the spec's balance) or SC (sweepstakes coins). */
export type CoinMark = 'GC' | 'SC';

/** "10000.00" → "10,000.00 GC": play money is shown as coins, never with a dollar sign (issue 12). */
export function formatCoinAmount(amount: MoneyString | number, mark: CoinMark = 'GC'): string {
  return `${formatAmount(amount)} ${mark}`;
}

/** A real price, in US dollars: "4.99" → "$4.99". Coin packages only, never a balance or a bet. */
export function formatDollars(amount: MoneyString | number): string {
  return dollarFormat.format(toNumber(amount));
}

type NameFields = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

/** First and last name, else the email, else "Player". */
export function displayName(user: NameFields): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || user.email || 'Player';
}

/** Initials of first and last name ("JD"), or "U" when neither is set. */
export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}
