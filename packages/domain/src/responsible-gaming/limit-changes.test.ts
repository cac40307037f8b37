import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLimitChange, effectiveLimit, settledLimit, type LimitValue } from './limit-changes.js';

const HOUR = 60 * 60_000;
const DELAY = 24 * HOUR;
const T0 = new Date('2026-06-03T12:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const limit = (amount: bigint | null, pending?: { amount: bigint | null; at: Date }): LimitValue => ({
  amount,
  pendingAmount: pending?.amount ?? null,
  pendingAt: pending?.at ?? null,
});

describe('changing a limit', () => {
  it.each([
    ['a first limit applies at once', limit(null), 100n, 'applied', limit(100n), T0],
    ['lowering applies at once', limit(100n), 50n, 'applied', limit(50n), T0],
    [
      'raising waits for the delay',
      limit(100n),
      200n,
      'pending',
      limit(100n, { amount: 200n, at: later(DELAY) }),
      later(DELAY),
    ],
    [
      'removing waits for the delay',
      limit(100n),
      null,
      'pending',
      limit(100n, { amount: null, at: later(DELAY) }),
      later(DELAY),
    ],
    ['the same value changes nothing', limit(100n), 100n, 'unchanged', limit(100n), null],
    ['no limit asked to stay none changes nothing', limit(null), null, 'unchanged', limit(null), null],
    [
      'the value in force cancels a pending raise',
      limit(100n, { amount: 200n, at: later(HOUR) }),
      100n,
      'cancelled',
      limit(100n),
      null,
    ],
    [
      'lowering drops a pending raise',
      limit(100n, { amount: 200n, at: later(HOUR) }),
      80n,
      'applied',
      limit(80n),
      T0,
    ],
    [
      'a raise between the two replaces the pending one with a new delay',
      limit(100n, { amount: 300n, at: later(HOUR) }),
      200n,
      'pending',
      limit(100n, { amount: 200n, at: later(DELAY) }),
      later(DELAY),
    ],
    [
      'asking again for the pending value keeps its time',
      limit(100n, { amount: 200n, at: later(HOUR) }),
      200n,
      'pending',
      limit(100n, { amount: 200n, at: later(HOUR) }),
      later(HOUR),
    ],
    [
      'a pending change that came due counts as in force',
      limit(100n, { amount: 200n, at: later(-1) }),
      150n,
      'applied',
      limit(150n),
      T0,
    ],
    [
      'a removal that came due leaves no limit, so any value is a new one',
      limit(100n, { amount: null, at: later(-HOUR) }),
      500n,
      'applied',
      limit(500n),
      T0,
    ],
  ] as const)('%s', (_name, before, requested, change, next, appliesAt) => {
    const decided = decideLimitChange(before, requested, T0, DELAY);
    expect(decided.change).toBe(change);
    expect(decided.next).toEqual(next);
    expect(decided.appliesAt?.toISOString() ?? null).toBe(appliesAt?.toISOString() ?? null);
  });

  it('a raise is in force exactly when its delay has passed, by the injected time', () => {
    const raised = decideLimitChange(limit(100n), 250n, T0, DELAY).next;
    expect(effectiveLimit(raised, later(DELAY - 1))).toBe(100n);
    expect(effectiveLimit(raised, later(DELAY))).toBe(250n);
    expect(settledLimit(raised, later(DELAY + HOUR))).toEqual(limit(250n));
  });

  it('no change ever loosens the limit in force before the delay (property)', () => {
    const amount = fc.option(fc.bigInt({ min: 1n, max: 10_000n }), { nil: null });
    const loosens = (a: bigint | null, b: bigint | null) => (b === null ? a !== null : a !== null && b > a);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amount, fc.integer({ min: 0, max: 2 * DELAY })), { maxLength: 12 }),
        (steps) => {
          let state = limit(null);
          let now = T0;
          for (const [requested, wait] of steps) {
            now = new Date(now.getTime() + wait);
            const before = effectiveLimit(state, now);
            const decided = decideLimitChange(state, requested, now, DELAY);
            state = decided.next;
            // Right after any request, the limit in force is never looser than before it.
            expect(loosens(before, effectiveLimit(state, now))).toBe(false);
            if (requested !== null && !loosens(before, requested))
              expect(effectiveLimit(state, now)).toBe(requested);
          }
        },
      ),
    );
  });
});
