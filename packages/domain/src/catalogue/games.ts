import type { Game, GameTheme, GameType } from '@casino/contracts';
import { sql, type Database, type GameRow, type Kysely } from '@casino/db';
import { formatMoney } from '../money.js';
import { perDatabase } from '../per-database.js';

type FromData = Pick<Game, 'isHot' | 'isNew' | 'playsLast7Days'>;

/**
 * The badges a card shows: an admin's pin decides (hot → HOT, new → NEW, featured → FEATURED, none →
 * no badge); no pin (null) leaves HOT and NEW to the data.
 */
export function badgesOf(
  badge: GameRow['badge'],
  fromData: Pick<Game, 'isHot' | 'isNew'>,
): Pick<Game, 'isHot' | 'isNew' | 'isFeatured'> {
  if (badge === null) return { ...fromData, isFeatured: false };
  return { isHot: badge === 'hot', isNew: badge === 'new', isFeatured: badge === 'featured' };
}

export function toGame(
  row: GameRow,
  extra: FromData = { isHot: false, isNew: false, playsLast7Days: 0 },
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
    playsLast7Days: extra.playsLast7Days,
    ...badgesOf(row.badge, extra),
  };
}

const DAY_MS = 86_400_000;
/** NEW: added to the catalogue in the last 30 days. */
export const NEW_GAME_DAYS = 30;
/** HOT: among the 3 most played games of the last 7 days (and played at all). */
export const HOT_GAME_COUNT = 3;

/** How long one count of the last 7 days' plays serves the catalogue (per process and database). */
export const RECENT_PLAYS_TTL_MS = 10_000;

const recentPlaysOf = perDatabase(() => ({
  countedAt: Number.NEGATIVE_INFINITY,
  counting: null as Promise<Map<number, number>> | null,
}));

/**
 * Each game's settled rounds of the last 7 days, for HOT. Counting them reads every session of the
 * week (in production, millions), and every catalogue page asked for it (bench crowd: the second
 * costliest statement in PostgreSQL, 3.4 ms a call and growing with the week's play); a 7-day volume
 * barely moves in 10 s, so one count serves the process's pages that long, and pages that arrive
 * while it runs share it. The games rows themselves (an admin's change) are still read every time.
 */
function playsLast7DaysOf(db: Kysely<Database>, now: Date): Promise<Map<number, number>> {
  const cache = recentPlaysOf(db);
  const at = now.getTime();
  if (cache.counting && at >= cache.countedAt && at - cache.countedAt < RECENT_PLAYS_TTL_MS)
    return cache.counting;
  const counting = db
    .selectFrom('game_sessions')
    .select(['game_id', sql<string>`count(*)`.as('plays')])
    .where('created_at', '>', new Date(at - 7 * DAY_MS))
    .groupBy('game_id')
    .execute()
    .then((plays) => new Map(plays.map((p) => [p.game_id, Number(p.plays)])));
  cache.countedAt = at;
  cache.counting = counting;
  // A failed count is not kept: the next page counts again.
  counting.catch(() => {
    if (cache.counting === counting) cache.counting = null;
  });
  return counting;
}

/**
 * The players' catalogue: only active games are listed (spec), each with HOT and NEW from data
 * (recent play volume, date added), not a coin flip, unless an admin pinned its badge. The games are
 * read from the table at every call, so an admin's change shows on the next page load; the play
 * volume behind HOT is at most RECENT_PLAYS_TTL_MS old.
 */
export async function listGames(
  db: Kysely<Database>,
  filter: { type?: GameType },
  now: Date,
): Promise<Game[]> {
  const entries = await catalogueEntries(db, { ...filter, onlyActive: true }, now);
  return entries.map((entry) => entry.game);
}

/** Catalogue games with their rows (the back office's list includes the ones turned off). */
export async function catalogueEntries(
  db: Kysely<Database>,
  filter: { type?: GameType; onlyActive: boolean },
  now: Date,
): Promise<Array<{ row: GameRow; game: Game }>> {
  let query = db.selectFrom('games').selectAll().orderBy('id');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.onlyActive) query = query.where('is_active', '=', true);
  const [rows, playsById] = await Promise.all([query.execute(), playsLast7DaysOf(db, now)]);
  const hot = new Set(
    [...playsById.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, HOT_GAME_COUNT)
      .map(([id]) => id),
  );
  return rows.map((row) => ({
    row,
    game: toGame(row, {
      isHot: hot.has(row.id),
      isNew: now.getTime() - row.created_at.getTime() < NEW_GAME_DAYS * DAY_MS,
      playsLast7Days: playsById.get(row.id) ?? 0,
    }),
  }));
}
