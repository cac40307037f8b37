import type { AdminPlayerRow } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';

export const playerNotFound = () => new DomainError('not_found', 'No player with that id.');

/**
 * A player as the back office's lists show them, read after an action so the answer is the player
 * as they are now: role, suspension, balances of both wallets and their last request.
 */
export async function adminPlayerRowOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<AdminPlayerRow> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.is_guest',
      'u.vip_until',
      'u.suspended_at',
      'u.created_at',
      (eb) =>
        eb
          .selectFrom('sessions as s')
          .select(sql<Date | null>`max(s.updated_at)`.as('at'))
          .whereRef('s.user_id', '=', 'u.id')
          .as('last_seen_at'),
      (eb) =>
        eb
          .selectFrom('accounts as a')
          .select('a.balance')
          .whereRef('a.user_id', '=', 'u.id')
          .where('a.kind', '=', 'wallet')
          .where('a.currency', '=', 'coins')
          .as('coins'),
      (eb) =>
        eb
          .selectFrom('accounts as a')
          .select('a.balance')
          .whereRef('a.user_id', '=', 'u.id')
          .where('a.kind', '=', 'wallet')
          .where('a.currency', '=', 'sweeps')
          .as('sweeps'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw playerNotFound();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isGuest: row.is_guest,
    isVip: row.vip_until !== null && row.vip_until.getTime() > now.getTime(),
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    balance: formatMoney(BigInt(row.coins ?? 0)),
    sweepstakesCoins: formatMoney(BigInt(row.sweeps ?? 0)),
  };
}
