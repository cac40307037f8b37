import type { CurrentUser, MoneyString } from '@casino/contracts';

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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

/** "10000.00" → "$10,000.00". */
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
