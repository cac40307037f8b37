import type { RgSessionStatus } from '@casino/contracts';
import { queryClient } from '../../api/query-client';

/** GET /api/responsible-gaming/session: read in the background on every signed-in page. */
export const rgSessionKey = ['/api/responsible-gaming/session'] as const;
/** GET /api/responsible-gaming: the page's whole status. */
export const rgStatusKey = ['/api/responsible-gaming'] as const;

/** A play or purchase was refused by a limit, a break or an exclusion: show the new state at once. */
export function refreshResponsibleGaming(): void {
  void queryClient.invalidateQueries({ queryKey: rgSessionKey });
  void queryClient.invalidateQueries({ queryKey: rgStatusKey });
}

/**
 * After a settled play: the first wager of a session starts the reality check's clock, so it is read
 * again then, and only then (a player without a reality check costs no request per play).
 */
export function noteWagerForRealityCheck(): void {
  const known = queryClient.getQueryData<RgSessionStatus>(rgSessionKey);
  if (known?.realityCheck.intervalMinutes != null && known.playSession.startedAt === null)
    void queryClient.invalidateQueries({ queryKey: rgSessionKey });
}
