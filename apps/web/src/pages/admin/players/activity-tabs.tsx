import { createColumnHelper } from '@tanstack/react-table';
import type {
  AdminChallengeRow,
  AdminPlayerSession,
  AdminPokerHandRow,
  AdminPurchaseRow,
} from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { formatDollars } from '../../../lib/format';
import { useAdminPage, useAdminQuery } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { money, signedAmount, signOf } from './player-format';
import { Time } from './time-cell';
import { playerPartPath } from './player-paths';

// The player's page tabs that list what they did: sessions, challenges, poker hands, purchases.

/** Signed-in sessions, newest first (a short list: not paged by the api). */
export function SessionsTab({ userId }: { userId: string }) {
  const sessions = useAdminQuery<AdminPlayerSession[]>(playerPartPath(userId, 'sessions'));
  const rows = sessions.data ?? [];
  return (
    <div className="admin-table">
      <div className="admin-table__scroll">
        <table aria-label="Sessions">
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">IP address</th>
              <th scope="col">User agent</th>
              <th scope="col">Signed in (UTC)</th>
              <th scope="col">Last seen (UTC)</th>
              <th scope="col">Expires (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {sessions.isPending ? (
              <tr>
                <td colSpan={6} className="admin-table__state">
                  Loading…
                </td>
              </tr>
            ) : sessions.isError ? (
              <tr>
                <td colSpan={6} className="admin-table__state admin-table__state--error" role="alert">
                  {describeError(sessions.error)}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="admin-table__state">
                  No sessions.
                </td>
              </tr>
            ) : (
              rows.map((session) => (
                <tr key={session.sessionRef}>
                  <td className="admin-mono">{session.sessionRef}</td>
                  <td className="admin-mono">{session.ip ?? '—'}</td>
                  <td className="session-agent" title={session.userAgent ?? undefined}>
                    {session.userAgent ?? '—'}
                  </td>
                  <td>
                    <Time iso={session.signedInAt} />
                  </td>
                  <td>
                    <Time iso={session.lastSeenAt} />
                  </td>
                  <td>
                    <Time iso={session.expiresAt} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const challenge = createColumnHelper<AdminChallengeRow>();
const challengeColumns = [
  challenge.accessor('createdAt', {
    header: 'Created (UTC)',
    cell: (info) => <Time iso={info.getValue()} />,
  }),
  challenge.accessor('gameType', { header: 'Game' }),
  challenge.accessor('betAmount', {
    header: () => <span className="admin-num">Stake</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue(), info.row.original.currency)}</span>,
  }),
  challenge.accessor('opponentName', { header: 'Opponent', cell: (info) => info.getValue() ?? '—' }),
  challenge.accessor('status', {
    header: 'Status',
    cell: (info) => <span className="admin-tag">{info.getValue()}</span>,
  }),
  challenge.accessor('won', {
    header: 'Result',
    cell: (info) => {
      const row = info.row.original;
      if (row.won === true) return <span className="admin-ok">Won</span>;
      if (row.won === false) return <span className="admin-bad">Lost</span>;
      return row.result ?? row.endReason ?? '—';
    },
  }),
  challenge.accessor('finishedAt', {
    header: 'Finished (UTC)',
    cell: (info) => <Time iso={info.getValue()} />,
  }),
];

export function ChallengesTab({ userId }: { userId: string }) {
  const params = useListParams('challenges.');
  const result = useAdminPage<AdminChallengeRow>(playerPartPath(userId, 'challenges'), params);
  return (
    <AdminTable<AdminChallengeRow>
      label="Challenges"
      columns={challengeColumns}
      result={result}
      params={params}
      rowId={(row) => row.id}
      emptyText="No challenges."
    />
  );
}

const hand = createColumnHelper<AdminPokerHandRow>();
const handColumns = [
  hand.accessor('startedAt', { header: 'Started (UTC)', cell: (info) => <Time iso={info.getValue()} /> }),
  hand.accessor('tableName', { header: 'Table' }),
  hand.accessor('handNumber', { header: 'Hand', cell: (info) => `#${info.getValue()}` }),
  hand.accessor('status', {
    header: 'Status',
    cell: (info) => <span className="admin-tag">{info.getValue().replace('_', ' ')}</span>,
  }),
  hand.accessor('pot', {
    header: () => <span className="admin-num">Pot</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue())}</span>,
  }),
  hand.accessor('net', {
    header: () => <span className="admin-num">Their net</span>,
    cell: (info) => {
      const net = info.getValue();
      return net === null ? (
        '—'
      ) : (
        <span className={`admin-num amount--${signOf(net)}`}>{signedAmount(net)}</span>
      );
    },
  }),
];

export function PokerHandsTab({ userId }: { userId: string }) {
  const params = useListParams('hands.');
  const result = useAdminPage<AdminPokerHandRow>(playerPartPath(userId, 'poker-hands'), params);
  return (
    <AdminTable<AdminPokerHandRow>
      label="Poker hands"
      columns={handColumns}
      result={result}
      params={params}
      rowId={(row) => row.handId}
      emptyText="No poker hands."
    />
  );
}

const purchase = createColumnHelper<AdminPurchaseRow>();
const purchaseColumns = [
  purchase.accessor('createdAt', { header: 'When (UTC)', cell: (info) => <Time iso={info.getValue()} /> }),
  purchase.accessor('packageName', { header: 'Package' }),
  purchase.accessor('priceUsd', {
    header: () => <span className="admin-num">Price</span>,
    cell: (info) => <span className="admin-num">{formatDollars(info.getValue())}</span>,
  }),
  purchase.accessor('coins', {
    header: () => <span className="admin-num">Coins</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue())}</span>,
  }),
  purchase.accessor('sweepstakesCoins', {
    header: () => <span className="admin-num">Sweeps</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue(), 'sweeps')}</span>,
  }),
  purchase.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const status = info.getValue();
      const tone =
        status === 'completed'
          ? 'admin-tag--on'
          : status === 'failed'
            ? 'admin-tag--danger'
            : 'admin-tag--gold';
      return (
        <span className={`admin-tag ${tone}`} title={info.row.original.failureMessage ?? undefined}>
          {status}
        </span>
      );
    },
  }),
  purchase.accessor('providerReference', {
    header: 'Provider',
    cell: (info) => (
      <span className="admin-mono">
        {info.row.original.provider}
        {info.getValue() ? ` · ${info.getValue()}` : ''}
      </span>
    ),
  }),
];

export function PurchasesTab({ userId }: { userId: string }) {
  const params = useListParams('purchases.');
  const result = useAdminPage<AdminPurchaseRow>(playerPartPath(userId, 'purchases'), params);
  return (
    <AdminTable<AdminPurchaseRow>
      label="Purchases"
      columns={purchaseColumns}
      result={result}
      params={params}
      rowId={(row) => row.id}
      emptyText="No purchases."
    />
  );
}
