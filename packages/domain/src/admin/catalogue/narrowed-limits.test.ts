import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { narrowLimits } from './narrowed-limits.js';

const REGISTRY = { min: 500, max: 50_000 };

describe('narrowLimits: an admin narrows the registry limits, never widens them', () => {
  it.each([
    ['no change keeps the current limits', { min: 1_000, max: 2_000 }, {}, { min: 1_000, max: 2_000 }],
    ['a higher minimum', REGISTRY, { min: 1_000n }, { min: 1_000, max: 50_000 }],
    ['a lower maximum', REGISTRY, { max: 10_000n }, { min: 500, max: 10_000 }],
    ['both at once', REGISTRY, { min: 1_000n, max: 1_000n }, { min: 1_000, max: 1_000 }],
    ['back to the registry', { min: 1_000, max: 2_000 }, { min: 500n, max: 50_000n }, REGISTRY],
    ['no limits stored yet: from the registry', null, { max: 600n }, { min: 500, max: 600 }],
  ])('%s', (_name, current, change, expected) => {
    expect(narrowLimits(REGISTRY, current, change)).toEqual({ ok: true, limits: expected });
  });

  it.each([
    ['a minimum below the registry', REGISTRY, { min: 499n }, 'minBet', /between 5.00 and 500.00/],
    ['a maximum above the registry', REGISTRY, { max: 50_001n }, 'maxBet', /between 5.00 and 500.00/],
    ['a minimum above the registry', REGISTRY, { min: 60_000n }, 'minBet', /between/],
    [
      'a minimum above the current maximum',
      { min: 500, max: 1_000 },
      { min: 2_000n },
      'minBet',
      /at most .* 10.00/,
    ],
    [
      'a maximum below the current minimum',
      { min: 2_000, max: 5_000 },
      { max: 1_000n },
      'maxBet',
      /at least .* 20.00/,
    ],
    ['both, crossed', REGISTRY, { min: 2_000n, max: 1_000n }, 'maxBet', /at least .* 20.00/],
  ] as const)('refuses %s, naming the field', (_name, current, change, field, message) => {
    const result = narrowLimits(REGISTRY, current, change);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.refusal.field).toBe(field);
      expect(result.refusal.message).toMatch(message);
    }
  });

  it('refuses limits on a game the registry gives none', () => {
    expect(narrowLimits(null, null, { min: 100n })).toMatchObject({
      ok: false,
      refusal: { field: 'minBet' },
    });
    expect(narrowLimits(null, null, {})).toEqual({ ok: true, limits: null });
  });

  it('whatever is asked, what it accepts is within the registry with min <= max', () => {
    const units = fc.bigInt({ min: 0n, max: 100_000n });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.option(units, { nil: undefined }),
        fc.option(units, { nil: undefined }),
        (lo, span, min, max) => {
          const registry = { min: lo, max: lo + span };
          const result = narrowLimits(registry, registry, { min, max });
          if (!result.ok || !result.limits) return;
          expect(result.limits.min).toBeGreaterThanOrEqual(registry.min);
          expect(result.limits.max).toBeLessThanOrEqual(registry.max);
          expect(result.limits.min).toBeLessThanOrEqual(result.limits.max);
          // Accepted means taken as asked.
          if (min !== undefined) expect(BigInt(result.limits.min)).toBe(min);
          if (max !== undefined) expect(BigInt(result.limits.max)).toBe(max);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
