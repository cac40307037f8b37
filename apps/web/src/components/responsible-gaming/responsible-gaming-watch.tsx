import type { RgSessionStatus } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { logOut } from '../../auth/auth-actions';
import { RealityCheckDialog } from './reality-check-dialog';
import { localTime, realityCheckDueIn, serverNow } from './rg-model';
import { rgSessionKey } from './rg-session';
import './responsible-gaming.css';

/** The longest a timer waits before the status is read again (a setTimeout cannot wait for days). */
const LONGEST_WAIT_MS = 10 * 60_000;

/**
 * Responsible gaming on every signed-in page: a strip saying a break or exclusion is in force (from
 * the moment of signing in) or that the session limit stopped play and when it resumes, and the
 * reality check when it comes due. The state comes from the server, read every minute.
 */
export function ResponsibleGamingWatch() {
  const session = useQuery<RgSessionStatus>({
    queryKey: rgSessionKey,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  const [checking, setChecking] = useState(false);
  const nextCheck = session.data?.playSession.nextRealityCheckAt ?? null;
  const serverTime = session.data?.serverTime ?? null;
  const receivedAt = session.dataUpdatedAt;

  useEffect(() => {
    if (nextCheck === null || serverTime === null || checking) return;
    const due = realityCheckDueIn(
      { nextRealityCheckAt: nextCheck },
      serverNow(serverTime, receivedAt, Date.now()),
    );
    if (due === null) return;
    const timer = setTimeout(
      () => {
        // Read again first: the session may have ended meanwhile, or another tab answered it.
        void session.refetch().then((fresh) => {
          const data = fresh.data;
          const still = data ? realityCheckDueIn(data.playSession, Date.parse(data.serverTime)) : null;
          if (still === 0) setChecking(true);
        });
      },
      Math.min(due, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
    // session.refetch is stable; the timer follows the next check's time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextCheck, serverTime, receivedAt, checking]);

  const keepPlaying = useMutation({
    mutationFn: () => apiJson<RgSessionStatus>('POST', '/api/responsible-gaming/reality-check/continue'),
    onSuccess: (fresh) => {
      queryClient.setQueryData(rgSessionKey, fresh);
      setChecking(false);
    },
  });

  const data = session.data;
  if (!data) return null;
  const { block, playSession } = data;
  return (
    <>
      {block ? (
        <div className="rg-strip rg-strip--block" role="status" data-testid="rg-block-strip">
          <span>
            {block.kind === 'break' ? 'You are taking a break' : 'You have excluded yourself'}
            {block.endsAt ? (
              <>
                {' '}
                until <strong>{localTime(block.endsAt)}</strong>
              </>
            ) : (
              <> indefinitely</>
            )}
            . Games, purchases and promotions are closed.
          </span>
          <Link to="/responsible-gaming">Responsible gaming</Link>
        </div>
      ) : (
        playSession.limitReached &&
        playSession.resumesAt && (
          <div className="rg-strip" role="status" data-testid="rg-session-strip">
            <span>
              Your session limit is reached. Play resumes at{' '}
              <strong>{localTime(playSession.resumesAt)}</strong>.
            </span>
            <Link to="/responsible-gaming">Responsible gaming</Link>
          </div>
        )
      )}
      {checking && (
        <RealityCheckDialog
          session={data}
          busy={keepPlaying.isPending}
          onContinue={() => keepPlaying.mutate()}
          onStop={logOut}
        />
      )}
    </>
  );
}
