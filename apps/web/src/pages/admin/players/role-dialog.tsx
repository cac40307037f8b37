import { useState } from 'react';
import { UserRole } from '@casino/contracts';
import { AdminDialog } from '../components/admin-dialog';
import { useRoleChange } from './player-actions';
import { ROLE_LABELS } from './player-format';

const ROLE_HINTS: Record<UserRole, string> = {
  player: 'Plays; no back office.',
  support: 'Reads the whole back office, changes nothing.',
  admin: 'Reads and changes everything, and grants roles.',
};

/** Role (admins only): grant or take back a staff role, with the reason the audit log keeps. */
export function RoleDialog({
  userId,
  playerName,
  current,
  onClose,
}: {
  userId: string;
  playerName: string;
  current: UserRole;
  onClose: () => void;
}) {
  const [role, setRole] = useState<UserRole>(current);
  const change = useRoleChange(userId);
  return (
    <AdminDialog
      title={`Role: ${playerName}`}
      description={`Now: ${ROLE_LABELS[current]}. ${ROLE_HINTS[current]}`}
      confirmLabel="Save role"
      formProblem={role === current ? 'Choose a different role.' : null}
      onConfirm={(reason) => change.mutateAsync({ role, reason })}
      onClose={onClose}
    >
      <fieldset className="role-choice">
        <legend className="field__label">Role</legend>
        {UserRole.options.map((option) => (
          <label key={option} className="role-choice__option">
            <input
              type="radio"
              name="role"
              value={option}
              checked={role === option}
              onChange={() => setRole(option)}
            />
            <span>
              <strong>{ROLE_LABELS[option]}</strong>{' '}
              <span className="role-choice__hint">{ROLE_HINTS[option]}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </AdminDialog>
  );
}
