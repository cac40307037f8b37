// The shape every head-to-head challenge game's rules share (chess, checkers, the math duel, and the
// games of the next issue): a pure reducer over one duel between seat 0 (the challenge's creator)
// and seat 1 (the accepter), with the clocks inside the state. Time is game time in milliseconds,
// given by the caller with every action (the room's clock; downtime after a crash is not counted),
// so the reducer stays pure and a replay of the persisted actions rebuilds the same state.
import type { Rejected } from '../engine-result.js';

export type DuelSeat = 0 | 1;
export const DUEL_SEATS: readonly DuelSeat[] = [0, 1];
export const otherSeat = (seat: DuelSeat): DuelSeat => (seat === 0 ? 1 : 0);

/** Why a duel ended. */
export type DuelEndReason =
  | 'checkmate'
  | 'timeout'
  | 'resignation'
  | 'forfeit'
  | 'stalemate'
  | 'repetition'
  | 'fifty_moves'
  | 'insufficient_material'
  /** A flag fell, but the side with time left cannot possibly win: a draw. */
  | 'timeout_insufficient'
  | 'agreement'
  /** Checkers: the side to move has no legal move (all pieces taken or blocked). */
  | 'no_moves'
  /** Checkers: 40 moves each without a capture or a man moving. */
  | 'forty_moves'
  /** Score duels: a player reached the winning score. */
  | 'score'
  /** Score duels: the clock ran out; the higher score wins, equal scores draw (poker: the bigger stack). */
  | 'time_score'
  /** Poker: one seat won all the chips. */
  | 'all_chips';

export interface DuelOutcome {
  /** null: a draw (both stakes returned). */
  readonly winner: DuelSeat | null;
  readonly reason: DuelEndReason;
}

/**
 * What a room feeds the reducer. `move` carries the game's own move (validated by the game);
 * `flag` is the room's clock checking at `at` whether time ran out; `forfeit` is the room ending
 * the game for a seat that left and did not return within the grace period.
 */
export type DuelAction =
  | { readonly type: 'move'; readonly seat: DuelSeat; readonly move: unknown; readonly at: number }
  | { readonly type: 'resign'; readonly seat: DuelSeat; readonly at: number }
  | { readonly type: 'offer-draw'; readonly seat: DuelSeat; readonly at: number }
  | { readonly type: 'accept-draw'; readonly seat: DuelSeat; readonly at: number }
  | { readonly type: 'decline-draw'; readonly seat: DuelSeat; readonly at: number }
  | { readonly type: 'flag'; readonly at: number }
  | { readonly type: 'forfeit'; readonly seat: DuelSeat; readonly at: number };

/** Refusals every duel shares; games add their own (`illegal_move`, ...). */
export type DuelError =
  | 'game_over'
  | 'not_your_turn'
  | 'illegal_move'
  | 'bad_move'
  | 'no_draws'
  | 'no_draw_offer'
  | 'draw_already_offered'
  | 'locked_out';

export type DuelResult<S> = { readonly ok: true; readonly state: S } | Rejected<DuelError>;

/** How a duel starts: the seed of seeded games (hex; the room commits sha256 of it first). */
export interface DuelSetup {
  readonly seed: string;
  /** Game time of the first tick (usually 0). */
  readonly startedAt: number;
  /** The 300 s of the spec: per side for board games, shared for score duels. */
  readonly clockMs: number;
}

/** The clocks as every viewer sees them at `now`. */
export interface DuelClockView {
  /** Time left per seat (per-side clocks) or the same shared figure twice, at `now`. */
  readonly remainingMs: readonly [number, number];
  /** The seat whose clock runs (per-side), null when none or when one shared clock runs. */
  readonly running: DuelSeat | null;
}

/**
 * One game's rules. `publicView` is what both players and spectators may see; `privateView` adds
 * what only that seat may see (a math duel's current problem), or null where nothing is private.
 * `deadline` is the game time at which the room must apply `flag` (null when no clock runs). A flag
 * before anything is due returns the same state object; one that changes the state (a math duel's
 * round starting) returns a new one, so the room rebroadcasts only then.
 * `replay` data: the actions applied, in order, rebuild the state from `start(setup)`.
 */
export interface DuelRules<S, PublicView, PrivateView> {
  readonly gameType: string;
  start(setup: DuelSetup): S;
  apply(state: S, action: DuelAction): DuelResult<S>;
  outcome(state: S): DuelOutcome | null;
  /** The seat to move (turn-based games), or null (simultaneous games, or the game is over). */
  toMove(state: S): DuelSeat | null;
  deadline(state: S): number | null;
  clocks(state: S, now: number): DuelClockView;
  publicView(state: S, now: number): PublicView;
  privateView(state: S, seat: DuelSeat, now: number): PrivateView | null;
  /** The seat whose draw offer stands, or null (none, the game is over, or it has no draw offers). */
  drawOffer(state: S): DuelSeat | null;
  /** The record stored with the finished challenge (moves, scores; a seeded game adds its seed). */
  record(state: S): Record<string, unknown>;
}
