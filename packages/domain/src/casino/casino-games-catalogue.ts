import type { Database, GameRow, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';

/** Catalogue ids the server's own games settle under (spec: roulette 1, blackjack 2). */
export const CASINO_GAME_IDS = {
  roulette: 1,
  blackjack: 2,
  videoPoker: 3,
  baccarat: 4,
  craps: 5,
} as const;

/** An active catalogue game of the given type, or 404. */
export async function activeGame(db: Kysely<Database>, id: number, type: GameRow['type']): Promise<GameRow> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.type !== type || !row.is_active) {
    throw new DomainError('unknown_game', `No active ${type} game with id ${id}`);
  }
  return row;
}
