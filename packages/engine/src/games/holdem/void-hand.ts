// Crash recovery (ARCHITECTURE.md, "an interrupted hand is voided and refunded from its persisted
// record"): every chip committed in the unfinished hand goes back to its owner's stack, so each
// stack is what it was when the hand started; blind debts and the button go back to where they
// were, as if the hand never started (its hand number stays used). Players who stood up during it
// leave now with their restored stacks.
//
// The returned `refunds` say how much of each stack came back from the pot. The state already
// holds the restored stacks: a room that keeps the table running moves no money; one that closes
// the table cashes out the stacks (which include the refunds). Never both.
import { reject, type Rejected } from '../../engine-result.js';
import { closeDraft, openDraft, patchSeat } from './table-draft.js';
import type { HoldemTableState } from './table-state.js';
import type { HoldemEvent, SeatAmount } from './table-actions.js';

export interface VoidedHand {
  readonly ok: true;
  readonly state: HoldemTableState;
  readonly events: readonly HoldemEvent[];
  readonly handId: string;
  /** Per seat dealt in: the chips it had committed (blinds and bets), now back in its stack. */
  readonly refunds: readonly (SeatAmount & { readonly playerId: string })[];
}

export function voidHand(state: HoldemTableState): VoidedHand | Rejected<'no_hand_in_progress'> {
  const hand = state.hand;
  if (!hand) return reject('no_hand_in_progress');
  const d = openDraft(state, hand.startedAt);
  const refunds: (SeatAmount & { playerId: string })[] = [];
  for (const p of hand.players) {
    if (!p) continue;
    const s = d.seats[p.seat];
    if (!s) continue;
    const amount = p.committed + p.dead;
    refunds.push({ seat: p.seat, playerId: p.playerId, amount });
    patchSeat(d, p.seat, { stack: s.stack + amount });
  }
  for (const debts of hand.debtsAtStart) {
    const s = d.seats[debts.seat];
    if (s?.playerId !== debts.playerId) continue;
    patchSeat(d, debts.seat, { owesBigBlind: debts.owesBigBlind, owesSmallBlind: debts.owesSmallBlind });
  }
  d.buttonSeat = hand.previousButtonSeat;
  d.hand = null;
  d.events.push({ type: 'hand-voided', handId: hand.handId, refunds });
  d.seats.forEach((s, seat) => {
    if (!s?.leaving) return;
    d.seats[seat] = null;
    d.events.push({ type: 'player-left', seat, playerId: s.playerId, chips: s.stack });
  });
  return {
    ok: true,
    state: closeDraft(d, state.version + 1),
    events: d.events,
    handId: hand.handId,
    refunds,
  };
}
