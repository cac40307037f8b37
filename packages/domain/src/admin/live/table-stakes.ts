import { DomainError } from '../../errors.js';

/** A table's stakes in minor units. */
export interface TableStakes {
  smallBlind: bigint;
  bigBlind: bigint;
  minBuyIn: bigint;
  maxBuyIn: bigint;
}

/** The buy-in bounds, in big blinds (the spec's $2/$5 table buys in from 100: 20 big blinds). */
export const MIN_BUY_IN_BIG_BLINDS = 10n;
export const MAX_BUY_IN_BIG_BLINDS = 500n;
/** The big blind is two to three small blinds ($1/$2, the spec's $2/$5, $5/$10). */
export const BIG_BLIND_MIN_SMALL_BLINDS = 2n;
export const BIG_BLIND_MAX_SMALL_BLINDS = 3n;

/**
 * The first rule a table's stakes break, naming the field ('body.bigBlind: ...'), or null when they make a playable table:
 * the big blind two to three times the small blind, the minimum buy-in at least 10 big blinds, the
 * maximum at most 500 big blinds and not below the minimum.
 */
export function stakesProblem(s: TableStakes): string | null {
  if (s.bigBlind < s.smallBlind * BIG_BLIND_MIN_SMALL_BLINDS)
    return 'body.bigBlind: must be at least twice the small blind';
  if (s.bigBlind > s.smallBlind * BIG_BLIND_MAX_SMALL_BLINDS)
    return 'body.bigBlind: must be at most three times the small blind';
  if (s.minBuyIn < s.bigBlind * MIN_BUY_IN_BIG_BLINDS)
    return `body.minBuyIn: must be at least ${MIN_BUY_IN_BIG_BLINDS} big blinds`;
  if (s.maxBuyIn < s.minBuyIn) return 'body.maxBuyIn: must not be below minBuyIn';
  if (s.maxBuyIn > s.bigBlind * MAX_BUY_IN_BIG_BLINDS)
    return `body.maxBuyIn: must be at most ${MAX_BUY_IN_BIG_BLINDS} big blinds`;
  return null;
}

export function assertPlayableStakes(stakes: TableStakes): void {
  const problem = stakesProblem(stakes);
  if (problem) throw new DomainError('validation_error', problem, { field: problem.split(':')[0] });
}
