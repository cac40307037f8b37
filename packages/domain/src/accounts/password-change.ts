import { ErrorCode, type PasswordChange } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { queueMail } from '../social/mail-outbox.js';
import { forgotPasswordLink, passwordChangedMail } from './account-mail.js';
import { checkCurrentPassword } from './account-guards.js';
import { endSessions } from './account-sessions.js';
import { voidTokens } from './account-tokens.js';
import { hashPassword } from './password.js';

/**
 * POST /api/account/password (issue 18): the current password is typed again; the new one replaces
 * it, every other session of the account ends (the one asking stays signed in), unused reset links
 * are voided, and the verified address is told. Returns the ended session ids, whose room
 * connections the api closes.
 */
export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  request: PasswordChange,
  context: { currentSid: string; origin: string; now: Date },
): Promise<string[]> {
  const current = await checkCurrentPassword(db, userId, request.currentPassword, 'currentPassword');
  if (request.newPassword === request.currentPassword)
    throw new DomainError(ErrorCode.validation, 'body.newPassword: must differ from your current password', {
      field: 'newPassword',
    });
  const newHash = await hashPassword(request.newPassword);
  return db.transaction().execute(async (trx) => {
    // Only over the hash the current password was checked against: two changes at once do not both win.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('id', '=', userId)
      .where('password_hash', '=', current.passwordHash)
      .returning(['email', 'email_verified_at'])
      .executeTakeFirst();
    if (!changed)
      throw new DomainError(ErrorCode.conflict, 'Your password was changed meanwhile. Sign in again.');
    const ended = await endSessions(trx, userId, { exceptSid: context.currentSid }, context.now);
    await voidTokens(trx, userId, 'reset_password', context.now);
    if (changed.email !== null && changed.email_verified_at !== null)
      await queueMail(trx, passwordChangedMail(changed.email, forgotPasswordLink(context.origin)));
    return ended;
  });
}
