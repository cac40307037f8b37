import { useMutation } from '@tanstack/react-query';
import type { SessionsEnded } from '@casino/contracts';
import { accountKeys, useAccountSessions } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { deviceLabel } from './account-model';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const refreshSessions = () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

/** Where the account is signed in, this device first; any other can be signed out from here. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const ended = (answer: SessionsEnded) => {
    refreshSessions();
    toast({
      title:
        answer.sessionsEnded === 1 ? 'Signed out 1 session' : `Signed out ${answer.sessionsEnded} sessions`,
      description: 'Those devices must sign in again.',
    });
  };
  const fail = (error: unknown) =>
    toast({ variant: 'destructive', title: 'Not signed out', description: describeError(error) });
  const endOne = useMutation({
    mutationFn: (id: string) => apiJson<SessionsEnded>('DELETE', `/api/account/sessions/${id}`),
    onSuccess: ended,
    onError: (error) => {
      refreshSessions();
      fail(error);
    },
  });
  const endOthers = useMutation({
    mutationFn: () => apiJson<SessionsEnded>('POST', '/api/account/sessions/end-others'),
    onSuccess: ended,
    onError: fail,
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="account-card account-card--wide" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="account-card__title">
        Active sessions
      </h2>
      <p className="account-card__lead">Every device and browser signed in to your account.</p>
      {sessions.isPending && <p className="account-note">Loading…</p>}
      {sessions.isError && (
        <p className="account-error" role="alert">
          {describeError(sessions.error)}
        </p>
      )}
      {sessions.data && (
        <ul className="session-list" aria-label="Signed-in sessions">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className={`session-item${session.current ? ' session-item--current' : ''}`}
              data-testid="session"
            >
              <div>
                <p className="session-item__device">
                  {deviceLabel(session.userAgent)}{' '}
                  {session.current && <span className="account-badge account-badge--ok">This device</span>}
                </p>
                <p className="session-item__meta">
                  {session.ip ?? 'Unknown address'}
                  {session.signedInAt && ` · signed in ${when.format(new Date(session.signedInAt))}`} · last
                  active {when.format(new Date(session.lastActiveAt))}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="account-form__actions">
        <button
          type="button"
          className="btn btn--purple"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </button>
        {sessions.data && others === 0 && <p className="account-note">This is your only session.</p>}
      </div>
    </section>
  );
}
