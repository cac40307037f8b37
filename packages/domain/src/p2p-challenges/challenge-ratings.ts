// glicko2 ships no types: the declaration beside this file must travel with it into every app that
// compiles it, which only a reference does (an import of a .d.ts is not one).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./glicko2.d.ts" />
import type { P2pGameType } from '@casino/contracts';
import { sql, type Database, type Kysely, type Transaction } from '@casino/db';
import { DEFAULT_SKILL_RATING } from '@casino/games';
import glicko2 from 'glicko2';
import type { StoredRatings } from './challenge-row.js';

/**
 * Glicko-2 ratings, one per player and challenge game type (p2p_ratings), with the settings:
 * a new player starts at 1000 (the spec's default skill rating), deviation 350, volatility 0.06, and
 * the system constant tau is 0.5. Each rated challenge is its own rating period for its two players,
 * both updated from the other's rating before the game.
 */
export const GLICKO_SETTINGS = { tau: 0.5, rating: DEFAULT_SKILL_RATING, rd: 350, vol: 0.06 } as const;

export interface Glicko {
  rating: number;
  deviation: number;
  volatility: number;
}

export const NEW_PLAYER_GLICKO: Glicko = {
  rating: GLICKO_SETTINGS.rating,
  deviation: GLICKO_SETTINGS.rd,
  volatility: GLICKO_SETTINGS.vol,
};

/** Both players' new ratings after one game; `scoreA` is A's result: 1 won, 0.5 drew, 0 lost. */
export function rateDuel(a: Glicko, b: Glicko, scoreA: 0 | 0.5 | 1): [Glicko, Glicko] {
  const system = new glicko2.Glicko2(GLICKO_SETTINGS);
  const pa = system.makePlayer(a.rating, a.deviation, a.volatility);
  const pb = system.makePlayer(b.rating, b.deviation, b.volatility);
  system.updateRatings([[pa, pb, scoreA]]);
  const read = (p: typeof pa): Glicko => ({
    rating: p.getRating(),
    deviation: p.getRd(),
    volatility: p.getVol(),
  });
  return [read(pa), read(pb)];
}

/** A player's rating in a game type (1000 before their first rated game of it). */
export async function ratingOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  gameType: P2pGameType,
): Promise<number> {
  const row = await db
    .selectFrom('p2p_ratings')
    .select('rating')
    .where('user_id', '=', userId)
    .where('game_type', '=', gameType)
    .executeTakeFirst();
  return row?.rating ?? DEFAULT_SKILL_RATING;
}

/**
 * Rates a finished game inside the settlement's transaction: both rows locked (created at the
 * defaults when missing, in user id order so two settlements never deadlock), updated once, and each
 * player's users.skill_rating refreshed. Returns the changes to store with the challenge.
 */
export async function rateFinishedChallenge(
  trx: Transaction<Database>,
  game: { gameType: P2pGameType; creatorId: string; opponentId: string; creatorScore: 0 | 0.5 | 1 },
): Promise<StoredRatings> {
  const players = [game.creatorId, game.opponentId];
  await trx
    .insertInto('p2p_ratings')
    .values(
      [...players].sort().map((userId) => ({
        user_id: userId,
        game_type: game.gameType,
        ...NEW_PLAYER_GLICKO,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'game_type']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('p2p_ratings')
    .selectAll()
    .where('game_type', '=', game.gameType)
    .where('user_id', 'in', players)
    .orderBy('user_id')
    .forUpdate()
    .execute();
  const find = (userId: string): Glicko => {
    const row = rows.find((r) => r.user_id === userId);
    if (!row) throw new Error(`no rating row for ${userId}`);
    return { rating: row.rating, deviation: row.deviation, volatility: row.volatility };
  };
  const before = [find(game.creatorId), find(game.opponentId)] as const;
  const after = rateDuel(before[0], before[1], game.creatorScore);
  const scores = [game.creatorScore, 1 - game.creatorScore];
  const changes: StoredRatings['changes'] = [];
  for (const [i, userId] of players.entries()) {
    const next = after[i] as Glicko;
    const score = scores[i] as number;
    await trx
      .updateTable('p2p_ratings')
      .set((eb) => ({
        rating: next.rating,
        deviation: next.deviation,
        volatility: next.volatility,
        games: eb('games', '+', 1),
        wins: eb('wins', '+', score === 1 ? 1 : 0),
        losses: eb('losses', '+', score === 0 ? 1 : 0),
        draws: eb('draws', '+', score === 0.5 ? 1 : 0),
        updated_at: sql<Date>`now()`,
      }))
      .where('user_id', '=', userId)
      .where('game_type', '=', game.gameType)
      .execute();
    changes.push({
      userId,
      before: Math.round((before[i] as Glicko).rating),
      after: Math.round(next.rating),
    });
    await refreshSkillRating(trx, userId);
  }
  return { changes };
}

/**
 * users.skill_rating, the one figure the spec shows: the player's rating in the game type they have
 * played most (ties: the one played last); 1000 before any rated challenge.
 */
export async function refreshSkillRating(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`
    update users set skill_rating = coalesce((
      select round(rating)::int from p2p_ratings
      where user_id = ${userId} and games > 0
      order by games desc, updated_at desc, game_type
      limit 1), ${DEFAULT_SKILL_RATING})
    where id = ${userId}`.execute(trx);
}
