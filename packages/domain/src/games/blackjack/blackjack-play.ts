import {
  wagerCurrencyOf,
  type BlackjackRound,
  type PlayCurrency,
  type RoundFairness,
} from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import {
  blackjackActionOf,
  blackjackReducer,
  blackjackView,
  createFloatStream,
  newBlackjackState,
  shuffledDeck,
  type BlackjackError,
  type BlackjackMove,
  type BlackjackState,
  type BlackjackView,
} from '@casino/engine';
import { DomainError } from '../../errors.js';
import { publicFairness, takeRoundSeeds } from '../../fairness/player-seeds.js';
import { formatMoney } from '../../money.js';
import { assertWithinLimits, betUnits, walletBalance } from '../../casino/bets.js';
import { assertMayWager } from '../../casino/sweeps-play-gate.js';
import { gameIdOf, houseAccountOf } from '@casino/games';
import { activeGame, betLimitsOfGame } from '../../casino/casino-games-catalogue.js';
import {
  assertNoOpenRound,
  findOpenRound,
  insertRound,
  requireOpenRound,
  saveRound,
} from '../../casino/open-rounds.js';
import { payout, recordSettlement, stake } from '../../casino/settlement.js';

export const BLACKJACK_HOUSE = houseAccountOf('blackjack');
const GAME = 'blackjack';

export type { BlackjackMove };

/** What `game_rounds.state` holds for a blackjack round: the engine state and the moves so far. */
export interface StoredBlackjack {
  engine: BlackjackState;
  /** The player's actions after the deal, in order: what `verify('blackjack', ..., { actions })` replays. */
  actions: BlackjackMove[];
}

const money = (units: number): string => formatMoney(BigInt(units));

const handsOf = (view: BlackjackView) =>
  view.hands.map((h) => ({
    cards: h.cards,
    value: h.value,
    soft: h.soft,
    bet: money(h.bet),
    outcome: h.outcome,
    winAmount: money(h.winAmount),
  }));

const insuranceOf = (view: BlackjackView): BlackjackRound['insurance'] =>
  view.insurance && {
    offer: view.insurance.offer,
    decision: view.insurance.decision,
    bet: money(view.insurance.bet),
    winAmount: money(view.insurance.winAmount),
  };

/** The round as the player may see it: engine view (no deck, no hole card while playing). */
function toRound(
  roundId: string,
  state: BlackjackState,
  settled: { sessionId: string | null; currency: PlayCurrency; balance: string; fairness: RoundFairness },
): BlackjackRound {
  const view = blackjackView(state);
  return {
    roundId,
    phase: view.phase,
    playerCards: view.playerCards,
    dealerCards: view.dealerCards,
    playerValue: view.playerValue,
    playerSoft: view.playerSoft,
    dealerValue: view.dealerValue,
    dealerSoft: view.dealerSoft,
    result: view.result,
    winAmount: money(view.winAmount),
    totalBet: money(view.totalBet),
    insurance: insuranceOf(view),
    hands: handsOf(view),
    activeHand: view.activeHand,
    canDouble: view.canDouble,
    canSplit: view.canSplit,
    ...settled,
  };
}

const REFUSALS: Record<BlackjackError, DomainError> = {
  no_active_round: new DomainError(
    'no_active_round',
    'No blackjack round in progress. Deal a new hand first.',
  ),
  round_in_progress: new DomainError(
    'round_in_progress',
    'Finish your blackjack round before starting a new one.',
  ),
  cannot_double: new DomainError(
    'invalid_action',
    'You can only double down on a hand of two cards (not on split aces).',
  ),
  cannot_split: new DomainError(
    'invalid_action',
    'You can only split a first hand of two cards of the same rank.',
  ),
  invalid_bet: new DomainError('invalid_bet', 'The bet must be greater than zero'),
  invalid_deck: new DomainError('invalid_action', 'The deck could not be dealt'),
  unknown_action: new DomainError('invalid_action', 'Unknown blackjack action'),
  insurance_pending: new DomainError(
    'invalid_action',
    'The dealer shows an ace: take or decline insurance (even money on a blackjack) first.',
  ),
  insurance_not_offered: new DomainError(
    'invalid_action',
    'Insurance is only offered once, right after the deal, when the dealer shows an ace.',
  ),
};
const refusal = (error: BlackjackError): DomainError => {
  const known = REFUSALS[error];
  return new DomainError(known.code, known.message);
};

/** Pays a finished round and records its game session (with what verification replays). */
async function settle(
  trx: Transaction<Database>,
  userId: string,
  roundId: string,
  stored: StoredBlackjack,
  fairness: RoundFairness,
  currency: PlayCurrency,
): Promise<string> {
  const state = stored.engine;
  const view = blackjackView(state);
  const betUnits = BigInt(view.totalBet);
  const winUnits = BigInt(view.winAmount);
  const memo = { game: GAME, roundId, nonce: fairness.nonce };
  await payout(trx, userId, BLACKJACK_HOUSE, winUnits, memo, currency);
  return recordSettlement(trx, {
    userId,
    gameId: gameIdOf('blackjack'),
    gameSlug: GAME,
    currency,
    betUnits,
    winUnits,
    gameData: {
      roundId,
      playerCards: view.playerCards,
      dealerCards: view.dealerCards,
      playerValue: view.playerValue,
      dealerValue: view.dealerValue,
      result: view.result,
      winAmount: money(view.winAmount),
      totalBet: money(view.totalBet),
      hands: handsOf(view),
      insurance: insuranceOf(view),
      actions: stored.actions,
      fairness,
    },
  });
}

/** POST /api/blackjack/deal: stakes the bet and deals from a deck shuffled by the player's seeds. */
export async function dealBlackjack(
  db: Kysely<Database>,
  userId: string,
  request: { betAmount: string; currency?: PlayCurrency | undefined },
): Promise<BlackjackRound> {
  const game = await activeGame(db, gameIdOf('blackjack'), 'table');
  const units = betUnits(request.betAmount);
  const currency = wagerCurrencyOf(request);
  assertWithinLimits(units, betLimitsOfGame(game, currency), 'The bet', currency);

  return db.transaction().execute(async (trx) => {
    await assertMayWager(trx, userId, currency);
    // First: lock the player's seeds (serialises this player's plays) and take the round's nonce.
    const seeds = await takeRoundSeeds(trx, userId);
    await assertNoOpenRound(trx, userId, GAME);
    const fairness = publicFairness(seeds);
    const dealt = blackjackReducer(newBlackjackState(), {
      type: 'deal',
      bet: Number(units),
      deck: shuffledDeck(createFloatStream(seeds)),
    });
    if (!dealt.ok) throw refusal(dealt.error);
    const stored: StoredBlackjack = { engine: dealt.state, actions: [] };
    const finished = dealt.state.phase === 'finished';
    const roundId = await insertRound(trx, {
      userId,
      game: GAME,
      status: finished ? 'settled' : 'open',
      state: stored,
      fairness,
      staked: units,
      currency,
    });
    await stake(
      trx,
      userId,
      BLACKJACK_HOUSE,
      BigInt(dealt.wagerDelta),
      { game: game.slug, roundId, nonce: seeds.nonce, action: 'deal' },
      currency,
    );
    const sessionId = finished ? await settle(trx, userId, roundId, stored, fairness, currency) : null;
    return toRound(roundId, dealt.state, {
      sessionId,
      currency,
      balance: await walletBalance(trx, userId, currency),
      fairness,
    });
  });
}

/**
 * POST /api/blackjack/{hit,stand,double,split,insurance}: one action on the player's open round, with the
 * round's own deck and nonce. Double and split stake another copy of the bet; the round is paid
 * and recorded when it finishes.
 */
export async function actOnBlackjack(
  db: Kysely<Database>,
  userId: string,
  move: BlackjackMove,
  expected: { roundId?: string | undefined } = {},
): Promise<BlackjackRound> {
  return db.transaction().execute(async (trx) => {
    const round = await requireOpenRound<StoredBlackjack>(trx, userId, GAME, 'Deal a new hand first.');
    // A decision made on an older round (a stale tab) does not land on the one open now.
    if (expected.roundId !== undefined && expected.roundId !== round.id)
      throw new DomainError('stale_version', 'roundId: that round is over; another round is open now.', {
        field: 'roundId',
      });
    const result = blackjackReducer(round.state.engine, blackjackActionOf(move));
    if (!result.ok) throw refusal(result.error);
    const stored: StoredBlackjack = { engine: result.state, actions: [...round.state.actions, move] };
    const finished = result.state.phase === 'finished';
    const delta = BigInt(result.wagerDelta);
    await stake(
      trx,
      userId,
      BLACKJACK_HOUSE,
      delta,
      { game: GAME, roundId: round.id, nonce: round.fairness.nonce, action: move },
      round.currency,
    );
    await saveRound(trx, round, { state: stored, staked: round.staked + delta, settled: finished });
    const sessionId = finished
      ? await settle(trx, userId, round.id, stored, round.fairness, round.currency)
      : null;
    return toRound(round.id, result.state, {
      sessionId,
      currency: round.currency,
      balance: await walletBalance(trx, userId, round.currency),
      fairness: round.fairness,
    });
  });
}

/** POST /api/blackjack/insurance: take or decline insurance (even money on a blackjack). */
export async function decideBlackjackInsurance(
  db: Kysely<Database>,
  userId: string,
  request: { take: boolean; roundId?: string | undefined },
): Promise<BlackjackRound> {
  return actOnBlackjack(db, userId, request.take ? 'insurance' : 'no-insurance', {
    roundId: request.roundId,
  });
}

/** GET /api/blackjack/current: the open round (hole card hidden), or null. */
export async function currentBlackjack(db: Kysely<Database>, userId: string): Promise<BlackjackRound | null> {
  const round = await findOpenRound<StoredBlackjack>(db, userId, GAME);
  if (!round) return null;
  return toRound(round.id, round.state.engine, {
    sessionId: null,
    currency: round.currency,
    balance: await walletBalance(db, userId, round.currency),
    fairness: round.fairness,
  });
}
