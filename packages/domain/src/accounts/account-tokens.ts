import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION_TTL_MS,
  ErrorCode,
  INVALID_TOKEN_MESSAGE,
  PASSWORD_RESET_TTL_MS,
} from '@casino/contracts';
import type { AccountTokenPurpose, Database, Kysely, Transaction } from '@casino/db';
import { DomainError } from '../errors.js';

/**
 * The secrets of mailed links (issue 18): verify an email, reset a password. A token is 32 random
 * bytes (base64url) that only the mail carries; the table keeps its SHA-256, so a copy of the
 * database opens nothing. Each is good once, until it expires, and only for the address it was sent
 * to while the account still has it. Issuing one voids the player's earlier unused ones of the same
 * purpose, so only the latest mail works.
 *
 * Using a token is one conditional UPDATE (unused, not void, not expired): of two requests racing
 * with the same token, PostgreSQL lets exactly one of them change the row.
 */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: EMAIL_VERIFICATION_TTL_MS,
  reset_password: PASSWORD_RESET_TTL_MS,
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const invalidToken = () => new DomainError(ErrorCode.invalidToken, INVALID_TOKEN_MESSAGE);

/** Makes a token for the player and purpose (voiding their earlier ones); returns the secret to mail. */
export async function issueToken(
  trx: Transaction<Database>,
  input: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<string> {
  await voidTokens(trx, input.userId, input.purpose, input.now);
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('account_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hashToken(token),
      email: input.email.toLowerCase(),
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
    })
    .execute();
  return token;
}

/** Voids the player's unused tokens of a purpose (a newer one was sent, the password changed). */
export async function voidTokens(
  trx: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('account_tokens')
    .set({ voided_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

/** Whether a token could be used now (a cheap look before costly work; consumeToken decides). */
export async function isTokenLive(
  db: Kysely<Database>,
  input: { purpose: AccountTokenPurpose; token: string; now: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(input.token))
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses a token once, in the caller's transaction: the player and address it was sent to, or null
 * when it is unknown, used, void, expired or of another purpose. When the account's email is no
 * longer that address the token is spent and refused (invalid).
 */
export async function consumeToken(
  trx: Transaction<Database>,
  input: { purpose: AccountTokenPurpose; token: string; now: Date },
): Promise<{ userId: string; email: string } | null> {
  const used = await trx
    .updateTable('account_tokens')
    .set({ used_at: input.now })
    .where('token_hash', '=', hashToken(input.token))
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (!used) return null;
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', used.user_id)
    .forUpdate()
    .executeTakeFirst();
  if (user?.email?.toLowerCase() !== used.email) return null;
  return { userId: used.user_id, email: used.email };
}
