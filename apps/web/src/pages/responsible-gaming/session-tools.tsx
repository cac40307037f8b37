import type { RgStatus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../api/error-message';
import {
  localTime,
  minutesText,
  REALITY_CHECK_CHOICES,
  SESSION_LIMIT_CHOICES,
} from '../../components/responsible-gaming/rg-model';
import { setLimit, setRealityCheck } from './rg-queries';

const OFF = 'off';
const choiceOf = (minutes: number | null) => (minutes === null ? OFF : String(minutes));
const minutesOf = (choice: string) => (choice === OFF ? null : Number(choice));

function MinutesChoice(props: {
  label: string;
  offLabel: string;
  choices: readonly number[];
  current: number | null;
  busy: boolean;
  onSave(minutes: number | null): void;
  testId: string;
}) {
  const id = useId();
  const [choice, setChoice] = useState(choiceOf(props.current));
  // A value set elsewhere that the list lacks is still shown as chosen.
  const choices =
    props.current !== null && !props.choices.includes(props.current)
      ? [...props.choices, props.current].sort((a, b) => a - b)
      : props.choices;
  return (
    <div className="rg-choice" data-testid={props.testId}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="rg-choice__row">
        <select id={id} className="field__input" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={OFF}>{props.offLabel}</option>
          {choices.map((m) => (
            <option key={m} value={String(m)}>
              {minutesText(m)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--gold btn--sm"
          disabled={props.busy || choice === choiceOf(props.current)}
          onClick={() => props.onSave(minutesOf(choice))}
        >
          Save
        </button>
      </div>
    </div>
  );
}

/** The session-length limit (its raise or removal waits too) and the reality check interval. */
export function SessionTools({ status }: { status: RgStatus }) {
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const limit = useMutation({
    mutationFn: (minutes: number | null) => setLimit({ kind: 'session', minutes }),
    onSuccess: (answer) =>
      setNote({
        text:
          answer.change === 'pending' && answer.appliesAt
            ? `A longer session limit or its removal waits: it applies ${localTime(answer.appliesAt)}.`
            : 'Session limit saved.',
        error: false,
      }),
    onError: (error) => setNote({ text: describeError(error), error: true }),
  });
  const check = useMutation({
    mutationFn: (minutes: number | null) => setRealityCheck({ minutes }),
    onSuccess: () => setNote({ text: 'Reality check saved.', error: false }),
    onError: (error) => setNote({ text: describeError(error), error: true }),
  });
  const { session, realityCheck, playSession, rules } = status;
  return (
    <section className="rg-card">
      <h3 className="rg-card__title">Session time</h3>
      <p className="rg-card__text">
        A session is your play with no pause longer than {rules.sessionPauseMinutes} minutes. The session
        limit stops play when it is reached; play resumes after a {rules.sessionPauseMinutes}-minute pause.
        The reality check shows you, every so often, how long you have played and your result.
      </p>
      <MinutesChoice
        key={`limit-${session.limitMinutes}`}
        label="Session limit"
        offLabel="No session limit"
        choices={SESSION_LIMIT_CHOICES}
        current={session.limitMinutes}
        busy={limit.isPending}
        onSave={(m) => limit.mutate(m)}
        testId="rg-session-limit"
      />
      {session.pending && (
        <p className="rg-limit__pending">
          {session.pending.limitMinutes === null
            ? 'Removal'
            : `Rises to ${minutesText(session.pending.limitMinutes)}`}{' '}
          on {localTime(session.pending.appliesAt)}
          <button
            type="button"
            className="btn btn--link btn--sm"
            disabled={limit.isPending}
            onClick={() => limit.mutate(session.limitMinutes)}
          >
            Keep {session.limitMinutes === null ? 'no limit' : minutesText(session.limitMinutes)}
          </button>
        </p>
      )}
      <MinutesChoice
        key={`check-${realityCheck.intervalMinutes}`}
        label="Reality check every"
        offLabel="No reality check"
        choices={REALITY_CHECK_CHOICES}
        current={realityCheck.intervalMinutes}
        busy={check.isPending}
        onSave={(m) => check.mutate(m)}
        testId="rg-reality-check"
      />
      <p className="rg-card__text">
        {playSession.startedAt
          ? `This session began ${localTime(playSession.startedAt)}: ${minutesText(playSession.minutesPlayed)} so far.`
          : 'No session is running.'}
        {playSession.limitReached &&
          playSession.resumesAt &&
          ` Play resumes ${localTime(playSession.resumesAt)}.`}
      </p>
      {note && (
        <p
          className={note.error ? 'rg-note rg-note--error' : 'rg-note'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      )}
    </section>
  );
}
