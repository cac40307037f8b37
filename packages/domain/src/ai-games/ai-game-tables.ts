import {
  wagerCurrencyOf,
  type AiBlackjackActionRequest,
  type AiDealRequest,
  type AiPokerDrawRequest,
  type AiTableRound,
  type PlayCurrency,
  type RoundFairness,
} from '@casino/contracts';
import type { Database, Kysely, Transaction } from '@casino/db';
import {
  actAiBlackjack,
  aiBlackjackShoe,
  aiBlackjackView,
  blackjackCardValue,
  classifyVideoPokerHand,
  createAiBlackjackAdvisor,
  createFloatStream,
  dealAiBlackjack,
  dealVideoPoker,
  drawVideoPoker,
  shuffledDeck,
  toCard,
  VIDEO_POKER_HAND_NAMES,
  type AiBlackjackDesign,
  type AiBlackjackMove,
  type AiBlackjackState,
  type AiMathDesign,
  type AiVideoPokerDesign,
  type VideoPokerState,
} from '@casino/engine';
import { gameOf } from '@casino/games';
import { walletBalance } from '../casino/bets.js';
import { findOpenRound, insertRound, saveRound, type StoredRound } from '../casino/open-rounds.js';
import { payout, recordSettlement, stake } from '../casino/settlement.js';
import { assertMayWager } from '../casino/sweeps-play-gate.js';
import { DomainError } from '../errors.js';
import { publicFairness, takeRoundSeeds } from '../fairness/player-seeds.js';
import { formatMoney } from '../money.js';
import { AI_FAMILY, aiHouse, checkedStake, playableGame } from './ai-game-play.js';
import { storedDesignOf } from './ai-game-listing.js';

/**
 * Blackjack and video poker rounds of generated games span several requests, so they are open
 * rounds (casino/open-rounds.ts) of the studio's family: one open round per player across all
 * generated games, locked FOR UPDATE for each move, its version checked, the secret cards in the
 * stored state. The deal stakes the bet, a double or split stakes its copy, and the last move pays
 * what the round returned and records its game session and `game.settled` event, in the move's
 * transaction. A round is played with the currency named at the deal (coins or sweepstakes coins,
 * issue 18), stored with the round: every later stake, payout and the settlement are in it.
 */

type StoredAiRound =
  | { aiGameId: number; type: 'blackjack'; engine: AiBlackjackState; moves: AiBlackjackMove[] }
  | { aiGameId: number; type: 'poker'; engine: VideoPokerState; dealt: number[] };

const SLUG = () => gameOf(AI_FAMILY).slug;

const noRound = () =>
  new DomainError('no_active_round', 'No hand of this game is in progress. Deal a new hand first.');

function roundView(
  math: AiMathDesign,
  roundId: string,
  stored: StoredAiRound,
  extra: { currency: PlayCurrency; balance: string; sessionId: string | null; fairness: RoundFairness },
): AiTableRound {
  if (stored.type === 'blackjack') {
    const design = math as AiBlackjackDesign;
    const view = aiBlackjackView(design, stored.engine);
    const active = stored.engine.hands[stored.engine.active];
    const hint =
      view.phase === 'playing' && active
        ? createAiBlackjackAdvisor(design.rules)(
            blackjackCardValue(stored.engine.dealer[0]!),
            active.cards.map(blackjackCardValue),
            active.fromSplit,
          )
        : null;
    return {
      roundId,
      aiGameId: stored.aiGameId,
      gameType: 'blackjack',
      phase: view.phase,
      blackjack: {
        dealerCards: view.dealerCards,
        dealerValue: view.dealerValue,
        hands: view.hands.map((h) => ({
          cards: h.cards,
          value: h.value,
          soft: h.soft,
          bet: formatMoney(BigInt(h.bet)),
          outcome: h.outcome,
          winAmount: formatMoney(BigInt(h.winAmount)),
        })),
        activeHand: view.activeHand,
        canDouble: view.canDouble,
        canSplit: view.canSplit,
        hint,
      },
      poker: null,
      betAmount: formatMoney(BigInt(view.totalBet)),
      winAmount: formatMoney(BigInt(view.winAmount)),
      ...extra,
    };
  }
  const design = math as AiVideoPokerDesign;
  const finished = stored.engine.phase === 'finished';
  const hand = classifyVideoPokerHand(stored.engine.hand);
  const multiplier = finished ? design.paytable[hand] : 0;
  return {
    roundId,
    aiGameId: stored.aiGameId,
    gameType: 'poker',
    phase: finished ? 'finished' : 'playing',
    blackjack: null,
    poker: {
      cards: stored.engine.hand.map(toCard),
      held: stored.engine.held.slice(),
      hand: VIDEO_POKER_HAND_NAMES[hand],
      multiplier: design.paytable[hand],
    },
    betAmount: formatMoney(BigInt(stored.engine.bet)),
    winAmount: formatMoney(BigInt(stored.engine.bet) * BigInt(multiplier)),
    ...extra,
  };
}

async function refuseOpenRound(trx: Transaction<Database>, userId: string): Promise<void> {
  const open = await findOpenRound<StoredAiRound>(trx, userId, AI_FAMILY, { lock: true });
  if (!open) return;
  const other = await trx
    .selectFrom('ai_games')
    .select('name')
    .where('id', '=', open.state.aiGameId)
    .executeTakeFirst();
  throw new DomainError(
    'round_in_progress',
    `Finish your hand of ${other?.name ?? 'another AI game'} first.`,
  );
}

/** POST /api/ai-games/:id/deal: stakes the bet and deals a blackjack or video poker hand. */
export async function dealAiTable(
  db: Kysely<Database>,
  userId: string,
  id: number,
  request: AiDealRequest,
): Promise<AiTableRound> {
  const { math } = await playableGame(db, id);
  if (math.kind !== 'blackjack' && math.kind !== 'poker')
    throw new DomainError('invalid_action', `This is a ${math.kind} game: play a round instead.`);
  const currency = wagerCurrencyOf(request);
  const units = await checkedStake(db, request.betAmount, currency);
  return db.transaction().execute(async (trx) => {
    // Sweepstakes play is for registered, eligible players only (casino/sweeps-play-gate.ts).
    await assertMayWager(trx, userId, currency);
    const seeds = await takeRoundSeeds(trx, userId);
    await refuseOpenRound(trx, userId);
    const fairness = publicFairness(seeds);
    const stream = createFloatStream(seeds);
    let stored: StoredAiRound;
    if (math.kind === 'blackjack') {
      const dealt = dealAiBlackjack(math, Number(units), aiBlackjackShoe(stream));
      if (!dealt.ok) throw new DomainError('invalid_bet', 'The bet must be greater than zero');
      stored = { aiGameId: id, type: 'blackjack', engine: dealt.state, moves: [] };
    } else {
      const dealt = dealVideoPoker(Number(units), shuffledDeck(stream), math.paytable);
      if (!dealt.ok) throw new DomainError('invalid_bet', 'The bet must be greater than zero');
      stored = { aiGameId: id, type: 'poker', engine: dealt.state, dealt: dealt.state.hand.slice() };
    }
    const finished = stored.type === 'blackjack' && stored.engine.phase === 'finished';
    const roundId = await insertRound<StoredAiRound>(trx, {
      userId,
      game: AI_FAMILY,
      status: finished ? 'settled' : 'open',
      state: stored,
      fairness,
      staked: units,
      currency,
    });
    await stake(
      trx,
      userId,
      aiHouse(),
      units,
      { game: SLUG(), aiGameId: id, roundId, nonce: seeds.nonce, action: 'deal' },
      currency,
    );
    // A natural (either side) ends the blackjack round at the deal.
    const sessionId =
      finished && stored.type === 'blackjack'
        ? await settle(trx, userId, { id: roundId, currency, fairness }, stored, blackjackWin(stored.engine))
        : null;
    return roundView(math, roundId, stored, {
      currency,
      balance: await walletBalance(trx, userId, currency),
      sessionId,
      fairness,
    });
  });
}

/**
 * Pays what a finished round returned and records it (one game session, one `game.settled`), in the
 * round's currency.
 */
async function settle(
  trx: Transaction<Database>,
  userId: string,
  round: { id: string; currency: PlayCurrency; fairness: RoundFairness },
  stored: StoredAiRound,
  winUnits: bigint,
): Promise<string> {
  const { id: roundId, currency, fairness } = round;
  const { bet, data } =
    stored.type === 'blackjack'
      ? {
          bet: stored.engine.hands.reduce((s, h) => s + h.bet, 0),
          data: {
            moves: stored.moves,
            hands: stored.engine.hands.map((h) => ({ cards: h.cards.map(toCard), outcome: h.outcome })),
            dealerCards: stored.engine.dealer.map(toCard),
          },
        }
      : {
          bet: stored.engine.bet,
          data: {
            holds: stored.engine.held,
            dealtCards: stored.dealt.map(toCard),
            cards: stored.engine.hand.map(toCard),
            hand: classifyVideoPokerHand(stored.engine.hand),
          },
        };
  await payout(
    trx,
    userId,
    aiHouse(),
    winUnits,
    { game: SLUG(), aiGameId: stored.aiGameId, roundId, nonce: fairness.nonce },
    currency,
  );
  return recordSettlement(trx, {
    userId,
    gameId: gameOf(AI_FAMILY).id,
    gameSlug: SLUG(),
    currency,
    betUnits: BigInt(bet),
    winUnits,
    gameData: { aiGameId: stored.aiGameId, gameType: stored.type, roundId, ...data, fairness },
  });
}

const blackjackWin = (state: AiBlackjackState): bigint =>
  BigInt(state.hands.reduce((s, h) => s + h.winAmount, 0));

async function openRoundOf(
  trx: Transaction<Database>,
  userId: string,
  id: number,
  roundId: string,
): Promise<StoredRound<StoredAiRound>> {
  const round = await findOpenRound<StoredAiRound>(trx, userId, AI_FAMILY, { lock: true });
  if (!round || round.state.aiGameId !== id) throw noRound();
  if (round.id !== roundId)
    throw new DomainError('conflict', 'That hand is over; this is another one. Please look again.');
  return round;
}

/** POST /api/ai-games/:id/blackjack: hit, stand, double or split the active hand. */
export async function actAiTable(
  db: Kysely<Database>,
  userId: string,
  id: number,
  request: AiBlackjackActionRequest,
): Promise<AiTableRound> {
  const { math } = await playableGameForMove(db, id);
  if (math.kind !== 'blackjack')
    throw new DomainError('invalid_action', 'Only a blackjack hand takes these moves.');
  return db.transaction().execute(async (trx) => {
    const round = await openRoundOf(trx, userId, id, request.roundId);
    const stored = round.state;
    if (stored.type !== 'blackjack') throw noRound();
    const acted = actAiBlackjack(math, stored.engine, request.move);
    if (!acted.ok)
      throw new DomainError(
        'invalid_action',
        acted.error === 'cannot_double'
          ? 'This hand cannot double down.'
          : acted.error === 'cannot_split'
            ? 'This hand cannot split.'
            : 'The hand is over.',
      );
    // A double or split stakes its copy in the round's currency.
    if (acted.wagerDelta > 0)
      await stake(
        trx,
        userId,
        aiHouse(),
        BigInt(acted.wagerDelta),
        { game: SLUG(), aiGameId: id, roundId: round.id, nonce: round.fairness.nonce, action: request.move },
        round.currency,
      );
    const next: StoredAiRound = { ...stored, engine: acted.state, moves: [...stored.moves, request.move] };
    const finished = acted.state.phase === 'finished';
    const staked = BigInt(acted.state.hands.reduce((s, h) => s + h.bet, 0));
    await saveRound<StoredAiRound>(trx, round, { state: next, staked, settled: finished });
    const sessionId = finished ? await settle(trx, userId, round, next, blackjackWin(acted.state)) : null;
    return roundView(math, round.id, next, {
      currency: round.currency,
      balance: await walletBalance(trx, userId, round.currency),
      sessionId,
      fairness: round.fairness,
    });
  });
}

/** POST /api/ai-games/:id/draw: replaces the cards not held, pays and records the hand. */
export async function drawAiTable(
  db: Kysely<Database>,
  userId: string,
  id: number,
  request: AiPokerDrawRequest,
): Promise<AiTableRound> {
  const { math } = await playableGameForMove(db, id);
  if (math.kind !== 'poker') throw new DomainError('invalid_action', 'Only a poker hand draws.');
  return db.transaction().execute(async (trx) => {
    const round = await openRoundOf(trx, userId, id, request.roundId);
    const stored = round.state;
    if (stored.type !== 'poker') throw noRound();
    const drawn = drawVideoPoker(stored.engine, request.held, math.paytable);
    if (!drawn.ok) throw noRound();
    const next: StoredAiRound = { ...stored, engine: drawn.state };
    await saveRound<StoredAiRound>(trx, round, { state: next, staked: round.staked, settled: true });
    const sessionId = await settle(trx, userId, round, next, BigInt(drawn.view.winAmount));
    return roundView(math, round.id, next, {
      currency: round.currency,
      balance: await walletBalance(trx, userId, round.currency),
      sessionId,
      fairness: round.fairness,
    });
  });
}

/**
 * A game a move may finish a round of: a round already dealt is played to its end even if staff
 * hid the game meanwhile (its stake is on the table), so only the design is needed.
 */
async function playableGameForMove(db: Kysely<Database>, id: number): Promise<{ math: AiMathDesign }> {
  try {
    return await playableGame(db, id);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'game_unavailable') throw error;
    const row = await db.selectFrom('ai_games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const design = storedDesignOf(row);
    if (!design) throw error;
    return { math: design.math };
  }
}

/** GET /api/ai-games/current-round: the player's open blackjack or poker hand, or null. */
export async function currentAiTable(db: Kysely<Database>, userId: string): Promise<AiTableRound | null> {
  const round = await findOpenRound<StoredAiRound>(db, userId, AI_FAMILY);
  if (!round) return null;
  const { math } = await playableGameForMove(db, round.state.aiGameId);
  return roundView(math, round.id, round.state, {
    currency: round.currency,
    balance: await walletBalance(db, userId, round.currency),
    sessionId: null,
    fairness: round.fairness,
  });
}
