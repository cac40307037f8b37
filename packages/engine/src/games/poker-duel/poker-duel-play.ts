// How the poker challenge moves: a seat's betting action, and the things that fall due in game time
// (the seat to act timing out, the next deal, the clock's end). Each due thing happens at its own due
// time, whenever it is noticed (by the room's flag, or by the next move): the room journals moves but
// not flags, so a replay of the moves alone must rebuild the same hands.
// Rules (shared decisions of issue 14): a timeout checks when free, else folds (and the seat stays in
// for the next hand); the hand after a finished one is dealt POKER_HAND_PAUSE_MS later; a seat with
// all the chips wins at once ('all_chips'); when the clock runs out the hand in play is called off
// (every chip back to whoever put it in) and the bigger stack wins ('time_score'), equal stacks draw.
import { reject } from '../../engine-result.js';
import type { DuelError, DuelOutcome, DuelResult, DuelSeat } from '../../duels/duel.js';
import {
  legalActions,
  voidHand,
  type HoldemError,
  type HoldemEvent,
  type TableActionAccepted,
} from '../holdem/index.js';
import { scoreAction, scoreHand } from './poker-duel-score.js';
import {
  endOf,
  levelIndexAt,
  nextDue,
  POKER_HAND_PAUSE_MS,
  type PokerDuelState,
  type PokerSeatTally,
} from './poker-duel-state.js';
import { bet, dealHand, type BettingRequest } from './poker-duel-table.js';

export const POKER_DUEL_ACTIONS = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;
type PokerDuelAction = (typeof POKER_DUEL_ACTIONS)[number];

const isAction = (value: unknown): value is PokerDuelAction =>
  typeof value === 'string' && (POKER_DUEL_ACTIONS as readonly string[]).includes(value);

/** The move as the table takes it, or null when it is not a move at all. */
function requestOf(move: unknown, raiseKind: 'bet' | 'raise'): BettingRequest | null {
  if (typeof move !== 'object' || move === null || !('action' in move)) return null;
  const { action } = move;
  const amount = 'amount' in move ? move.amount : undefined;
  if (!isAction(action)) return null;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0))
    return null;
  if (action !== 'bet' && action !== 'raise') return { type: action };
  if (amount === undefined) return null;
  // Bet and raise both mean "make it `amount` this street"; the table names it by whether a bet
  // stands, so a client saying raise for an opening bet (the spec's page has one button) is understood.
  return { type: raiseKind, amount };
}

/** The table's refusals as a duel's: a malformed amount is a bad move, a rule broken an illegal one. */
function duelErrorOf(error: HoldemError): DuelError {
  if (error === 'not_your_turn') return 'not_your_turn';
  if (error === 'invalid_amount' || error === 'invalid_action') return 'bad_move';
  return 'illegal_move';
}

const withTally = (
  tallies: PokerDuelState['tallies'],
  seat: number,
  next: (tally: PokerSeatTally) => PokerSeatTally,
): PokerDuelState['tallies'] =>
  seat === 0 ? [next(tallies[0]), tallies[1]] : [tallies[0], next(tallies[1])];

function finish(state: PokerDuelState, outcome: DuelOutcome, at: number): PokerDuelState {
  let { table, calledOff } = state;
  if (table.hand) {
    const voided = voidHand(table);
    if (voided.ok) {
      const refund = (seat: number) => voided.refunds.find((r) => r.seat === seat)?.amount ?? 0;
      calledOff = { handNumber: table.hand.handNumber, refunds: [refund(0), refund(1)] };
      table = voided.state;
    }
  }
  return { ...state, table, calledOff, nextHandAt: null, outcome, endedAt: at, clockAt: at };
}

const stackOf = (state: PokerDuelState, seat: number): number => state.table.seats[seat]?.stack ?? 0;

/** The clock ran out: the hand in play is called off and the bigger stack wins; equal stacks draw. */
function timeUp(state: PokerDuelState): PokerDuelState {
  const end = endOf(state);
  const calledOff = finish(state, { winner: null, reason: 'time_score' }, end);
  const [a, b] = [stackOf(calledOff, 0), stackOf(calledOff, 1)];
  const winner: DuelSeat | null = a === b ? null : a > b ? 0 : 1;
  return { ...calledOff, outcome: { winner, reason: 'time_score' } };
}

/** The table changed at `at`: score the action taken, and close the hand if it ended. */
function afterTable(
  state: PokerDuelState,
  accepted: TableActionAccepted,
  at: number,
  timedOut: boolean,
): PokerDuelState {
  let tallies = state.tallies;
  let lastAction = state.lastAction;
  let ended: HoldemEvent | undefined;
  for (const event of accepted.events) {
    if (event.type === 'action-taken') {
      tallies = withTally(tallies, event.seat, (t) =>
        scoreAction(t, { verb: event.action, allIn: event.allIn, timedOut }),
      );
      lastAction = { seat: event.seat, action: event.allIn ? 'all-in' : event.action, amount: event.amount };
    }
    if (event.type === 'hand-ended') ended = event;
  }
  const next: PokerDuelState = { ...state, table: accepted.state, tallies, lastAction, clockAt: at };
  if (ended?.type !== 'hand-ended') return next;
  const history = ended.result.history;
  const closed: PokerDuelState = {
    ...next,
    hands: [...next.hands, history],
    tallies: [scoreHand(tallies[0], 0, history), scoreHand(tallies[1], 1, history)],
  };
  const busted = [0, 1].find((seat) => stackOf(closed, seat) === 0);
  if (busted !== undefined) return finish(closed, { winner: busted === 0 ? 1 : 0, reason: 'all_chips' }, at);
  return { ...closed, nextHandAt: at + POKER_HAND_PAUSE_MS };
}

/** The seat to act ran out of time at `at`: check if free, else fold. */
function timeOut(state: PokerDuelState, at: number): PokerDuelState {
  const seat = state.table.hand?.actionOn;
  if (seat === null || seat === undefined) return state;
  const action = legalActions(state.table, seat).canCheck ? 'check' : 'fold';
  const result = bet(state.table, seat, { type: action }, at);
  if (!result.ok) throw new Error(`poker duel timeout refused: ${result.error}`);
  const handNumber = state.table.hand?.handNumber ?? 0;
  const timed = afterTable(state, result, at, true);
  return { ...timed, timeouts: [...state.timeouts, { handNumber, seat, at, action }] };
}

function deal(state: PokerDuelState, at: number): PokerDuelState {
  const dealt = dealHand(state.table, state.seed, levelIndexAt(state, at), at);
  return { ...state, table: dealt.state, nextHandAt: null, clockAt: at };
}

/** One due thing, at its due time. */
function fallDue(state: PokerDuelState, due: number): PokerDuelState {
  if (due >= endOf(state)) return timeUp(state);
  if (state.nextHandAt === due) return deal(state, due);
  return timeOut(state, due);
}

/** Everything due up to `at`, each at its own time; the same object when nothing was due. */
export function advance(state: PokerDuelState, at: number): PokerDuelState {
  let current = state;
  for (let due = nextDue(current); due !== null && due <= at; due = nextDue(current)) {
    const next = fallDue(current, due);
    // Each due thing moves the schedule on; one that did not would loop forever.
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A seat's betting action at `at` (the caller advanced the state to `at`). */
export function playMove(
  state: PokerDuelState,
  seat: DuelSeat,
  move: unknown,
  at: number,
): DuelResult<PokerDuelState> {
  const hand = state.table.hand;
  if (!hand || hand.actionOn !== seat) return reject('not_your_turn');
  const request = requestOf(move, legalActions(state.table, seat).raiseKind);
  if (!request) return reject('bad_move');
  const result = bet(state.table, seat, request, at);
  if (!result.ok) return reject(duelErrorOf(result.error));
  return { ok: true, state: afterTable(state, result, at, false) };
}

/** The match ends by resignation or forfeit at `at`: the hand in play is called off. */
export function concede(
  state: PokerDuelState,
  seat: DuelSeat,
  reason: 'resignation' | 'forfeit',
  at: number,
): PokerDuelState {
  return finish(state, { winner: seat === 0 ? 1 : 0, reason }, at);
}
