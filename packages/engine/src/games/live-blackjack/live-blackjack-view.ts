// What everyone at a live blackjack table sees (players and spectators alike: nothing in live
// blackjack is private to one player). The one function that strips the secrets: the undealt shoe
// never leaves the state, and the dealer's hole card stays out of the view until it is turned.
// Cards are short strings ('As', 'Td', cards.ts cardToString), as the room's synced state holds them.
// The legal moves are computed from this view, so the room's reducer and the web's buttons apply
// one rule.
import { cardToString, parseCard, rankIndexOf } from '../../cards.js';
import { insuranceStake, type BlackjackMove } from '../blackjack/blackjack.js';
import { handValue } from '../blackjack/blackjack-hand.js';
import type { LiveBlackjackHand, LiveBlackjackPhase, LiveBlackjackState } from './live-blackjack-state.js';

/** playing | stood | bust | blackjack | won | lost | push (the synced state's hand status). */
export type LiveHandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'won' | 'lost' | 'push';

export interface LiveHandView {
  readonly cards: string[];
  readonly doubled: boolean;
  readonly status: LiveHandStatus;
  readonly value: number;
  readonly soft: boolean;
}

export interface LiveSeatView {
  readonly seat: number;
  readonly userId: string;
  /** The owner's stake on the seat (each hand carries as much again when doubled). */
  readonly stake: number;
  readonly hands: LiveHandView[];
  /** The insurance stake taken (0 when none). */
  readonly insurance: number;
  /** True while the seat's owner still has to answer the insurance offer. */
  readonly insurancePending: boolean;
  readonly behind: Array<{ readonly userId: string; readonly amount: number }>;
}

export interface LiveBlackjackView {
  readonly phase: LiveBlackjackPhase;
  readonly seats: LiveSeatView[];
  /** Face-up cards only: the up card, then the hole card and the draws once turned. */
  readonly dealerCards: string[];
  readonly dealerValue: number;
  /** -1 when no hand is in turn. */
  readonly turnSeat: number;
  readonly turnHand: number;
}

function statusOf(hand: LiveBlackjackHand): LiveHandStatus {
  if (hand.result === 'blackjack') return 'blackjack';
  if (hand.result === 'win') return 'won';
  if (hand.result === 'push') return 'push';
  if (hand.result === 'lose') return handValue(hand.cards).total > 21 ? 'bust' : 'lost';
  if (handValue(hand.cards).total > 21) return 'bust';
  return hand.done ? 'stood' : 'playing';
}

export function liveBlackjackView(state: LiveBlackjackState): LiveBlackjackView {
  const dealer = state.holeTurned ? state.dealer : state.dealer.slice(0, 1);
  return {
    phase: state.phase,
    seats: state.seats.map((s) => ({
      seat: s.seat,
      userId: s.owner,
      stake: s.stake,
      hands: s.hands.map((h) => {
        const value = handValue(h.cards);
        return {
          cards: h.cards.map(cardToString),
          doubled: h.doubled,
          status: statusOf(h),
          value: value.total,
          soft: value.soft,
        };
      }),
      insurance: s.insurance === 'taken' ? insuranceStake(s.stake) : 0,
      insurancePending: s.insurance === 'pending',
      behind: s.behind.map((b) => ({ userId: b.userId, amount: b.stake })),
    })),
    dealerCards: dealer.map(cardToString),
    dealerValue: handValue(dealer).total,
    turnSeat: state.turn?.seat ?? -1,
    turnHand: state.turn?.hand ?? 0,
  };
}

/** The part of a view the legal moves depend on (the room's synced snapshot has this shape too). */
export interface LiveMovesInput {
  readonly seats: ReadonlyArray<{
    readonly seat: number;
    readonly userId: string;
    readonly insurancePending: boolean;
    readonly hands: ReadonlyArray<{ readonly cards: readonly string[]; readonly status: string }>;
  }>;
  readonly turnSeat: number;
  readonly turnHand: number;
}

const rankOf = (card: string | undefined): number => (card === undefined ? -1 : rankIndexOf(parseCard(card)));

/**
 * The moves `userId` may make now: the insurance answer while one of their seats is asked, else the
 * moves of the hand in turn when it is theirs. Double on any two cards; split two
 * cards of one rank, once; insurance only as the answer to the offer.
 */
export function liveBlackjackMoves(view: LiveMovesInput, userId: string): BlackjackMove[] {
  if (userId === '') return [];
  if (view.seats.some((s) => s.userId === userId && s.insurancePending)) return ['insurance', 'no-insurance'];
  if (view.seats.some((s) => s.insurancePending)) return [];
  const seat = view.seats.find((s) => s.seat === view.turnSeat);
  const hand = seat?.hands[view.turnHand];
  if (!seat || seat.userId !== userId || !hand || hand.status !== 'playing') return [];
  const moves: BlackjackMove[] = ['hit', 'stand'];
  const two = hand.cards.length === 2;
  // Split aces take one card each and stand, so a hand in turn after a split is never one of them.
  if (two) moves.push('double');
  if (two && seat.hands.length === 1 && rankOf(hand.cards[0]) === rankOf(hand.cards[1])) moves.push('split');
  return moves;
}
