import { sql, type Kysely } from 'kysely';

/**
 * Friends (issue 17): users.social_level starts at 0, the level the social level formula gives a
 * player with no activity (0001 made it 1, so a new player's first friend or round would have kept or
 * lowered their level instead of raising it). Players with no activity and no friends yet get 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .alterColumn('social_level', (c) => c.setDefault(0))
    .execute();
  await sql`update users set social_level = 0
    where friends_count = 0 and not exists (select 1 from social_activity where social_activity.user_id = users.id)`.execute(
    db,
  );
}
