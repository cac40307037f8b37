import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { GameSession } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { RoundSummary } from './round-summary';
import { useLiveRound } from './fairness-queries';
import { liveRoundCheckOf, verifyLiveRecord, type LiveSessionRef } from './live-round-verification';
import { VerificationResult } from './verification-result';

/**
 * A live table round's check: Verify reads the round's public record (its seed is revealed once the
 * round settles, or for a card game once its shoe ends) and recomputes the outcome in the browser;
 * a round whose seed is still secret says when it will be. `started` checks at once.
 */
function useLiveRoundCheck(roundId: string, started: boolean) {
  const [requested, setRequested] = useState(started);
  const record = useLiveRound(roundId, requested);
  const check = useMemo(() => (record.data ? liveRoundCheckOf(record.data) : null), [record.data]);
  const verification = useMemo(
    () => (record.data && check?.status === 'ready' ? verifyLiveRecord(record.data, check.proof) : null),
    [record.data, check],
  );
  return {
    verification,
    label: record.isFetching ? 'Checking…' : requested ? 'Check again' : 'Verify',
    busy: record.isFetching,
    run: () => (requested ? void record.refetch() : setRequested(true)),
    note: record.error
      ? { text: describeError(record.error), role: 'alert' as const }
      : check && check.status !== 'ready'
        ? { text: check.reason, role: 'status' as const }
        : null,
  };
}

type LiveRoundCheckState = ReturnType<typeof useLiveRoundCheck>;

function CheckAction({ state, titleId }: { state: LiveRoundCheckState; titleId: string }) {
  return (
    <div className="round__action">
      <button
        type="button"
        className="btn btn--purple btn--sm"
        aria-describedby={titleId}
        disabled={state.busy}
        onClick={state.run}
      >
        {state.label}
      </button>
      {state.note && (
        <p className="round__note" role={state.note.role}>
          {state.note.text}
        </p>
      )}
    </div>
  );
}

function CheckResult({ state }: { state: LiveRoundCheckState }) {
  const v = state.verification;
  if (!v) return null;
  return (
    <VerificationResult verification={v}>
      {v.dealingOrder && (
        <div>
          <dt>Dealt</dt>
          <dd>{v.dealingOrder}</dd>
        </div>
      )}
    </VerificationResult>
  );
}

/** One of the player's own live table rounds in "Your rounds". */
export function LiveRoundRow({
  session,
  name,
  round,
  date,
  preselected = false,
}: {
  session: GameSession;
  name: string;
  round: LiveSessionRef;
  date: string;
  preselected?: boolean;
}) {
  const state = useLiveRoundCheck(round.roundId, false);
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (preselected) rowRef.current?.scrollIntoView({ block: 'center' });
  }, [preselected]);
  return (
    <li
      ref={rowRef}
      className={`round${preselected ? ' round--preselected' : ''}`}
      aria-labelledby={titleId}
      aria-current={preselected ? 'true' : undefined}
      data-testid="fairness-live-round"
    >
      <div className="round__summary">
        <RoundSummary
          titleId={titleId}
          name={`${name} · round ${round.roundNumber}`}
          session={session}
          meta={<time dateTime={session.createdAt}>{date}</time>}
        />
        <CheckAction state={state} titleId={titleId} />
      </div>
      <CheckResult state={state} />
    </li>
  );
}

/**
 * Any live table round by its id (/fairness?liveRound=<id>, from a table's "verify the last round"):
 * a round's record is public, so spectators can check the rounds they watched.
 */
export function LiveRoundPanel({ roundId }: { roundId: string }) {
  const state = useLiveRoundCheck(roundId, true);
  const titleId = useId();
  return (
    <section className="fairness-rounds" aria-labelledby={titleId} data-testid="fairness-live-round-panel">
      <ul className="round-list">
        <li className="round round--preselected">
          <div className="round__summary">
            <div className="round__what">
              <p id={titleId} className="round__name">
                Live table round #{roundId}
              </p>
              <p className="round__meta">Recomputed from the table&apos;s public record of the round.</p>
            </div>
            <CheckAction state={state} titleId={titleId} />
          </div>
          <CheckResult state={state} />
        </li>
      </ul>
    </section>
  );
}
