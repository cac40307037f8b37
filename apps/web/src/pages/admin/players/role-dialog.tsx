import { useState, type FormEvent } from 'react';
import { RoleChangeRequest, UserRole } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { toast } from '../../../components/toaster/toast-store';
import { ActionDialog } from './action-dialog';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useRoleChange(userId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RoleChangeRequest.safeParse({ role, reason });
    if (!parsed.success) {
      setError(`Reason ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Role changed',
          description: `${playerName} is now ${ROLE_LABELS[role].toLowerCase()}.`,
        });
        onClose();
      },
      onError: (failure) => setError(describeError(failure)),
    });
  }

  return (
    <ActionDialog
      title="Change role"
      subtitle={`${playerName} is ${ROLE_LABELS[current].toLowerCase()}.`}
      testId="role-dialog"
      onClose={onClose}
    >
      <form className="action-dialog__form" onSubmit={onSubmit} noValidate>
        <fieldset className="role-choice">
          <legend className="field__label">Role</legend>
          {UserRole.options.map((option) => (
            <label key={option} className="role-choice__option">
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => {
                  setError(null);
                  setRole(option);
                }}
              />
              <span>
                <strong>{ROLE_LABELS[option]}</strong>{' '}
                <span className="role-choice__hint">{ROLE_HINTS[option]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field__label">Reason</span>
          <textarea
            className="field__input action-dialog__note"
            rows={2}
            maxLength={500}
            placeholder="Why, for the audit log"
            value={reason}
            onChange={(e) => {
              setError(null);
              setReason(e.target.value);
            }}
          />
        </label>
        {error && (
          <p className="action-dialog__error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={change.isPending || role === current}
        >
          {change.isPending ? 'Saving…' : 'Save role'}
        </button>
      </form>
    </ActionDialog>
  );
}
