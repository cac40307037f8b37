import type { Database, Transaction } from '@casino/db';

export interface LockedPlayer {
  id: string;
  friends_count: number;
  suspended_at: Date | null;
}

/**
 * Locks the players' users rows in sorted id order (the fixed order every social write uses, so two
 * writes over the same pair wait for each other instead of deadlocking) and returns them by id; ids
 * that do not exist are missing from the map.
 */
export async function lockPlayers(
  trx: Transaction<Database>,
  userIds: readonly string[],
): Promise<Map<string, LockedPlayer>> {
  const locked = new Map<string, LockedPlayer>();
  for (const id of [...new Set(userIds)].sort()) {
    const row = await trx
      .selectFrom('users')
      .select(['id', 'friends_count', 'suspended_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (row) locked.set(row.id, row);
  }
  return locked;
}
