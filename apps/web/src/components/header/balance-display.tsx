import type { MoneyString } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

interface BalanceDisplayProps {
  kind: 'coins' | 'sweeps';
  amount: MoneyString;
}

const META = {
  coins: { label: 'Coins', short: 'GC', testId: 'header-balance' },
  sweeps: { label: 'Sweepstakes coins', short: 'SC', testId: 'header-sweeps' },
} as const;

/** A balance pill: coin icon, the amount with thousands separators, and the currency's short name. */
export function BalanceDisplay({ kind, amount }: BalanceDisplayProps) {
  const meta = META[kind];
  const formatted = formatAmount(amount);
  return (
    <div className={`balance-pill balance-pill--${kind}`} title={`${meta.label}: ${formatted}`}>
      <span className="balance-pill__coin" aria-hidden="true">
        {meta.short}
      </span>
      <span className="visually-hidden">{meta.label}:</span>
      <span className="balance-pill__amount" data-testid={meta.testId}>
        {formatted}
      </span>
    </div>
  );
}
