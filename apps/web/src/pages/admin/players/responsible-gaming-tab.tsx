import type { AdminRgView, RgMoneyLimit, RgPeriodLimits } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { formatAmount, formatDollars } from '../../../lib/format';
import { useAdminQuery } from '../api/admin-queries';
import { playerPath } from './player-paths';
import { when } from './player-format';

// The player's responsible-gaming tools (issue 18), read-only for support and admins alike: no
// staff call changes a limit, and nobody can lift a break or an exclusion early.

type Mark = '$' | 'GC' | 'SC';
const amount = (value: string, mark: Mark) =>
  mark === '$' ? formatDollars(value) : `${formatAmount(value)} ${mark}`;

function limitText(limit: RgMoneyLimit, mark: Mark): string {
  const inForce = limit.amount === null ? 'none' : amount(limit.amount, mark);
  const pending = limit.pending
    ? `; ${limit.pending.amount === null ? 'removal' : amount(limit.pending.amount, mark)} from ${when(limit.pending.appliesAt)}`
    : '';
  return `${inForce} (used ${amount(limit.used, mark)})${pending}`;
}

function LimitRows({ label, limits, mark }: { label: string; limits: RgPeriodLimits; mark: Mark }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{limitText(limits.day, mark)}</td>
      <td>{limitText(limits.week, mark)}</td>
      <td>{limitText(limits.month, mark)}</td>
    </tr>
  );
}

export function ResponsibleGamingTab({ userId }: { userId: string }) {
  const view = useAdminQuery<AdminRgView>(`${playerPath(userId)}/responsible-gaming`);
  if (view.isPending) return <p className="admin-card__note">Loading…</p>;
  if (view.isError)
    return (
      <p className="admin-card__note" role="alert">
        {describeError(view.error)}
      </p>
    );
  const { status, changes } = view.data;
  const { block, session, realityCheck, playSession } = status;
  return (
    <div className="rg-admin" data-testid="rg-admin">
      <p className="admin-card__note">
        Read-only: only the player sets their limits; a break or a self-exclusion cannot be lifted early by
        anyone.
      </p>
      <p data-testid="rg-admin-block">
        <strong>Break or exclusion: </strong>
        {block
          ? `${block.kind === 'break' ? 'Break' : 'Self-exclusion'} (${block.length}) since ${when(block.startedAt)}, ${
              block.endsAt ? `until ${when(block.endsAt)}` : 'with no end date'
            }${block.liftRequestedAt ? `; lift asked ${when(block.liftRequestedAt)}` : ''}`
          : 'none'}
      </p>
      <div className="admin-table">
        <div className="admin-table__scroll">
          <table aria-label="Limits">
            <thead>
              <tr>
                <th scope="col">Limit</th>
                <th scope="col">Daily</th>
                <th scope="col">Weekly</th>
                <th scope="col">Monthly</th>
              </tr>
            </thead>
            <tbody>
              <LimitRows label="Purchases" limits={status.purchase} mark="$" />
              <LimitRows label="Wagers (GC)" limits={status.wager.coins} mark="GC" />
              <LimitRows label="Wagers (SC)" limits={status.wager.sweeps} mark="SC" />
            </tbody>
          </table>
        </div>
      </div>
      <p>
        <strong>Session limit: </strong>
        {session.limitMinutes === null ? 'none' : `${session.limitMinutes} min`}
        {session.pending &&
          `; ${session.pending.limitMinutes === null ? 'removal' : `${session.pending.limitMinutes} min`} from ${when(session.pending.appliesAt)}`}
        {' · '}
        <strong>Reality check: </strong>
        {realityCheck.intervalMinutes === null ? 'off' : `every ${realityCheck.intervalMinutes} min`}
        {' · '}
        <strong>Session: </strong>
        {playSession.startedAt ? `since ${when(playSession.startedAt)}` : 'none running'}
        {playSession.limitReached && ' (limit reached)'}
      </p>
      <h3 className="admin-card__note">Changes (newest first)</h3>
      <ul className="rg-admin__log">
        {changes.length === 0 && <li>No changes.</li>}
        {changes.map((change, i) => (
          <li key={`${change.at}-${i}`}>
            <span className="admin-mono">{when(change.at)}</span> {change.action.replaceAll('_', ' ')}{' '}
            <span className="admin-mono">{JSON.stringify(change.detail)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
