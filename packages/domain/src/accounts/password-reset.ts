import type { PasswordResetConfirm } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { queueMail } from '../social/mail-outbox.js';
import { passwordResetMail, resetPasswordLink } from './account-mail.js';
import { endSessions } from './account-sessions.js';
import { consumeToken, invalidToken, isTokenLive, issueToken, voidTokens } from './account-tokens.js';
import { hashPassword } from './password.js';

/**
 * Password reset by email (issue 18).
 *
 * Asking (POST /api/account/password-reset) answers the same whether or not an account has the
 * address, and mails a link only to a registered, not suspended account with that email. The api
 * limits requests per address and per email before this runs. The link's token works once, for
 * PASSWORD_RESET_TTL_MS, and only the latest one mailed works.
 *
 * Resetting (POST /api/account/password-reset/confirm) spends the token and sets the new password
 * in one transaction, ends every session of the account, and marks the email verified (following
 * the link proved the player reads it). Two resets racing with the same token: one wins, the other
 * is refused and changes nothing.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  context: { origin: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('is_guest', '=', false)
      .where('password_hash', 'is not', null)
      .where('suspended_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user?.email) return;
    const token = await issueToken(trx, {
      userId: user.id,
      purpose: 'reset_password',
      email: user.email,
      now: context.now,
    });
    await queueMail(trx, passwordResetMail(user.email, resetPasswordLink(context.origin, token)));
  });
}

/** Sets the new password from a reset link; returns the player and the ended session ids. */
export async function resetPassword(
  db: Kysely<Database>,
  request: PasswordResetConfirm,
  now: Date,
): Promise<{ userId: string; endedSessions: string[] }> {
  // A link that cannot work is refused before any hashing (scrypt costs 128 MiB and a few hundred ms).
  if (!(await isTokenLive(db, { purpose: 'reset_password', token: request.token, now })))
    throw invalidToken();
  // Hashed before the transaction, which then holds its locks only for the writes.
  const newHash = await hashPassword(request.newPassword);
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, { purpose: 'reset_password', token: request.token, now });
    if (!used) throw invalidToken();
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: newHash,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', used.userId)
      .execute();
    await voidTokens(trx, used.userId, 'reset_password', now);
    const endedSessions = await endSessions(trx, used.userId, {}, now);
    return { userId: used.userId, endedSessions };
  });
}
