// The poker challenge's storable state (plain JSON, never mutated) and its schedule: the blind
// level running at a game time, the clock's end, and the next thing due (an action timer, the next
// hand's start, the clock's end). Game time is the room's, given with every action.
import { POKER_CHALLENGE } from '@casino/games';
import type { DuelOutcome } from '../../duels/duel.js';
import type { HandHistory, HoldemTableState } from '../holdem/index.js';

/** The fairness stream's client seed: hand n's server seed is HMAC(seed, `poker-duel:n:0`). */
export const POKER_DUEL_CLIENT_SEED = 'poker-duel';
/** The pause between a hand's end and the next deal (game time), so both can see how it ended. */
export const POKER_HAND_PAUSE_MS = 3_000;

export type PokerMood = 'neutral' | 'aggressive' | 'cautious';

/** One seat's running tally: the spec's performance score, streak and mood, and its metrics' counts. */
export interface PokerSeatTally {
  readonly score: number;
  readonly streak: number;
  readonly mood: PokerMood;
  /** Hands dealt to the end (a hand called off at the clock's end does not count). */
  readonly handsPlayed: number;
  /** Hands that ended with more chips than they started with. */
  readonly handsWon: number;
  /** Hands in which the seat called, bet or raised before the flop (blinds do not count). */
  readonly vpipHands: number;
  readonly betsAndRaises: number;
  readonly calls: number;
}

/** The last betting action, as the view shows it (`amount`: the chips it put in). */
export interface PokerLastAction {
  readonly seat: number;
  readonly action: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in';
  readonly amount: number;
}

/** A seat the action timer ran out on (the engine checked or folded for it). */
export interface PokerTimeout {
  readonly handNumber: number;
  readonly seat: number;
  readonly at: number;
  readonly action: 'check' | 'fold';
}

/** The hand in play when the match ended (clock, resignation, forfeit): every chip went back. */
export interface PokerCalledOffHand {
  readonly handNumber: number;
  /** Chips returned per seat (what each had put in the hand). */
  readonly refunds: readonly [number, number];
}

export interface PokerDuelState {
  readonly seed: string;
  readonly startedAt: number;
  readonly clockMs: number;
  /** The hold'em table (two seats: seat n is the duel's seat n), its hand in play and its deck. */
  readonly table: HoldemTableState;
  /** Game time the next hand is dealt, while between hands; null while a hand is in play or over. */
  readonly nextHandAt: number | null;
  readonly tallies: readonly [PokerSeatTally, PokerSeatTally];
  /** Every finished hand's history (the table engine's), in order. */
  readonly hands: readonly HandHistory[];
  readonly timeouts: readonly PokerTimeout[];
  readonly lastAction: PokerLastAction | null;
  readonly calledOff: PokerCalledOffHand | null;
  /** Game time of the last action or event applied (game time never runs backwards). */
  readonly clockAt: number;
  readonly outcome: DuelOutcome | null;
  readonly endedAt: number | null;
}

export const endOf = (state: PokerDuelState): number => state.startedAt + state.clockMs;

const LAST_LEVEL = POKER_CHALLENGE.blindLevels.length - 1;

/** The blind level (0-based index into POKER_CHALLENGE.blindLevels) running at game time `at`. */
export function levelIndexAt(state: PokerDuelState, at: number): number {
  const elapsed = Math.max(0, at - state.startedAt);
  return Math.min(LAST_LEVEL, Math.floor(elapsed / POKER_CHALLENGE.levelMs));
}

/** Game time the level after `index` starts, or null when `index` is the last. */
export function nextLevelStart(state: PokerDuelState, index: number): number | null {
  return index >= LAST_LEVEL ? null : state.startedAt + (index + 1) * POKER_CHALLENGE.levelMs;
}

export function blindsOfLevel(index: number): { readonly small: number; readonly big: number } {
  const level = POKER_CHALLENGE.blindLevels[Math.min(LAST_LEVEL, Math.max(0, index))];
  if (!level) throw new Error('no blind levels');
  return level;
}

/**
 * The next thing due, in game time: the clock's end, the action timer of the seat to act, or the
 * next deal; null once the match is over.
 */
export function nextDue(state: PokerDuelState): number | null {
  if (state.outcome) return null;
  let due = endOf(state);
  const deadline = state.table.hand?.actionDeadline ?? null;
  if (deadline !== null) due = Math.min(due, deadline);
  if (state.nextHandAt !== null) due = Math.min(due, state.nextHandAt);
  return due;
}

export const EMPTY_TALLY: PokerSeatTally = {
  score: 0,
  streak: 0,
  mood: 'neutral',
  handsPlayed: 0,
  handsWon: 0,
  vpipHands: 0,
  betsAndRaises: 0,
  calls: 0,
};
