import { useState } from 'react';
import { describeError } from '../../../api/error-message';
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
      title="Reset password"
      subtitle={
        result
          ? `Give ${playerName} this temporary password. It is shown only once.`
          : `${playerName}'s password is replaced by a temporary one and every session they have ends.`
      }
      testId="reset-password-dialog"
      onClose={onClose}
    >
      {result ? (
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
          {copied === 'failed' && (
            <p className="action-dialog__error" role="alert">
              The browser refused the clipboard: select the password and copy it by hand.
            </p>
          )}
          <p className="action-dialog__subtitle">
            {result.sessionsEnded === 1 ? '1 session ended.' : `${result.sessionsEnded} sessions ended.`}
          </p>
          <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <div className="action-dialog__form">
          {reset.isError && (
            <p className="action-dialog__error" role="alert">
              {describeError(reset.error)}
            </p>
          )}
          <button
            type="button"
            className="btn btn--gold btn--block"
            disabled={reset.isPending}
            onClick={() => reset.mutate()}
          >
            {reset.isPending ? 'Resetting…' : 'Reset password'}
          </button>
        </div>
      )}
    </ActionDialog>
  );
}
