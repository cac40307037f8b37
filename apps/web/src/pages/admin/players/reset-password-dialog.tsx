import { useState } from 'react';
import { useCanWrite } from '../components/staff-role';
import { ActionDialog } from './action-dialog';
import { useResetPassword } from './player-actions';

/**
 * Reset password: a confirmation, then the temporary password shown this once with a copy button
 * (the server keeps only its hash; closing the dialog forgets it).
 */
export function ResetPasswordDialog({
  userId,
  playerName,
  onClose,
}: {
  userId: string;
  playerName: string;
  onClose: () => void;
}) {
  const reset = useResetPassword(userId);
  const canWrite = useCanWrite();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const result = reset.data;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <ActionDialog
      title={`Reset password: ${playerName}`}
      subtitle={
        result
          ? 'Give the player this temporary password. It is shown only this once.'
          : 'Their password is replaced by a temporary one, and every session they have ends.'
      }
      testId="reset-password-dialog"
      onClose={onClose}
    >
      {result ? (
        <>
          <div className="temporary-password">
            <code className="temporary-password__value" data-testid="temporary-password">
              {result.temporaryPassword}
            </code>
            <button
              type="button"
              className="btn btn--purple btn--sm"
              onClick={() => void copy(result.temporaryPassword)}
            >
              {copied === 'yes' ? 'Copied' : 'Copy'}
            </button>
          </div>
          {copied === 'failed' && (
            <p className="admin-dialog__problem" role="alert">
              The browser refused the clipboard: select the password and copy it by hand.
            </p>
          )}
          <p className="admin-dialog__text">
            {result.sessionsEnded === 1 ? '1 session ended.' : `${result.sessionsEnded} sessions ended.`}
          </p>
          <div className="admin-dialog__actions">
            <button type="button" className="btn btn--gold btn--sm" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      ) : (
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={reset.isPending || !canWrite}
            onClick={() => reset.mutate()}
          >
            {reset.isPending ? 'Resetting…' : 'Reset password'}
          </button>
        </div>
      )}
    </ActionDialog>
  );
}
