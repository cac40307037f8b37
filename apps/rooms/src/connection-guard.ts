import type { IncomingMessage } from 'node:http';
import { findSessionUser, type Clock, type SessionSigner } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';

export type UpgradeVerdict = { ok: true; userId: string } | { ok: false; status: 401 | 403; reason: string };

/** Host as URL normalises it, for comparison with an Origin header. */
function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Decides a WebSocket upgrade before any room sees it: the Origin must be this host or an allowed
 * origin (no cross-site WebSocket hijacking), and the session cookie must belong to a signed-in player.
 */
export async function verifyUpgrade(
  req: IncomingMessage,
  deps: { db: Kysely<Database>; signer: SessionSigner; clock: Clock; allowedOrigins: readonly string[] },
): Promise<UpgradeVerdict> {
  const origin = req.headers.origin;
  if (origin) {
    const sameHost = hostOf(origin) !== undefined && hostOf(origin) === hostOf(req.headers.host);
    const forwarded = req.headers['x-forwarded-host'];
    const sameForwarded = typeof forwarded === 'string' && hostOf(origin) === hostOf(forwarded);
    const allowed = deps.allowedOrigins.some(
      (o) => o.replace(/\/$/, '').toLowerCase() === origin.toLowerCase(),
    );
    if (!sameHost && !sameForwarded && !allowed) return { ok: false, status: 403, reason: 'foreign origin' };
  }
  const user = await findSessionUser(deps.db, req.headers.cookie, deps.signer, deps.clock);
  if (!user) return { ok: false, status: 401, reason: 'no valid session' };
  return { ok: true, userId: user.userId };
}
