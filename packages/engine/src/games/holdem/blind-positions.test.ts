import { describe, expect, it } from 'vitest';
import { planHand } from './blind-positions.js';
import type { SeatState } from './table-state.js';

const player = (patch: Partial<SeatState> = {}): SeatState => ({
  playerId: 'p',
  name: 'P',
  stack: 1000,
  sittingOut: false,
  owesBigBlind: false,
  owesSmallBlind: false,
  leaving: false,
  ...patch,
});
const out = player({ sittingOut: true });
const fresh = player({ owesBigBlind: true });
const _ = null;

describe('button and blinds (moving button)', () => {
  it.each<[string, (SeatState | null)[], number | null, [number, number, number], number[]]>([
    [
      'first hand: button on the lowest seat',
      [_, player(), _, player(), player()],
      null,
      [1, 3, 4],
      [3, 4, 1],
    ],
    [
      'the button moves one player clockwise',
      [player(), player(), player(), player()],
      0,
      [1, 2, 3],
      [2, 3, 0, 1],
    ],
    ['the button wraps around the table', [player(), _, player(), _, player()], 4, [0, 2, 4], [2, 4, 0]],
    ['empty seats are skipped', [player(), _, _, player(), _, player()], 0, [3, 5, 0], [5, 0, 3]],
    ['heads-up: the button posts the small blind', [player(), _, _, player()], 3, [0, 0, 3], [3, 0]],
    ['heads-up: next hand the other player has the button', [player(), _, _, player()], 0, [3, 3, 0], [0, 3]],
    ['sitting out players are not dealt in', [player(), out, player(), player()], 0, [2, 3, 0], [3, 0, 2]],
    [
      'players without chips are not dealt in',
      [player(), player({ stack: 0 }), player()],
      0,
      [2, 2, 0],
      [0, 2],
    ],
  ])('%s', (_name, seats, previousButton, [button, small, big], dealtIn) => {
    const plan = planHand(seats, previousButton, seats.length);
    expect(plan && [plan.buttonSeat, plan.smallBlindSeat, plan.bigBlindSeat]).toEqual([button, small, big]);
    expect(plan?.dealtIn).toEqual(dealtIn);
  });

  it('needs two players who can play', () => {
    expect(planHand([player(), out, _], null, 3)).toBeNull();
    expect(planHand([player(), player({ leaving: true })], null, 2)).toBeNull();
  });

  it('deals a new player in at once with a live big blind, never on the button or in a blind', () => {
    // Seat 1 would be the button if it counted: the positions rotate among the others.
    const plan = planHand([player(), fresh, player(), player()], 0, 4);
    expect(plan).toMatchObject({ buttonSeat: 2, smallBlindSeat: 3, bigBlindSeat: 0 });
    expect(plan?.dealtIn).toEqual([3, 0, 1, 2]);
    expect(plan?.entryPosts).toEqual([{ seat: 1, live: true, dead: false }]);
  });

  it('several new players all post and play; none waits', () => {
    const plan = planHand([fresh, player(), player(), fresh, fresh], 2, 5);
    expect(plan).toMatchObject({ buttonSeat: 1, smallBlindSeat: 1, bigBlindSeat: 2 });
    expect(plan?.dealtIn).toEqual([2, 3, 4, 0, 1]);
    expect(plan?.entryPosts.map((e) => e.seat)).toEqual([3, 4, 0]);
  });

  it('a game being formed deals everyone in without posts', () => {
    const plan = planHand([fresh, player(), fresh], null, 3);
    expect(plan).toMatchObject({ buttonSeat: 0, smallBlindSeat: 1, bigBlindSeat: 2, entryPosts: [] });
  });

  it('a returning player posts the big blind live and the small blind dead', () => {
    const back = player({ owesBigBlind: true, owesSmallBlind: true });
    const plan = planHand([player(), player(), player(), back], 2, 4);
    expect(plan?.entryPosts).toEqual([{ seat: 3, live: true, dead: true }]);
  });

  it('marks the seats sitting out that the blinds pass', () => {
    // Button 1, small blind 3, big blind 5: seat 2 is passed by the small blind, seat 4 by the big.
    const plan = planHand([player(), player(), out, player(), out, player()], 0, 6);
    expect(plan).toMatchObject({ buttonSeat: 1, smallBlindSeat: 3, bigBlindSeat: 5 });
    expect(plan?.missed).toEqual([
      { seat: 2, small: true, big: false },
      { seat: 4, small: false, big: true },
    ]);
  });

  it('heads-up, a seat sitting out between the button and the big blind misses the big blind', () => {
    const plan = planHand([player(), out, player(), out], 2, 4);
    expect(plan).toMatchObject({ buttonSeat: 0, smallBlindSeat: 0, bigBlindSeat: 2 });
    expect(plan?.missed).toEqual([{ seat: 1, small: false, big: true }]);
  });
});
