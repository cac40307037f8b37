import type { CurrentUser } from '@casino/contracts';
import type { Database, Kysely, UserRow } from '@casino/db';
import type { Clock } from '../clock.js';
import { getWalletBalances, type WalletBalances } from '../ledger/balances.js';
import { formatMoney } from '../money.js';

/** The spec's current-user fields, from a user row and the wallet balances. */
export function toCurrentUser(row: UserRow, balances: WalletBalances, now: Date): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isVip: row.vip_until !== null && row.vip_until.getTime() > now.getTime(),
    isAdmin: row.role !== 'player',
    role: row.role,
    isGuest: row.is_guest,
    balance: formatMoney(balances.coins),
    sweepstakesCoins: formatMoney(balances.sweeps),
    totalWinsP2P: row.total_wins_p2p,
    totalLossesP2P: row.total_losses_p2p,
    skillRating: row.skill_rating,
    friendsCount: row.friends_count,
    socialLevel: row.social_level,
    createdAt: row.created_at.toISOString(),
  };
}

export async function loadCurrentUser(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<CurrentUser | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return toCurrentUser(row, await getWalletBalances(db, userId), clock());
}
