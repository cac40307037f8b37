import { useState } from 'react';
import { formatCents } from '../../components/games/money';
import { sendAction } from './poker-room-connection';
import type { ActionOptions } from './poker-view-model';
import {
  centsToCoinsInput,
  clampRaise,
  coinsInputToCents,
  isRaiseAmountValid,
  raisePresets,
  RAISE_STEP,
  stepRaise,
} from './raise-rules';

/**
 * The acting player's buttons (spec §5): Fold; Check, or Call with the amount; Bet or Raise with an
 * amount between the minimum raise and all in, in steps of 10 coins (disabled below the minimum);
 * All-in. Remounted for every decision (keyed by the state version), so the amount starts at the minimum.
 */
export function ActionBar({
  options,
  pending,
  allInTo,
}: {
  options: ActionOptions;
  pending: boolean;
  allInTo: number;
}) {
  const { raiseLimits: limits } = options;
  const [text, setText] = useState(() => centsToCoinsInput(limits.min));
  const amount = coinsInputToCents(text);
  const raiseOk = options.canRaise && isRaiseAmountValid(amount, limits);
  const verb = options.raiseKind === 'bet' ? 'Bet' : 'Raise to';
  const presets = options.canRaise ? raisePresets(options, limits) : [];

  return (
    <div
      className="poker-actions"
      role="group"
      aria-label="Your action"
      data-testid="poker-actions"
      data-version={options.version}
    >
      <div className="poker-actions__main">
        <button
          type="button"
          className="btn btn--danger"
          disabled={pending || !options.canFold}
          onClick={() => sendAction('fold')}
        >
          Fold
        </button>
        {options.canCheck && (
          <button
            type="button"
            className="btn btn--purple"
            disabled={pending}
            onClick={() => sendAction('check')}
          >
            Check
          </button>
        )}
        {options.canCall && (
          <button
            type="button"
            className="btn btn--purple"
            disabled={pending}
            onClick={() => sendAction('call')}
          >
            Call {formatCents(options.callAmount)}
            {options.callIsAllIn && ' (all in)'}
          </button>
        )}
        {options.canAllIn && !options.callIsAllIn && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={pending}
            onClick={() => sendAction('all-in')}
          >
            All-in {formatCents(allInTo)}
          </button>
        )}
      </div>
      {options.canRaise && (
        <div className="poker-actions__raise">
          <div className="poker-actions__presets" role="group" aria-label="Quick amounts">
            {presets.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="chip-button"
                disabled={pending}
                onClick={() => setText(centsToCoinsInput(preset.amount))}
              >
                {preset.label}
              </button>
            ))}
          </div>
          <div className="poker-actions__amount">
            <button
              type="button"
              className="poker-step"
              aria-label={`${RAISE_STEP / 100} coins less`}
              disabled={pending || amount <= limits.min}
              onClick={() => setText(centsToCoinsInput(stepRaise(amount, -1, limits)))}
            >
              −
            </button>
            <label className="visually-hidden" htmlFor="poker-raise-amount">
              {verb} amount (coins)
            </label>
            <input
              id="poker-raise-amount"
              className="poker-field__input poker-actions__input"
              type="number"
              inputMode="decimal"
              min={limits.min / 100}
              max={limits.max / 100}
              step={RAISE_STEP / 100}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => setText(centsToCoinsInput(clampRaise(amount, limits)))}
            />
            <button
              type="button"
              className="poker-step"
              aria-label={`${RAISE_STEP / 100} coins more`}
              disabled={pending || amount >= limits.max}
              onClick={() => setText(centsToCoinsInput(stepRaise(amount, 1, limits)))}
            >
              +
            </button>
            <button
              type="button"
              className="btn btn--gold"
              disabled={pending || !raiseOk}
              onClick={() => sendAction(options.raiseKind, amount)}
            >
              {verb} {Number.isFinite(amount) ? formatCents(amount) : ''}
            </button>
          </div>
          <p className="poker-actions__limits">
            Min {formatCents(limits.min)} · Max {formatCents(limits.max)}
          </p>
        </div>
      )}
    </div>
  );
}
