import { useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { AdjustmentStatus, type BalanceAdjustment, type CurrentUser } from '@casino/contracts';
import { useAuth } from '../../../auth/use-auth';
import { useAdminPage, useAdminMutation } from '../api/admin-queries';
import { AdminDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { REASON_CODE_LABELS } from '../players/adjustment-form';
import { signedAmount, signOf } from '../players/player-format';
import { Time } from '../players/time-cell';
import { ADJUSTMENTS_PATH, adjustmentDecisionPath, playerPagePath } from '../players/player-paths';
import { approvalBlockedBy, rejectionBlockedBy } from './adjustment-decision';
import '../players/admin-players.css';

type Decision = 'approve' | 'reject';
const STATUS_LABELS: Record<AdjustmentStatus, string> = {
  pending: 'Pending',
  applied: 'Applied',
  rejected: 'Rejected',
  failed: 'Failed',
};
const STATUS_TONES: Record<AdjustmentStatus, string> = {
  pending: 'admin-tag--gold',
  applied: 'admin-tag--on',
  rejected: 'admin-tag',
  failed: 'admin-tag--danger',
};

const column = createColumnHelper<BalanceAdjustment>();
const baseColumns = [
  column.accessor('createdAt', { header: 'Requested (UTC)', cell: (info) => <Time iso={info.getValue()} /> }),
  column.accessor('playerName', {
    header: 'Player',
    cell: (info) => <Link to={playerPagePath(info.row.original.userId)}>{info.getValue()}</Link>,
  }),
  column.accessor('amount', {
    header: () => <span className="admin-num">Amount</span>,
    cell: (info) => (
      <span className={`admin-num amount--${signOf(info.getValue())}`}>
        {signedAmount(info.getValue())} {info.row.original.currency === 'coins' ? 'GC' : 'SC'}
      </span>
    ),
  }),
  column.accessor('reasonCode', {
    header: 'Reason',
    cell: (info) => (
      <span title={info.row.original.note}>
        <strong>{REASON_CODE_LABELS[info.getValue()]}</strong>
        <span className="adjustment-note">{info.row.original.note}</span>
      </span>
    ),
  }),
  column.accessor((row) => row.requestedBy.name, { id: 'requestedBy', header: 'Requested by' }),
];

function decisionColumn(
  viewer: Pick<CurrentUser, 'id' | 'role'>,
  decide: (adjustment: BalanceAdjustment, decision: Decision) => void,
): ColumnDef<BalanceAdjustment> {
  return column.display({
    id: 'decide',
    header: 'Decision',
    cell: (info) => {
      const adjustment = info.row.original;
      const approveBlock = approvalBlockedBy(adjustment, viewer);
      const rejectBlock = rejectionBlockedBy(adjustment, viewer);
      return (
        <div>
          <div className="decision-buttons">
            <button
              type="button"
              className="btn btn--gold btn--sm"
              disabled={approveBlock !== null}
              title={approveBlock ?? undefined}
              onClick={() => decide(adjustment, 'approve')}
            >
              Approve
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={rejectBlock !== null}
              title={rejectBlock ?? undefined}
              onClick={() => decide(adjustment, 'reject')}
            >
              Reject
            </button>
          </div>
          {approveBlock && (
            <span className="decision-hint" data-testid="approve-hint">
              {approveBlock}
            </span>
          )}
        </div>
      );
    },
  });
}

// The history is wider (status, decision): who requested it goes under when, to fit 1280 px.
const historyColumns = [
  column.accessor('createdAt', {
    header: 'Requested (UTC)',
    cell: (info) => (
      <>
        <Time iso={info.getValue()} />
        <span className="decision-when">by {info.row.original.requestedBy.name}</span>
      </>
    ),
  }),
  ...baseColumns.slice(1, 4),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={`admin-tag ${STATUS_TONES[info.getValue()]}`}>{STATUS_LABELS[info.getValue()]}</span>
    ),
  }),
  column.accessor((row) => row.decidedBy?.name ?? null, {
    id: 'decidedBy',
    header: 'Decided by',
    cell: (info) =>
      info.row.original.decidedBy ? (
        <span title={info.row.original.decisionNote ?? undefined}>
          {info.row.original.decidedBy.name}
          <span className="decision-when">
            <Time iso={info.row.original.decidedAt} />
          </span>
        </span>
      ) : info.row.original.status === 'applied' ? (
        'At once (within the threshold)'
      ) : (
        '—'
      ),
  }),
];

/**
 * /admin/adjustments: the queue waiting for a second admin first (Approve is off for the requester,
 * with the four-eyes rule as its hint), then every adjustment with a status filter.
 */
export function AdjustmentsPage() {
  const { user } = useAuth();
  const pending = useListParams('pending.');
  const history = useListParams('history.', ['status']);
  const status = AdjustmentStatus.options.find((option) => option === history.filters.status);
  const queue = useAdminPage<BalanceAdjustment>(ADJUSTMENTS_PATH, pending, { status: 'pending' });
  const all = useAdminPage<BalanceAdjustment>(ADJUSTMENTS_PATH, history, { status });
  const [deciding, setDeciding] = useState<{ adjustment: BalanceAdjustment; decision: Decision } | null>(
    null,
  );

  if (!user) return null;
  const queueColumns = [
    ...baseColumns,
    decisionColumn(user, (adjustment, decision) => setDeciding({ adjustment, decision })),
  ];

  return (
    <>
      <section className="admin-card" aria-labelledby="pending-title" data-testid="pending-adjustments">
        <div className="admin-card__head">
          <h2 id="pending-title" className="admin-card__title">
            Waiting for a second admin
          </h2>
          <p className="admin-card__note">
            Adjustments above the threshold apply only when another admin approves them.
          </p>
        </div>
        <AdminTable<BalanceAdjustment>
          label="Pending adjustments"
          columns={queueColumns}
          result={queue}
          params={pending}
          rowId={(row) => row.id}
          emptyText="Nothing is waiting for approval."
        />
      </section>

      <section className="admin-card adjustments-history" aria-labelledby="history-title">
        <div className="admin-card__head">
          <h2 id="history-title" className="admin-card__title">
            Every adjustment
          </h2>
          <label className="select-field">
            Status
            <select
              value={status ?? ''}
              onChange={(e) => history.update({ filters: { status: e.target.value } })}
            >
              <option value="">Any status</option>
              {AdjustmentStatus.options.map((option) => (
                <option key={option} value={option}>
                  {STATUS_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AdminTable<BalanceAdjustment>
          label="Adjustments"
          columns={historyColumns}
          result={all}
          params={history}
          rowId={(row) => row.id}
          emptyText="No adjustments."
        />
      </section>

      {deciding && (
        <DecisionDialog
          adjustment={deciding.adjustment}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}

function DecisionDialog({
  adjustment,
  decision,
  onClose,
}: {
  adjustment: BalanceAdjustment;
  decision: Decision;
  onClose: () => void;
}) {
  const mutation = useAdminMutation<{ note: string }>({
    method: 'POST',
    path: adjustmentDecisionPath(adjustment.id, decision),
    successTitle: decision === 'approve' ? 'Adjustment approved and applied' : 'Adjustment rejected',
  });
  const size = `${signedAmount(adjustment.amount)} ${adjustment.currency === 'coins' ? 'GC' : 'SC'}`;
  return (
    <AdminDialog
      title={decision === 'approve' ? 'Approve adjustment' : 'Reject adjustment'}
      description={
        decision === 'approve'
          ? `${size} moves to ${adjustment.playerName}'s wallet now, through the ledger. Requested by ${adjustment.requestedBy.name}: “${adjustment.note}”.`
          : `${size} for ${adjustment.playerName} will not apply. Requested by ${adjustment.requestedBy.name}: “${adjustment.note}”.`
      }
      confirmLabel={decision === 'approve' ? 'Approve' : 'Reject'}
      danger={decision === 'reject'}
      onConfirm={(note) => mutation.mutateAsync({ note })}
      onClose={onClose}
    />
  );
}
