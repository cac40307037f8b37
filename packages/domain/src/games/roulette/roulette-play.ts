import type { RouletteSpinRequest, RouletteSpinResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { createFloatStream, spinRoulette, type RouletteBet } from '@casino/engine';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits } from '../../casino/bets.js';
import { betLimitsOf, gameIdOf, houseAccountOf } from '@casino/games';
import { activeGame } from '../../casino/casino-games-catalogue.js';
import { houseCodeOfGame } from '../../casino/house-accounts.js';
import { playOneShot } from '../../casino/one-shot-play.js';

const NO_BETS = 'Please place at least one bet before spinning.';

/**
 * The bets of one spin. The spec's client sent the total as betAmount with only the first chip's
 * betType/betValue; a `bets` array carries every chip so each one settles. The contract has checked
 * the fields (a pocket for every number bet, betAmount equal to the chips' sum).
 */
export function rouletteBetsOf(
  request: RouletteSpinRequest,
): Array<{ type: RouletteBet['type']; value: number | null; units: bigint }> {
  if (request.bets && request.bets.length > 0) {
    return request.bets.map((b) => ({
      type: b.type,
      value: b.type === 'number' ? (b.value ?? null) : null,
      units: betUnits(b.amount),
    }));
  }
  if (request.betType && request.betAmount) {
    return [
      {
        type: request.betType,
        value: request.betType === 'number' ? (request.betValue ?? null) : null,
        units: betUnits(request.betAmount),
      },
    ];
  }
  throw new DomainError('no_bets', NO_BETS);
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
  const limits =
    game.min_bet !== null && game.max_bet !== null
      ? { min: Number(game.min_bet), max: Number(game.max_bet) }
      : betLimitsOf('roulette');
  for (const bet of bets) {
    // The engine settles a number bet on its pocket; the contract guarantees one.
    if (bet.type === 'number' && bet.value === null)
      throw new DomainError('invalid_bet', 'A number bet needs a pocket from 0 to 36');
    if (bet.units < BigInt(limits.min)) assertWithinLimits(bet.units, limits, 'Each chip');
  }
  const total = bets.reduce((s, b) => s + b.units, 0n);
  assertWithinLimits(total, limits, 'The total bet on one spin');

  const settled = await playOneShot(db, {
    userId,
    gameId: game.id,
    gameSlug: game.slug,
    houseCode: houseAccountOf('roulette'),
    decide: (seeds) => {
      const engineBets: RouletteBet[] = bets.map((b) => ({
        type: b.type,
        ...(b.value !== null ? { value: b.value } : {}),
        amount: Number(b.units),
      }));
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
          betValue: first?.value ?? null,
          bets: spin.bets.map((r) => ({
            type: r.bet.type,
            value: r.bet.value ?? null,
            amount: formatMoney(BigInt(r.bet.amount)),
            won: r.isWin,
            payout: formatMoney(BigInt(r.winAmount)),
          })),
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
    bets: spin.bets.map((r) => ({
      type: r.bet.type,
      value: r.bet.value ?? null,
      amount: formatMoney(BigInt(r.bet.amount)),
      won: r.isWin,
      payout: formatMoney(BigInt(r.winAmount)),
    })),
    sessionId: settled.sessionId,
    balance: settled.balance,
    fairness: settled.fairness,
  };
}
