import type { LeaderboardCategory, PlayCurrency } from '@casino/contracts';
import { leaderboardCategoryOf, type CatalogueGame } from '../leaderboards/game-categories.js';

/** The event settlement writes for every round (casino/settlement.ts, casino/one-shot-play.ts). */
export const GAME_SETTLED = 'game.settled';

/** One settled round as the projections see it. */
export interface SettledPlay {
  eventId: bigint;
  userId: string;
  /** When the round settled (the event's time): decides its day and month. */
  at: Date;
  gameId: number;
  gameSlug: string;
  category: LeaderboardCategory | null;
  /**
   * The currency played (issue 18; events written before it carry none: coins). betUnits and
   * winUnits are in it: a projection never adds the two currencies into one sum.
   */
  currency: PlayCurrency;
  /** Minor units staked and returned. */
  betUnits: bigint;
  winUnits: bigint;
  /** A free spin: the stake came from the promotions account, so it earns no loyalty points. */
  freeSpin: boolean;
  gameData: Record<string, unknown>;
}

export interface StoredEvent {
  id: bigint;
  type: string;
  user_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
}

const jsonObject = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
};

const units = (value: unknown): bigint => {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw new Error(`not an amount in minor units: ${JSON.stringify(value)}`);
};

/** A `game.settled` event as a play; null for other events. Throws on a malformed payload. */
export function toSettledPlay(
  event: StoredEvent,
  games: ReadonlyMap<number, CatalogueGame>,
): SettledPlay | null {
  if (event.type !== GAME_SETTLED || event.user_id === null) return null;
  const payload = jsonObject(event.payload);
  const gameId = Number(payload.gameId);
  const game = games.get(gameId);
  const gameData = jsonObject(payload.gameData);
  return {
    eventId: event.id,
    userId: event.user_id,
    at: event.created_at,
    gameId,
    gameSlug: typeof payload.gameSlug === 'string' ? payload.gameSlug : (game?.slug ?? ''),
    category: game ? leaderboardCategoryOf(game) : null,
    currency: payload.currency === 'sweeps' ? 'sweeps' : 'coins',
    betUnits: units(payload.betAmount),
    winUnits: units(payload.winAmount),
    freeSpin: gameData.freeSpin === true,
    gameData,
  };
}

/** A round played with coins: what the amount-based projections (points, rankings, sums) count. */
export const isCoinPlay = (play: Pick<SettledPlay, 'currency'>): boolean => play.currency === 'coins';

/** A round that returned more than it staked (a push or a partial return is not a win). */
export const isWinningPlay = (play: Pick<SettledPlay, 'betUnits' | 'winUnits'>): boolean =>
  play.winUnits > play.betUnits;
