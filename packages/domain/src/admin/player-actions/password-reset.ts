import { randomBytes } from 'node:crypto';
import type { PasswordResetResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { hashPassword } from '../../accounts/password.js';
import { DomainError } from '../../errors.js';
import { destroyUserSessions } from '../../sessions/session-store.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import { lockPlayer, refuseOwnAccount } from './lock-player.js';

/** 18 random bytes: 24 characters of base64url, 144 bits, shown to the admin once. */
const TEMPORARY_PASSWORD_BYTES = 18;

export const temporaryPassword = (): string => randomBytes(TEMPORARY_PASSWORD_BYTES).toString('base64url');

/**
 * Replaces a player's password with a random temporary one (issue 15) and ends every session they
 * have: the admin reads it out once (it is stored only as its hash, and never in the audit log).
 * A guest has no password to reset (409). The caller closes the player's room connections.
 */
export async function resetPlayerPassword(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
): Promise<PasswordResetResponse> {
  refuseOwnAccount(staff, userId, 'reset the password of');
  const password = temporaryPassword();
  // Hashed before the transaction: scrypt takes a few hundred milliseconds, no row lock waits on it.
  const passwordHash = await hashPassword(password);
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    const player = await lockPlayer(trx, userId);
    if (player.password_hash === null)
      throw new DomainError('conflict', 'This player is a guest without a password: there is none to reset.');
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    const ended = await destroyUserSessions(trx, userId);
    await recordAdminAction(trx, staff, {
      action: 'player.reset_password',
      targetKind: 'player',
      targetId: userId,
      before: null,
      after: { sessionsEnded: ended.length },
    });
    return ended.length;
  });
  return { temporaryPassword: password, sessionsEnded };
}
