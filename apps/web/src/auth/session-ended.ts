import { queryClient } from '../api/query-client';
import { currentUserQueryKey } from './use-auth';

/**
 * The close code the room server sends when the player's session ended elsewhere: a sign-out in
 * another tab, or staff suspending the account or resetting its password (apps/rooms player-sockets).
 */
export const SIGNED_OUT_CLOSE_CODE = 4001;

/**
 * The session ended while a page was open: read the signed-in user again. The answer is a 401, so
 * the app shows the landing page in place (every signed-in path does while signed out).
 */
export function recheckSession(): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
