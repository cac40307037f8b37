import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  DEFAULT_INVITE_BET,
  type Friend,
  type FriendInviteResponse,
  type InviteGameType,
} from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { formatAmount } from '../../lib/format';
import { canSendInvite, gameLabelOf, INVITE_GAMES, inviteRequestOf, type InviteForm } from './social-model';
import { inviteFriend, refreshSocial } from './social-queries';

/**
 * The spec's friend invite dialog: game type and bet amount (default 50). Sending opens a private
 * table for the two of them; the answer's room code is shown with a button to go to the table.
 */
export function InviteDialog({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<InviteForm>({
    gameType: 'blackjack',
    betAmount: String(Number(DEFAULT_INVITE_BET)),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<FriendInviteResponse | null>(null);

  const send = useMutation({
    mutationFn: inviteFriend,
    onSuccess: (answer) => {
      setSent(answer);
      refreshSocial('invites', 'stats');
    },
    onError: (error) => {
      const reason = describeError(error);
      setProblem(reason);
      // Spec §8: the friend invite failure toast.
      toast({ variant: 'destructive', title: 'Failed to send invitation', description: reason });
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSendInvite(form, send.isPending)) return;
    const checked = inviteRequestOf(friend.id, form);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    send.mutate(checked.request);
  }

  const set = <K extends keyof InviteForm>(key: K, value: InviteForm[K]) => {
    setProblem(null);
    setForm((current) => ({ ...current, [key]: value }));
  };

  return (
    <dialog
      ref={dialogRef}
      className="p2p-dialog social-dialog"
      aria-labelledby={titleId}
      data-testid="invite-dialog"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {sent ? (
        <div className="p2p-dialog__panel">
          <button type="button" className="p2p-dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          <h2 id={titleId} className="p2p-dialog__title">
            Invitation sent
          </h2>
          <p className="p2p-dialog__subtitle">
            {friend.displayName} is invited to {gameLabelOf(sent.invite.gameType)} at{' '}
            {formatAmount(sent.invite.betAmount)} GC. Your private table is ready.
          </p>
          <p className="invite-code">
            <span className="invite-code__label">Room code</span>
            <strong className="invite-code__value" data-testid="invite-room-code">
              {sent.roomCode}
            </strong>
          </p>
          <button
            type="button"
            className="btn btn--gold btn--block"
            onClick={() => {
              onClose();
              void navigate(sent.invite.route);
            }}
          >
            Go to table
          </button>
        </div>
      ) : (
        <form className="p2p-dialog__panel" onSubmit={onSubmit} noValidate>
          <button type="button" className="p2p-dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          <h2 id={titleId} className="p2p-dialog__title">
            Invite {friend.displayName}
          </h2>
          <p className="p2p-dialog__subtitle">A private table for the two of you; the bet is its minimum.</p>
          <label className="field">
            <span className="field__label">Game type</span>
            <select
              className="field__input"
              name="gameType"
              value={form.gameType}
              onChange={(e) => set('gameType', e.target.value as InviteGameType)}
            >
              {INVITE_GAMES.map((game) => (
                <option key={game.type} value={game.type}>
                  {game.icon} {game.label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Bet amount</span>
            <input
              className="field__input"
              name="betAmount"
              inputMode="decimal"
              value={form.betAmount}
              onChange={(e) => set('betAmount', e.target.value)}
            />
          </label>
          {problem && (
            <p className="p2p-dialog__error" role="alert">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className="btn btn--gold btn--block"
            disabled={!canSendInvite(form, send.isPending)}
          >
            {send.isPending ? 'Sending…' : 'Send Invite'}
          </button>
        </form>
      )}
    </dialog>
  );
}
