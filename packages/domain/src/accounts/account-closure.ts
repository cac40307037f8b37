import type { Database, Kysely } from '@casino/db';
import { checkCurrentPassword } from './account-guards.js';
import { endSessions } from './account-sessions.js';

export const CLOSED_ACCOUNT_REASON = 'Closed by the player';

/**
 * POST /api/account/close (issue 18; the Privacy Policy's "closing your account"): the player, with
 * their password, closes their account. In one transaction the personal data is erased (name, email,
 * date of birth, avatar, preferences, mailed links, linked sign-in providers), the account can no
 * longer be signed into (its email and password are replaced by values that match nothing; it is
 * marked suspended with the reason, which the back office shows), and every session ends. What the
 * law makes an operator keep stays, now attached to an account without a name: the ledger, game
 * rounds, purchases. Its balances stay in the ledger, forfeited. Returns the ended session ids.
 */
export async function closeAccount(
  db: Kysely<Database>,
  userId: string,
  password: string,
  now: Date,
): Promise<string[]> {
  await checkCurrentPassword(db, userId, password, 'password');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        email: `closed-${userId}@closed.invalid`,
        // Not a scrypt hash: verifyPassword refuses it for any password.
        password_hash: 'closed',
        email_verified_at: null,
        first_name: null,
        last_name: null,
        date_of_birth: null,
        profile_image_url: null,
        suspended_at: now,
        suspended_reason: CLOSED_ACCOUNT_REASON,
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('avatar_images').where('user_id', '=', userId).execute();
    await trx.deleteFrom('player_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('social_identities').where('user_id', '=', userId).execute();
    return endSessions(trx, userId, {}, now);
  });
}
