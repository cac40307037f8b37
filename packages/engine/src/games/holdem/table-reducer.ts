// The table reducer: applyTableAction(state, action) => { ok, state, events } | { ok: false, error }.
// Pure: no clock (actions carry `now`), no randomness (start-hand carries the server seed and the players' seeds), no I/O.
// Every accepted action increments `version`; a rejected one leaves the state as it was. Betting
// actions must carry the version they were made against (a double click or a replay after a
// reconnect is refused as stale); seat and system actions are checked when they carry one.
import { reject } from '../../engine-result.js';
import { takeAction } from './betting-round.js';
import { progress, timeOutPlayer } from './hand-progress.js';
import { startHand } from './hand-start.js';
import { addChips, isSeatNumber, leaveSeat, sitDown, sitIn, sitOut } from './seat-actions.js';
import { nextSeatIndex } from './seat-order.js';
import { closeDraft, openDraft, type TableDraft } from './table-draft.js';
import type { HoldemTableState } from './table-state.js';
import type { HoldemAction, HoldemError, PlayerAction, TableActionResult } from './table-actions.js';

const BETTING = new Set<string>(['fold', 'check', 'call', 'bet', 'raise', 'all-in']);

function isPlayerAction(action: HoldemAction): action is PlayerAction {
  return BETTING.has(action.type);
}

function bet(d: TableDraft, action: PlayerAction): HoldemError | null {
  if (!isSeatNumber(d, action.seat)) return 'invalid_seat';
  const h = d.hand;
  if (!h) return 'no_hand_in_progress';
  if (h.actionOn !== action.seat) return 'not_your_turn';
  const error = takeAction(
    d,
    action.seat,
    action.type === 'bet' || action.type === 'raise'
      ? { type: action.type, amount: action.amount }
      : { type: action.type },
  );
  if (error) return error;
  progress(d, nextSeatIndex(action.seat, d.config.maxSeats));
  return null;
}

function dispatch(d: TableDraft, action: HoldemAction): HoldemError | null {
  if (isPlayerAction(action)) return bet(d, action);
  switch (action.type) {
    case 'sit-down':
      return sitDown(d, action.seat, action.playerId, action.name, action.chips);
    case 'leave':
      return leaveSeat(d, action.seat);
    case 'sit-out':
      return sitOut(d, action.seat);
    case 'sit-in':
      return sitIn(d, action.seat);
    case 'add-chips':
      return addChips(d, action.seat, action.amount);
    case 'start-hand':
      return startHand(d, action, action.stream);
    case 'timeout':
      return timeOutPlayer(d);
    default:
      return 'invalid_action';
  }
}

export function applyTableAction(state: HoldemTableState, action: HoldemAction): TableActionResult {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string')
    return reject('invalid_action');
  if (typeof action.now !== 'number' || !Number.isFinite(action.now)) return reject('invalid_time');
  if ((isPlayerAction(action) || action.version !== undefined) && action.version !== state.version)
    return reject('stale_version');
  // The common refusals of a betting action need no working copy.
  if (
    isPlayerAction(action) &&
    state.hand &&
    state.hand.actionOn !== action.seat &&
    Number.isInteger(action.seat) &&
    action.seat >= 0 &&
    action.seat < state.config.maxSeats
  )
    return reject('not_your_turn');
  const d = openDraft(state, action.now);
  const error = dispatch(d, action);
  if (error) return reject(error);
  return { ok: true, state: closeDraft(d, state.version + 1), events: d.events };
}
