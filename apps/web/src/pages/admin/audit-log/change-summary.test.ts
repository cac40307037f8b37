import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeSummary } from './change-summary';

describe('an audit row’s change', () => {
  it.each([
    {
      name: 'a game turned off',
      before: { isActive: true, minBet: '1.00' },
      after: { isActive: false, minBet: '1.00' },
      lines: ['isActive: true → false'],
    },
    {
      name: 'two fields',
      before: { a: 1, b: 'x' },
      after: { a: 2, b: 'y' },
      lines: ['a: 1 → 2', 'b: x → y'],
    },
    { name: 'a field added', before: {}, after: { badge: 'hot' }, lines: ['badge: (none) → hot'] },
    { name: 'created', before: null, after: { id: 3 }, lines: ['→ {"id":3}'] },
    { name: 'nothing either side', before: null, after: null, lines: ['—'] },
    { name: 'removed', before: 'open', after: null, lines: ['open → (none)'] },
    { name: 'same values', before: { a: 1 }, after: { a: 1 }, lines: ['no change'] },
  ])('$name', ({ before, after, lines }) => {
    expect(changeSummary(before, after)).toEqual(lines);
  });

  it('never writes a line longer than asked, whatever the values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.integer({ min: 10, max: 200 }), (before, after, max) => {
        for (const line of changeSummary(before, after, max)) expect(line.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});
