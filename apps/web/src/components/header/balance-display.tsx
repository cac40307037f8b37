import type { MoneyString } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

interface BalanceDisplayProps {
  kind: 'coins' | 'sweeps';
  amount: MoneyString;
  /** The hover text (the balance by default; the currency switch puts its own). */
  title?: string;
}

const META = {
  coins: { label: 'Coins', short: 'GC', testId: 'header-balance' },
  sweeps: { label: 'Sweepstakes coins', short: 'SC', testId: 'header-sweeps' },
} as const;

/** A balance pill: coin icon, the amount with thousands separators, and the currency's short name. */
export function BalanceDisplay({ kind, amount, title }: BalanceDisplayProps) {
  const meta = META[kind];
  const formatted = formatAmount(amount);
  return (
    <span className={`balance-pill balance-pill--${kind}`} title={title ?? `${meta.label}: ${formatted}`}>
      <span className="balance-pill__coin" aria-hidden="true">
        {meta.short}
      </span>
      <span className="visually-hidden">{meta.label}:</span>
      <span className="balance-pill__amount" data-testid={meta.testId}>
        {formatted}
      </span>
    </span>
  );
}
