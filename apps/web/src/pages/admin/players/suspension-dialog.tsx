import { useState, type FormEvent } from 'react';
import { SuspensionRequest } from '@casino/contracts';
import { describeError } from '../../../api/error-message';
import { toast } from '../../../components/toaster/toast-store';
import { ActionDialog } from './action-dialog';
import { useSuspension, type SuspensionAction } from './player-actions';

const COPY: Record<SuspensionAction, { title: string; subtitle: string; confirm: string; done: string }> = {
  suspend: {
    title: 'Suspend player',
    subtitle:
      'Their sessions and table or room connections end at once, and they cannot sign in until reinstated.',
    confirm: 'Suspend player',
    done: 'Player suspended',
  },
  reinstate: {
    title: 'Reinstate player',
    subtitle: 'They can sign in and play again.',
    confirm: 'Reinstate player',
    done: 'Player reinstated',
  },
};

/** Suspend or reinstate, with the reason the audit log keeps. */
export function SuspensionDialog({
  userId,
  playerName,
  action,
  onClose,
}: {
  userId: string;
  playerName: string;
  action: SuspensionAction;
  onClose: () => void;
}) {
  const copy = COPY[action];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSuspension(userId, action);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SuspensionRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(`Reason ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: copy.done, description: playerName });
        onClose();
      },
      onError: (failure) => setError(describeError(failure)),
    });
  }

  return (
    <ActionDialog title={copy.title} subtitle={copy.subtitle} testId={`${action}-dialog`} onClose={onClose}>
      <form className="action-dialog__form" onSubmit={onSubmit} noValidate>
        <label className="field">
          <span className="field__label">Reason</span>
          <textarea
            className="field__input action-dialog__note"
            rows={3}
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
          className={action === 'suspend' ? 'btn btn--danger btn--block' : 'btn btn--gold btn--block'}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Sending…' : copy.confirm}
        </button>
      </form>
    </ActionDialog>
  );
}
