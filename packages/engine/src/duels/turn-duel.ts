// What the turn-based board duels (chess, checkers) share around their board rules: one clock per
// side that runs for the side to move (no increment), the flag, draw offers, resignation and the
// room's forfeit. A game supplies only its board (`TurnBoard`): how it starts, who moves, how a move
// is played and whether a side could still win when the other's flag falls.
import { reject } from '../engine-result.js';
import {
  otherSeat,
  type DuelAction,
  type DuelClockView,
  type DuelOutcome,
  type DuelResult,
  type DuelRules,
  type DuelSeat,
  type DuelSetup,
} from './duel.js';

/** A board move's result: the next board, and the outcome when the move ended the game. */
export type BoardMoveResult<B> =
  | { readonly ok: true; readonly board: B; readonly ended: DuelOutcome | null }
  | { readonly ok: false; readonly error: 'bad_move' | 'illegal_move' };

/** One turn-based game's board rules, free of clocks and offers. */
export interface TurnBoard<B, V> {
  readonly gameType: string;
  initial(setup: DuelSetup): B;
  toMove(board: B): DuelSeat;
  /** Plays `seat`'s move (already known to be the side to move); `move` is unchecked input. */
  play(board: B, seat: DuelSeat, move: unknown): BoardMoveResult<B>;
  /** Whether `seat` could still win by some series of legal moves (a flag against a side that cannot is a draw). */
  canWin(board: B, seat: DuelSeat): boolean;
  view(board: B): V;
  record(board: B, outcome: DuelOutcome | null): Record<string, unknown>;
}

export interface TurnDuelState<B> {
  readonly board: B;
  /** Each seat's time left at `clockAt`; the side to move's clock runs from then on. */
  readonly remainingMs: readonly [number, number];
  readonly clockAt: number;
  /** The seat whose draw offer stands (lapses when its opponent moves). */
  readonly drawOffer: DuelSeat | null;
  readonly outcome: DuelOutcome | null;
  /** Game time the duel ended (a flag ends at the deadline, not when it was noticed). */
  readonly endedAt: number | null;
}

/** Rules of a turn duel, and its board for tests and tools. */
export interface TurnDuelRules<B, V> extends DuelRules<TurnDuelState<B>, V, null> {
  board(state: TurnDuelState<B>): B;
}

export function turnDuelRules<B, V>(game: TurnBoard<B, V>): TurnDuelRules<B, V> {
  const deadline = (state: TurnDuelState<B>): number | null =>
    state.outcome ? null : state.clockAt + state.remainingMs[game.toMove(state.board)];

  const end = (state: TurnDuelState<B>, outcome: DuelOutcome, at: number): TurnDuelState<B> => ({
    ...state,
    drawOffer: null,
    outcome,
    endedAt: at,
  });

  /** The side to move ran out of time at the deadline: its opponent wins if it still could. */
  const flagFell = (state: TurnDuelState<B>, at: number): TurnDuelState<B> => {
    const flagged = game.toMove(state.board);
    const other = otherSeat(flagged);
    const remainingMs = withSeat(state.remainingMs, flagged, 0);
    const outcome: DuelOutcome = game.canWin(state.board, other)
      ? { winner: other, reason: 'timeout' }
      : { winner: null, reason: 'timeout_insufficient' };
    return end({ ...state, remainingMs, clockAt: at }, outcome, at);
  };

  const move = (
    state: TurnDuelState<B>,
    seat: DuelSeat,
    boardMove: unknown,
    at: number,
  ): DuelResult<TurnDuelState<B>> => {
    if (game.toMove(state.board) !== seat) return reject('not_your_turn');
    const played = game.play(state.board, seat, boardMove);
    if (!played.ok) return reject(played.error);
    const remainingMs = withSeat(state.remainingMs, seat, state.remainingMs[seat] - (at - state.clockAt));
    const next: TurnDuelState<B> = {
      ...state,
      board: played.board,
      remainingMs,
      clockAt: at,
      // An offer lapses when the offerer's opponent moves; the offerer's own move keeps it.
      drawOffer: state.drawOffer === seat ? seat : null,
    };
    return { ok: true, state: played.ended ? end(next, played.ended, at) : next };
  };

  return {
    gameType: game.gameType,
    start(setup) {
      return {
        board: game.initial(setup),
        remainingMs: [setup.clockMs, setup.clockMs],
        clockAt: setup.startedAt,
        drawOffer: null,
        outcome: null,
        endedAt: null,
      };
    },
    apply(state, action: DuelAction) {
      if (state.outcome) return reject('game_over');
      if (!Number.isFinite(action.at)) return reject('bad_move');
      // Game time never runs backwards: an action stamped before the last one counts as simultaneous.
      const at = Math.max(action.at, state.clockAt);
      const due = deadline(state);
      // Whatever arrives once the running clock is out (the room's flag, or a late move) ends it on time.
      if (due !== null && at >= due) return { ok: true, state: flagFell(state, due) };
      switch (action.type) {
        case 'flag':
          // Not due yet: nothing happens, and the same state says so.
          return { ok: true, state };
        case 'move':
          return move(state, action.seat, action.move, at);
        case 'resign':
          return {
            ok: true,
            state: end(state, { winner: otherSeat(action.seat), reason: 'resignation' }, at),
          };
        case 'forfeit':
          return { ok: true, state: end(state, { winner: otherSeat(action.seat), reason: 'forfeit' }, at) };
        case 'offer-draw':
          if (state.drawOffer === action.seat) return reject('draw_already_offered');
          // Offering while the opponent's offer stands is agreeing to it.
          if (state.drawOffer !== null)
            return { ok: true, state: end(state, { winner: null, reason: 'agreement' }, at) };
          return { ok: true, state: { ...state, drawOffer: action.seat } };
        case 'accept-draw':
          if (state.drawOffer !== otherSeat(action.seat)) return reject('no_draw_offer');
          return { ok: true, state: end(state, { winner: null, reason: 'agreement' }, at) };
        case 'decline-draw':
          if (state.drawOffer !== otherSeat(action.seat)) return reject('no_draw_offer');
          return { ok: true, state: { ...state, drawOffer: null } };
        default:
          return reject('bad_move');
      }
    },
    outcome: (state) => state.outcome,
    toMove: (state) => (state.outcome ? null : game.toMove(state.board)),
    deadline,
    clocks(state, now): DuelClockView {
      if (state.outcome) return { remainingMs: state.remainingMs, running: null };
      const running = game.toMove(state.board);
      const left = Math.max(0, state.remainingMs[running] - Math.max(0, now - state.clockAt));
      return { remainingMs: withSeat(state.remainingMs, running, left), running };
    },
    publicView: (state) => game.view(state.board),
    privateView: () => null,
    record(state) {
      return {
        ...game.record(state.board, state.outcome),
        outcome: state.outcome,
        endedAt: state.endedAt,
        remainingMs: [...state.remainingMs],
      };
    },
    drawOffer: (state) => (state.outcome ? null : state.drawOffer),
    board: (state) => state.board,
  };
}

function withSeat(pair: readonly [number, number], seat: DuelSeat, value: number): readonly [number, number] {
  return seat === 0 ? [value, pair[1]] : [pair[0], value];
}
