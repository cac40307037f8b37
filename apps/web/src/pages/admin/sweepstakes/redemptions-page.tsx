import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import {
  RedemptionStatus,
  type AdminRedemption,
  type KycStatus,
  type SweepstakesRules,
} from '@casino/contracts';
import { formatCoinAmount } from '../../../lib/format';
import { useAdminMutation, useAdminPage } from '../api/admin-queries';
import { AdminDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { WriteButton } from '../components/staff-role';
import { Time } from '../players/time-cell';
import { playerPagePath } from '../players/player-paths';
import { ADMIN_REDEMPTIONS_PATH, redemptionActionPath } from './sweepstakes-paths';
import '../players/admin-players.css';

type Action = 'approve' | 'reject' | 'retry-payout';

const STATUS_LABELS: Record<RedemptionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved, unpaid',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
const STATUS_TONES: Record<RedemptionStatus, string> = {
  pending: 'admin-tag--gold',
  approved: 'admin-tag--danger',
  paid: 'admin-tag--on',
  rejected: 'admin-tag',
  cancelled: 'admin-tag--off',
};
export const KYC_TONES: Record<KycStatus, string> = {
  unverified: 'admin-tag--off',
  pending: 'admin-tag--gold',
  verified: 'admin-tag--on',
  rejected: 'admin-tag--danger',
};

const sc = (amount: string) => formatCoinAmount(amount, 'SC');
const column = createColumnHelper<AdminRedemption>();
const baseColumns = [
  column.accessor('requestedAt', {
    header: 'Requested (UTC)',
    cell: (info) => <Time iso={info.getValue()} />,
  }),
  column.accessor('playerName', {
    header: 'Player',
    cell: (info) => (
      <span>
        <Link to={playerPagePath(info.row.original.userId)}>{info.getValue()}</Link>
        <span className="decision-when">
          <Link to={`${playerPagePath(info.row.original.userId)}?tab=statement`}>history</Link>
        </span>
      </span>
    ),
  }),
  column.accessor('amount', {
    header: () => <span className="admin-num">Amount</span>,
    cell: (info) => <span className="admin-num">{sc(info.getValue())}</span>,
  }),
  column.accessor('kycStatus', {
    header: 'Identity',
    cell: (info) => (
      <span>
        <span className={`admin-tag ${KYC_TONES[info.getValue()]}`}>{info.getValue()}</span>
        {info.row.original.legalName && <span className="decision-when">{info.row.original.legalName}</span>}
      </span>
    ),
  }),
  column.display({
    id: 'playthrough',
    header: 'Balance now',
    cell: (info) => (
      <span className="admin-nowrap">
        {sc(info.row.original.sweepstakesCoins)}
        <span className="decision-when">
          {sc(info.row.original.redeemable)} redeemable · {sc(info.row.original.locked)} locked
        </span>
      </span>
    ),
  }),
];

function actionColumn(act: (row: AdminRedemption, action: Action) => void): ColumnDef<AdminRedemption> {
  return column.display({
    id: 'decide',
    header: 'Decision',
    cell: (info) => {
      const row = info.row.original;
      if (row.status === 'approved')
        return (
          <div>
            <WriteButton onClick={() => act(row, 'retry-payout')}>Retry payout</WriteButton>
            {row.payoutError && <span className="decision-hint">{row.payoutError}</span>}
          </div>
        );
      return (
        <div className="decision-buttons">
          <WriteButton
            disabled={row.kycStatus !== 'verified'}
            title={row.kycStatus !== 'verified' ? 'The player’s identity is not verified' : undefined}
            onClick={() => act(row, 'approve')}
            data-testid={`approve-${row.id}`}
          >
            Approve
          </WriteButton>
          <WriteButton className="btn btn--ghost btn--sm" onClick={() => act(row, 'reject')}>
            Reject
          </WriteButton>
        </div>
      );
    },
  });
}

const historyColumns = [
  ...baseColumns.slice(0, 3),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span>
        <span className={`admin-tag ${STATUS_TONES[info.getValue()]}`}>{STATUS_LABELS[info.getValue()]}</span>
        {info.row.original.payoutReference && (
          <span className="decision-when">{info.row.original.payoutReference}</span>
        )}
      </span>
    ),
  }),
  column.accessor((row) => row.decidedBy?.name ?? null, {
    id: 'decidedBy',
    header: 'Decided by',
    cell: (info) =>
      info.row.original.decidedBy ? (
        <span title={info.row.original.decisionNote ?? undefined}>
          {info.row.original.decidedBy.name}
          <span className="decision-when">{info.row.original.decisionNote}</span>
        </span>
      ) : (
        '—'
      ),
  }),
];

/**
 * /admin/redemptions: the review queue (oldest first) with each player's identity and playthrough,
 * approved requests whose payout failed (retry), then every request by status.
 */
export function RedemptionsPage() {
  const queueParams = useListParams('queue.');
  const unpaidParams = useListParams('unpaid.');
  const history = useListParams('history.', ['status']);
  const status = RedemptionStatus.options.find((option) => option === history.filters.status);
  const queue = useAdminPage<AdminRedemption>(ADMIN_REDEMPTIONS_PATH, queueParams, { status: 'pending' });
  const unpaid = useAdminPage<AdminRedemption>(ADMIN_REDEMPTIONS_PATH, unpaidParams, { status: 'approved' });
  const all = useAdminPage<AdminRedemption>(ADMIN_REDEMPTIONS_PATH, history, { status });
  // Which payout provider pays (the sandbox says so): the rules every page reads.
  const rules = useQuery<SweepstakesRules>({ queryKey: ['/api/sweepstakes/rules'], staleTime: 5 * 60_000 });
  const payouts = rules.data?.payoutProvider;
  const [acting, setActing] = useState<{ row: AdminRedemption; action: Action } | null>(null);
  const act = (row: AdminRedemption, action: Action) => setActing({ row, action });

  return (
    <>
      <section className="admin-card" aria-labelledby="redemption-queue-title" data-testid="redemption-queue">
        <div className="admin-card__head">
          <h2 id="redemption-queue-title" className="admin-card__title">
            Waiting for review
          </h2>
          <p className="admin-card__note" data-testid="payout-provider">
            Approving pays the prize through {payouts ? payouts.displayName : 'the payout provider'} at once;
            rejecting returns the coins.
          </p>
        </div>
        <AdminTable<AdminRedemption>
          label="Redemptions waiting for review"
          columns={[...baseColumns, actionColumn(act)]}
          result={queue}
          params={queueParams}
          rowId={(row) => row.id}
          emptyText="No redemption is waiting for review."
        />
      </section>

      {(unpaid.data?.total ?? 0) > 0 && (
        <section className="admin-card" aria-labelledby="redemption-unpaid-title">
          <div className="admin-card__head">
            <h2 id="redemption-unpaid-title" className="admin-card__title">
              Approved, payout failed
            </h2>
            <p className="admin-card__note">A retry asks the provider again; a prize is never paid twice.</p>
          </div>
          <AdminTable<AdminRedemption>
            label="Approved redemptions not paid yet"
            columns={[...baseColumns.slice(0, 3), actionColumn(act)]}
            result={unpaid}
            params={unpaidParams}
            rowId={(row) => row.id}
            emptyText="None."
          />
        </section>
      )}

      <section className="admin-card adjustments-history" aria-labelledby="redemption-history-title">
        <div className="admin-card__head">
          <h2 id="redemption-history-title" className="admin-card__title">
            Every redemption
          </h2>
          <label className="select-field">
            Status
            <select
              value={status ?? ''}
              onChange={(e) => history.update({ filters: { status: e.target.value } })}
            >
              <option value="">Any status</option>
              {RedemptionStatus.options.map((option) => (
                <option key={option} value={option}>
                  {STATUS_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AdminTable<AdminRedemption>
          label="Redemptions"
          columns={historyColumns}
          result={all}
          params={history}
          rowId={(row) => row.id}
          emptyText="No redemptions."
        />
      </section>

      {acting && <ActionDialog row={acting.row} action={acting.action} onClose={() => setActing(null)} />}
    </>
  );
}

const DIALOG: Record<Action, { title: string; confirm: string; done: string }> = {
  approve: { title: 'Approve and pay', confirm: 'Approve and pay', done: 'Redemption approved' },
  reject: { title: 'Reject redemption', confirm: 'Reject', done: 'Redemption rejected: the coins are back' },
  'retry-payout': { title: 'Retry the payout', confirm: 'Retry payout', done: 'Payout retried' },
};

function ActionDialog({
  row,
  action,
  onClose,
}: {
  row: AdminRedemption;
  action: Action;
  onClose: () => void;
}) {
  const mutation = useAdminMutation<{ reason: string }, AdminRedemption>({
    method: 'POST',
    path: redemptionActionPath(row.id, action),
    body: (vars) => (action === 'reject' ? { reason: vars.reason } : { note: vars.reason }),
    successTitle: DIALOG[action].done,
  });
  const description =
    action === 'approve'
      ? `${sc(row.amount)} for ${row.legalName ?? row.playerName} is paid out now (${row.playerName}'s identity: ${row.kycStatus}).`
      : action === 'reject'
        ? `${sc(row.amount)} returns to ${row.playerName}'s balance. They see your reason.`
        : `Ask the payout provider again to pay ${sc(row.amount)} to ${row.legalName ?? row.playerName}.`;
  return (
    <AdminDialog
      title={DIALOG[action].title}
      description={description}
      confirmLabel={DIALOG[action].confirm}
      danger={action === 'reject'}
      onConfirm={(reason) => mutation.mutateAsync({ reason })}
      onClose={onClose}
    />
  );
}
