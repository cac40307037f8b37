import type { MoneyString } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';

/** An amount in a table cell: right-aligned, red when negative, "+" before a credit when signed. */
export function MoneyText({ amount, signed = false }: { amount: MoneyString; signed?: boolean }) {
  const negative = amount.startsWith('-');
  return (
    <span className={`admin-num${negative ? ' admin-negative' : ''}`}>
      {signed && !negative && Number(amount) !== 0 ? '+' : ''}
      {formatCoins(amount)}
    </span>
  );
}
