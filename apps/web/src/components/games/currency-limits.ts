import type { Game, PlayCurrency } from '@casino/contracts';
import { betLimitsOf, betLimitsOfId, type GameKey } from '@casino/games';
import { toCents, type Cents } from './money';

/**
 * A catalogue game's bet limits in the currency at stake, in cents (issue 18): coins are the
 * catalogue's (an admin may narrow the registry's), sweepstakes coins the registry's, as the server
 * checks them (domain casino-games-catalogue.ts).
 */
export function catalogueLimitsIn(
  game: Pick<Game, 'id' | 'minBet' | 'maxBet'>,
  currency: PlayCurrency,
): { min: Cents; max: Cents } {
  if (currency === 'coins') return { min: toCents(game.minBet), max: toCents(game.maxBet) };
  const limits = betLimitsOfId(game.id, currency);
  return { min: limits?.min ?? 0, max: limits?.max ?? 0 };
}

/** A table game's registry limits in the currency at stake, in cents. */
export const tableLimitsIn = (key: GameKey, currency: PlayCurrency): { min: Cents; max: Cents } =>
  betLimitsOf(key, currency);
