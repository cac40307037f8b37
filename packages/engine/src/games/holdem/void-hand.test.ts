import { describe, expect, it } from 'vitest';
import { applyTableAction } from './table-reducer.js';
import { voidHand } from './void-hand.js';
import { chipsOnTable } from './table-state.js';
import { foldAround, must, play, stacks, startWith, tableWith } from './table-test-kit.js';

describe('voiding an unfinished hand (crash recovery)', () => {
  it('puts every committed chip back, restores the button and blind debts, and refunds per player', () => {
    let t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    t = foldAround(startWith(t, {})).state; // button 0: seat 2 wins the blinds
    t = must(
      applyTableAction(t, {
        type: 'sit-down',
        seat: 3,
        playerId: 'late',
        name: 'Late',
        chips: 3_000,
        now: 0,
      }),
    ).state;
    // Hand 2: button 1, blinds 2 and 0; the new player in seat 3 posts a big blind.
    const before = t;
    const h = play(startWith(t, {}), [
      [1, 'raise', 300], // button
      [2, 'call'],
      [3, 'call'],
      [0, 'fold'],
      [2, 'bet', 400],
    ]);
    expect(chipsOnTable(h.state)).toBe(18_000);
    const voided = voidHand(h.state);
    if (!voided.ok) throw new Error(voided.error);
    expect(voided.refunds).toEqual([
      { seat: 0, playerId: 'p0', amount: 100 },
      { seat: 1, playerId: 'p1', amount: 300 },
      { seat: 2, playerId: 'p2', amount: 700 },
      { seat: 3, playerId: 'late', amount: 300 },
    ]);
    expect(stacks(voided.state)).toEqual(stacks(before));
    expect(voided.state.seats[3]?.owesBigBlind).toBe(true);
    expect(voided.state.buttonSeat).toBe(before.buttonSeat);
    expect(voided.state.hand).toBeNull();
    expect(voided.state.version).toBe(h.state.version + 1);
    expect(voided.events[0]).toMatchObject({ type: 'hand-voided', handId: 't1-2' });
    // The next hand deals the same positions again, with a new hand number.
    const again = startWith(voided.state, {});
    expect(again.state.hand).toMatchObject({ handId: 't1-3', buttonSeat: 1 });
    expect(again.state.hand?.posts.at(-1)).toMatchObject({ seat: 3, kind: 'posted-big-blind' });
  });

  it('players who stood up during the voided hand leave with their restored stacks', () => {
    const t = tableWith([
      [0, 5_000],
      [1, 5_000],
      [2, 5_000],
    ]);
    const h = play(startWith(t, {}), [[0, 'raise', 300]]);
    const left = must(applyTableAction(h.state, { type: 'leave', seat: 1, now: 5 }));
    const voided = voidHand(left.state);
    if (!voided.ok) throw new Error(voided.error);
    expect(voided.events.at(-1)).toEqual({ type: 'player-left', seat: 1, playerId: 'p1', chips: 5_000 });
    expect(voided.state.seats[1]).toBeNull();
    expect(voidHand(voided.state)).toEqual({ ok: false, error: 'no_hand_in_progress' });
  });
});
