// No-limit betting within one street: who may do what, and applying one betting action.
// Rules (TDA Rules 2024 / Robert's Rules of Poker, no-limit section):
// - The minimum bet is the big blind; a raise must increase the bet by at least the largest
//   previous bet or raise of the street (`lastRaiseSize`, a big blind at the start of a street).
// - Anyone may go all-in for less. An all-in raise smaller than a full raise does not reopen the
//   betting: a player who already acted may only call or fold unless the total raised since their
//   last action is at least a full raise (TDA Rule 47, cumulative short all-ins).
// - Pre-flop the bet to call is the full big blind even when the big blind is all-in for less
//   (Robert's Rules: "a player who is all-in for less than the big blind ... others must still
//   call the full big blind").
// - Nobody may raise when no other player in the hand has chips left to call it.
import type { HandPlayer, HandState, SeatState } from './table-state.js';
import { findClockwise } from './seat-order.js';
import { commitChips, logAction, patchPlayer, playerAt, seatAt, type TableDraft } from './table-draft.js';
import type { BettingVerb, HoldemError } from './table-actions.js';

export interface LegalActions {
  readonly canFold: boolean;
  readonly canCheck: boolean;
  readonly canCall: boolean;
  /** Chips a call puts in (capped by the stack: a call for less is all-in). */
  readonly callAmount: number;
  /** A bet (nothing to call yet) or a raise is possible; `raiseKind` names the verb to send. */
  readonly canRaise: boolean;
  readonly raiseKind: 'bet' | 'raise';
  /** The smallest street total to bet or raise to (the whole stack when that is less). */
  readonly minRaiseTo: number;
  /** The largest: the whole stack (no-limit). */
  readonly maxRaiseTo: number;
}

export const NO_LEGAL_ACTIONS: LegalActions = {
  canFold: false,
  canCheck: false,
  canCall: false,
  callAmount: 0,
  canRaise: false,
  raiseKind: 'bet',
  minRaiseTo: 0,
  maxRaiseTo: 0,
};

const canStillBet = (p: HandPlayer | null): p is HandPlayer => p !== null && !p.folded && !p.allIn;

/** The betting options of `seat` now: all false unless the action is on that seat. */
export function legalActionsOf(
  hand: HandState,
  seats: readonly (SeatState | null)[],
  seat: number,
): LegalActions {
  const p = hand.players[seat] ?? null;
  const stack = seats[seat]?.stack ?? 0;
  if (hand.actionOn !== seat || !canStillBet(p)) return NO_LEGAL_ACTIONS;
  const toCall = Math.max(0, hand.currentBet - p.streetBet);
  const raiseKind = hand.currentBet === 0 ? 'bet' : 'raise';
  const opponentCanCall = hand.players.some((o) => o !== p && canStillBet(o));
  const reopened = p.actedAt === null || hand.currentBet - p.actedAt >= hand.lastRaiseSize;
  const canRaise = stack > toCall && opponentCanCall && reopened;
  const maxRaiseTo = p.streetBet + stack;
  return {
    canFold: true,
    canCheck: toCall === 0,
    canCall: toCall > 0,
    callAmount: Math.min(toCall, stack),
    canRaise,
    raiseKind,
    minRaiseTo: canRaise ? Math.min(hand.currentBet + hand.lastRaiseSize, maxRaiseTo) : 0,
    maxRaiseTo: canRaise ? maxRaiseTo : 0,
  };
}

/**
 * The next seat that must act, searching clockwise from `start` (inclusive); null when the
 * street's betting is over. A player must act until they have acted on the street and matched
 * its bet; when only one player can still bet, they act only to call (or fold to) a bigger bet.
 */
export function nextToAct(hand: HandState, start: number, maxSeats: number): number | null {
  let canBet = 0;
  let lone: HandPlayer | null = null;
  for (const p of hand.players) {
    if (canStillBet(p)) {
      canBet += 1;
      lone = p;
    }
  }
  if (canBet === 0 || !lone) return null;
  if (canBet === 1) {
    let biggest = 0;
    for (const o of hand.players) if (o && o !== lone && !o.folded) biggest = Math.max(biggest, o.streetBet);
    return lone.streetBet < biggest ? lone.seat : null;
  }
  return findClockwise(start, maxSeats, (seat) => {
    const p = hand.players[seat] ?? null;
    return canStillBet(p) && (p.actedAt === null || p.streetBet < hand.currentBet);
  });
}

export type BettingRequest =
  | { readonly type: 'fold' | 'check' | 'call' | 'all-in' }
  | { readonly type: 'bet' | 'raise'; readonly amount: number };

/**
 * Applies one betting action by the player to act (the caller checked the turn). Leaves the draft
 * untouched and returns an error code when the action is not legal.
 */
export function takeAction(
  d: TableDraft,
  seat: number,
  request: BettingRequest,
  auto?: 'timeout' | 'leave',
): HoldemError | null {
  const h = d.hand;
  if (!h) return 'no_hand_in_progress';
  const legal = legalActionsOf(h, d.seats, seat);
  const p = playerAt(h, seat);
  let verb: BettingVerb;
  let to = p.streetBet;
  switch (request.type) {
    case 'fold':
      // Leaving folds the hand even out of turn (the player is gone; nothing to wait for).
      if (!legal.canFold && auto !== 'leave') return 'not_your_turn';
      verb = 'fold';
      break;
    case 'check':
      if (!legal.canCheck) return 'cannot_check';
      verb = 'check';
      break;
    case 'call':
      if (!legal.canCall) return 'cannot_call';
      verb = 'call';
      to = p.streetBet + legal.callAmount;
      break;
    case 'bet':
    case 'raise': {
      if (request.type !== legal.raiseKind) return request.type === 'bet' ? 'cannot_bet' : 'cannot_raise';
      if (!legal.canRaise) return request.type === 'bet' ? 'cannot_bet' : 'cannot_raise';
      if (!Number.isSafeInteger(request.amount)) return 'invalid_amount';
      if (request.amount < legal.minRaiseTo) return 'raise_too_small';
      if (request.amount > legal.maxRaiseTo) return 'raise_too_large';
      verb = request.type;
      to = request.amount;
      break;
    }
    case 'all-in': {
      const allInTo = p.streetBet + seatAt(d, seat).stack;
      if (allInTo <= h.currentBet) {
        // All-in for no more than the bet: a call (possibly for less).
        if (!legal.canCall) return 'cannot_call';
        verb = 'call';
      } else if (legal.canRaise) {
        verb = legal.raiseKind;
      } else {
        return legal.raiseKind === 'bet' ? 'cannot_bet' : 'cannot_raise';
      }
      to = allInTo;
      break;
    }
    default:
      return 'invalid_action';
  }

  const amount = to - p.streetBet;
  if (amount > 0) commitChips(d, h, seat, amount);
  if (verb === 'bet' || verb === 'raise') {
    // Only a full raise resets the minimum increment (a short all-in leaves it, TDA Rule 47).
    if (to - h.currentBet >= h.lastRaiseSize) h.lastRaiseSize = to - h.currentBet;
    h.currentBet = to;
    h.lastAggressor = seat;
  }
  const after = patchPlayer(h, seat, { folded: verb === 'fold', actedAt: h.currentBet });
  const record = {
    street: h.street,
    seat,
    action: verb,
    amount,
    to: after.streetBet,
    allIn: after.allIn,
    ...(auto ? { auto } : {}),
  };
  logAction(h, record);
  d.events.push({ type: 'action-taken', ...record });
  return null;
}

/** The engine acting for an absent player: check when free, otherwise fold. */
export function checkOrFold(d: TableDraft, seat: number, auto: 'timeout' | 'leave'): void {
  const h = d.hand;
  if (!h) return;
  const legal = legalActionsOf(h, d.seats, seat);
  takeAction(d, seat, { type: legal.canCheck ? 'check' : 'fold' }, auto);
}
