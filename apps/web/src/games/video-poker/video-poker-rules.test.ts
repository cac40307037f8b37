import { describe, expect, it } from 'vitest';
import { JACKS_OR_BETTER_9_6 } from '@casino/engine';
import { paytableRows, toggleHold } from './video-poker-rules';

describe('video poker paytable (spec 9/6 Jacks or Better)', () => {
  it('lists every paying hand, best first, with the spec multipliers', () => {
    expect(paytableRows(JACKS_OR_BETTER_9_6).map((r) => `${r.name} ${r.pays}`)).toEqual([
      'Royal Flush 800',
      'Straight Flush 50',
      'Four of a Kind 25',
      'Full House 9',
      'Flush 6',
      'Straight 4',
      'Three of a Kind 3',
      'Two Pair 2',
      'Jacks or Better 1',
    ]);
  });
});

describe('toggleHold', () => {
  it.each([
    ['holds an unheld card', [false, false, false, false, false], 2, [false, false, true, false, false]],
    ['releases a held card', [true, false, false, false, true], 4, [true, false, false, false, false]],
    ['leaves the others alone', [true, true, true, true, true], 0, [false, true, true, true, true]],
  ])('%s', (_name, held, index, expected) => {
    expect(toggleHold(held, index)).toEqual(expected);
  });
});
