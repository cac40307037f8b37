import type { AdminAiGame, AiGame, AiGameDetail, AiGameStats, AiGamesTab } from '@casino/contracts';
import { sql, type AiGameRow, type Database, type Kysely } from '@casino/db';
import { gameIdOf } from '@casino/games';
import { DomainError } from '../errors.js';
import { aiRulesOf } from './ai-game-rules.js';
import type { StoredDesign } from './ai-game-generation.js';

/**
 * The list, the stat cards and a game's page (issue 19). Players see designed games nobody hid; a
 * creator also sees their own games whatever their state (My Games shows a game being designed);
 * staff see everything. Featured is the studio's curated games and the staff's picks; Popular is
 * by plays; Newest by the time asked for.
 */

const LIST_LIMIT = 100;

const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export const volatilityLabelOf = (volatility: number): AiGame['volatilityLabel'] =>
  volatility < 1.5 ? 'low' : volatility < 4 ? 'medium' : 'high';

/** Percent with two decimals, rounded down (a shown return is never overstated). */
const twoDecimals = (numeric: string | null): number =>
  numeric === null ? 0 : Math.floor(Number(numeric) * 100) / 100;

export function toAiGame(row: AiGameRow, viewerId: string | null): AiGame {
  const volatility = row.volatility === null ? 0 : Number(row.volatility);
  return {
    id: row.id,
    name: row.name ?? '',
    gameType: row.game_type,
    theme: row.theme,
    difficulty: row.difficulty,
    description: row.description ?? '',
    rating: row.rating_count === 0 ? 0 : Math.round((row.rating_sum / row.rating_count) * 10) / 10,
    ratingCount: row.rating_count,
    playCount: row.play_count,
    rtp: twoDecimals(row.rtp),
    creatorName: row.creator_name,
    status: row.status,
    featured: row.featured,
    hidden: row.hidden_at !== null,
    mine: viewerId !== null && row.creator_id === viewerId,
    hitRate: twoDecimals(row.hit_rate),
    volatility,
    volatilityLabel: volatilityLabelOf(volatility),
    createdAt: row.created_at.toISOString(),
  };
}

/** GET /api/ai-games: the visible games of a tab (all of them without one: featured first, then newest). */
export async function listAiGames(
  db: Kysely<Database>,
  viewerId: string,
  tab: AiGamesTab | undefined,
): Promise<AiGame[]> {
  let query = db.selectFrom('ai_games').selectAll().limit(LIST_LIMIT);
  if (tab === 'mine') {
    query = query.where('creator_id', '=', viewerId).orderBy('created_at', 'desc').orderBy('id', 'desc');
  } else {
    query = query.where('status', '=', 'ready').where('hidden_at', 'is', null);
    if (tab === 'featured')
      query = query.where('featured', '=', true).orderBy('curated', 'desc').orderBy('id');
    else if (tab === 'popular') query = query.orderBy('play_count', 'desc').orderBy('id');
    else if (tab === 'newest') query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    else query = query.orderBy('featured', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  const rows = await query.execute();
  return rows.map((row) => toAiGame(row, viewerId));
}

/** The four stat cards, over the games players can see. */
export async function aiGameStats(db: Kysely<Database>): Promise<AiGameStats> {
  const row = await db
    .selectFrom('ai_games')
    .select([
      sql<string>`count(*)`.as('games'),
      sql<string>`coalesce(sum(play_count), 0)`.as('plays'),
      sql<string>`coalesce(sum(rating_sum), 0)`.as('ratingSum'),
      sql<string>`coalesce(sum(rating_count), 0)`.as('ratingCount'),
      sql<string>`count(distinct lower(trim(theme)))`.as('themes'),
    ])
    .where('status', '=', 'ready')
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  const ratings = Number(row.ratingCount);
  return {
    aiGamesCreated: Number(row.games),
    totalPlays: Number(row.plays),
    averageRating: ratings === 0 ? null : Math.round((Number(row.ratingSum) / ratings) * 10) / 10,
    uniqueThemes: Number(row.themes),
  };
}

/** A game's row as the viewer may see it: visible to all, or their own, or any for staff; else 404. */
export async function visibleAiGame(
  db: Kysely<Database>,
  viewer: { userId: string; staff: boolean },
  id: number,
): Promise<AiGameRow> {
  const row = await db.selectFrom('ai_games').selectAll().where('id', '=', id).executeTakeFirst();
  const visible =
    row &&
    (row.creator_id === viewer.userId || viewer.staff || (row.status === 'ready' && row.hidden_at === null));
  if (!row || !visible) throw new DomainError('not_found', `No AI game with id ${id}`);
  return row;
}

export const storedDesignOf = (row: Pick<AiGameRow, 'design'>): StoredDesign | null =>
  row.design === null ? null : (jsonOf(row.design) as StoredDesign);

/** Whether the player has played at least one round of the game. */
export async function hasPlayed(db: Kysely<Database>, userId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameIdOf('ai-games'))
    .where(sql<string>`game_data ->> 'aiGameId'`, '=', String(id))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET /api/ai-games/:id: the game with its design, rules and the viewer's rating. */
export async function aiGameDetail(db: Kysely<Database>, userId: string, id: number): Promise<AiGameDetail> {
  const user = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  const viewer = { userId, staff: user !== undefined && user.role !== 'player' };
  const row = await visibleAiGame(db, viewer, id);
  const design = storedDesignOf(row);
  const mine = await db
    .selectFrom('ai_game_ratings')
    .select('rating')
    .where('ai_game_id', '=', id)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  const playable = row.status === 'ready' && row.hidden_at === null;
  const played = playable && !mine ? await hasPlayed(db, viewer.userId, id) : false;
  return {
    ...toAiGame(row, viewer.userId),
    presentation: design?.presentation ?? null,
    math: design ? (design.math as unknown as Record<string, unknown>) : null,
    designer: row.designer,
    rules: design ? aiRulesOf(design.math, design.presentation) : [],
    myRating: mine?.rating ?? null,
    canRate: playable && !mine && played,
    failure:
      row.status === 'failed' ? 'The designer could not finish this game. Please ask for another.' : null,
  };
}

/** The back office's list: every game, newest first, with its state. */
export async function adminAiGames(db: Kysely<Database>): Promise<AdminAiGame[]> {
  const rows = await db.selectFrom('ai_games').selectAll().orderBy('id', 'desc').limit(200).execute();
  return rows.map((row) => ({
    ...toAiGame(row, null),
    hiddenReason: row.hidden_reason,
    designer: row.designer,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
