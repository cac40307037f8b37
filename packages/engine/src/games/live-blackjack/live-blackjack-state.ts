// Live blackjack (issue 16): one round at a shared table of seven seats, dealt from a six-deck
// shoe. The state is plain JSON (numbers, strings, arrays) so the room can hold and copy it; the
// undealt cards (`cards` past `used`) and the dealer's hole card before it is turned are secret:
// only liveBlackjackView (live-blackjack-view.ts) is ever sent to anyone.
import type { CardId } from '../../cards.js';

/** Seats are numbered 0..6 from the dealer's left; they act in that order. */
export const LIVE_BLACKJACK_SEAT_COUNT = 7;

/** Where the round is: answering the insurance offer, seats playing in turn, or settled. */
export type LiveBlackjackPhase = 'insurance' | 'playing' | 'finished';

/** How a hand ended against the dealer (null while the round is being played). */
export type LiveHandResult = 'blackjack' | 'win' | 'push' | 'lose';

export interface LiveBlackjackHand {
  readonly cards: CardId[];
  /** True once the owner doubled this hand (a `double` bet of the seat's stake rides on it). */
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  /** Takes no more cards: stood, doubled, bust, 21, split aces, a natural. */
  readonly done: boolean;
  readonly result: LiveHandResult | null;
}

/** The insurance offer of a seat when the dealer shows an ace ('none' otherwise). */
export type LiveInsuranceDecision = 'none' | 'pending' | 'taken' | 'declined';

/** Someone's stake behind a seat: it follows the seat's first hand (see live-blackjack-payouts.ts). */
export interface LiveBehindStake {
  readonly userId: string;
  readonly stake: number;
}

export interface LiveBlackjackSeat {
  readonly seat: number;
  /** The player whose seat bet claimed the seat and who makes its decisions. */
  readonly owner: string;
  /** The owner's seat bets on this seat, in units (a double or a split adds this much again). */
  readonly stake: number;
  readonly behind: LiveBehindStake[];
  /** One hand, or two after a split (split once). */
  readonly hands: LiveBlackjackHand[];
  readonly insurance: LiveInsuranceDecision;
}

export interface LiveBlackjackState {
  /** Increases with every accepted action: a room awaiting escrow checks nothing moved meanwhile. */
  readonly version: number;
  readonly phase: LiveBlackjackPhase;
  /** The shoe from the round's first card on (the round takes them in order). Secret past `used`. */
  readonly cards: CardId[];
  /** How many of `cards` the round has taken so far. */
  readonly used: number;
  /** The up card, then the hole card (secret until `holeTurned`), then the dealer's draws. */
  readonly dealer: CardId[];
  readonly holeTurned: boolean;
  /** The seats with a seat bet, in seat order. */
  readonly seats: LiveBlackjackSeat[];
  /** The hand in turn (phase 'playing'), null otherwise. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
}

/** What the round's placed seat and behind bets put on each seat, as the deal takes them. */
export interface LiveSeatStake {
  readonly seat: number;
  readonly owner: string;
  readonly stake: number;
  readonly behind: LiveBehindStake[];
}

export type LiveBlackjackError =
  | 'no_seats'
  | 'invalid_seat'
  | 'invalid_stake'
  | 'shoe_exhausted'
  | 'round_finished'
  | 'not_your_turn'
  | 'insurance_not_offered'
  | 'insurance_pending'
  | 'cannot_double'
  | 'cannot_split';
