// The blackjack duel (issue 14) as DuelRules: both seats play the same BLACKJACK_DUEL.hands hands,
// hand i dealt to both from the same cards of one seeded six-deck shoe (blackjack-duel-shoe.ts), each
// against the floor's dealer (blackjack-duel-seat.ts), each at their own pace over the one shared
// clock. Moves: {hand, bet} to stake hand `hand` (minBet..maxBet in betStep, within the stack), then
// {hand, action} under the floor's rules until the round ends; a move for another hand than the
// seat's current one is stale (illegal_move), as is a move of the wrong phase or a bet off the limits.
// When both seats are done (last hand played, or too few chips to bet the minimum) the bigger stack
// wins at once (`score`), equal stacks draw. When the clock runs out a hand in play is stood and
// played out by the dealer, no further hands are dealt, and the bigger stack wins (`time_score`).
// Resignation and forfeit as in every duel; no draw offers. `toMove` is null (simultaneous play).
import { BLACKJACK_DUEL } from '@casino/games';
import type { CardId } from '../../cards.js';
import { reject } from '../../engine-result.js';
import {
  otherSeat,
  type DuelAction,
  type DuelOutcome,
  type DuelResult,
  type DuelRules,
  type DuelSeat,
} from '../../duels/duel.js';
import { BLACKJACK_MOVES, type BlackjackMove } from '../blackjack/blackjack.js';
import {
  newDuelSeat,
  placeBet,
  playMove,
  standOut,
  type BlackjackDuelSeat,
  type SeatResult,
} from './blackjack-duel-seat.js';
import {
  BLACKJACK_DUEL_CLIENT_SEED,
  BLACKJACK_DUEL_NONCE,
  blackjackDuelShoe,
} from './blackjack-duel-shoe.js';
import { blackjackDuelRecordSeat, type BlackjackDuelRecord } from './blackjack-duel-record.js';
import {
  blackjackDuelPrivateView,
  blackjackDuelPublicView,
  type BlackjackDuelPrivateView,
  type BlackjackDuelView,
} from './blackjack-duel-views.js';

export interface BlackjackDuelState {
  readonly seed: string;
  /** The seeded shoe (secret until the end: only the views leave the engine). */
  readonly shoe: readonly CardId[];
  readonly startedAt: number;
  readonly clockMs: number;
  readonly seats: readonly [BlackjackDuelSeat, BlackjackDuelSeat];
  /** Game time of the last action (game time never runs backwards). */
  readonly clockAt: number;
  readonly outcome: DuelOutcome | null;
  readonly endedAt: number | null;
}

const endOf = (state: BlackjackDuelState): number => state.startedAt + state.clockMs;

type ParsedMove =
  { readonly hand: number; readonly bet: number } | { readonly hand: number; readonly action: BlackjackMove };

const isMoveName = (value: unknown): value is BlackjackMove =>
  typeof value === 'string' && (BLACKJACK_MOVES as readonly string[]).includes(value);

/** The move's shape (contracts: BlackjackDuelMove), or null for anything else. */
function parseMove(move: unknown): ParsedMove | null {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const fields = move as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  const { hand } = fields;
  if (typeof hand !== 'number' || !Number.isSafeInteger(hand) || hand < 0) return null;
  if (keys === 'bet,hand' && typeof fields.bet === 'number' && Number.isSafeInteger(fields.bet))
    return { hand, bet: fields.bet };
  if (keys === 'action,hand' && isMoveName(fields.action)) return { hand, action: fields.action };
  return null;
}

/** The bigger stack wins; equal stacks draw. */
function byStacks(state: BlackjackDuelState, reason: 'score' | 'time_score'): DuelOutcome {
  const [a, b] = state.seats.map((seat) => seat.stack) as [number, number];
  return { winner: a === b ? null : a > b ? 0 : 1, reason };
}

function finish(state: BlackjackDuelState, outcome: DuelOutcome, at: number): BlackjackDuelState {
  return { ...state, outcome, endedAt: at, clockAt: at };
}

/** The clock ran out: hands in play are stood and played out, then the stacks decide. */
function timeUp(state: BlackjackDuelState): BlackjackDuelState {
  const seats: [BlackjackDuelSeat, BlackjackDuelSeat] = [standOut(state.seats[0]), standOut(state.seats[1])];
  const settled = { ...state, seats };
  return finish(settled, byStacks(settled, 'time_score'), endOf(state));
}

function move(
  state: BlackjackDuelState,
  seat: DuelSeat,
  raw: unknown,
  at: number,
): DuelResult<BlackjackDuelState> {
  const parsed = parseMove(raw);
  if (parsed === null) return reject('bad_move');
  const current = state.seats[seat];
  // Another hand than the seat's own is stale (a double click, a second tab); so is a done seat's.
  if (parsed.hand !== current.hand || current.phase === 'done') return reject('illegal_move');
  const result: SeatResult =
    'bet' in parsed ? placeBet(current, state.shoe, parsed.bet) : playMove(current, parsed.action);
  if (!result.ok) return reject('illegal_move');
  const seats: [BlackjackDuelSeat, BlackjackDuelSeat] =
    seat === 0 ? [result.seat, state.seats[1]] : [state.seats[0], result.seat];
  const next: BlackjackDuelState = { ...state, seats, clockAt: at };
  if (seats.every((s) => s.phase === 'done'))
    return { ok: true, state: finish(next, byStacks(next, 'score'), at) };
  return { ok: true, state: next };
}

export const blackjackDuelRules: DuelRules<BlackjackDuelState, BlackjackDuelView, BlackjackDuelPrivateView> =
  {
    gameType: 'blackjack',
    start(setup) {
      const seat = newDuelSeat();
      return {
        seed: setup.seed,
        shoe: blackjackDuelShoe(setup.seed),
        startedAt: setup.startedAt,
        clockMs: setup.clockMs,
        seats: [seat, seat],
        clockAt: setup.startedAt,
        outcome: null,
        endedAt: null,
      };
    },
    apply(state, action: DuelAction) {
      if (state.outcome) return reject('game_over');
      if (!Number.isFinite(action.at)) return reject('bad_move');
      // Game time never runs backwards: an action stamped before the last one counts as simultaneous.
      const at = Math.max(action.at, state.clockAt);
      if (at >= endOf(state)) return { ok: true, state: timeUp(state) };
      switch (action.type) {
        case 'flag':
          // Nothing is due before the clock's end: the same state object.
          return { ok: true, state };
        case 'move':
          return move(state, action.seat, action.move, at);
        case 'resign':
          return {
            ok: true,
            state: finish(state, { winner: otherSeat(action.seat), reason: 'resignation' }, at),
          };
        case 'forfeit':
          return {
            ok: true,
            state: finish(state, { winner: otherSeat(action.seat), reason: 'forfeit' }, at),
          };
        case 'offer-draw':
        case 'accept-draw':
        case 'decline-draw':
          return reject('no_draws');
        default:
          return reject('bad_move');
      }
    },
    outcome: (state) => state.outcome,
    toMove: () => null,
    deadline: (state) => (state.outcome ? null : endOf(state)),
    clocks(state, now) {
      const left = Math.max(0, endOf(state) - (state.endedAt ?? now));
      return { remainingMs: [left, left], running: null };
    },
    publicView: (state) => blackjackDuelPublicView(state.seats, state.outcome !== null),
    privateView: (state, seat) => blackjackDuelPrivateView(state.seats[seat]),
    drawOffer: () => null,
    record(state): BlackjackDuelRecord & { outcome: DuelOutcome | null; endedAt: number | null } {
      return {
        seed: state.seed,
        clientSeed: BLACKJACK_DUEL_CLIENT_SEED,
        nonce: BLACKJACK_DUEL_NONCE,
        decks: BLACKJACK_DUEL.decks,
        hands: BLACKJACK_DUEL.hands,
        startingChips: BLACKJACK_DUEL.startingChips,
        seats: state.seats.map(blackjackDuelRecordSeat),
        outcome: state.outcome,
        endedAt: state.endedAt,
      };
    },
  };
