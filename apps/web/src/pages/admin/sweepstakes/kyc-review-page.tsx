import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { KycStatus, type AdminKycRecord } from '@casino/contracts';
import { useAdminMutation, useAdminPage } from '../api/admin-queries';
import { AdminDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { WriteButton } from '../components/staff-role';
import { Time } from '../players/time-cell';
import { playerPagePath } from '../players/player-paths';
import { KYC_TONES } from './redemptions-page';
import { ADMIN_KYC_PATH, kycDecisionPath } from './sweepstakes-paths';
import '../players/admin-players.css';

type Decision = 'verify' | 'reject';
const DECIDED_STATUSES = KycStatus.options.filter((s) => s !== 'unverified');
const DOCUMENTS: Record<AdminKycRecord['documentType'], string> = {
  passport: 'Passport',
  drivers_license: "Driver's license",
  national_id: 'National ID',
};

const column = createColumnHelper<AdminKycRecord>();
const columns = (decide: ((row: AdminKycRecord, decision: Decision) => void) | null) => [
  column.accessor('submittedAt', {
    header: 'Submitted (UTC)',
    cell: (info) => <Time iso={info.getValue()} />,
  }),
  column.accessor('playerName', {
    header: 'Player',
    cell: (info) => (
      <span>
        <Link to={playerPagePath(info.row.original.userId)}>{info.getValue()}</Link>
        <span className="decision-when">{info.row.original.playerEmail}</span>
      </span>
    ),
  }),
  column.display({
    id: 'identity',
    header: 'As submitted',
    cell: (info) => {
      const r = info.row.original;
      const dobDiffers = r.accountDateOfBirth !== null && r.accountDateOfBirth !== r.dateOfBirth;
      return (
        <span>
          <strong>
            {r.legalFirstName} {r.legalLastName}
          </strong>
          <span className="decision-when">
            born {r.dateOfBirth}
            {dobDiffers ? ` (account says ${r.accountDateOfBirth})` : ''}
          </span>
          <span className="decision-when">{r.address}</span>
        </span>
      );
    },
  }),
  column.display({
    id: 'document',
    header: 'Document',
    cell: (info) => (
      <span>
        {DOCUMENTS[info.row.original.documentType]}
        <span className="decision-when admin-mono">{info.row.original.documentReference}</span>
      </span>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span>
        <span className={`admin-tag ${KYC_TONES[info.getValue()]}`}>{info.getValue()}</span>
        {info.row.original.reason && <span className="decision-when">{info.row.original.reason}</span>}
        <span className="decision-when">
          {info.row.original.decidedBy
            ? `by ${info.row.original.decidedBy.name}`
            : `provider: ${info.row.original.provider}`}
        </span>
      </span>
    ),
  }),
  ...(decide
    ? [
        column.display({
          id: 'decide',
          header: 'Decision',
          cell: (info) => (
            <div className="decision-buttons">
              {info.row.original.status !== 'verified' && (
                <WriteButton onClick={() => decide(info.row.original, 'verify')}>Verify</WriteButton>
              )}
              {info.row.original.status !== 'rejected' && (
                <WriteButton
                  className="btn btn--ghost btn--sm"
                  onClick={() => decide(info.row.original, 'reject')}
                >
                  Reject
                </WriteButton>
              )}
            </div>
          ),
        }),
      ]
    : []),
];

/** /admin/kyc: identity checks waiting for review (oldest first), then every check by status. */
export function KycReviewPage() {
  const queueParams = useListParams('queue.');
  const history = useListParams('history.', ['status']);
  const status = DECIDED_STATUSES.find((option) => option === history.filters.status);
  const queue = useAdminPage<AdminKycRecord>(ADMIN_KYC_PATH, queueParams, { status: 'pending' });
  const all = useAdminPage<AdminKycRecord>(ADMIN_KYC_PATH, history, { status });
  const [deciding, setDeciding] = useState<{ row: AdminKycRecord; decision: Decision } | null>(null);
  const decide = (row: AdminKycRecord, decision: Decision) => setDeciding({ row, decision });
  return (
    <>
      <section className="admin-card" aria-labelledby="kyc-queue-title" data-testid="kyc-queue">
        <div className="admin-card__head">
          <h2 id="kyc-queue-title" className="admin-card__title">
            Waiting for review
          </h2>
          <p className="admin-card__note">
            Checks the provider could not decide alone. A player redeems once verified.
          </p>
        </div>
        <AdminTable<AdminKycRecord>
          label="Identity checks waiting for review"
          columns={columns(decide)}
          result={queue}
          params={queueParams}
          rowId={(row) => row.userId}
          emptyText="No identity check is waiting for review."
        />
      </section>
      <section className="admin-card adjustments-history" aria-labelledby="kyc-history-title">
        <div className="admin-card__head">
          <h2 id="kyc-history-title" className="admin-card__title">
            Every identity check
          </h2>
          <label className="select-field">
            Status
            <select
              value={status ?? ''}
              onChange={(e) => history.update({ filters: { status: e.target.value } })}
            >
              <option value="">Any status</option>
              {DECIDED_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AdminTable<AdminKycRecord>
          label="Identity checks"
          columns={columns(decide)}
          result={all}
          params={history}
          rowId={(row) => row.userId}
          emptyText="No identity checks."
        />
      </section>
      {deciding && (
        <DecisionDialog row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} />
      )}
    </>
  );
}

function DecisionDialog({
  row,
  decision,
  onClose,
}: {
  row: AdminKycRecord;
  decision: Decision;
  onClose: () => void;
}) {
  const mutation = useAdminMutation<{ reason: string }>({
    method: 'POST',
    path: kycDecisionPath(row.userId, decision),
    body: (vars) => (decision === 'reject' ? { reason: vars.reason } : { note: vars.reason }),
    successTitle: decision === 'verify' ? 'Identity verified' : 'Identity check rejected',
  });
  return (
    <AdminDialog
      title={decision === 'verify' ? 'Verify identity' : 'Reject identity check'}
      description={`${row.legalFirstName} ${row.legalLastName} (${row.playerName}), ${DOCUMENTS[row.documentType]} ${row.documentReference}.${decision === 'reject' ? ' The player sees your reason and may submit again.' : ''}`}
      confirmLabel={decision === 'verify' ? 'Verify' : 'Reject'}
      danger={decision === 'reject'}
      onConfirm={(reason) => mutation.mutateAsync({ reason })}
      onClose={onClose}
    />
  );
}
