import { describe, expect, it } from 'vitest';
import { pickSlot } from './pick-slot';

const SLOTS = [
  { id: 6, slug: 'diamond-deluxe' },
  { id: 7, slug: 'pharaohs-fortune' },
  { id: 8, slug: 'cosmic-spins' },
];

describe('pickSlot', () => {
  it.each([
    ['no parameter → the first slot', null, 6],
    ['?game=7 → that slot', '7', 7],
    ['?game=cosmic-spins (slug) → that slot', 'cosmic-spins', 8],
    ['an unknown id → the first slot', '99', 6],
    ['garbage → the first slot', 'abc', 6],
  ] as const)('%s', (_name, param, expected) => {
    expect(pickSlot(SLOTS, param)?.id).toBe(expected);
  });

  it('no slots → undefined', () => {
    expect(pickSlot([], '6')).toBeUndefined();
  });
});
