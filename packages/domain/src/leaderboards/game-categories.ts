import type { ChallengeGameType, LeaderboardCategory } from '@casino/contracts';
import { gameById } from '@casino/games';

/** What the projections need to know about a catalogue game. */
export interface CatalogueGame {
  id: number;
  slug: string;
  type: 'slot' | 'table' | 'live';
  category: string;
}

/**
 * The leaderboard category of a game (spec section 9: slots, blackjack, poker, roulette, baccarat,
 * video_poker, craps), as the game registry states it. Live tables count with their table game; a
 * game outside the registry is not ranked.
 */
export function leaderboardCategoryOf(game: Pick<CatalogueGame, 'id'>): LeaderboardCategory | null {
  return gameById(game.id)?.leaderboardCategory ?? null;
}

/** Daily challenges name five games (spec: slots, blackjack, poker, roulette, craps) or any. */
export function challengeGameOf(
  category: LeaderboardCategory | null,
): Exclude<ChallengeGameType, 'any'> | null {
  switch (category) {
    case 'slots':
    case 'blackjack':
    case 'poker':
    case 'roulette':
    case 'craps':
      return category;
    default:
      return null;
  }
}
