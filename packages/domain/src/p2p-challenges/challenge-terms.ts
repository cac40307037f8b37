import type { CreateChallengeRequest, P2pGameType } from '@casino/contracts';
import { moneyUnitsOf } from '@casino/contracts';
import {
  CHALLENGE_CURRENCY_OF_BET_TYPE,
  CHALLENGE_STAKE_LIMITS,
  challengeGameOf,
  playableChallengeGames,
  type ChallengeSkillLevel,
} from '@casino/games';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import type { ChallengeCurrency } from './challenge-row.js';

/** A create request checked against the registry (packages/games/src/challenge-games.ts). */
export interface ChallengeTerms {
  gameType: P2pGameType;
  betType: 'coins' | 'sweepstakes';
  currency: ChallengeCurrency;
  betUnits: bigint;
  skillLevel: ChallengeSkillLevel;
}

const refuse = (
  field: string,
  message: string,
  code: 'validation_error' | 'bet_out_of_range' = 'validation_error',
) => new DomainError(code, `body.${field}: ${message}`, { field: `body.${field}` });

const orList = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** A JSON number as the decimal it prints as; anything else is not an amount. */
const amountText = (value: string | number): string =>
  typeof value === 'number' ? String(value) : value.trim();

/**
 * The challenge's terms, or a 400 naming the field: a playable game, coins or sweepstakes (no crypto
 * wagering is offered), an amount with at most two decimals above zero and within the currency's
 * stake limits. The wallet's cover is the ledger's to check, when the stake moves.
 */
export function challengeTermsOf(request: CreateChallengeRequest): ChallengeTerms {
  const game = challengeGameOf(request.gameType);
  if (!game.playable) {
    const open = playableChallengeGames().map((g) => g.type);
    throw refuse('gameType', `${game.type} challenges are not open yet; choose ${orList(open)}`);
  }
  if (request.betType === 'crypto')
    throw refuse('betType', 'crypto wagering is not offered; choose coins or sweepstakes');
  const currency = CHALLENGE_CURRENCY_OF_BET_TYPE[request.betType];
  const text = amountText(request.betAmount);
  if (text === '') throw refuse('betAmount', 'enter an amount');
  const units = /^-/.test(text) ? null : moneyUnitsOf(text);
  if (units === null) {
    if (/^-\d/.test(text)) throw refuse('betAmount', 'must be greater than zero');
    throw refuse('betAmount', 'must be a number with at most two decimals, such as "25.50"');
  }
  if (units <= 0n) throw refuse('betAmount', 'must be greater than zero');
  const limits = CHALLENGE_STAKE_LIMITS[currency];
  if (units < BigInt(limits.min) || units > BigInt(limits.max)) {
    const unit = currency === 'coins' ? 'coins' : 'sweepstakes coins';
    throw refuse(
      'betAmount',
      `must be between ${formatMoney(BigInt(limits.min))} and ${formatMoney(BigInt(limits.max))} ${unit}`,
      'bet_out_of_range',
    );
  }
  return {
    gameType: game.type,
    betType: request.betType,
    currency,
    betUnits: units,
    skillLevel: request.skillLevel,
  };
}
