import type { GameRow } from '@casino/db';
import { gameById } from '@casino/games';

/**
 * The house account (`house:<code>`) each catalogue game settles against, as the game registry
 * states it: one per slot machine, one per table game. Live hold'em has none: its chips move between
 * the players' seats (no rake).
 */
export function houseCodeOfGame(game: Pick<GameRow, 'id'>): string | null {
  return gameById(game.id)?.houseAccount ?? null;
}
