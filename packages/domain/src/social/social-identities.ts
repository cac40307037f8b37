import { SOCIAL_CONNECT_BONUS, type SocialConnection, type SocialProvider } from '@casino/contracts';
import {
  pgConstraint,
  pgErrorCode,
  PgErrorCode,
  type Database,
  type Kysely,
  type Transaction,
} from '@casino/db';
import { accountSuspended, createSocialPlayer } from '../accounts/accounts.js';
import { DomainError } from '../errors.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { parseMoney } from '../money.js';

/**
 * Provider identities (issue 17): a (provider, subject) pair is linked to one account at a time
 * (social_identities_linked), an account has at most one identity per provider
 * (social_identities_one_per_provider). An account is found by its identity, never by email.
 */

/** What a provider told us about the person who signed in. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (OpenID `sub`). */
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  instagram: 'Instagram',
};

const SOCIAL_CONNECT_BONUS_UNITS = parseMoney(SOCIAL_CONNECT_BONUS);

export const identityLinkedElsewhere = (provider: SocialProvider) =>
  new DomainError(
    'identity_linked_elsewhere',
    `This ${PROVIDER_NAMES[provider]} account is already linked to another player.`,
  );
const providerAlreadyLinked = (provider: SocialProvider) =>
  new DomainError(
    'provider_already_linked',
    `Your account already has a ${PROVIDER_NAMES[provider]} account linked; unlink it first.`,
  );

/**
 * The connect bonus: SOCIAL_CONNECT_BONUS coins from the promotions account, once per account ever.
 * The ledger's idempotency key makes a second payment (a relink, a concurrent link) a replay.
 * Returns whether it was paid now.
 */
async function payConnectBonus(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const result = await postTransfer(
    trx,
    move(promotions(), wallet(userId), SOCIAL_CONNECT_BONUS_UNITS, {
      kind: 'social_connect_bonus',
      currency: 'coins',
      idempotencyKey: `social-connect-bonus:${userId}`,
    }),
  );
  return !result.replayed;
}

const displayNameOf = (identity: ProviderIdentity): string | null =>
  [identity.firstName, identity.lastName].filter(Boolean).join(' ') || null;

async function insertIdentity(
  trx: Transaction<Database>,
  userId: string,
  identity: ProviderIdentity,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('social_identities')
    .values({
      user_id: userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      display_name: displayNameOf(identity),
      created_at: now,
      last_sync_at: now,
    })
    .execute();
}

const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  pgErrorCode(error) === PgErrorCode.uniqueViolation && pgConstraint(error) === constraint;

/** Signs into the linked account: refreshes what the provider said; a suspended account is refused. */
async function signInLinked(
  db: Kysely<Database>,
  identity: ProviderIdentity,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('social_identities as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 'u.suspended_at'])
      .where('s.provider', '=', identity.provider)
      .where('s.subject', '=', identity.subject)
      .where('s.unlinked_at', 'is', null)
      .executeTakeFirst();
    if (!linked) return null;
    if (linked.suspended_at !== null) throw accountSuspended();
    await trx
      .updateTable('social_identities')
      .set({
        last_sync_at: now,
        email: identity.email,
        ...(displayNameOf(identity) ? { display_name: displayNameOf(identity) } : {}),
      })
      .where('id', '=', linked.id)
      .execute();
    return linked.user_id;
  });
}

export interface SocialSignIn {
  userId: string;
  /** A new account was created for this identity. */
  created: boolean;
}

/**
 * Signing in with a provider while signed out: the account linked to (provider, subject), or else a
 * new guest account (createSocialPlayer) linked to it and paid the connect bonus, all in one
 * transaction. Two first sign-ins at once create one account: the loser of the unique index signs
 * into the winner's. `mayCreate` runs before an account is created (the guest limits).
 */
export async function signInWithIdentity(
  db: Kysely<Database>,
  identity: ProviderIdentity,
  options: { now: Date; mayCreate?: () => Promise<void> },
): Promise<SocialSignIn> {
  const existing = await signInLinked(db, identity, options.now);
  if (existing) return { userId: existing, created: false };
  await options.mayCreate?.();
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const id = await createSocialPlayer(trx, {
        firstName: identity.firstName,
        lastName: identity.lastName,
      });
      await insertIdentity(trx, id, identity, options.now);
      await payConnectBonus(trx, id);
      return id;
    });
    return { userId, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'social_identities_linked')) throw error;
    const winner = await signInLinked(db, identity, options.now);
    if (!winner) throw error;
    return { userId: winner, created: false };
  }
}

export interface SocialLink {
  /** The identity was already linked to this account (nothing changed but its sync time). */
  alreadyLinked: boolean;
  /** The connect bonus was paid by this link (the account's first). */
  bonusPaid: boolean;
}

/**
 * A signed-in player links a provider identity to their account. Refused when the identity belongs
 * to another account or the account already has one of this provider. The account row is locked so
 * one account's links are serialised; the first link ever pays the connect bonus.
 */
export async function linkIdentity(
  db: Kysely<Database>,
  userId: string,
  identity: ProviderIdentity,
  now: Date,
): Promise<SocialLink> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('suspended_at')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw new DomainError('unauthorized', 'Unauthorized');
      if (user.suspended_at !== null) throw accountSuspended();
      const linked = await trx
        .selectFrom('social_identities')
        .select(['id', 'user_id'])
        .where('provider', '=', identity.provider)
        .where('subject', '=', identity.subject)
        .where('unlinked_at', 'is', null)
        .executeTakeFirst();
      if (linked && linked.user_id !== userId) throw identityLinkedElsewhere(identity.provider);
      if (linked) {
        await trx
          .updateTable('social_identities')
          .set({ last_sync_at: now, email: identity.email })
          .where('id', '=', linked.id)
          .execute();
        return { alreadyLinked: true, bonusPaid: false };
      }
      await insertIdentity(trx, userId, identity, now);
      return { alreadyLinked: false, bonusPaid: await payConnectBonus(trx, userId) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'social_identities_linked'))
      throw identityLinkedElsewhere(identity.provider);
    if (isUniqueViolation(error, 'social_identities_one_per_provider'))
      throw providerAlreadyLinked(identity.provider);
    throw error;
  }
}

/**
 * DELETE /api/social/connections/:id. Refused when it is the account's last way to sign in (no
 * password and no other linked identity). The account row is locked, so two unlinks at once cannot
 * both pass that check.
 */
export async function unlinkIdentity(
  db: Kysely<Database>,
  userId: string,
  connectionId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new DomainError('unauthorized', 'Unauthorized');
    const active = await trx
      .selectFrom('social_identities')
      .select(['id', 'provider'])
      .where('user_id', '=', userId)
      .where('unlinked_at', 'is', null)
      .execute();
    const target = active.find((row) => row.id.toString() === connectionId);
    if (!target) throw new DomainError('not_found', 'No such connected account');
    if (user.password_hash === null && active.length === 1) {
      throw new DomainError(
        'last_sign_in_method',
        `${PROVIDER_NAMES[target.provider]} is your only way to sign in: register with an email and password, or link another account, before unlinking it.`,
      );
    }
    await trx
      .updateTable('social_identities')
      .set({ unlinked_at: now })
      .where('id', '=', target.id)
      .execute();
  });
}

/**
 * GET /api/social/connections: the account's linked identities, oldest first. isActive says whether
 * the provider can sign in here now (it is configured).
 */
export async function socialConnections(
  db: Kysely<Database>,
  userId: string,
  isAvailable: (provider: SocialProvider) => boolean,
): Promise<SocialConnection[]> {
  const rows = await db
    .selectFrom('social_identities')
    .select(['id', 'provider', 'last_sync_at', 'email', 'display_name'])
    .where('user_id', '=', userId)
    .where('unlinked_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id.toString(),
    platform: row.provider,
    lastSync: row.last_sync_at.toISOString(),
    isActive: isAvailable(row.provider),
    accountLabel: row.display_name ?? row.email,
  }));
}
