import { houseAccountOf } from '@casino/games';
import { wagerCurrencyOf, type SlotSpinRequest, type SlotSpinResponse } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { createFloatStream, findSlot, jackpotContributionOf, spinSlot } from '@casino/engine';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits } from '../../casino/bets.js';
import { activeGame, betLimitsOfGame } from '../../casino/casino-games-catalogue.js';
import { spinWithFreeSpin } from './free-spin-play.js';
import { playOneShot } from '../../casino/one-shot-play.js';

/** POST /api/slots/spin: one spin of a featured slot, decided by the player's seeds. */
export async function spinSlots(
  db: Kysely<Database>,
  userId: string,
  request: SlotSpinRequest,
): Promise<SlotSpinResponse> {
  const game = await activeGame(db, request.gameId, 'slot');
  const slot = findSlot(game.slug);
  if (!slot) throw new DomainError('unknown_game', `No slot machine for ${game.name}`);
  const currency = wagerCurrencyOf(request);
  // A free spin from the loyalty balance: its stake is paid by the promotions account (issue 5). Free
  // spins are a coin promotion: a free spin is always a coin spin.
  if (request.useFreeSpin) {
    if (currency !== 'coins')
      throw new DomainError('validation_error', 'body.currency: free spins are played with coins', {
        field: 'body.currency',
      });
    return spinWithFreeSpin(db, userId, game, slot, request.betAmount);
  }
  const bet = betUnits(request.betAmount);
  // The catalogue's limits of the currency (an admin may narrow the registry's coin limits, which the
  // engine checks again).
  assertWithinLimits(bet, betLimitsOfGame(game, currency), `A bet on ${slot.name}`, currency);

  const settled = await playOneShot(db, {
    userId,
    currency,
    gameId: game.id,
    gameSlug: game.slug,
    houseCode: houseAccountOf(slot.key),
    decide: (seeds) => {
      const spin = spinSlot(slot, Number(bet), createFloatStream(seeds), currency);
      if (!spin.ok) throw new DomainError('invalid_bet', `The bet was refused (${spin.error})`);
      return {
        betUnits: bet,
        winUnits: BigInt(spin.winAmount),
        gameData: {
          slot: slot.slug,
          reels: spin.reels,
          stops: spin.stops,
          winMultiplier: spin.winMultiplier,
        },
        result: spin,
        jackpot: { contributionUnits: jackpotContributionOf(bet), won: spin.jackpot },
      };
    },
  });
  return {
    reels: settled.result.reels,
    isWin: settled.result.isWin,
    winAmount: formatMoney(settled.winUnits),
    winMultiplier: settled.result.winMultiplier,
    ...(settled.result.jackpot ? { jackpotWon: formatMoney(settled.jackpotUnits) } : {}),
    betAmount: formatMoney(settled.betUnits),
    sessionId: settled.sessionId,
    currency: settled.currency,
    balance: settled.balance,
    fairness: settled.fairness,
  };
}
