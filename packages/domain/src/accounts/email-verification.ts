import {
  EMAIL_VERIFICATION_RESEND_MS,
  ErrorCode,
  type EmailChange,
  type EmailStatus,
} from '@casino/contracts';
import {
  pgConstraint,
  pgErrorCode,
  PgErrorCode,
  type Database,
  type Kysely,
  type Transaction,
} from '@casino/db';
import { DomainError } from '../errors.js';
import { maskEmail } from '../leaderboards/player-identity.js';
import { queueMail } from '../social/mail-outbox.js';
import { emailChangedMail, forgotPasswordLink, verificationMail, verifyEmailLink } from './account-mail.js';
import { consumeToken, invalidToken, issueToken, voidTokens } from './account-tokens.js';
import { checkCurrentPassword, registrationRequired } from './account-guards.js';

/**
 * Email verification (issue 18). Registering, and changing the email, mail a verification link to
 * the address; the account shows the email unverified until the link is followed. A change asks for
 * the password again, takes effect at once (sign-in uses the new address), tells the old address,
 * and voids every earlier verification link.
 */

interface MailContext {
  /** The site's public origin, for the link. */
  origin: string;
  now: Date;
}

/** Queues a verification mail for the account's current email, in the caller's transaction. */
export async function queueEmailVerification(
  trx: Transaction<Database>,
  input: { userId: string; email: string } & MailContext,
): Promise<void> {
  const token = await issueToken(trx, {
    userId: input.userId,
    purpose: 'verify_email',
    email: input.email,
    now: input.now,
  });
  await queueMail(trx, verificationMail(input.email, verifyEmailLink(input.origin, token)));
}

/** After registering (POST /api/auth/register): the first verification mail, unless already verified. */
export async function mailVerificationAfterRegistering(
  db: Kysely<Database>,
  userId: string,
  context: MailContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (user?.email && user.email_verified_at === null)
      await queueEmailVerification(trx, { userId, email: user.email, ...context });
  });
}

/** POST /api/account/email/verification: another verification mail (at most one a minute). */
export async function resendEmailVerification(
  db: Kysely<Database>,
  userId: string,
  context: MailContext,
): Promise<EmailStatus> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at', 'is_guest'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.is_guest || user.email === null) throw registrationRequired();
    if (user.email_verified_at !== null)
      throw new DomainError(ErrorCode.conflict, 'Your email address is already verified.');
    const last = await trx
      .selectFrom('account_tokens')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'verify_email')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waitMs = last
      ? last.created_at.getTime() + EMAIL_VERIFICATION_RESEND_MS - context.now.getTime()
      : 0;
    if (waitMs > 0)
      throw new DomainError(
        ErrorCode.rateLimited,
        `We just sent you a link. Try again in ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    await queueEmailVerification(trx, { userId, email: user.email, ...context });
    return { email: user.email, emailVerified: false };
  });
}

/** POST /api/account/email/verify: follows a verification link (signed in or not). */
export async function verifyEmail(db: Kysely<Database>, token: string, now: Date): Promise<EmailStatus> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, { purpose: 'verify_email', token, now });
    if (!used) throw invalidToken();
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', used.userId)
      .where('email_verified_at', 'is', null)
      .execute();
    return { email: used.email, emailVerified: true };
  });
}

const emailTaken = () => new DomainError(ErrorCode.emailTaken, 'An account with this email already exists');

/** POST /api/account/email: a new email, unverified until its link is followed. */
export async function changeEmail(
  db: Kysely<Database>,
  userId: string,
  request: EmailChange,
  context: MailContext,
): Promise<EmailStatus> {
  const current = await checkCurrentPassword(db, userId, request.password, 'password');
  if (current.email?.toLowerCase() === request.email)
    throw new DomainError(ErrorCode.validation, 'body.email: is already your email address', {
      field: 'email',
    });
  try {
    return await db.transaction().execute(async (trx) => {
      // Only if the account still has the email the password was checked against.
      const changed = await trx
        .updateTable('users')
        .set({ email: request.email, email_verified_at: null })
        .where('id', '=', userId)
        .where('email', '=', current.email)
        .returning('id')
        .executeTakeFirst();
      if (!changed)
        throw new DomainError(ErrorCode.conflict, 'Your email changed meanwhile. Reload the page.');
      await voidTokens(trx, userId, 'verify_email', context.now);
      await voidTokens(trx, userId, 'reset_password', context.now);
      await queueEmailVerification(trx, { userId, email: request.email, ...context });
      if (current.email !== null)
        await queueMail(
          trx,
          emailChangedMail(current.email, maskEmail(request.email), forgotPasswordLink(context.origin)),
        );
      return { email: request.email, emailVerified: false };
    });
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.uniqueViolation && pgConstraint(error) === 'users_email_unique')
      throw emailTaken();
    throw error;
  }
}
