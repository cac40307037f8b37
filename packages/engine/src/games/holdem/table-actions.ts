// What goes into the reducer (actions), what comes out (events, errors), and the result shape
// (boardgame.io style: a rejected action returns a stable code and the old state stands).
import type { Rejected } from '../../engine-result.js';
import type { CardId } from '../../cards.js';
import type { FloatStream } from '../../fairness-stream.js';
import type { CommittedDeck } from './committed-deck.js';
import type { HoldemTableState, Street } from './table-state.js';
import type { AwardedPot, BlindKind, HandHistory, ReturnedBet } from './hand-history.js';

/** The betting verbs as recorded (an all-in is recorded as the call, bet or raise it makes). */
export type BettingVerb = 'fold' | 'check' | 'call' | 'bet' | 'raise';

interface Stamped {
  /** The caller's clock (ms); the engine has none. Sets the next action deadline. */
  readonly now: number;
}
interface Versioned extends Stamped {
  /** The state version the action was made against; a different one is rejected as stale. */
  readonly version: number;
}
/** Seat and system actions may omit the version (the room issues them against its own state). */
interface OptionallyVersioned extends Stamped {
  readonly version?: number;
}

export type PlayerAction =
  | (Versioned & { readonly type: 'fold' | 'check' | 'call' | 'all-in'; readonly seat: number })
  | (Versioned & {
      readonly type: 'bet' | 'raise';
      readonly seat: number;
      /** The street total to bet or raise to (not the increment). */
      readonly amount: number;
    });

export type SeatAction =
  | (OptionallyVersioned & {
      readonly type: 'sit-down';
      readonly seat: number;
      readonly playerId: string;
      readonly name: string;
      /** The buy-in, within the table's min and max buy-in. */
      readonly chips: number;
    })
  | (OptionallyVersioned & { readonly type: 'leave' | 'sit-out' | 'sit-in'; readonly seat: number })
  | (OptionallyVersioned & { readonly type: 'add-chips'; readonly seat: number; readonly amount: number });

export type SystemAction =
  | (OptionallyVersioned & {
      readonly type: 'start-hand';
      /** The secret the server deck is drawn from (32 random bytes in hex); never revealed. */
      readonly serverSeed: string;
      /** The deck commitment published before the hand; refused unless it is this hand's. */
      readonly deckCommitment?: string;
      /**
       * The deck the caller already drew with `commitDeck(tableId, handNumber, serverSeed)` to
       * publish its commitment: passed back, it is not computed twice (its shape is checked).
       */
      readonly committedDeck?: CommittedDeck;
      /** Each seated player's table seed by player id; every player dealt in must have one. */
      readonly playerSeeds: Readonly<Record<string, string>>;
      /**
       * Tests and simulations only: deal straight from these floats. Such a hand builds no deck
       * commitment (its proof is empty) and needs no player seeds.
       */
      readonly stream?: FloatStream;
    })
  | (OptionallyVersioned & { readonly type: 'timeout' });

export type HoldemAction = PlayerAction | SeatAction | SystemAction;

export type HoldemError =
  | 'invalid_action'
  | 'invalid_time'
  | 'stale_version'
  | 'invalid_seat'
  | 'seat_empty'
  | 'seat_taken'
  | 'already_seated'
  | 'invalid_player'
  | 'invalid_amount'
  | 'below_min_buy_in'
  | 'above_max_buy_in'
  | 'hand_in_progress'
  | 'no_hand_in_progress'
  | 'not_enough_players'
  | 'invalid_seeds'
  | 'deck_commitment_mismatch'
  | 'invalid_deck'
  | 'not_your_turn'
  | 'cannot_check'
  | 'cannot_call'
  | 'cannot_bet'
  | 'cannot_raise'
  | 'raise_too_small'
  | 'raise_too_large'
  | 'already_sitting_out'
  | 'not_sitting_out'
  | 'no_chips'
  | 'seat_leaving'
  | 'no_action_pending'
  | 'deadline_not_reached';

export interface SeatAmount {
  readonly seat: number;
  readonly amount: number;
}

export interface NetChange {
  readonly seat: number;
  readonly playerId: string;
  /** Final stack minus the stack at the start of the hand (negative: lost). Sums to zero. */
  readonly net: number;
}

/** Everything the room needs when a hand ends (also carried by the `hand-ended` event). */
export interface HandResult {
  readonly handId: string;
  readonly netChanges: readonly NetChange[];
  readonly pots: readonly AwardedPot[];
  readonly returned: readonly ReturnedBet[];
  readonly history: HandHistory;
}

export type HoldemEvent =
  | {
      readonly type: 'player-sat-down';
      readonly seat: number;
      readonly playerId: string;
      readonly chips: number;
    }
  /** The player is gone; `chips` leave the table with them (cash out). */
  | { readonly type: 'player-left'; readonly seat: number; readonly playerId: string; readonly chips: number }
  | {
      readonly type: 'player-sat-out';
      readonly seat: number;
      readonly reason: 'request' | 'timeout' | 'busted';
    }
  | { readonly type: 'player-sat-in'; readonly seat: number }
  | { readonly type: 'leave-pending'; readonly seat: number }
  | { readonly type: 'chips-added'; readonly seat: number; readonly amount: number; readonly stack: number }
  | {
      readonly type: 'hand-started';
      readonly handId: string;
      readonly handNumber: number;
      /** The deck commitment (published before the hand; the server seed never is). */
      readonly deckCommitment: string;
      readonly buttonSeat: number;
      readonly smallBlindSeat: number;
      readonly bigBlindSeat: number;
      /** Seats dealt in, in dealing order. */
      readonly seats: readonly number[];
    }
  | {
      readonly type: 'blind-posted';
      readonly seat: number;
      readonly kind: BlindKind;
      readonly amount: number;
      readonly allIn: boolean;
    }
  | {
      readonly type: 'action-taken';
      readonly seat: number;
      readonly street: Street;
      readonly action: BettingVerb;
      /** Chips this action put in. */
      readonly amount: number;
      /** The player's street total after the action. */
      readonly to: number;
      readonly allIn: boolean;
      /** Set when the engine acted for the player. */
      readonly auto?: 'timeout' | 'leave';
    }
  | { readonly type: 'action-on'; readonly seat: number; readonly deadline: number }
  | {
      readonly type: 'street-dealt';
      readonly street: Street;
      readonly cards: readonly CardId[];
      readonly board: readonly CardId[];
    }
  | { readonly type: 'bet-returned'; readonly seat: number; readonly amount: number }
  | {
      readonly type: 'cards-shown';
      readonly seat: number;
      readonly cards: readonly CardId[];
      readonly description: string;
    }
  | {
      readonly type: 'pot-awarded';
      readonly pot: number;
      readonly amount: number;
      readonly winners: readonly SeatAmount[];
    }
  | { readonly type: 'hand-ended'; readonly result: HandResult }
  | { readonly type: 'hand-voided'; readonly handId: string; readonly refunds: readonly SeatAmount[] };

export interface TableActionAccepted {
  readonly ok: true;
  readonly state: HoldemTableState;
  /** What happened, in order, for the room to broadcast. Hole cards never appear here. */
  readonly events: readonly HoldemEvent[];
}

export type TableActionResult = TableActionAccepted | Rejected<HoldemError>;
