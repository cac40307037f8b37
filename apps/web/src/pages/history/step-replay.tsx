import { useState } from 'react';
import type { RoundRecallStep } from '@casino/contracts';
import { formatAmount } from '../../lib/format';

/**
 * A round's steps in order, and a replay of them one at a time: what was dealt, spun or rolled, each
 * decision, the result. All are shown until the player replays; then Next reveals one more.
 */
export function StepReplay({ steps, mark }: { steps: RoundRecallStep[]; mark: string }) {
  const [shown, setShown] = useState(steps.length);
  const replaying = shown < steps.length;
  return (
    <div className="step-replay">
      <div className="step-replay__controls">
        {replaying ? (
          <>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={shown <= 1}
              onClick={() => setShown((n) => Math.max(1, n - 1))}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn btn--gold btn--sm"
              data-testid="replay-next"
              onClick={() => setShown((n) => Math.min(steps.length, n + 1))}
            >
              Next step
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShown(steps.length)}>
              Show all
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--gold btn--sm"
            data-testid="replay-start"
            disabled={steps.length < 2}
            onClick={() => setShown(1)}
          >
            Replay step by step
          </button>
        )}
        <span className="step-replay__status" aria-live="polite" data-testid="replay-status">
          {replaying ? `Step ${shown} of ${steps.length}` : `${steps.length} steps`}
        </span>
      </div>
      <ol className="step-replay__steps" data-testid="recall-steps">
        {steps.slice(0, shown).map((step, index) => (
          <li key={index} className={replaying && index === shown - 1 ? 'is-current' : undefined}>
            <span className="step-replay__label">{step.label}</span>
            <span className="step-replay__detail">{step.detail}</span>
            {step.amount !== null && (
              <span className="step-replay__amount">
                {formatAmount(step.amount)} {mark}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
