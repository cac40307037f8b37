import { randomUUID } from 'node:crypto';
import { ACCOUNT_SUSPENDED_MESSAGE, STARTING_GRANT, type RegisterRequest } from '@casino/contracts';
import {
  pgConstraint,
  pgErrorCode,
  PgErrorCode,
  sql,
  type Database,
  type Kysely,
  type Transaction,
} from '@casino/db';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { openWallets, promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { parseMoney } from '../money.js';
import { payQualifiedReferrals, recordReferral } from '../social/referrals.js';
import { isOfAge } from './age.js';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.js';

/**
 * Creates a player with wallets and pays the starting grant (10,000 coins and 10 sweepstakes coins)
 * from the promotions account, all in the caller's transaction. The idempotency key is per player,
 * so the grant can never be paid twice to one account.
 */
async function createPlayer(
  trx: Transaction<Database>,
  fields: {
    email: string | null;
    passwordHash: string | null;
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('users')
    .values({
      id,
      email: fields.email,
      password_hash: fields.passwordHash,
      first_name: fields.firstName,
      last_name: fields.lastName,
      date_of_birth: fields.dateOfBirth,
      is_guest: fields.email === null,
    })
    .execute();
  await openWallets(trx, id);
  const grants = [
    ['coins', parseMoney(STARTING_GRANT.coins)],
    ['sweeps', parseMoney(STARTING_GRANT.sweepstakesCoins)],
  ] as const;
  for (const [currency, amount] of grants) {
    await postTransfer(
      trx,
      move(promotions(), wallet(id), amount, {
        kind: 'signup_grant',
        currency,
        idempotencyKey: `signup_grant:${currency}:${id}`,
      }),
    );
  }
  return id;
}

/**
 * POST /api/auth/guest: a new player of their own, so no two visitors share an account. A referral
 * code is recorded when it names a player (a stale or mistyped link does not stop the sign-up).
 */
export function createGuest(
  db: Kysely<Database>,
  options: { referralCode?: string | undefined; now?: Date } = {},
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await createPlayer(trx, {
      email: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
    });
    if (options.referralCode !== undefined)
      await recordReferral(trx, id, options.referralCode, 'ignore', options.now ?? new Date());
    return id;
  });
}

/**
 * A player created by signing in with a provider (issue 17): no email, password nor date of birth,
 * so it is a guest account (is_guest) with the guest's starting grant, in the caller's transaction.
 * Registering later (email, password, an 18+ date of birth) upgrades it like any guest.
 */
export function createSocialPlayer(
  trx: Transaction<Database>,
  names: { firstName: string | null; lastName: string | null },
): Promise<string> {
  return createPlayer(trx, {
    email: null,
    passwordHash: null,
    firstName: names.firstName,
    lastName: names.lastName,
    dateOfBirth: null,
  });
}

/** A suspended account signing in (issue 15): refused until an admin reinstates it. */
export const accountSuspended = () => new DomainError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);

const emailTaken = () => new DomainError('email_taken', 'An account with this email already exists');

/**
 * POST /api/auth/register. A signed-in guest keeps their account (and balance) and gains credentials;
 * anyone else gets a new player with the starting grant. Players under 18 are refused. A referral
 * code must name another player ('Unknown referral code'); a guest who came referred and already
 * played the qualifying rounds makes their referrer's reward due now (referrals.ts).
 */
export async function register(
  db: Kysely<Database>,
  input: RegisterRequest,
  options: { clock: Clock; guestUserId?: string | null },
): Promise<string> {
  if (!isOfAge(input.dateOfBirth, options.clock())) {
    throw new DomainError('underage', 'You must be 18 or older to register', { field: 'dateOfBirth' });
  }
  const passwordHash = await hashPassword(input.password);
  const fields = {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
  };
  const now = options.clock();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await upgradeOrCreate(trx);
      if (input.referralCode !== undefined) await recordReferral(trx, id, input.referralCode, 'refuse', now);
      await payQualifiedReferrals(trx, [id], now);
      return id;
    });
  } catch (error) {
    if (pgErrorCode(error) === PgErrorCode.uniqueViolation && pgConstraint(error) === 'users_email_unique')
      throw emailTaken();
    throw error;
  }

  async function upgradeOrCreate(trx: Transaction<Database>): Promise<string> {
    if (options.guestUserId) {
      const guest = await trx
        .selectFrom('users')
        .select('suspended_at')
        .where('id', '=', options.guestUserId)
        .executeTakeFirst();
      if (guest && guest.suspended_at !== null) throw accountSuspended();
      const upgraded = await trx
        .updateTable('users')
        .set({
          email: fields.email,
          password_hash: fields.passwordHash,
          first_name: fields.firstName,
          last_name: fields.lastName,
          date_of_birth: fields.dateOfBirth,
          is_guest: false,
        })
        .where('id', '=', options.guestUserId)
        .where('is_guest', '=', true)
        .returning('id')
        .executeTakeFirst();
      if (upgraded) return upgraded.id;
    }
    return createPlayer(trx, fields);
  }
}

/** Checks an email and password; the same work is done for an unknown email, so timing does not tell. */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  if (!row?.password_hash || !ok) throw new DomainError('invalid_credentials', 'Invalid email or password');
  // Only told to whoever knows the password, so the refusal does not reveal which emails are suspended.
  if (row.suspended_at !== null) throw accountSuspended();
  if (needsRehash(row.password_hash)) {
    // A hash from before the parameters were raised: replace it now that the password is known
    // (only if nobody changed it meanwhile).
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', row.id)
      .where('password_hash', '=', row.password_hash)
      .execute();
  }
  return row.id;
}

/**
 * A seeded account (demo player, admin): created with the configured password when missing. An
 * existing account keeps its password (the admin may have changed it since) unless `resetPassword`
 * asks for the configured one again; its role follows the configuration either way (the configured
 * admin is always an admin; the demo player always a player).
 */
export async function ensureAccount(
  db: Kysely<Database>,
  account: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role: 'player' | 'admin';
    resetPassword: boolean;
  },
): Promise<string> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.email.toLowerCase())
    .executeTakeFirst();
  if (existing) {
    const passwordHash = account.resetPassword ? await hashPassword(account.password) : null;
    await db
      .updateTable('users')
      .set((eb) => ({
        role: account.role,
        // A configured address counts as verified (issue 18: nobody follows a link for it).
        email_verified_at: eb.fn.coalesce('email_verified_at', sql<Date>`now()`),
        ...(account.resetPassword ? { password_hash: passwordHash } : {}),
      }))
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const passwordHash = await hashPassword(account.password);
  const id = await db.transaction().execute((trx) =>
    createPlayer(trx, {
      email: account.email.toLowerCase(),
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      dateOfBirth: null,
    }),
  );
  await db
    .updateTable('users')
    .set({ role: account.role, email_verified_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return id;
}
