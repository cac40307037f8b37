import type { Currency, RgMoneyLimit, RgPeriod, RgPeriodLimits, SetRgLimitRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../api/error-message';
import { formatAmount, formatDollars } from '../../lib/format';
import {
  checkLimitAmount,
  localTime,
  PERIOD_LABELS,
  PERIOD_SPAN,
  usedShare,
} from '../../components/responsible-gaming/rg-model';
import { setLimit } from './rg-queries';

/** What the limits of a group are counted in: dollars spent, or coins / sweepstakes coins wagered. */
export type LimitUnit = { kind: 'purchase' } | { kind: 'wager'; currency: Currency };

const amountText = (unit: LimitUnit, amount: string): string =>
  unit.kind === 'purchase'
    ? formatDollars(amount)
    : `${formatAmount(amount)} ${unit.currency === 'coins' ? 'GC' : 'SC'}`;

const requestOf = (unit: LimitUnit, period: RgPeriod, amount: string | null): SetRgLimitRequest =>
  unit.kind === 'purchase'
    ? { kind: 'purchase', period, amount }
    : { kind: 'wager', currency: unit.currency, period, amount };

const OUTCOME: Record<string, string> = {
  applied: 'Saved: in force now.',
  cancelled: 'The waiting change is cancelled.',
  unchanged: 'Nothing changed.',
};

function LimitRow({ unit, period, limit }: { unit: LimitUnit; period: RgPeriod; limit: RgMoneyLimit }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const save = useMutation({
    mutationFn: (amount: string | null) => setLimit(requestOf(unit, period, amount)),
    onSuccess: (answer) => {
      setDraft('');
      setNote({
        text:
          answer.change === 'pending' && answer.appliesAt
            ? `A higher limit or a removal waits: it applies ${localTime(answer.appliesAt)}.`
            : (OUTCOME[answer.change] ?? 'Saved.'),
        error: false,
      });
    },
    onError: (error) => setNote({ text: describeError(error), error: true }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimitAmount(draft);
    if (!checked.ok) return setNote({ text: checked.message, error: true });
    save.mutate(checked.amount);
  };

  const share = usedShare(limit.used, limit.amount);
  const label = `${PERIOD_LABELS[period]} limit`;
  return (
    <li
      className="rg-limit"
      data-testid={`rg-limit-${unit.kind === 'purchase' ? 'purchase' : unit.currency}-${period}`}
    >
      <div className="rg-limit__head">
        <span className="rg-limit__label">{label}</span>
        <strong className="rg-limit__amount">
          {limit.amount ? amountText(unit, limit.amount) : 'No limit'}
        </strong>
      </div>
      <div
        className="rg-limit__bar"
        role="meter"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span style={{ width: `${share * 100}%` }} className={share >= 1 ? 'is-full' : undefined} />
      </div>
      <p className="rg-limit__used">
        {amountText(unit, limit.used)} {unit.kind === 'purchase' ? 'spent' : 'played'} {PERIOD_SPAN[period]} ·
        resets {localTime(limit.resetsAt)}
      </p>
      {limit.pending && (
        <p className="rg-limit__pending">
          {limit.pending.amount === null ? 'Removal' : `Rises to ${amountText(unit, limit.pending.amount)}`}{' '}
          on {localTime(limit.pending.appliesAt)}
          <button
            type="button"
            className="btn btn--link btn--sm"
            disabled={save.isPending}
            onClick={() => save.mutate(limit.amount)}
          >
            Keep {limit.amount ? amountText(unit, limit.amount) : 'no limit'}
          </button>
        </p>
      )}
      <form className="rg-limit__form" onSubmit={onSubmit} noValidate>
        <label className="visually-hidden" htmlFor={inputId}>
          New {label.toLowerCase()}
        </label>
        <input
          id={inputId}
          className="field__input"
          inputMode="decimal"
          placeholder={unit.kind === 'purchase' ? 'Amount in $' : 'Amount'}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote(null);
          }}
        />
        <button type="submit" className="btn btn--gold btn--sm" disabled={save.isPending}>
          Set
        </button>
        {limit.amount && !limit.pending && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            Remove
          </button>
        )}
      </form>
      {note && (
        <p
          className={note.error ? 'rg-note rg-note--error' : 'rg-note'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      )}
    </li>
  );
}

/** One card of limits: a purchase group (dollars) or a wager group (one currency). */
export function LimitGroup(props: { title: string; text: string; unit: LimitUnit; limits: RgPeriodLimits }) {
  return (
    <section className="rg-card">
      <h3 className="rg-card__title">{props.title}</h3>
      <p className="rg-card__text">{props.text}</p>
      <ul className="rg-limits">
        {(['day', 'week', 'month'] as const).map((period) => (
          <LimitRow key={period} unit={props.unit} period={period} limit={props.limits[period]} />
        ))}
      </ul>
    </section>
  );
}
