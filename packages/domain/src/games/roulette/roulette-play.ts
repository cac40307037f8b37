import { wagerCurrencyOf, type RouletteSpinRequest, type RouletteSpinResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import {
  createFloatStream,
  ROULETTE_PAYOUTS,
  rouletteBetsRefusal,
  spinRoulette,
  type RouletteBet,
  type RouletteBetType,
  type RouletteError,
  type RouletteSpinResult,
} from '@casino/engine';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits } from '../../casino/bets.js';
import { gameIdOf, houseAccountOf } from '@casino/games';
import { activeGame, betLimitsOfGame } from '../../casino/casino-games-catalogue.js';
import { houseCodeOfGame } from '../../casino/house-accounts.js';
import { playOneShot } from '../../casino/one-shot-play.js';

const NO_BETS = 'Please place at least one bet before spinning.';

/** What a refused selection must be, after the field it names (engine refusal codes). */
const SHAPE_MESSAGES: Partial<Record<RouletteError, string>> = {
  not_a_split: 'must be two numbers side by side on the layout, or 0 with 1, 2 or 3',
  not_a_street: 'must be a row of three (1-2-3 … 34-35-36), or 0-1-2 or 0-2-3',
  not_a_corner: 'must be four numbers meeting at one corner of the layout, or 0-1-2-3',
  not_a_six_line: 'must be two neighbouring rows of three (1-6, 4-9 … 31-36)',
  invalid_numbers: 'must name the numbers of the bet',
  invalid_number: 'must be a pocket from 0 to 36',
  invalid_dozen: 'must be 1, 2 or 3',
  invalid_column: 'must be 1, 2 or 3',
};

interface SpinBet {
  type: RouletteBetType;
  value: number | null;
  numbers: number[] | null;
  units: bigint;
}

/**
 * The bets of one spin. The spec's client sent the total as betAmount with only the first chip's
 * betType/betValue; a `bets` array carries every chip so each one settles. The contract has checked
 * the fields (a pocket for every number bet, the count of an inside bet's numbers, betAmount equal
 * to the chips' sum).
 */
export function rouletteBetsOf(request: RouletteSpinRequest): SpinBet[] {
  if (request.bets && request.bets.length > 0) {
    return request.bets.map((b) => ({
      type: b.type,
      value: b.value ?? null,
      numbers: b.numbers ?? null,
      units: betUnits(b.amount),
    }));
  }
  if (request.betType && request.betAmount) {
    return [
      {
        type: request.betType,
        value: request.betValue ?? null,
        numbers: null,
        units: betUnits(request.betAmount),
      },
    ];
  }
  throw new DomainError('no_bets', NO_BETS);
}

/** The engine's bet: a pocket for a number, 1-3 for a dozen or column, the numbers of an inside bet. */
function engineBetOf(bet: SpinBet): RouletteBet {
  const usesValue = bet.type === 'number' || bet.type === 'dozen' || bet.type === 'column';
  return {
    type: bet.type,
    ...(usesValue && bet.value !== null ? { value: bet.value } : {}),
    ...(bet.numbers !== null ? { numbers: bet.numbers } : {}),
    amount: Number(bet.units),
  };
}

/**
 * Refuses a selection that is not on the layout (a split of numbers that do not touch ...) before any
 * money moves, as a 400 naming the field like the contract's own refusals (the shape is the engine's
 * rule, so it is checked here rather than written again in zod).
 */
function assertOnTheLayout(request: RouletteSpinRequest, bets: readonly RouletteBet[]): void {
  const refusal = rouletteBetsRefusal(bets);
  if (!refusal || refusal.error === 'invalid_amount' || refusal.index === null) return;
  const bet = bets[refusal.index];
  const fromBets = request.bets !== undefined && request.bets.length > 0;
  const inside = bet?.numbers !== undefined;
  const field = fromBets
    ? `body.bets.${refusal.index}.${inside ? 'numbers' : 'value'}`
    : `body.${inside ? 'betType' : 'betValue'}`;
  const shown = bet?.numbers ? ` (${bet.numbers.join(', ')})` : '';
  throw new DomainError(
    'validation_error',
    `${field}${shown}: ${SHAPE_MESSAGES[refusal.error] ?? 'is not a bet of the layout'}`,
    { field },
  );
}

/** POST /api/roulette/spin: European single-zero wheel, every chip settled on one pocket. */
export async function spinRouletteWheel(
  db: Kysely<Database>,
  userId: string,
  request: RouletteSpinRequest,
): Promise<RouletteSpinResponse> {
  const game = await activeGame(db, request.gameId ?? gameIdOf('roulette'), 'live');
  // The spin settles against roulette's house: another live game's id (a live table, hold'em) would
  // record the round under that game while its money went to roulette (the contract fuzz test found it).
  if (houseCodeOfGame(game) !== houseAccountOf('roulette'))
    throw new DomainError('unknown_game', `No active roulette game with id ${game.id}`);
  const bets = rouletteBetsOf(request);
  const engineBets = bets.map(engineBetOf);
  assertOnTheLayout(request, engineBets);
  const currency = wagerCurrencyOf(request);
  const limits = betLimitsOfGame(game, currency);
  for (const bet of bets)
    if (bet.units < BigInt(limits.min)) assertWithinLimits(bet.units, limits, 'Each chip', currency);
  const total = bets.reduce((s, b) => s + b.units, 0n);
  assertWithinLimits(total, limits, 'The total bet on one spin', currency);

  const settled = await playOneShot(db, {
    userId,
    currency,
    gameId: game.id,
    gameSlug: game.slug,
    houseCode: houseAccountOf('roulette'),
    decide: (seeds) => {
      const spin = spinRoulette(engineBets, createFloatStream(seeds));
      if (!spin.ok)
        throw new DomainError(
          spin.error === 'no_bets' ? 'no_bets' : 'invalid_bet',
          spin.error === 'no_bets' ? NO_BETS : `The bet was refused (${spin.error})`,
        );
      const first = bets[0];
      return {
        betUnits: total,
        winUnits: BigInt(spin.winAmount),
        gameData: {
          number: spin.number,
          color: spin.color,
          betType: first?.type ?? null,
          betValue: first?.type === 'number' ? first.value : null,
          bets: settledBets(spin),
        },
        result: spin,
      };
    },
  });
  const spin = settled.result;
  return {
    number: spin.number,
    color: spin.color,
    winAmount: formatMoney(settled.winUnits),
    isWin: spin.isWin,
    totalBet: formatMoney(settled.betUnits),
    net: formatMoney(settled.winUnits - settled.betUnits),
    bets: settledBets(spin),
    sessionId: settled.sessionId,
    currency: settled.currency,
    balance: settled.balance,
    fairness: settled.fairness,
  };
}

/** Each bet as the response and the game session record it: what it covered, paid and netted. */
function settledBets(spin: RouletteSpinResult): RouletteSpinResponse['bets'] {
  return spin.bets.map((r) => ({
    type: r.bet.type,
    value: r.bet.value ?? null,
    pockets: [...r.pockets],
    odds: ROULETTE_PAYOUTS[r.bet.type],
    amount: formatMoney(BigInt(r.bet.amount)),
    won: r.isWin,
    payout: formatMoney(BigInt(r.winAmount)),
    net: formatMoney(BigInt(r.winAmount - r.bet.amount)),
  }));
}
