import type { AdminRoundRecall } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { ActionDialog } from './action-dialog';
import { money, signedAmount, when } from './player-format';
import { useAdminQuery } from '../api/admin-queries';
import { roundPath } from './player-paths';
import { fairnessBadge, type RoundFairness } from './round-fairness';

/** A round recalled step by step (GLI-19): what happened, the wallet before and after, and its fairness data. */
export function RoundRecallDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const recall = useAdminQuery<AdminRoundRecall>(roundPath(sessionId));
  const data = recall.data;
  return (
    <ActionDialog
      title={data ? `${data.round.gameName} round #${data.round.sessionId}` : 'Round recall'}
      subtitle={data ? when(data.round.createdAt) : undefined}
      testId="round-recall-dialog"
      wide
      onClose={onClose}
    >
      {recall.isPending && <p className="admin-dialog__text">Loading the round…</p>}
      {recall.isError && (
        <p className="admin-dialog__problem" role="alert">
          {describeError(recall.error)}
        </p>
      )}
      {data && (
        <div className="round-recall">
          <dl className="round-recall__facts">
            <div>
              <dt>Bet</dt>
              <dd>{money(data.round.betAmount)}</dd>
            </div>
            <div>
              <dt>Won</dt>
              <dd>{money(data.round.winAmount)}</dd>
            </div>
            <div>
              <dt>Net</dt>
              <dd>{signedAmount(data.round.net)}</dd>
            </div>
            <div>
              <dt>Balance before</dt>
              <dd>{data.balanceBefore === null ? '—' : money(data.balanceBefore)}</dd>
            </div>
            <div>
              <dt>Balance after</dt>
              <dd>{data.balanceAfter === null ? '—' : money(data.balanceAfter)}</dd>
            </div>
          </dl>

          <h3 className="round-recall__heading">Step by step</h3>
          <ol className="round-recall__steps" data-testid="round-steps">
            {data.steps.map((step, index) => (
              <li key={index}>
                <span className="round-recall__label">{step.label}</span>
                <span className="round-recall__detail">{step.detail}</span>
                {step.amount !== null && <span className="round-recall__amount">{money(step.amount)}</span>}
              </li>
            ))}
          </ol>

          <h3 className="round-recall__heading">Fairness</h3>
          {data.fairness ? (
            <FairnessFacts fairness={data.fairness} />
          ) : (
            <p className="admin-dialog__text">No fairness record for this round.</p>
          )}
        </div>
      )}
    </ActionDialog>
  );
}

function FairnessFacts({ fairness }: { fairness: RoundFairness }) {
  const badge = fairnessBadge(fairness);
  return (
    <div className="round-recall__fairness">
      <span className={`status-badge status-badge--${badge.tone}`} data-testid="fairness-badge">
        {badge.text}
      </span>
      <dl>
        <dt>Server seed hash</dt>
        <dd>
          <code>{fairness.serverSeedHash}</code>
        </dd>
        <dt>Server seed</dt>
        <dd>
          {fairness.serverSeed ? (
            <code>{fairness.serverSeed}</code>
          ) : (
            'Revealed when the player rotates the seed pair'
          )}
        </dd>
        <dt>Client seed</dt>
        <dd>
          <code>{fairness.clientSeed}</code>
        </dd>
        <dt>Nonce</dt>
        <dd>{fairness.nonce}</dd>
      </dl>
    </div>
  );
}
