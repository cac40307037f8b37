import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminRoundRow } from '@casino/contracts';
import { useAdminPage } from '../api/admin-queries';
import { AdminTable } from '../components/admin-table';
import { useListParams } from '../components/list-params';
import { money, signedAmount, signOf } from './player-format';
import { Time } from './time-cell';
import { playerPartPath } from './player-paths';
import { RoundRecallDialog } from './round-recall-dialog';

const column = createColumnHelper<AdminRoundRow>();
const columns = [
  column.accessor('createdAt', { header: 'When (UTC)', cell: (info) => <Time iso={info.getValue()} /> }),
  column.accessor('sessionId', {
    header: 'Round',
    cell: (info) => <span className="admin-mono">#{info.getValue()}</span>,
  }),
  column.accessor('gameName', { header: 'Game' }),
  column.accessor('betAmount', {
    header: () => <span className="admin-num">Bet</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue())}</span>,
  }),
  column.accessor('winAmount', {
    header: () => <span className="admin-num">Won</span>,
    cell: (info) => <span className="admin-num">{money(info.getValue())}</span>,
  }),
  column.accessor('net', {
    header: () => <span className="admin-num">Net</span>,
    cell: (info) => (
      <span className={`admin-num amount--${signOf(info.getValue())}`}>{signedAmount(info.getValue())}</span>
    ),
  }),
];

/** Settled rounds, newest first; a row opens the round's recall (steps, wallet, fairness). */
export function RoundsTab({ userId }: { userId: string }) {
  const params = useListParams('rounds.');
  const result = useAdminPage<AdminRoundRow>(playerPartPath(userId, 'rounds'), params);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <p className="admin-card__note">Open a round to replay it step by step with its fairness data.</p>
      <AdminTable<AdminRoundRow>
        label="Rounds"
        columns={columns}
        result={result}
        params={params}
        rowId={(row) => row.sessionId}
        emptyText="No rounds played."
        onRowClick={(row) => setOpen(row.sessionId)}
      />
      {open && <RoundRecallDialog sessionId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
