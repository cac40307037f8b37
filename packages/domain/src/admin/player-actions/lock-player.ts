import type { Database, Transaction } from '@casino/db';
import { DomainError } from '../../errors.js';
import type { Staff } from '../staff-access.js';
import { playerNotFound } from './player-row.js';

/**
 * The player an action is about, locked for the rest of the transaction: two admins acting on one
 * player at once take turns, and the second sees what the first did (already suspended, say).
 */
export async function lockPlayer(trx: Transaction<Database>, userId: string) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'role', 'is_guest', 'password_hash', 'suspended_at', 'suspended_reason'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw playerNotFound();
  return row;
}

/** An admin's actions on a player are never on their own account (409 with what to do instead). */
export function refuseOwnAccount(staff: Staff, userId: string, what: string): void {
  if (staff.userId === userId)
    throw new DomainError('conflict', `You cannot ${what} your own account: ask another admin.`);
}
