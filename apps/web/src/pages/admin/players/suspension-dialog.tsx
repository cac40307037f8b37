import { AdminDialog } from '../components/admin-dialog';
import { useSuspension, type SuspensionAction } from './player-actions';

const COPY: Record<SuspensionAction, { title: string; description: string; confirm: string }> = {
  suspend: {
    title: 'Suspend player',
    description:
      'Their sessions and table or room connections end at once, and they cannot sign in until reinstated.',
    confirm: 'Suspend player',
  },
  reinstate: {
    title: 'Reinstate player',
    description: 'They can sign in and play again.',
    confirm: 'Reinstate player',
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
  const mutation = useSuspension(userId, action);
  return (
    <AdminDialog
      title={`${copy.title}: ${playerName}`}
      description={copy.description}
      confirmLabel={copy.confirm}
      danger={action === 'suspend'}
      onConfirm={(reason) => mutation.mutateAsync({ reason })}
      onClose={onClose}
    />
  );
}
