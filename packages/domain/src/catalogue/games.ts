import type { Game, GameTheme, GameType } from '@casino/contracts';
import { sql, type Database, type GameRow, type Kysely } from '@casino/db';
import { formatMoney } from '../money.js';

export function toGame(
  row: GameRow,
  extra: Pick<Game, 'isHot' | 'isNew' | 'playsLast7Days'> = { isHot: false, isNew: false, playsLast7Days: 0 },
): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    type: row.type,
    category: row.category,
    theme: row.theme as GameTheme,
    rtp: Number(row.rtp),
    minBet: row.min_bet === null ? null : formatMoney(row.min_bet),
    maxBet: row.max_bet === null ? null : formatMoney(row.max_bet),
    imageUrl: row.image_url,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    ...extra,
  };
}

const DAY_MS = 86_400_000;
/** NEW: added to the catalogue in the last 30 days. */
export const NEW_GAME_DAYS = 30;
/** HOT: among the 3 most played games of the last 7 days (and played at all). */
export const HOT_GAME_COUNT = 3;

/** The catalogue with HOT and NEW from data (recent play volume, date added), not a coin flip. */
export async function listGames(
  db: Kysely<Database>,
  filter: { type?: GameType },
  now: Date,
): Promise<Game[]> {
  let query = db.selectFrom('games').selectAll().orderBy('id');
  if (filter.type) query = query.where('type', '=', filter.type);
  const rows = await query.execute();
  const plays = await db
    .selectFrom('game_sessions')
    .select(['game_id', sql<string>`count(*)`.as('plays')])
    .where('created_at', '>', new Date(now.getTime() - 7 * DAY_MS))
    .groupBy('game_id')
    .execute();
  const playsById = new Map(plays.map((p) => [p.game_id, Number(p.plays)]));
  const hot = new Set(
    [...playsById.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, HOT_GAME_COUNT)
      .map(([id]) => id),
  );
  return rows.map((row) =>
    toGame(row, {
      isHot: hot.has(row.id),
      isNew: now.getTime() - row.created_at.getTime() < NEW_GAME_DAYS * DAY_MS,
      playsLast7Days: playsById.get(row.id) ?? 0,
    }),
  );
}
