import {
  wagerCurrencyOf,
  type PlayCurrency,
  type RoundFairness,
  type VideoPokerRound,
} from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import {
  classifyVideoPokerHand,
  createFloatStream,
  dealVideoPoker,
  drawVideoPoker,
  JACKS_OR_BETTER_9_6,
  shuffledDeck,
  toCard,
  VIDEO_POKER_HAND_NAMES,
  type VideoPokerError,
  type VideoPokerState,
} from '@casino/engine';
import { DomainError } from '../../errors.js';
import { publicFairness, takeRoundSeeds } from '../../fairness/player-seeds.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits, walletBalance } from '../../casino/bets.js';
import { assertMayWager } from '../../casino/sweeps-play-gate.js';
import { gameIdOf, gameOf, houseAccountOf } from '@casino/games';
import { activeGame, betLimitsOfGame } from '../../casino/casino-games-catalogue.js';
import {
  assertNoOpenRound,
  findOpenRound,
  insertRound,
  requireOpenRound,
  saveRound,
} from '../../casino/open-rounds.js';
import { payout, recordSettlement, stake } from '../../casino/settlement.js';

export const VIDEO_POKER_HOUSE = houseAccountOf('video-poker');
const GAME = 'video-poker';
const SLUG = gameOf('video-poker').slug;

/** What `game_rounds.state` holds: the engine state (undealt deck included, secret). */
export interface StoredVideoPoker {
  engine: VideoPokerState;
}

function toRound(
  roundId: string,
  state: VideoPokerState,
  settled: { sessionId: string | null; currency: PlayCurrency; balance: string; fairness: RoundFairness },
): VideoPokerRound {
  const drawn = state.phase === 'finished';
  // What the five cards on the table make now; paid only after the draw.
  const hand = classifyVideoPokerHand(state.hand);
  const multiplier = drawn ? JACKS_OR_BETTER_9_6[hand] : 0;
  return {
    roundId,
    phase: state.phase,
    cards: state.hand.map(toCard),
    held: state.held.slice(),
    handName: VIDEO_POKER_HAND_NAMES[hand],
    multiplier,
    betAmount: formatMoney(BigInt(state.bet)),
    winAmount: formatMoney(BigInt(state.bet) * BigInt(multiplier)),
    ...settled,
  };
}

const REFUSALS: Record<VideoPokerError, DomainError> = {
  invalid_bet: new DomainError('invalid_bet', 'The bet must be greater than zero'),
  invalid_deck: new DomainError('invalid_action', 'The deck could not be dealt'),
  invalid_holds: new DomainError('validation_error', 'held must be five true/false flags'),
  already_drawn: new DomainError(
    'no_active_round',
    'No video poker hand in progress. Deal a new hand first.',
  ),
};
const refusal = (error: VideoPokerError): DomainError =>
  new DomainError(REFUSALS[error].code, REFUSALS[error].message);

/** POST /api/video-poker/deal: stakes the bet and deals five cards from a deck shuffled by the seeds. */
export async function dealVideoPokerRound(
  db: Kysely<Database>,
  userId: string,
  request: { betAmount: string; currency?: PlayCurrency | undefined },
): Promise<VideoPokerRound> {
  const game = await activeGame(db, gameIdOf('video-poker'), 'table');
  const units = betUnits(request.betAmount);
  const currency = wagerCurrencyOf(request);
  assertWithinLimits(units, betLimitsOfGame(game, currency), 'The bet', currency);

  return db.transaction().execute(async (trx) => {
    await assertMayWager(trx, userId, currency);
    const seeds = await takeRoundSeeds(trx, userId);
    await assertNoOpenRound(trx, userId, GAME);
    const fairness = publicFairness(seeds);
    const dealt = dealVideoPoker(Number(units), shuffledDeck(createFloatStream(seeds)));
    if (!dealt.ok) throw refusal(dealt.error);
    const roundId = await insertRound<StoredVideoPoker>(trx, {
      userId,
      game: GAME,
      status: 'open',
      state: { engine: dealt.state },
      fairness,
      staked: units,
      currency,
    });
    await stake(
      trx,
      userId,
      VIDEO_POKER_HOUSE,
      units,
      { game: SLUG, roundId, nonce: seeds.nonce, action: 'deal' },
      currency,
    );
    return toRound(roundId, dealt.state, {
      sessionId: null,
      currency,
      balance: await walletBalance(trx, userId, currency),
      fairness,
    });
  });
}

/** POST /api/video-poker/draw: replaces the cards not held from the same deck, pays and records the hand. */
export async function drawVideoPokerRound(
  db: Kysely<Database>,
  userId: string,
  request: { held: boolean[] },
): Promise<VideoPokerRound> {
  return db.transaction().execute(async (trx) => {
    const round = await requireOpenRound<StoredVideoPoker>(trx, userId, GAME, 'Deal a new hand first.');
    const dealtCards = round.state.engine.hand;
    const drawn = drawVideoPoker(round.state.engine, request.held);
    if (!drawn.ok) throw refusal(drawn.error);
    const state = drawn.state;
    const winUnits = BigInt(drawn.view.winAmount);
    await saveRound<StoredVideoPoker>(trx, round, {
      state: { engine: state },
      staked: round.staked,
      settled: true,
    });
    await payout(
      trx,
      userId,
      VIDEO_POKER_HOUSE,
      winUnits,
      { game: SLUG, roundId: round.id, nonce: round.fairness.nonce },
      round.currency,
    );
    const sessionId = await recordSettlement(trx, {
      userId,
      gameId: gameIdOf('video-poker'),
      gameSlug: SLUG,
      currency: round.currency,
      betUnits: BigInt(state.bet),
      winUnits,
      gameData: {
        roundId: round.id,
        dealtCards: dealtCards.map(toCard),
        holds: state.held,
        cards: state.hand.map(toCard),
        hand: drawn.view.handName,
        handName: VIDEO_POKER_HAND_NAMES[drawn.view.handName],
        multiplier: drawn.view.multiplier,
        fairness: round.fairness,
      },
    });
    return toRound(round.id, state, {
      sessionId,
      currency: round.currency,
      balance: await walletBalance(trx, userId, round.currency),
      fairness: round.fairness,
    });
  });
}

/** GET /api/video-poker/current: the hand waiting for its draw, or null. */
export async function currentVideoPoker(
  db: Kysely<Database>,
  userId: string,
): Promise<VideoPokerRound | null> {
  const round = await findOpenRound<StoredVideoPoker>(db, userId, GAME);
  if (!round) return null;
  return toRound(round.id, round.state.engine, {
    sessionId: null,
    currency: round.currency,
    balance: await walletBalance(db, userId, round.currency),
    fairness: round.fairness,
  });
}
