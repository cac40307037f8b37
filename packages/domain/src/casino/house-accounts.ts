import type { GameRow } from '@casino/db';
import { CASINO_GAME_IDS } from './casino-games-catalogue.js';

/**
 * The house account (`house:<code>`) each catalogue game settles against: one per slot machine, one
 * per table game. Live hold'em has none: its chips move between the players' seats (no rake).
 */
const TABLE_GAME_HOUSES: Partial<Record<number, string>> = {
  [CASINO_GAME_IDS.roulette]: 'roulette',
  [CASINO_GAME_IDS.blackjack]: 'blackjack',
  [CASINO_GAME_IDS.videoPoker]: 'video-poker',
  [CASINO_GAME_IDS.baccarat]: 'baccarat',
  [CASINO_GAME_IDS.craps]: 'craps',
};

export function houseCodeOfGame(game: Pick<GameRow, 'id' | 'slug' | 'type'>): string | null {
  if (game.type === 'slot') return `slots:${game.slug}`;
  return TABLE_GAME_HOUSES[game.id] ?? null;
}
