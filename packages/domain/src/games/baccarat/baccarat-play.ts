import {
  PlayMessages,
  wagerCurrencyOf,
  type BaccaratDealResponse,
  type PlayCurrency,
} from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { createFloatStream, playBaccarat, shuffledDeck, toCard } from '@casino/engine';
import { DomainError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits } from '../../casino/bets.js';
import { gameIdOf, houseAccountOf } from '@casino/games';
import { activeGame, betLimitsOfGame } from '../../casino/casino-games-catalogue.js';
import { playOneShot } from '../../casino/one-shot-play.js';

export interface BaccaratDealInput {
  bets: Array<{ type: 'player' | 'banker' | 'tie'; amount: string }>;
  currency?: PlayCurrency | undefined;
}

/** POST /api/baccarat/deal: punto banco, one coup from a deck shuffled by the player's seeds. */
export async function dealBaccarat(
  db: Kysely<Database>,
  userId: string,
  request: BaccaratDealInput,
): Promise<BaccaratDealResponse> {
  const game = await activeGame(db, gameIdOf('baccarat'), 'table');
  if (request.bets.length === 0) throw new DomainError('no_bets', PlayMessages.noBets);
  const bets = request.bets.map((b) => ({ type: b.type, units: betUnits(b.amount) }));
  const currency = wagerCurrencyOf(request);
  const limits = betLimitsOfGame(game, currency);
  for (const bet of bets) assertWithinLimits(bet.units, limits, `A ${bet.type} bet`, currency);
  const total = bets.reduce((s, b) => s + b.units, 0n);

  const settled = await playOneShot(db, {
    userId,
    currency,
    gameId: game.id,
    gameSlug: game.slug,
    houseCode: houseAccountOf('baccarat'),
    decide: (seeds) => {
      const coup = playBaccarat(
        bets.map((b) => ({ type: b.type, amount: Number(b.units) })),
        shuffledDeck(createFloatStream(seeds)),
      );
      if (!coup.ok) throw new DomainError('invalid_bet', `The bet was refused (${coup.error})`);
      return {
        betUnits: total,
        winUnits: BigInt(coup.winAmount),
        gameData: {
          playerCards: coup.playerCards.map(toCard),
          bankerCards: coup.bankerCards.map(toCard),
          playerTotal: coup.playerTotal,
          bankerTotal: coup.bankerTotal,
          winner: coup.winner,
          bets: coup.bets.map((r) => ({
            type: r.bet.type,
            amount: formatMoney(BigInt(r.bet.amount)),
            outcome: r.outcome,
          })),
        },
        result: coup,
      };
    },
  });
  const coup = settled.result;
  return {
    playerCards: coup.playerCards.map(toCard),
    bankerCards: coup.bankerCards.map(toCard),
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    winner: coup.winner,
    natural: coup.natural,
    bets: coup.bets.map((r) => ({
      type: r.bet.type,
      amount: formatMoney(BigInt(r.bet.amount)),
      outcome: r.outcome,
      returned: formatMoney(BigInt(r.winAmount)),
    })),
    winAmount: formatMoney(settled.winUnits),
    sessionId: settled.sessionId,
    currency: settled.currency,
    balance: settled.balance,
    fairness: settled.fairness,
  };
}
