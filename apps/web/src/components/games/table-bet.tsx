import type { PlayCurrency } from '@casino/contracts';
import { Chip, StakeCurrency } from './game-ui';
import { chipLabel, formatCents, type Cents } from './money';
import { addChipToBet } from './table-bet-rules';

/** A single-spot table bet built from chips (blackjack): click chips to add, Clear to reset. */
export function TableBetPicker({
  bet,
  onChange,
  limits,
  chips,
  disabled = false,
  label = 'Your bet',
  currency = 'coins',
}: {
  bet: Cents;
  onChange: (bet: Cents) => void;
  limits: { min: Cents; max: Cents };
  chips: readonly Cents[];
  disabled?: boolean;
  label?: string;
  /** The currency at stake, shown beside the bet. */
  currency?: PlayCurrency;
}) {
  return (
    <div className="table-bet">
      <div className="table-bet__amount">
        <span className="game-stat__label">{label}</span>
        <output className="table-bet__value" data-testid="table-bet">
          {formatCents(bet)}
        </output>
        <StakeCurrency currency={currency} />
        <span className="table-bet__limits">
          Limits {formatCents(limits.min)} – {formatCents(limits.max)}
        </span>
      </div>
      <div className="chip-rack" role="group" aria-label="Add chips to your bet">
        {chips.map((chip, i) => (
          <button
            key={chip}
            type="button"
            className="chip-rack__button"
            aria-label={`Add ${chipLabel(chip)}`}
            disabled={disabled || bet >= limits.max}
            onClick={() => onChange(addChipToBet(bet, chip, limits))}
          >
            <Chip value={chip} tone={i + 1} />
          </button>
        ))}
      </div>
      <div className="action-row">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={disabled}
          onClick={() => onChange(limits.min)}
        >
          Clear
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={disabled}
          onClick={() => onChange(limits.max)}
        >
          Table max
        </button>
      </div>
    </div>
  );
}
