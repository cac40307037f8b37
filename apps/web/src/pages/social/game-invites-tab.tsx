import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { GameInvite } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { acceptInvite } from '../../components/live-channel/use-live-channel';
import { toast } from '../../components/toaster/toast-store';
import { PlayerAvatar } from './player-avatar';
import { expiryText, inviteStatusOf, inviteSummary } from './social-model';
import { answerGameInvite, refreshSocial, useGameInvites } from './social-queries';

/** The Game Invites tab: invites received (Accept opens the table, Decline) and sent (status, Cancel). */
export function GameInvitesTab({ now }: { now: number }) {
  const navigate = useNavigate();
  const invites = useGameInvites();
  const accept = useMutation({
    mutationFn: (invite: GameInvite) => acceptInvite(invite, (route) => void navigate(route)),
  });
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'decline' | 'cancel' }) =>
      answerGameInvite(id, action),
    onSuccess: (_res, { action }) =>
      toast({ title: action === 'decline' ? 'Invite declined' : 'Invite cancelled' }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not answer', description: describeError(error) }),
    onSettled: () => refreshSocial('invites', 'stats'),
  });
  const busy = accept.isPending || answer.isPending;

  if (invites.isLoading)
    return (
      <p className="social-status" role="status">
        Loading invites…
      </p>
    );
  if (invites.error)
    return (
      <p className="social-status social-status--error" role="alert">
        {describeError(invites.error)}
      </p>
    );
  const received = invites.data?.received ?? [];
  const sent = invites.data?.sent ?? [];
  return (
    <div className="social-columns">
      <section className="social-section" aria-labelledby="invites-received-title">
        <h2 id="invites-received-title" className="social-section__title">
          Received
        </h2>
        {received.length === 0 ? (
          <p className="social-status">No invites yet. Friends can invite you to a private table.</p>
        ) : (
          <ul className="social-list" data-testid="invites-received">
            {received.map((invite) => {
              const status = inviteStatusOf(invite, now);
              return (
                <li key={invite.id} className="social-row" data-testid="invite-received">
                  <PlayerAvatar player={invite.from} />
                  <div className="social-row__main">
                    <span className="social-row__name">{invite.from.displayName}</span>
                    <span className="social-row__meta">
                      {inviteSummary(invite)} · code {invite.roomCode}
                    </span>
                    <InviteStatus status={status} expiresAt={invite.expiresAt} now={now} />
                  </div>
                  {status === 'pending' && (
                    <div className="social-row__actions">
                      <button
                        type="button"
                        className="btn btn--gold btn--sm"
                        disabled={busy}
                        onClick={() => accept.mutate(invite)}
                      >
                        Accept
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        disabled={busy}
                        onClick={() => answer.mutate({ id: invite.id, action: 'decline' })}
                      >
                        Decline
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="social-section" aria-labelledby="invites-sent-title">
        <h2 id="invites-sent-title" className="social-section__title">
          Sent
        </h2>
        {sent.length === 0 ? (
          <p className="social-status">
            You have not invited anyone yet. Invite an online friend from the Friends tab.
          </p>
        ) : (
          <ul className="social-list" data-testid="invites-sent">
            {sent.map((invite) => {
              const status = inviteStatusOf(invite, now);
              return (
                <li key={invite.id} className="social-row" data-testid="invite-sent">
                  <PlayerAvatar player={invite.to} />
                  <div className="social-row__main">
                    <span className="social-row__name">{invite.to.displayName}</span>
                    <span className="social-row__meta">
                      {inviteSummary(invite)} · code {invite.roomCode}
                    </span>
                    <InviteStatus status={status} expiresAt={invite.expiresAt} now={now} />
                  </div>
                  <div className="social-row__actions">
                    {(status === 'pending' || status === 'accepted') && (
                      <button
                        type="button"
                        className="btn btn--purple btn--sm"
                        onClick={() => void navigate(invite.route)}
                      >
                        Go to table
                      </button>
                    )}
                    {status === 'pending' && (
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        disabled={busy}
                        onClick={() => answer.mutate({ id: invite.id, action: 'cancel' })}
                      >
                        Cancel
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function InviteStatus({
  status,
  expiresAt,
  now,
}: {
  status: GameInvite['status'];
  expiresAt: string;
  now: number;
}) {
  return (
    <span className={`invite-status invite-status--${status}`} data-testid="invite-status">
      {status === 'pending' ? expiryText(expiresAt, now) : status}
    </span>
  );
}
