import type { Database, Kysely, Transaction } from '@casino/db';

type Reader = Kysely<Database> | Transaction<Database>;

/** Whether the two players are friends (friendships holds one row per side). */
export async function areFriends(db: Reader, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('friend_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either player blocked the other: they then see nothing of each other and cannot connect. */
export async function blockedEitherWay(db: Reader, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('blocked_user_id', '=', otherId)]),
        eb.and([eb('user_id', '=', otherId), eb('blocked_user_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the player's friends. */
export async function friendIdsOf(db: Reader, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.friend_id);
}
