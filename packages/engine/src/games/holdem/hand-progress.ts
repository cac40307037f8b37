// Moving a hand along after anything changes: whose turn it is, dealing the next street when a
// betting round closes, running the board out when at most one player can still bet, and ending
// the hand when one player is left or the river's betting is over. Also the action timer.
import { checkOrFold, nextToAct } from './betting-round.js';
import { nextSeatIndex } from './seat-order.js';
import { patchPlayer, patchSeat, seatAt, type HandDraft, type TableDraft } from './table-draft.js';
import { finishHand } from './hand-end.js';
import type { Street } from './table-state.js';
import type { HoldemError } from './table-actions.js';

const NEXT_STREET: Record<Street, { street: Street; cards: number } | null> = {
  'pre-flop': { street: 'flop', cards: 3 },
  flop: { street: 'turn', cards: 1 },
  turn: { street: 'river', cards: 1 },
  river: null,
};

function dealStreet(d: TableDraft, h: HandDraft): boolean {
  const next = NEXT_STREET[h.street];
  if (!next) return false;
  const from = h.deckPosition + 1; // burn one
  const cards = h.deck.slice(from, from + next.cards);
  h.deckPosition = from + next.cards;
  h.board.push(...cards);
  h.street = next.street;
  h.currentBet = 0;
  h.lastRaiseSize = d.config.bigBlind;
  h.lastAggressor = null;
  for (const p of h.players) if (p) patchPlayer(h, p.seat, { streetBet: 0, actedAt: null });
  d.events.push({ type: 'street-dealt', street: next.street, cards, board: h.board.slice() });
  return true;
}

function playersLeft(h: HandDraft): number {
  let n = 0;
  for (const p of h.players) if (p && !p.folded) n += 1;
  return n;
}

/**
 * Finds the next player to act searching clockwise from `start` (inclusive). A player who timed
 * out this hand is checked or folded at once. The action deadline restarts only when the turn
 * passes to someone new (a player leaving out of turn does not give the actor more time).
 */
export function progress(d: TableDraft, start: number): void {
  const maxSeats = d.config.maxSeats;
  let from = start;
  for (;;) {
    const h = d.hand;
    if (!h) return;
    if (playersLeft(h) <= 1) return finishHand(d);
    const next = nextToAct(h, from, maxSeats);
    if (next !== null) {
      const unchanged = next === h.actionOn;
      h.actionOn = next;
      if (h.players[next]?.timedOut) {
        checkOrFold(d, next, 'timeout');
        from = nextSeatIndex(next, maxSeats);
        continue;
      }
      if (!unchanged || h.actionDeadline === null) {
        h.actionDeadline = d.now + d.config.actionTimeoutMs;
        d.events.push({ type: 'action-on', seat: next, deadline: h.actionDeadline });
      }
      return;
    }
    h.actionOn = null;
    h.actionDeadline = null;
    if (!dealStreet(d, h)) return finishHand(d);
    from = nextSeatIndex(h.buttonSeat, maxSeats);
  }
}

/**
 * The action timer ran out: check if free, otherwise fold, and sit the player out (they are not
 * dealt into later hands until they sit back in; their later turns in this hand are acted at once).
 */
export function timeOutPlayer(d: TableDraft): HoldemError | null {
  const h = d.hand;
  if (!h) return 'no_hand_in_progress';
  const seat = h.actionOn;
  if (seat === null || h.actionDeadline === null) return 'no_action_pending';
  if (d.now < h.actionDeadline) return 'deadline_not_reached';
  patchPlayer(h, seat, { timedOut: true });
  if (!seatAt(d, seat).sittingOut) {
    patchSeat(d, seat, { sittingOut: true });
    d.events.push({ type: 'player-sat-out', seat, reason: 'timeout' });
  }
  checkOrFold(d, seat, 'timeout');
  progress(d, nextSeatIndex(seat, d.config.maxSeats));
  return null;
}
