import { useState } from 'react';
import type { PokerChallengeActionResponse, PokerDuelAction, PokerDuelLegal } from '@casino/contracts';
import {
  actionButtonsOf,
  clampRaiseTo,
  isRaiseToValid,
  RAISE_STEP,
  stepRaiseTo,
} from './poker-challenge-model';
import { postPokerAction, reportActionFailure } from './poker-challenge-calls';
import './poker-challenge-felt.css';

/**
 * The acting player's buttons under the engine's rules (PokerDuelLegal): Fold; Check or Call n; Bet
 * or Raise to an amount between minRaiseTo and maxRaiseTo in steps of 10; All-in. Each posts the
 * spec's action call (action, amount, timestamp, gamePhase, responseTime). Remounted for every
 * decision, so the amount starts at the minimum and the response time from when it appeared.
 */
export function PokerChallengeActionBar({
  challengeId,
  legal,
  stack,
  streetBet,
  street,
  onAnswer,
}: {
  challengeId: string;
  legal: PokerDuelLegal;
  stack: number;
  streetBet: number;
  street: string;
  onAnswer: (answer: PokerChallengeActionResponse) => void;
}) {
  const buttons = actionButtonsOf(legal, stack, streetBet);
  const [shownAt] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const limits = buttons?.aggressive ?? null;
  const [text, setText] = useState(() => String(limits?.min ?? ''));
  if (!buttons) return null;
  const amount = text.trim() === '' ? Number.NaN : Number(text);
  const raiseOk = limits !== null && isRaiseToValid(amount, limits);

  async function act(action: PokerDuelAction, to?: number) {
    if (pending) return;
    setPending(true);
    const now = Date.now();
    try {
      const answer = await postPokerAction(challengeId, {
        action,
        ...(to !== undefined ? { amount: to } : {}),
        timestamp: now,
        gamePhase: street,
        responseTime: Math.max(0, now - shownAt),
      });
      onAnswer(answer);
    } catch (error) {
      reportActionFailure(error);
      setPending(false);
    }
  }

  return (
    <div className="pc-actions" role="group" aria-label="Your action" data-testid="pc-actions">
      <div className="pc-actions__main">
        <button
          type="button"
          className="btn btn--danger"
          disabled={pending || !buttons.fold}
          onClick={() => void act('fold')}
        >
          Fold
        </button>
        {buttons.passive?.kind === 'check' && (
          <button
            type="button"
            className="btn btn--purple"
            disabled={pending}
            onClick={() => void act('check')}
          >
            Check
          </button>
        )}
        {buttons.passive?.kind === 'call' && (
          <button
            type="button"
            className="btn btn--purple"
            disabled={pending}
            onClick={() => void act('call')}
          >
            Call {buttons.passive.amount}
            {buttons.passive.allIn && ' (all in)'}
          </button>
        )}
        {buttons.allIn && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={pending}
            onClick={() => void act('all-in')}
          >
            All-in {buttons.allIn.to}
          </button>
        )}
      </div>
      {buttons.aggressive && limits && (
        <div className="pc-actions__raise">
          <button
            type="button"
            className="pc-step"
            aria-label={`${RAISE_STEP} chips less`}
            disabled={pending || !(amount > limits.min)}
            onClick={() => setText(String(stepRaiseTo(amount, -1, limits)))}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor="pc-raise-amount">
            {buttons.aggressive.kind === 'bet' ? 'Bet' : 'Raise to'} amount (chips)
          </label>
          <input
            id="pc-raise-amount"
            className="field__input pc-actions__input"
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={RAISE_STEP}
            value={text}
            onChange={(e) => setText(e.target.value)}
            title={`${limits.min}–${limits.max} chips`}
            onBlur={() => setText(String(clampRaiseTo(amount, limits)))}
          />
          <button
            type="button"
            className="pc-step"
            aria-label={`${RAISE_STEP} chips more`}
            disabled={pending || !(amount < limits.max)}
            onClick={() => setText(String(stepRaiseTo(amount, 1, limits)))}
          >
            +
          </button>
          <button
            type="button"
            className="btn btn--gold"
            disabled={pending || !raiseOk}
            onClick={() => void act(buttons.aggressive?.kind ?? 'raise', amount)}
          >
            {buttons.aggressive.kind === 'bet' ? 'Bet' : 'Raise to'} {raiseOk ? amount : ''}
          </button>
        </div>
      )}
    </div>
  );
}
