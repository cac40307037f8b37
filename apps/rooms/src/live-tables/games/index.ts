import type { LiveGameKey } from '@casino/contracts';
import type { LiveGame, LiveGameFactory } from '../live-game.js';
import { createLiveBaccarat } from './live-baccarat.js';
import { createLiveBlackjack } from './live-blackjack.js';
import { createLiveRoulette } from './live-roulette.js';

/** Each live game's adapter (live-game.ts), by registry key. */
const LIVE_GAMES: Partial<Record<LiveGameKey, LiveGameFactory>> = {
  'live-roulette': () => createLiveRoulette(),
  'live-baccarat': () => createLiveBaccarat(),
  'live-blackjack': () => createLiveBlackjack(),
};

/** The game of a table; a table of a game without an adapter cannot be hosted. */
export function liveGameOf(key: LiveGameKey, table: Parameters<LiveGameFactory>[0]): LiveGame {
  const factory = LIVE_GAMES[key];
  if (!factory) throw new Error(`no live game adapter for ${key}`);
  return factory(table);
}
