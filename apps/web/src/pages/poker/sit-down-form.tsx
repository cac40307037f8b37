import { useState } from 'react';
import type { PlayCurrency } from '@casino/contracts';
import { StakeCurrency } from '../../components/games/game-ui';
import { currencyMark, currencyName } from '../../components/currency-switch/play-currency-store';
import { formatCents, type Cents } from '../../components/games/money';
import { toast } from '../../components/toaster/toast-store';
import { centsToCoinsInput, coinsInputToCents } from './raise-rules';
import { buyInProblem, DEFAULT_BUY_IN } from './table-list-model';

/** A spectator's buy-in for a free seat (the same rules as joining from the list, spec §5). */
export function SitDownForm({
  currency = 'coins',
  minBuyIn,
  maxBuyIn,
  seat,
  pending,
  onSit,
  onCancel,
}: {
  /** The table's currency: the buy-in comes from that wallet. */
  currency?: PlayCurrency;
  minBuyIn: Cents;
  maxBuyIn: Cents;
  seat: number | null;
  pending: boolean;
  onSit: (buyIn: Cents) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(() =>
    centsToCoinsInput(
      currency === 'sweeps' ? minBuyIn : Math.min(maxBuyIn, Math.max(minBuyIn, DEFAULT_BUY_IN)),
    ),
  );

  function submit() {
    const amount = coinsInputToCents(text);
    const problem = buyInProblem(amount, minBuyIn, currencyName(currency));
    if (problem) {
      toast({ variant: 'destructive', title: 'Invalid Buy-in', description: problem });
      return;
    }
    onSit(amount);
  }

  return (
    <form
      className="poker-sit-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="poker-field" htmlFor="poker-sit-buy-in">
        <span className="poker-field__label">
          Buy-in for {seat === null ? 'the first free seat' : `seat ${seat + 1}`} ({formatCents(minBuyIn)} –{' '}
          {formatCents(maxBuyIn)} {currencyMark(currency)}) <StakeCurrency currency={currency} />
        </span>
        <input
          id="poker-sit-buy-in"
          className="poker-field__input"
          type="number"
          inputMode="decimal"
          min={minBuyIn / 100}
          max={maxBuyIn / 100}
          step={currency === 'coins' ? 10 : 1}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div className="action-row">
        <button type="submit" className="btn btn--gold" disabled={pending}>
          {pending ? 'Sitting down…' : 'Take the seat'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
