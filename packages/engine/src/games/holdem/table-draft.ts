// A mutable working copy of the table for the length of one reducer call. Opening it copies the
// few small arrays that may change (seats, the hand's players and board: at most ten entries
// each), never the whole state; the hand's logs are copied only when written; changed seats and players are
// replaced by new objects, so the input state is never touched and unchanged parts are shared.
import type { CardId } from '../../cards.js';
import type { HoldemTableConfig } from './table-config.js';
import type { HandPlayer, HandState, HoldemTableState, SeatState } from './table-state.js';
import type { HandActionRecord, HandPostRecord, HandSummary } from './hand-history.js';
import type { HoldemEvent } from './table-actions.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The logs (`posts`, `actions`) stay shared with the input and are copied on write. */
export interface HandDraft extends Omit<Mutable<HandState>, 'players' | 'board'> {
  players: (HandPlayer | null)[];
  board: CardId[];
}

export interface TableDraft {
  readonly config: HoldemTableConfig;
  readonly now: number;
  seats: (SeatState | null)[];
  buttonSeat: number | null;
  handsStarted: number;
  hand: HandDraft | null;
  lastHand: HandSummary | null;
  events: HoldemEvent[];
}

/** Field by field: one object shape for every hand keeps copying on V8's fast path. */
function copyHand(h: HandState): HandDraft {
  return {
    handNumber: h.handNumber,
    handId: h.handId,
    startedAt: h.startedAt,
    deal: h.deal,
    deck: h.deck,
    deckPosition: h.deckPosition,
    buttonSeat: h.buttonSeat,
    smallBlindSeat: h.smallBlindSeat,
    bigBlindSeat: h.bigBlindSeat,
    previousButtonSeat: h.previousButtonSeat,
    street: h.street,
    board: h.board.slice(),
    players: h.players.slice(),
    currentBet: h.currentBet,
    lastRaiseSize: h.lastRaiseSize,
    lastAggressor: h.lastAggressor,
    actionOn: h.actionOn,
    actionDeadline: h.actionDeadline,
    posts: h.posts,
    actions: h.actions,
    debtsAtStart: h.debtsAtStart,
  };
}

export function openDraft(state: HoldemTableState, now: number): TableDraft {
  const h = state.hand;
  return {
    config: state.config,
    now,
    seats: state.seats.slice(),
    buttonSeat: state.buttonSeat,
    handsStarted: state.handsStarted,
    hand: h ? copyHand(h) : null,
    lastHand: state.lastHand,
    events: [],
  };
}

export function logPost(h: HandDraft, record: HandPostRecord): void {
  h.posts = [...h.posts, record];
}

export function logAction(h: HandDraft, record: HandActionRecord): void {
  h.actions = [...h.actions, record];
}

export function closeDraft(d: TableDraft, version: number): HoldemTableState {
  return {
    config: d.config,
    version,
    seats: d.seats,
    buttonSeat: d.buttonSeat,
    handsStarted: d.handsStarted,
    hand: d.hand,
    lastHand: d.lastHand,
  };
}

/** The occupied seat; a missing one here is an engine bug, not a player's mistake. */
export function seatAt(d: TableDraft, seat: number): SeatState {
  const s = d.seats[seat];
  if (!s) throw new Error(`holdem: seat ${seat} is empty`);
  return s;
}

export function patchSeat(d: TableDraft, seat: number, patch: Partial<SeatState>): SeatState {
  const next = { ...seatAt(d, seat), ...patch };
  d.seats[seat] = next;
  return next;
}

export function playerAt(h: HandDraft, seat: number): HandPlayer {
  const p = h.players[seat];
  if (!p) throw new Error(`holdem: seat ${seat} is not in the hand`);
  return p;
}

export function patchPlayer(h: HandDraft, seat: number, patch: Partial<HandPlayer>): HandPlayer {
  const next = { ...playerAt(h, seat), ...patch };
  h.players[seat] = next;
  return next;
}

/**
 * Moves up to `amount` chips from the seat's stack into the hand (live: a bet, counting toward
 * the street; dead: a missed small blind, pot money that is not a bet). Returns what moved.
 */
export function commitChips(d: TableDraft, h: HandDraft, seat: number, amount: number, dead = false): number {
  const s = seatAt(d, seat);
  const p = playerAt(h, seat);
  const moved = Math.min(amount, s.stack);
  const stack = s.stack - moved;
  patchSeat(d, seat, { stack });
  patchPlayer(
    h,
    seat,
    dead
      ? { dead: p.dead + moved, allIn: stack === 0 }
      : { streetBet: p.streetBet + moved, committed: p.committed + moved, allIn: stack === 0 },
  );
  return moved;
}
