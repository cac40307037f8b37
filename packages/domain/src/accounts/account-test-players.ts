import { promisify } from 'node:util';
import type { Database, Kysely } from '@casino/db';
import { DatabaseSessionStore, type SessionData } from '../sessions/session-store.js';
import { createGuest } from './accounts.js';
import { hashPassword } from './password.js';

// Test helpers of the account tests (issue 18): registered players without paying a password hash
// each (one hash is made per password and reused), and signed-in sessions written by the real store.

const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A registered player with this email and password (a guest upgraded in place, as registering does). */
export async function registeredPlayer(
  db: Kysely<Database>,
  email: string,
  password = 'a-good-password',
  extra: { verified?: boolean } = {},
): Promise<string> {
  const id = await createGuest(db);
  await db
    .updateTable('users')
    .set({
      email,
      password_hash: await hashOf(password),
      first_name: 'Test',
      last_name: 'Player',
      date_of_birth: '1990-01-01',
      is_guest: false,
      email_verified_at: extra.verified ? new Date() : null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Writes a signed-in session through the api's own session store. */
export async function signedInSession(
  db: Kysely<Database>,
  sid: string,
  userId: string,
  now: Date,
  extra: Partial<SessionData> = {},
): Promise<void> {
  const store = new DatabaseSessionStore(db, () => now);
  await promisify(store.set.bind(store))(sid, { userId, signedInAt: now.getTime(), ...extra });
}

/** The sessions of a player that still sign anyone in at `now`. */
export async function liveSids(db: Kysely<Database>, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('sid')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('sid')
    .execute();
  return rows.map((row) => row.sid);
}

/** The mail queued to an address, oldest first. */
export function mailTo(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
}

/** The token in a mailed link (…?token=XYZ). */
export function tokenInMail(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no token in mail:\n${text}`);
  return match[1];
}
