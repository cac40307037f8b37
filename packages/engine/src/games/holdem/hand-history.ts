// The record of one hand (actions, cards shown, pots, winners), stored as JSON by the rooms layer
// and printed by hand-history-text.ts. Only cards that were shown at showdown appear; its deal
// proof opens the board and those hands against the deck commitment published before the hand,
// and nothing in it (no server seed, burn, stub or mucked card) determines a folded hand.
import type { CardId } from '../../cards.js';
import { dealProofOf, type DealProof } from './committed-deck.js';
import type { HoldemTableConfig } from './table-config.js';
import type { HandState, Street } from './table-state.js';
import type { BettingVerb, SeatAmount } from './table-actions.js';

/** `posted-big-blind`: a new or returning player's live post; `dead-small-blind`: a missed small blind. */
export type BlindKind = 'small-blind' | 'big-blind' | 'posted-big-blind' | 'dead-small-blind';

export interface HandPostRecord {
  readonly seat: number;
  readonly kind: BlindKind;
  readonly amount: number;
  readonly allIn: boolean;
}

export interface HandActionRecord {
  readonly street: Street;
  readonly seat: number;
  readonly action: BettingVerb;
  /** Chips put in by this action. */
  readonly amount: number;
  /** The player's street total afterwards (the "to" of a bet or raise). */
  readonly to: number;
  readonly allIn: boolean;
  readonly auto?: 'timeout' | 'leave';
}

export interface ReturnedBet {
  readonly seat: number;
  readonly amount: number;
}

export interface ShownHand {
  readonly seat: number;
  readonly cards: readonly CardId[];
  /** Evaluator rank of the best five of seven (higher wins). */
  readonly rank: number;
  /** e.g. "Full House, Kings over Sevens". */
  readonly description: string;
}

export interface AwardedPot {
  readonly amount: number;
  /** Seats that could win it (in the hand and all in at least to its level). */
  readonly eligible: readonly number[];
  readonly winners: readonly SeatAmount[];
}

export interface HistoryPlayer {
  readonly seat: number;
  readonly playerId: string;
  readonly name: string;
  readonly startStack: number;
  readonly finalStack: number;
  readonly net: number;
  readonly folded: boolean;
}

export interface HandHistory {
  readonly handId: string;
  readonly handNumber: number;
  readonly tableId: string;
  readonly tableName: string;
  readonly maxSeats: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly startedAt: number;
  readonly endedAt: number;
  /** The deck commitment, the card commitments, the players' seeds and the public openings. */
  readonly proof: DealProof;
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  readonly players: readonly HistoryPlayer[];
  readonly posts: readonly HandPostRecord[];
  readonly actions: readonly HandActionRecord[];
  readonly board: readonly CardId[];
  readonly returned: readonly ReturnedBet[];
  readonly shown: readonly ShownHand[];
  readonly pots: readonly AwardedPot[];
  /** True when two or more players reached the showdown; false when everyone else folded. */
  readonly showdown: boolean;
}

/** The public outcome of the last hand, kept in the state until the next hand starts. */
export interface HandSummary {
  readonly handId: string;
  readonly handNumber: number;
  readonly board: readonly CardId[];
  readonly shown: readonly ShownHand[];
  readonly pots: readonly AwardedPot[];
  readonly returned: readonly ReturnedBet[];
  readonly showdown: boolean;
  readonly proof: DealProof;
}

export interface HandOutcome {
  readonly endedAt: number;
  readonly finalStacks: ReadonlyMap<number, number>;
  readonly returned: readonly ReturnedBet[];
  readonly shown: readonly ShownHand[];
  readonly pots: readonly AwardedPot[];
  readonly showdown: boolean;
}

export function buildHandHistory(
  config: HoldemTableConfig,
  hand: HandState,
  outcome: HandOutcome,
): HandHistory {
  const players: HistoryPlayer[] = [];
  for (const p of hand.players) {
    if (!p) continue;
    const finalStack = outcome.finalStacks.get(p.seat) ?? 0;
    players.push({
      seat: p.seat,
      playerId: p.playerId,
      name: p.name,
      startStack: p.startStack,
      finalStack,
      net: finalStack - p.startStack,
      folded: p.folded,
    });
  }
  return {
    handId: hand.handId,
    handNumber: hand.handNumber,
    tableId: config.tableId,
    tableName: config.name,
    maxSeats: config.maxSeats,
    smallBlind: config.smallBlind,
    bigBlind: config.bigBlind,
    startedAt: hand.startedAt,
    endedAt: outcome.endedAt,
    proof: dealProofOf(
      config.tableId,
      hand.handNumber,
      hand.deal,
      hand.deck,
      hand.board.length,
      outcome.shown.map((s) => s.seat),
    ),
    buttonSeat: hand.buttonSeat,
    smallBlindSeat: hand.smallBlindSeat,
    bigBlindSeat: hand.bigBlindSeat,
    players,
    posts: hand.posts,
    actions: hand.actions,
    board: hand.board,
    returned: outcome.returned,
    shown: outcome.shown,
    pots: outcome.pots,
    showdown: outcome.showdown,
  };
}

export function summarizeHand(history: HandHistory): HandSummary {
  return {
    handId: history.handId,
    handNumber: history.handNumber,
    board: history.board,
    shown: history.shown,
    pots: history.pots,
    returned: history.returned,
    showdown: history.showdown,
    proof: history.proof,
  };
}
