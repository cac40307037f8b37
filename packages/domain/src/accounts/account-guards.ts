import { ErrorCode } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { accountSuspended } from './accounts.js';
import { verifyPassword } from './password.js';

/** Shared refusals of the account calls (issue 18). */

export const REGISTRATION_REQUIRED_MESSAGE =
  'Register with your email, a password and your date of birth (18+) first: guests have no email or password.';

export const registrationRequired = (message = REGISTRATION_REQUIRED_MESSAGE) =>
  new DomainError(ErrorCode.registrationRequired, message);

/**
 * The account's email and password hash after checking the password the player typed again (changing
 * the email or the password). A wrong one is a 400 naming the field; a guest must register first.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  userId: string,
  password: string,
  field: string,
): Promise<{ email: string | null; passwordHash: string }> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'password_hash', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (row.suspended_at !== null) throw accountSuspended();
  if (row.password_hash === null) throw registrationRequired();
  if (!(await verifyPassword(password, row.password_hash)))
    throw new DomainError(ErrorCode.validation, `body.${field}: is not your current password`, { field });
  return { email: row.email, passwordHash: row.password_hash };
}
