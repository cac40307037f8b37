import { useId, useMemo, useState } from 'react';
import type { GameSession } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { RoundSummary } from './round-summary';
import { useLiveRound } from './fairness-queries';
import { liveRoundCheckOf, verifyLiveRecord, type LiveSessionRef } from './live-round-verification';
import { VerificationResult } from './verification-result';

/**
 * One of the player's live table rounds in "Your rounds". Verify reads the round's public record
 * (its seed is revealed once the round settles, or for a card game once its shoe ends) and
 * recomputes the outcome in the browser; a round whose seed is still secret says when it will be.
 */
export function LiveRoundRow({
  session,
  name,
  round,
  date,
}: {
  session: GameSession;
  name: string;
  round: LiveSessionRef;
  date: string;
}) {
  const [requested, setRequested] = useState(false);
  const record = useLiveRound(round.roundId, requested);
  const check = useMemo(() => (record.data ? liveRoundCheckOf(record.data) : null), [record.data]);
  const verification = useMemo(
    () => (record.data && check?.status === 'ready' ? verifyLiveRecord(record.data, check.proof) : null),
    [record.data, check],
  );
  const titleId = useId();
  const label = record.isFetching ? 'Checking…' : requested ? 'Check again' : 'Verify';

  return (
    <li className="round" aria-labelledby={titleId} data-testid="fairness-live-round">
      <div className="round__summary">
        <RoundSummary
          titleId={titleId}
          name={`${name} · round ${round.roundNumber}`}
          session={session}
          meta={<time dateTime={session.createdAt}>{date}</time>}
        />
        <div className="round__action">
          <button
            type="button"
            className="btn btn--purple btn--sm"
            aria-describedby={titleId}
            disabled={record.isFetching}
            onClick={() => (requested ? void record.refetch() : setRequested(true))}
          >
            {label}
          </button>
          {record.error ? (
            <p className="round__note" role="alert">
              {describeError(record.error)}
            </p>
          ) : check && check.status !== 'ready' ? (
            <p className="round__note" role="status">
              {check.reason}
            </p>
          ) : null}
        </div>
      </div>
      {verification && (
        <VerificationResult verification={verification}>
          {verification.dealingOrder && (
            <div>
              <dt>Dealt</dt>
              <dd>{verification.dealingOrder}</dd>
            </div>
          )}
        </VerificationResult>
      )}
    </li>
  );
}
