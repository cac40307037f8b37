import type { Database, Transaction } from '@casino/db';
import { gameIdOf } from '@casino/games';
import { GAME_SETTLED, type StoredEvent } from '../projections/settled-play.js';

/**
 * Total plays of each generated game, projected from the outbox (issue 19): every `game.settled`
 * event of the AI Game Studio names its game (gameData.aiGameId) and adds one play, in the
 * projector's transaction, so a round counts exactly once. Games are updated in id order, so two
 * projectors never deadlock on them.
 */
export async function applyAiGamesProjection(
  trx: Transaction<Database>,
  events: readonly StoredEvent[],
): Promise<void> {
  const family = gameIdOf('ai-games');
  const plays = new Map<number, number>();
  for (const event of events) {
    if (event.type !== GAME_SETTLED || Number(event.payload.gameId) !== family) continue;
    const data = event.payload.gameData as Record<string, unknown> | undefined;
    const id = Number(data?.aiGameId);
    if (Number.isSafeInteger(id) && id > 0) plays.set(id, (plays.get(id) ?? 0) + 1);
  }
  for (const [id, n] of [...plays].sort((a, b) => a[0] - b[0]))
    await trx
      .updateTable('ai_games')
      .set((eb) => ({ play_count: eb('play_count', '+', n) }))
      .where('id', '=', id)
      .execute();
}
