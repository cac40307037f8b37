// Sitting down, leaving, sitting out and back in, adding chips. Rules:
// - Sit down: a free seat, a buy-in within the table's min and max; the player then owes a big
//   blind to be dealt in (blind-positions.ts).
// - Leave: allowed any time. Not in the hand: the seat empties now and the chips leave. In the
//   hand: the hand is folded at once (out of turn if need be; an all-in hand stays live), the
//   player is sat out, and seat and chips leave when the hand ends (`player-left` event).
// - Sit out / sit in: takes effect from the next hand; the current hand plays on. Sitting back
//   in needs chips, and cancels the automatic check/fold after a timeout in the current hand.
// - Add chips: only when not in the hand in progress ("between hands"), and the new stack must be
//   within the min and max buy-in (Robert's Rules: no adding chips during a hand).
import { patchPlayer, patchSeat, type TableDraft } from './table-draft.js';
import { takeAction } from './betting-round.js';
import { progress } from './hand-progress.js';
import { nextSeatIndex } from './seat-order.js';
import type { HoldemError } from './table-actions.js';

export function isSeatNumber(d: TableDraft, seat: unknown): seat is number {
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < d.config.maxSeats;
}

export function sitDown(
  d: TableDraft,
  seat: number,
  playerId: string,
  name: string,
  chips: number,
): HoldemError | null {
  if (!isSeatNumber(d, seat)) return 'invalid_seat';
  if (typeof playerId !== 'string' || playerId === '' || typeof name !== 'string') return 'invalid_player';
  if (d.seats[seat]) return 'seat_taken';
  if (d.seats.some((s) => s?.playerId === playerId)) return 'already_seated';
  if (!Number.isSafeInteger(chips) || chips <= 0) return 'invalid_amount';
  if (chips < d.config.minBuyIn) return 'below_min_buy_in';
  if (chips > d.config.maxBuyIn) return 'above_max_buy_in';
  d.seats[seat] = {
    playerId,
    name,
    stack: chips,
    sittingOut: false,
    owesBigBlind: true,
    owesSmallBlind: false,
    leaving: false,
  };
  d.events.push({ type: 'player-sat-down', seat, playerId, chips });
  return null;
}

export function leaveSeat(d: TableDraft, seat: number): HoldemError | null {
  if (!isSeatNumber(d, seat)) return 'invalid_seat';
  const s = d.seats[seat];
  if (!s) return 'seat_empty';
  const h = d.hand;
  const p = h?.players[seat];
  if (!h || !p) {
    d.seats[seat] = null;
    d.events.push({ type: 'player-left', seat, playerId: s.playerId, chips: s.stack });
    return null;
  }
  if (s.leaving) return 'seat_leaving';
  patchSeat(d, seat, { leaving: true, sittingOut: true });
  d.events.push({ type: 'leave-pending', seat });
  if (p.folded || p.allIn) return null;
  const onTurn = h.actionOn === seat;
  takeAction(d, seat, { type: 'fold' }, 'leave');
  // Out of turn, the search starts at the player to act, who keeps the turn (and their deadline).
  progress(d, onTurn || h.actionOn === null ? nextSeatIndex(seat, d.config.maxSeats) : h.actionOn);
  return null;
}

export function sitOut(d: TableDraft, seat: number): HoldemError | null {
  if (!isSeatNumber(d, seat)) return 'invalid_seat';
  const s = d.seats[seat];
  if (!s) return 'seat_empty';
  if (s.sittingOut) return 'already_sitting_out';
  patchSeat(d, seat, { sittingOut: true });
  d.events.push({ type: 'player-sat-out', seat, reason: 'request' });
  return null;
}

export function sitIn(d: TableDraft, seat: number): HoldemError | null {
  if (!isSeatNumber(d, seat)) return 'invalid_seat';
  const s = d.seats[seat];
  if (!s) return 'seat_empty';
  if (s.leaving) return 'seat_leaving';
  if (!s.sittingOut) return 'not_sitting_out';
  if (s.stack === 0) return 'no_chips';
  patchSeat(d, seat, { sittingOut: false });
  const h = d.hand;
  if (h?.players[seat]?.timedOut) patchPlayer(h, seat, { timedOut: false });
  d.events.push({ type: 'player-sat-in', seat });
  return null;
}

export function addChips(d: TableDraft, seat: number, amount: number): HoldemError | null {
  if (!isSeatNumber(d, seat)) return 'invalid_seat';
  const s = d.seats[seat];
  if (!s) return 'seat_empty';
  if (s.leaving) return 'seat_leaving';
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'invalid_amount';
  if (d.hand?.players[seat]) return 'hand_in_progress';
  const stack = s.stack + amount;
  if (stack > d.config.maxBuyIn) return 'above_max_buy_in';
  if (stack < d.config.minBuyIn) return 'below_min_buy_in';
  patchSeat(d, seat, { stack });
  d.events.push({ type: 'chips-added', seat, amount, stack });
  return null;
}
