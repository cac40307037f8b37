import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { LiveOperations, VoidResponse } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { challengeVoidPath, LIVE_PATH, pokerHandVoidPath } from '../api/admin-paths';
import { ReasonDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { formatWhen } from '../components/format-when';
import { WriteButton } from '../components/staff-role';

/** Live operations change by the second: read again every 5 s while the page is open. */
export const LIVE_REFRESH_MS = 5_000;

type LiveTable = LiveOperations['pokerTables'][number];
type LiveChallenge = LiveOperations['challenges'][number];
type Voiding =
  | { kind: 'hand'; handId: string; label: string }
  | { kind: 'challenge'; challengeId: string; label: string }
  | null;

/** /admin/live: every poker table and challenge room running, with host, lease and pot; void a stuck one. */
export function LivePage() {
  const live = useAdminQuery<LiveOperations>(LIVE_PATH, {}, { refetchIntervalMs: LIVE_REFRESH_MS });
  const [voiding, setVoiding] = useState<Voiding>(null);
  const voidIt = useAdminMutation<{ target: NonNullable<Voiding>; reason: string }, VoidResponse>({
    method: 'POST',
    path: ({ target }) =>
      target.kind === 'hand' ? pokerHandVoidPath(target.handId) : challengeVoidPath(target.challengeId),
    body: ({ reason }) => ({ reason }),
    successTitle: ({ target }) => `${target.label} voided and refunded`,
  });

  const tableColumn = createColumnHelper<LiveTable>();
  const tableColumns = [
    tableColumn.accessor('name', {
      header: 'Table',
      cell: (c) => (
        <>
          <strong>{c.getValue()}</strong>
          <br />
          <span className="admin-card__note">{c.row.original.stakes}</span>
        </>
      ),
    }),
    tableColumn.accessor('seated', {
      header: 'Players',
      cell: (c) =>
        c.getValue().length === 0
          ? '—'
          : c.getValue().map((seat) => (
              <div key={seat.userId}>
                {seat.name} <span className="admin-card__note">{formatCoins(seat.chips)}</span>
              </div>
            )),
    }),
    tableColumn.accessor('hand', {
      header: 'Hand · pot',
      cell: (c) => {
        const hand = c.getValue();
        if (!hand) return 'between hands';
        return (
          <>
            #{hand.handNumber} · {formatCoins(hand.pot)}
            {hand.stuck ? <span className="admin-tag admin-tag--danger"> stuck</span> : null}
            <br />
            <span className="admin-card__note">since {formatWhen(hand.startedAt)}</span>
          </>
        );
      },
    }),
    tableColumn.accessor('escrow', {
      header: 'Escrow',
      cell: (c) => <span className="admin-num">{formatCoins(c.getValue())}</span>,
    }),
    tableColumn.accessor('host', {
      header: 'Host · lease',
      cell: (c) => (
        <HostLease
          host={c.getValue()}
          leaseUntil={c.row.original.leaseUntil}
          expired={c.row.original.leaseExpired}
        />
      ),
    }),
    tableColumn.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const { hand, name } = c.row.original;
        return hand ? (
          <WriteButton
            className="btn btn--danger btn--sm"
            onClick={() =>
              setVoiding({ kind: 'hand', handId: hand.handId, label: `${name} hand #${hand.handNumber}` })
            }
            aria-label={`Void hand ${hand.handNumber} at ${name}`}
          >
            Void hand
          </WriteButton>
        ) : null;
      },
    }),
  ];

  const challengeColumn = createColumnHelper<LiveChallenge>();
  const challengeColumns = [
    challengeColumn.accessor('challengeId', {
      header: 'Challenge',
      cell: (c) => (
        <>
          <span className="admin-mono">{c.getValue()}</span>
          <br />
          <span className="admin-card__note">{c.row.original.gameType}</span>
        </>
      ),
    }),
    challengeColumn.accessor('players', {
      header: 'Players',
      cell: (c) =>
        c
          .getValue()
          .map((p) => p.name)
          .join(' vs ') || '—',
    }),
    challengeColumn.accessor('stake', {
      header: 'Stake · escrow',
      cell: (c) => (
        <span className="admin-num">
          {formatCoins(c.getValue())} {c.row.original.currency === 'sweeps' ? 'SC' : 'GC'} ·{' '}
          {formatCoins(c.row.original.escrow)}
        </span>
      ),
    }),
    challengeColumn.accessor('moves', {
      header: 'Moves',
      cell: (c) => (
        <>
          <span className="admin-num">{c.getValue()}</span>
          {c.row.original.stuck ? <span className="admin-tag admin-tag--danger"> stuck</span> : null}
          <br />
          <span className="admin-card__note">
            started {formatWhen(c.row.original.startedAt ?? c.row.original.acceptedAt)}
          </span>
        </>
      ),
    }),
    challengeColumn.accessor('host', {
      header: 'Host · lease',
      cell: (c) => (
        <HostLease
          host={c.getValue()}
          leaseUntil={c.row.original.leaseUntil}
          expired={c.row.original.leaseExpired}
        />
      ),
    }),
    challengeColumn.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <WriteButton
          className="btn btn--danger btn--sm"
          onClick={() =>
            setVoiding({
              kind: 'challenge',
              challengeId: c.row.original.challengeId,
              label: `Challenge ${c.row.original.challengeId}`,
            })
          }
          aria-label={`Void challenge ${c.row.original.challengeId}`}
        >
          Void
        </WriteButton>
      ),
    }),
  ];

  return (
    <>
      <p className="admin-card__note" aria-live="polite">
        {live.data ? `As of ${formatWhen(live.data.generatedAt)} · refreshed every 5 seconds` : 'Loading…'}
      </p>
      <section className="admin-card" aria-labelledby="live-tables">
        <div className="admin-card__head">
          <h2 id="live-tables" className="admin-card__title">
            Poker tables
          </h2>
        </div>
        <AdminTable
          label="Poker tables running"
          columns={tableColumns}
          result={{ ...live, data: live.data?.pokerTables }}
          rowId={(table) => String(table.tableId)}
          emptyText="No poker table is running."
          rowClassName={(table) => (table.hand?.stuck || table.leaseExpired ? 'is-stuck' : undefined)}
        />
      </section>
      <section className="admin-card" aria-labelledby="live-challenges">
        <div className="admin-card__head">
          <h2 id="live-challenges" className="admin-card__title">
            Challenge rooms
          </h2>
        </div>
        <AdminTable
          label="Challenges running"
          columns={challengeColumns}
          result={{ ...live, data: live.data?.challenges }}
          rowId={(challenge) => challenge.challengeId}
          emptyText="No challenge is being played."
          rowClassName={(challenge) => (challenge.stuck || challenge.leaseExpired ? 'is-stuck' : undefined)}
        />
      </section>
      {voiding ? (
        <ReasonDialog
          title={`Void ${voiding.label}`}
          description="Every stake goes back to the player who made it, through the ledger. This cannot be undone."
          confirmLabel="Void and refund"
          danger
          onConfirm={(reason) => voidIt.mutateAsync({ target: voiding, reason })}
          onClose={() => setVoiding(null)}
        />
      ) : null}
    </>
  );
}

function HostLease({
  host,
  leaseUntil,
  expired,
}: {
  host: string | null;
  leaseUntil: string | null;
  expired: boolean;
}) {
  return (
    <>
      <span className="admin-mono">{host ?? 'no host'}</span>
      <br />
      <span className={expired ? 'admin-bad' : 'admin-card__note'}>
        {leaseUntil ? `${expired ? 'lease expired' : 'lease until'} ${formatWhen(leaseUntil)}` : 'no lease'}
      </span>
    </>
  );
}
