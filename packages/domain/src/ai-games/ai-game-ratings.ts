import type { AiRateResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { hasPlayed } from './ai-game-listing.js';

export const ALREADY_RATED_MESSAGE = 'You have already rated this game.';
export const RATE_AFTER_PLAY_MESSAGE = 'Play a round of this game before rating it.';

/**
 * POST /api/ai-games/:id/rate: a player rates a game they have played, 1 to 5, once. The rating row's
 * primary key (game, player) makes it once even when two requests race: the loser inserts nothing
 * and is refused; the game's sum and count move in the same transaction as the row.
 */
export async function rateAiGame(
  db: Kysely<Database>,
  userId: string,
  id: number,
  rating: number,
): Promise<AiRateResponse> {
  const game = await db
    .selectFrom('ai_games')
    .select(['status', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!game || game.status !== 'ready' || game.hidden_at !== null)
    throw new DomainError('not_found', `No AI game with id ${id}`);
  if (!(await hasPlayed(db, userId, id))) throw new DomainError('forbidden', RATE_AFTER_PLAY_MESSAGE);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('ai_game_ratings')
      .values({ ai_game_id: id, user_id: userId, rating })
      .onConflict((oc) => oc.columns(['ai_game_id', 'user_id']).doNothing())
      .returning('rating')
      .executeTakeFirst();
    if (!inserted) throw new DomainError('conflict', ALREADY_RATED_MESSAGE);
    const row = await trx
      .updateTable('ai_games')
      .set((eb) => ({ rating_count: eb('rating_count', '+', 1), rating_sum: eb('rating_sum', '+', rating) }))
      .where('id', '=', id)
      .returning(['rating_count', 'rating_sum'])
      .executeTakeFirstOrThrow();
    return {
      rating: Math.round((row.rating_sum / row.rating_count) * 10) / 10,
      ratingCount: row.rating_count,
      myRating: rating,
    };
  });
}
