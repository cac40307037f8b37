import { randomInt } from 'node:crypto';
import { REFERRAL_QUALIFYING_ROUNDS, REFERRAL_REWARD, type ReferralSummary } from '@casino/contracts';
import { pgErrorCode, PgErrorCode, type Database, type Kysely, type Transaction } from '@casino/db';
import { DomainError } from '../errors.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney, parseMoney } from '../money.js';
import { PLAYER_CARD_COLUMNS, toPlayerCard } from './player-cards.js';
import { playersWithMarketingPaused } from '../responsible-gaming/marketing.js';

/**
 * Referrals (issue 17). Each player has a code (users.referral_code, made on first use) and a link
 * `<origin>/?ref=CODE`. A new player who signs up with a code is recorded as referred (one referrals
 * row per referred player, never oneself). The referrer is paid REFERRAL_REWARD (1,000 coins) from
 * the promotions account once the referred player is registered (not a guest) and has played
 * REFERRAL_QUALIFYING_ROUNDS settled rounds (social_activity.rounds_played): checked by the feed's
 * projection after it counts rounds, and by registration (a guest who already played enough).
 *
 * Once per referred player: the referrals row is locked and qualified_at checked under the lock,
 * and the ledger's idempotency key `referral:<referredUserId>` would refuse a second payment. Both
 * checkers write their own fact first (the rounds; the registration, which holds the users row) and
 * read the other's after taking the lock, so of a registration and a projection at once, the one
 * that commits second sees both facts and pays.
 */

/** No 0/O, 1/I/L: a code read aloud or copied by hand is not mistaken. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const REWARD_UNITS = parseMoney(REFERRAL_REWARD);

export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET.charAt(random(REFERRAL_CODE_ALPHABET.length));
  return code;
}

/**
 * The player's referral code, made on first use: a random code, retried on the rare collision with
 * another player's (the unique constraint decides); two first uses at once agree on one code.
 */
export async function referralCodeOf(
  db: Kysely<Database>,
  userId: string,
  random?: (max: number) => number,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const row = await db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (row.referral_code !== null) return row.referral_code;
    try {
      const set = await db
        .updateTable('users')
        .set({ referral_code: newReferralCode(random) })
        .where('id', '=', userId)
        .where('referral_code', 'is', null)
        .returning('referral_code')
        .executeTakeFirst();
      if (set?.referral_code) return set.referral_code;
    } catch (error) {
      // Another player holds this code: draw again.
      if (pgErrorCode(error) !== PgErrorCode.uniqueViolation) throw error;
    }
  }
  throw new Error('no free referral code after 10 attempts');
}

/** The link a player shares: the site's origin with ?ref=CODE. */
export const referralLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;

// Refusals of a registration's code, worded as the api words a field's validation error.
export const unknownReferralCode = () =>
  new DomainError('validation_error', 'body.referralCode: Unknown referral code', { field: 'referralCode' });

/**
 * Records that `referredUserId` came with `code`, in the sign-up's transaction. An unknown code or
 * the player's own is refused ('refuse': registration) or left aside ('ignore': a guest sign-up, which
 * should not fail over a stale link). A player already referred keeps their first referrer.
 */
export async function recordReferral(
  trx: Transaction<Database>,
  referredUserId: string,
  code: string,
  mode: 'refuse' | 'ignore',
  now: Date,
): Promise<void> {
  const referrer = await trx
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!referrer || referrer.id === referredUserId) {
    if (mode === 'ignore') return;
    if (!referrer) throw unknownReferralCode();
    throw new DomainError('validation_error', 'body.referralCode: You cannot use your own referral code', {
      field: 'referralCode',
    });
  }
  await trx
    .insertInto('referrals')
    .values({ referred_user_id: referredUserId, referrer_user_id: referrer.id, created_at: now })
    .onConflict((oc) => oc.column('referred_user_id').doNothing())
    .execute();
}

/**
 * Pays the referrers of these players whose referral qualifies now (registered, enough rounds), once
 * each. Call after writing the caller's own fact (rounds counted, registration) in the same
 * transaction. Returns the referred players whose referral was paid now.
 */
export async function payQualifiedReferrals(
  trx: Transaction<Database>,
  referredUserIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (referredUserIds.length === 0) return [];
  const pending = await trx
    .selectFrom('referrals')
    .select(['referred_user_id', 'referrer_user_id'])
    .where('referred_user_id', 'in', [...new Set(referredUserIds)])
    .where('qualified_at', 'is', null)
    .orderBy('referred_user_id')
    .forUpdate()
    .execute();
  if (pending.length === 0) return [];
  // Responsible gaming: a referrer on a break or self-excluded is paid once it ends (the referral
  // stays unqualified, and qualifies at the referred player's next counted round).
  const paused = await playersWithMarketingPaused(
    trx,
    pending.map((p) => p.referrer_user_id),
    now,
  );
  const ids = pending.map((p) => p.referred_user_id);
  const users = await trx
    .selectFrom('users')
    .leftJoin('social_activity', 'social_activity.user_id', 'users.id')
    .select(['users.id', 'users.is_guest', 'social_activity.rounds_played'])
    .where('users.id', 'in', ids)
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const paid: string[] = [];
  for (const referral of pending) {
    const user = byId.get(referral.referred_user_id);
    if (!user || user.is_guest || (user.rounds_played ?? 0) < REFERRAL_QUALIFYING_ROUNDS) continue;
    if (paused.has(referral.referrer_user_id)) continue;
    const transfer = await postTransfer(
      trx,
      move(promotions(), wallet(referral.referrer_user_id), REWARD_UNITS, {
        kind: 'referral_reward',
        currency: 'coins',
        idempotencyKey: `referral:${referral.referred_user_id}`,
        memo: { referredUserId: referral.referred_user_id },
      }),
    );
    await trx
      .updateTable('referrals')
      .set({ qualified_at: now, reward_transaction_id: transfer.transactionId })
      .where('referred_user_id', '=', referral.referred_user_id)
      .execute();
    paid.push(referral.referred_user_id);
  }
  return paid;
}

/** GET /api/social/referrals: the code and link, counts, coins earned and the latest 20 referred players. */
export async function getReferralSummary(
  db: Kysely<Database>,
  userId: string,
  origin: string,
): Promise<ReferralSummary> {
  const code = await referralCodeOf(db, userId);
  const counts = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<string>().as('referred'),
      eb.fn.count<string>('qualified_at').as('qualified'),
    ])
    .where('referrer_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referred_user_id')
    .select([...PLAYER_CARD_COLUMNS, 'referrals.created_at', 'referrals.qualified_at'])
    .where('referrals.referrer_user_id', '=', userId)
    .orderBy('referrals.created_at', 'desc')
    .orderBy('referrals.referred_user_id')
    .limit(20)
    .execute();
  const qualified = Number(counts.qualified);
  return {
    code,
    link: referralLink(origin, code),
    referred: Number(counts.referred),
    qualified,
    coinsEarned: formatMoney(REWARD_UNITS * BigInt(qualified)),
    reward: REFERRAL_REWARD,
    qualifyingRounds: REFERRAL_QUALIFYING_ROUNDS,
    recent: recent.map((r) => ({
      player: toPlayerCard(r),
      joinedAt: new Date(r.created_at).toISOString(),
      qualifiedAt: r.qualified_at ? new Date(r.qualified_at).toISOString() : null,
    })),
  };
}
