import type { IncomingMessage } from 'node:http';
import { isDatabaseBusy, isDatabaseUnavailable, type Database, type Kysely } from '@casino/db';
import { findSessionUser, type Clock, type SessionSigner } from '@casino/domain';
import { isAllowedOrigin } from './origin-policy.js';

export type UpgradeVerdict =
  { ok: true; userId: string; sid: string } | { ok: false; status: 401 | 403 | 503; reason: string };

/**
 * Decides a WebSocket upgrade before any room sees it: the Origin must be this host or an allowed
 * origin (no cross-site WebSocket hijacking), and the session cookie must belong to a signed-in player.
 * While the database cannot be asked the answer is 503, not a refusal of the player.
 */
export async function verifyUpgrade(
  req: IncomingMessage,
  deps: { db: Kysely<Database>; signer: SessionSigner; clock: Clock; allowedOrigins: readonly string[] },
): Promise<UpgradeVerdict> {
  if (!isAllowedOrigin(req.headers.origin, req.headers, deps.allowedOrigins))
    return { ok: false, status: 403, reason: 'foreign origin' };
  let user;
  try {
    user = await findSessionUser(deps.db, req.headers.cookie, deps.signer, deps.clock);
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return {
        ok: false,
        status: 503,
        reason: isDatabaseBusy(error) ? 'service busy' : 'service unavailable',
      };
    throw error;
  }
  if (!user) return { ok: false, status: 401, reason: 'no valid session' };
  return { ok: true, userId: user.userId, sid: user.sid };
}
