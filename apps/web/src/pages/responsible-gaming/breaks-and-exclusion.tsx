import { RgExclusionLength, RG_BREAK_DAYS, type RgBlock, type RgStatus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../api/error-message';
import { EXCLUSION_LABELS, localTime } from '../../components/responsible-gaming/rg-model';
import { ConfirmDialog } from './confirm-dialog';
import { cancelLift, requestLift, selfExclude, takeBreak } from './rg-queries';

const BREAK_DAYS = Array.from(
  { length: RG_BREAK_DAYS.max - RG_BREAK_DAYS.min + 1 },
  (_, i) => RG_BREAK_DAYS.min + i,
);
const DAY_MS = 24 * 60 * 60_000;
const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** What every break and exclusion means, said the same way in both confirmations. */
function WhatItMeans({ until }: { until: string }) {
  return (
    <ul className="rg-list">
      <li>{until} you cannot play any game, join a table or challenge, or buy coins.</li>
      <li>
        No game invites, promotions or marketing reach you, and your open tables and challenges close now.
      </li>
      <li>Nothing can shorten it: not you, and not our support staff.</li>
      <li>
        You can still sign in, see your account and statement, and redeem the sweepstakes coins you hold.
      </li>
    </ul>
  );
}

/** The break or exclusion in force, and for an indefinite exclusion the way to ask for it to end. */
export function BlockPanel({ block, rules }: { block: RgBlock; rules: RgStatus['rules'] }) {
  const [error, setError] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const lift = useMutation({ mutationFn: requestLift, onError: (e) => setError(describeError(e)) });
  const keep = useMutation({ mutationFn: cancelLift, onError: (e) => setError(describeError(e)) });
  const liftable = block.liftableFrom !== null && Date.parse(block.liftableFrom) <= now;
  return (
    <section className="rg-card rg-card--block" data-testid="rg-block">
      <h3 className="rg-card__title">
        {block.kind === 'break' ? 'You are taking a break' : 'You have excluded yourself'}
      </h3>
      <p className="rg-card__text">
        {block.endsAt ? (
          <>
            Until <strong>{localTime(block.endsAt)}</strong>
          </>
        ) : (
          'With no end date'
        )}{' '}
        (since {localTime(block.startedAt)}). Games, purchases and promotions are closed until then.
      </p>
      {block.liftableFrom !== null && block.liftRequestedAt === null && (
        <p className="rg-card__text">
          {liftable
            ? `You may ask for this exclusion to end. It then ends ${rules.coolingOffDays} days after you ask.`
            : `You may ask for this exclusion to end from ${localTime(block.liftableFrom)}; it then ends ${rules.coolingOffDays} days after you ask.`}
        </p>
      )}
      {liftable && block.liftRequestedAt === null && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={lift.isPending}
          onClick={() => lift.mutate()}
        >
          Ask to end my exclusion
        </button>
      )}
      {block.liftRequestedAt !== null && (
        <p className="rg-card__text">
          You asked on {localTime(block.liftRequestedAt)} for it to end.{' '}
          <button
            type="button"
            className="btn btn--link btn--sm"
            disabled={keep.isPending}
            onClick={() => keep.mutate()}
          >
            Keep my exclusion with no end date
          </button>
        </p>
      )}
      {error && (
        <p className="rg-note rg-note--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function TakeBreakCard() {
  const id = useId();
  const [days, setDays] = useState(7);
  // When the dialog opened: the break it describes starts about then.
  const [openedAt, setOpenedAt] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => takeBreak(days),
    onSuccess: () => setConfirming(false),
    onError: (e) => setError(describeError(e)),
  });
  return (
    <section className="rg-card" data-testid="rg-take-break">
      <h3 className="rg-card__title">Take a break</h3>
      <p className="rg-card__text">
        Step away for 1 to 30 days. Play, purchases and promotions stop at once.
      </p>
      <div className="rg-choice__row">
        <label className="visually-hidden" htmlFor={id}>
          Length of the break
        </label>
        <select
          id={id}
          className="field__input"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {BREAK_DAYS.map((d) => (
            <option key={d} value={d}>
              {daysText(d)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--purple btn--sm"
          onClick={() => {
            setError(null);
            setOpenedAt(Date.now());
            setConfirming(true);
          }}
        >
          Take a break
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Take a ${daysText(days)} break?`}
          understand="I understand this break cannot be shortened or cancelled."
          confirmLabel="Start my break"
          busy={start.isPending}
          error={error}
          onConfirm={() => start.mutate()}
          onClose={() => setConfirming(false)}
        >
          <WhatItMeans until={`Until ${localTime(new Date(openedAt + days * DAY_MS).toISOString())}`} />
        </ConfirmDialog>
      )}
    </section>
  );
}

export function SelfExclusionCard({ rules }: { rules: RgStatus['rules'] }) {
  const name = useId();
  const [length, setLength] = useState<RgExclusionLength>('6-months');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exclude = useMutation({
    mutationFn: () => selfExclude(length),
    onSuccess: () => setConfirming(false),
    onError: (e) => setError(describeError(e)),
  });
  return (
    <section className="rg-card" data-testid="rg-self-exclusion">
      <h3 className="rg-card__title">Self-exclusion</h3>
      <p className="rg-card__text">
        For a longer step away: 6 months, 1 year, 5 years or indefinitely. An indefinite exclusion can be
        lifted only at your request, no sooner than {rules.exclusionLiftAfterMonths} months after it began,
        and then after a {rules.coolingOffDays}-day cooling-off.
      </p>
      <fieldset className="rg-lengths">
        <legend className="visually-hidden">Length of the exclusion</legend>
        {RgExclusionLength.options.map((option) => (
          <label key={option} className={option === length ? 'rg-length is-active' : 'rg-length'}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === length}
              onChange={() => setLength(option)}
            />
            {EXCLUSION_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--ghost btn--sm rg-danger"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        Exclude myself
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Exclude yourself ${length === 'indefinite' ? 'indefinitely' : `for ${EXCLUSION_LABELS[length]}`}?`}
          understand="I understand what self-exclusion means and that it cannot be shortened."
          confirmLabel="Exclude me"
          busy={exclude.isPending}
          error={error}
          onConfirm={() => exclude.mutate()}
          onClose={() => setConfirming(false)}
        >
          <WhatItMeans until={length === 'indefinite' ? 'From now on' : `For ${EXCLUSION_LABELS[length]}`} />
          {length === 'indefinite' && (
            <p className="rg-card__text">
              It has no end date. From {rules.exclusionLiftAfterMonths} months on you may ask for it to end;
              it then ends {rules.coolingOffDays} days after you ask.
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
