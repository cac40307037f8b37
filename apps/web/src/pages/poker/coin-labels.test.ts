import { describe, expect, it } from 'vitest';
import { blindsLabel, coinsLabel, netLabel } from './coin-labels';

describe('poker coin labels', () => {
  it.each([
    ['the spec table', 200, 500, '2/5 GC'],
    ['cheap blinds', 100, 200, '1/2 GC'],
    ['half coins', 50, 100, '0.50/1 GC'],
    ['high roller', 50_000, 100_000, '500/1,000 GC'],
  ])('blinds of %s', (_name, small, big, label) => {
    expect(blindsLabel(small, big)).toBe(label);
    expect(blindsLabel(small, big)).not.toContain('$');
  });

  it.each([
    [50_000, '500.00 GC'],
    [0, '0.00 GC'],
  ])('coins %d → %s', (cents, label) => expect(coinsLabel(cents)).toBe(label));

  it.each([
    ['a win', 200, '+2.00'],
    ['a loss', -500, '−5.00'],
    ['the stake back', 0, '±0.00'],
    ['a big win', 123_456, '+1,234.56'],
  ])('%s is signed', (_name, cents, label) => expect(netLabel(cents)).toBe(label));
});
