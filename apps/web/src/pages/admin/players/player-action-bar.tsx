import { useState } from 'react';
import { READ_ONLY_STAFF_MESSAGE, type AdminPlayerDetail, type CurrentUser } from '@casino/contracts';
import { WriteButton } from '../components/staff-role';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { playerName } from './player-format';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleDialog } from './role-dialog';
import { SuspensionDialog } from './suspension-dialog';

type OpenDialog = 'suspend' | 'reinstate' | 'reset-password' | 'adjust' | 'role' | null;

/**
 * The actions on a player. Support staff see them disabled with the reason as the hint (the api
 * refuses them anyway); the role control is for admins only, and nobody changes their own role or
 * suspends themselves here (another admin does).
 */
export function PlayerActionBar({
  detail,
  viewer,
}: {
  detail: AdminPlayerDetail;
  viewer: Pick<CurrentUser, 'id' | 'role'>;
}) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const { player } = detail;
  const name = playerName(player);
  const isSelf = viewer.id === player.id;
  const close = () => setOpen(null);

  return (
    <div className="player-actions" role="toolbar" aria-label="Actions on this player">
      {player.suspendedAt ? (
        <WriteButton className="btn btn--gold btn--sm" onClick={() => setOpen('reinstate')}>
          Reinstate
        </WriteButton>
      ) : (
        <WriteButton
          className="btn btn--danger btn--sm"
          disabled={isSelf}
          title={isSelf ? 'Another admin would have to suspend you.' : undefined}
          onClick={() => setOpen('suspend')}
        >
          Suspend
        </WriteButton>
      )}
      <WriteButton
        className="btn btn--ghost btn--sm"
        disabled={player.isGuest}
        title={player.isGuest ? 'A guest has no password.' : undefined}
        onClick={() => setOpen('reset-password')}
      >
        Reset password
      </WriteButton>
      <WriteButton className="btn btn--purple btn--sm" onClick={() => setOpen('adjust')}>
        Adjust balance
      </WriteButton>
      {viewer.role === 'admin' ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={isSelf}
          title={isSelf ? 'Another admin changes your role.' : undefined}
          onClick={() => setOpen('role')}
        >
          Role
        </button>
      ) : (
        <p className="player-actions__hint" data-testid="read-only-hint">
          {READ_ONLY_STAFF_MESSAGE}
        </p>
      )}

      {(open === 'suspend' || open === 'reinstate') && (
        <SuspensionDialog userId={player.id} playerName={name} action={open} onClose={close} />
      )}
      {open === 'reset-password' && (
        <ResetPasswordDialog userId={player.id} playerName={name} onClose={close} />
      )}
      {open === 'adjust' && <AdjustBalanceDialog userId={player.id} playerName={name} onClose={close} />}
      {open === 'role' && (
        <RoleDialog userId={player.id} playerName={name} current={player.role} onClose={close} />
      )}
    </div>
  );
}
