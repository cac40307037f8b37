import type { AdminPlayerRow, Currency, MoneyString, UserRole } from '@casino/contracts';
import { formatAmount, formatCoinAmount } from '../../../lib/format';

type NameFields = Pick<AdminPlayerRow, 'id' | 'firstName' | 'lastName' | 'email' | 'isGuest'>;

/** First and last name, else the email, else "Guest" and the id's start (guests have neither). */
export function playerName(player: NameFields): string {
  const full = [player.firstName, player.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  if (player.email) return player.email;
  return `${player.isGuest ? 'Guest' : 'Player'} ${player.id.slice(0, 8)}`;
}

export const ROLE_LABELS: Record<UserRole, string> = { player: 'Player', support: 'Support', admin: 'Admin' };

const MARKS: Record<Currency, 'GC' | 'SC'> = { coins: 'GC', sweeps: 'SC' };

/** "1234.5" in coins → "1,234.50 GC"; sweepstakes coins → "SC". */
export function money(amount: MoneyString, currency: Currency = 'coins'): string {
  return formatCoinAmount(amount, MARKS[currency]);
}

/** A signed amount with its sign always written: "+250.00", "−250.00" (a real minus), "0.00". */
export function signedAmount(amount: MoneyString): string {
  const negative = amount.trim().startsWith('-');
  const size = formatAmount(amount.replace(/^\s*-/, ''));
  if (Number(amount) === 0) return size;
  return `${negative ? '−' : '+'}${size}`;
}

/** Whether a signed amount is a credit, a debit or nothing (for colouring). */
export function signOf(amount: MoneyString): 'credit' | 'debit' | 'zero' {
  const n = Number(amount);
  if (n > 0) return 'credit';
  if (n < 0) return 'debit';
  return 'zero';
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** An ISO time as "24 Nov 2026, 21:05 UTC" (staff in any zone read the same time); "—" for none. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dateTime.format(date)} UTC`;
}

/** A table cell's time: "24 Nov 2026 21:05" (UTC, as the column header says); "—" for none. */
export function whenShort(iso: string | null | undefined): string {
  return when(iso).replace(',', '').replace(/ UTC$/, '');
}
