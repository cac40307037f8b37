import {
  wagerCurrencyOf,
  type AiPlayRequest,
  type AiPlayResponse,
  type PlayCurrency,
} from '@casino/contracts';
import type { AiGameRow, Database, Kysely } from '@casino/db';
import {
  aiChoiceRefusal,
  createFloatStream,
  playAiOneShot,
  type AiMathDesign,
  type AiOneShotChoice,
} from '@casino/engine';
import { gameIdOf, gameOf, houseAccountOf } from '@casino/games';
import { assertWithinLimits, betUnits } from '../casino/bets.js';
import { activeGame, betLimitsOfGame } from '../casino/casino-games-catalogue.js';
import { playOneShot } from '../casino/one-shot-play.js';
import { DomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { storedDesignOf } from './ai-game-listing.js';

/**
 * Playing a generated game (issue 19). Every round is decided on the server from the player's
 * provably fair seed pair with the game's stored design and settled through the ledger's one
 * settlement pipeline against the AI Game Studio's house account: rounds decided at once (slots,
 * roulette, arcade) through playOneShot (casino/one-shot-play.ts), blackjack and video poker
 * rounds as open rounds (ai-game-tables.ts). Each round is a game session of the studio's catalogue
 * game with its `game.settled` event; the session names the generated game (aiGameId).
 */

export const AI_FAMILY = 'ai-games' as const;
export const aiHouse = () => houseAccountOf(AI_FAMILY);

/**
 * The studio's catalogue game, on and taking bets, and the stake within its limits of the currency
 * staked (the registry's sweepstakes limits for SC, the catalogue's for coins).
 */
export async function checkedStake(
  db: Kysely<Database>,
  betAmount: string,
  currency: PlayCurrency,
): Promise<bigint> {
  const family = await activeGame(db, gameIdOf(AI_FAMILY), gameOf(AI_FAMILY).catalogueType);
  const units = betUnits(betAmount);
  assertWithinLimits(units, betLimitsOfGame(family, currency), 'The bet', currency);
  return units;
}

/** A generated game players may play now, with its design; refusals name why. */
export async function playableGame(
  db: Kysely<Database>,
  id: number,
): Promise<{ row: AiGameRow; math: AiMathDesign; name: string }> {
  const row = await db.selectFrom('ai_games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `No AI game with id ${id}`);
  if (row.hidden_at !== null)
    throw new DomainError('game_unavailable', 'This game has been taken down by our staff.');
  const design = storedDesignOf(row);
  if (row.status !== 'ready' || !design)
    throw new DomainError('game_unavailable', 'This game is still being designed.');
  return { row, math: design.math, name: row.name ?? '' };
}

const CHOICE_MESSAGES: Record<string, { field: string; message: string }> = {
  roulette: { field: 'body.roulette', message: 'must name a bet on this wheel (type and value)' },
  dice: { field: 'body.dice', message: 'must give a chance this game offers and under or over' },
};

/** POST /api/ai-games/:id/play: one round of slots, roulette or an arcade game. */
export async function playAiGame(
  db: Kysely<Database>,
  userId: string,
  id: number,
  request: AiPlayRequest,
): Promise<AiPlayResponse> {
  const { math } = await playableGame(db, id);
  const choice: AiOneShotChoice = {
    ...(request.roulette ? { roulette: request.roulette } : {}),
    ...(request.dice ? { dice: request.dice } : {}),
  };
  const refusal = aiChoiceRefusal(math, choice);
  if (refusal === 'not_one_shot')
    throw new DomainError('invalid_action', `This is a ${math.kind} game: deal a hand instead.`);
  if (refusal) {
    const which = math.kind === 'roulette' ? CHOICE_MESSAGES.roulette! : CHOICE_MESSAGES.dice!;
    throw new DomainError('validation_error', `${which.field}: ${which.message}`, { field: which.field });
  }
  const currency = wagerCurrencyOf(request);
  const units = await checkedStake(db, request.betAmount, currency);
  const family = gameOf(AI_FAMILY);
  // playOneShot applies the sweepstakes play gate (and the responsible-gaming wager gate) and
  // stakes and pays in the wallet and house account of the currency.
  const settled = await playOneShot(db, {
    userId,
    currency,
    gameId: family.id,
    gameSlug: family.slug,
    houseCode: aiHouse(),
    decide: (seeds) => {
      const played = playAiOneShot(math, Number(units), createFloatStream(seeds), choice);
      if (!played.ok) throw new DomainError('invalid_action', `The round was refused (${played.error})`);
      return {
        betUnits: units,
        winUnits: BigInt(played.winUnits),
        gameData: { aiGameId: id, gameType: math.kind, choice, outcome: played.outcome },
        result: played.outcome,
      };
    },
  });
  return {
    aiGameId: id,
    outcome: settled.result as unknown as Record<string, unknown>,
    betAmount: formatMoney(settled.betUnits),
    winAmount: formatMoney(settled.winUnits),
    net: formatMoney(settled.winUnits - settled.betUnits),
    isWin: settled.winUnits > settled.betUnits,
    currency: settled.currency,
    balance: settled.balance,
    sessionId: settled.sessionId,
    fairness: settled.fairness,
  };
}
