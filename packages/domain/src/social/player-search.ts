import type { PlayerRelation, PlayerSearchResults } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { containsPattern } from '../admin/players/player-search.js';
import { PLAYER_CARD_COLUMNS, toPlayerCard } from './player-cards.js';

/** The most players one search returns. */
export const PLAYER_SEARCH_LIMIT = 20;

/**
 * GET /api/players/search?q=: players whose first name, last name or "first last" contains the
 * query (at least 2 characters, checked by the contract), case-insensitive; never matched by email.
 * Left out: the caller, suspended players, players without any name (guests who never gave one have
 * nothing to find them by), and players who blocked the caller or whom the caller blocked (so the
 * `blocked` relation never shows here; GET /api/friends/blocked lists those). Names starting with the
 * query come first, then by name; at most PLAYER_SEARCH_LIMIT. Each result says how the player
 * relates to the caller: friend, a request either way, or none.
 */
export async function searchPlayers(
  db: Kysely<Database>,
  userId: string,
  query: string,
): Promise<PlayerSearchResults> {
  const q = query.trim();
  const anywhere = containsPattern(q);
  const prefix = anywhere.slice(1);
  const fullName = sql<string>`coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')`;
  const rows = await db
    .selectFrom('users')
    .select(PLAYER_CARD_COLUMNS)
    .where('users.id', '<>', userId)
    .where('users.suspended_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('users.first_name', 'ilike', anywhere),
        eb('users.last_name', 'ilike', anywhere),
        eb(fullName, 'ilike', anywhere),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('player_blocks')
            .select('player_blocks.user_id')
            .where((b) =>
              b.or([
                b.and([
                  b('player_blocks.user_id', '=', userId),
                  b('player_blocks.blocked_user_id', '=', b.ref('users.id')),
                ]),
                b.and([
                  b('player_blocks.user_id', '=', b.ref('users.id')),
                  b('player_blocks.blocked_user_id', '=', userId),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy(sql`(users.first_name ilike ${prefix} or users.last_name ilike ${prefix})`, 'desc')
    .orderBy(sql`lower(coalesce(users.first_name, ''))`)
    .orderBy(sql`lower(coalesce(users.last_name, ''))`)
    .orderBy('users.id')
    .limit(PLAYER_SEARCH_LIMIT)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [friends, requests] = await Promise.all([
    db
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', userId)
      .where('friend_id', 'in', ids)
      .execute(),
    db
      .selectFrom('friend_requests')
      .select(['from_user_id', 'to_user_id'])
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', 'in', ids)]),
          eb.and([eb('to_user_id', '=', userId), eb('from_user_id', 'in', ids)]),
        ]),
      )
      .execute(),
  ]);
  const relations = new Map<string, PlayerRelation>();
  for (const request of requests)
    relations.set(
      request.from_user_id === userId ? request.to_user_id : request.from_user_id,
      request.from_user_id === userId ? 'request-sent' : 'request-received',
    );
  for (const friend of friends) relations.set(friend.friend_id, 'friend');
  return rows.map((row) => ({ ...toPlayerCard(row), relation: relations.get(row.id) ?? 'none' }));
}
