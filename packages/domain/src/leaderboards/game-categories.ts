import type { ChallengeGameType, LeaderboardCategory } from '@casino/contracts';

/** What the projections need to know about a catalogue game. */
export interface CatalogueGame {
  id: number;
  slug: string;
  type: 'slot' | 'table' | 'live';
  category: string;
}

/**
 * The leaderboard category of a game (spec section 9: slots, blackjack, poker, roulette, baccarat,
 * video_poker, craps). Live tables count with their table game; a game outside these is not ranked.
 */
export function leaderboardCategoryOf(game: CatalogueGame): LeaderboardCategory | null {
  if (game.type === 'slot') return 'slots';
  const slug = game.slug;
  if (slug === 'jacks-or-better' || slug.includes('video-poker')) return 'video_poker';
  if (slug.includes('blackjack')) return 'blackjack';
  if (slug.includes('roulette')) return 'roulette';
  if (slug.includes('baccarat')) return 'baccarat';
  if (slug.includes('craps')) return 'craps';
  if (slug.includes('holdem') || slug.includes('poker') || game.category === 'poker') return 'poker';
  return null;
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
