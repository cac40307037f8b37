import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { isPastAbsoluteLifetime, SESSION_COOKIE_NAME } from './session-policy.js';
import type { SessionSigner } from './session-signer.js';
import type { SessionData } from './session-store.js';

/** Reads one cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The signed-in player behind a Cookie header, as the rooms see it at the WebSocket upgrade: the
 * same cookie, signature, stored session, idle expiry and absolute lifetime as the api.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  cookieHeader: string | undefined,
  signer: SessionSigner,
  clock: Clock,
): Promise<{ userId: string; sid: string } | null> {
  const signed = readCookie(cookieHeader, SESSION_COOKIE_NAME);
  if (!signed) return null;
  const unsigned = signer.unsign(signed);
  if (!unsigned.valid) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.data', 'sessions.expires_at', 'sessions.user_id', 'users.suspended_at'])
    .where('sessions.sid', '=', unsigned.value)
    .executeTakeFirst();
  const now = clock();
  // A suspended player's session (one written back by a request in flight) opens no room.
  if (!row?.user_id || row.suspended_at !== null || row.expires_at.getTime() <= now.getTime()) return null;
  const data = row.data as SessionData;
  if (data.signedInAt === undefined || isPastAbsoluteLifetime(data.signedInAt, now)) return null;
  return { userId: row.user_id, sid: unsigned.value };
}
