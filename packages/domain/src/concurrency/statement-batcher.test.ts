import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStatementBatcher } from './statement-batcher.js';

/** A batcher whose statement is a function of the caller's choosing; records every batch it ran. */
function recordingBatcher(options: {
  maxBatch?: number;
  maxInFlight?: number;
  fail?: (n: number) => boolean;
}) {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  let holding = false;
  const batcher = createStatementBatcher<number, string>({
    maxBatch: options.maxBatch ?? 100,
    maxInFlight: options.maxInFlight ?? 1,
    run: async (items) => {
      batches.push([...items]);
      if (holding) await new Promise<void>((resolve) => releases.push(resolve));
      if (items.some((n) => options.fail?.(n))) throw new Error(`bad item in ${items.join(',')}`);
      return items.map((n) => `answer ${n}`);
    },
  });
  return {
    batcher,
    batches,
    hold: () => {
      holding = true;
    },
    releaseAll: () => {
      holding = false;
      releases.splice(0).forEach((release) => release());
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('statement batcher', () => {
  it.each([
    ['a lone call goes out alone', [1], 100, [[1]]],
    ['calls of one event-loop turn share one batch', [1, 2, 3], 100, [[1, 2, 3]]],
    ['a turn with more calls than a batch holds is split', [1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
  ])('%s', async (_name, items, maxBatch, expected) => {
    const r = recordingBatcher({ maxBatch, maxInFlight: 10 });
    const answers = await Promise.all(items.map((n) => r.batcher(n)));
    expect(answers).toEqual(items.map((n) => `answer ${n}`));
    expect(r.batches).toEqual(expected);
  });

  it('runs at most maxInFlight batches; calls made meanwhile leave together when one finishes', async () => {
    const r = recordingBatcher({ maxInFlight: 1 });
    r.hold();
    const first = r.batcher(1);
    await turn();
    const later = [r.batcher(2), r.batcher(3)];
    await turn();
    const last = r.batcher(4);
    await turn();
    expect(r.batches).toEqual([[1]]);
    r.releaseAll();
    await first;
    await Promise.all([...later, last]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('a failed batch is run again one call at a time, so only the bad call fails', async () => {
    const r = recordingBatcher({ fail: (n) => n === 2 });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => r.batcher(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('a batch answering the wrong number of calls fails its calls instead of mixing answers up', async () => {
    const batcher = createStatementBatcher<number, number>({
      maxBatch: 10,
      maxInFlight: 1,
      run: (items) => Promise.resolve(items.length > 1 ? items.slice(1) : items),
    });
    // Retried alone, each call gets its own answer.
    expect(await Promise.all([batcher(1), batcher(2)])).toEqual([1, 2]);
  });

  it('refuses a batcher with no room', () => {
    expect(() =>
      createStatementBatcher({ maxBatch: 0, maxInFlight: 1, run: () => Promise.resolve([]) }),
    ).toThrow(RangeError);
  });

  it('property: whatever the sizes and timing, every call gets its own answer exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        async (gaps, maxBatch, maxInFlight) => {
          const r = recordingBatcher({ maxBatch, maxInFlight });
          const calls: Promise<string>[] = [];
          for (const [i, gap] of gaps.entries()) {
            for (let g = 0; g < gap; g++) await turn();
            calls.push(r.batcher(i));
          }
          expect(await Promise.all(calls)).toEqual(gaps.map((_, i) => `answer ${i}`));
          expect(r.batches.flat().sort((a, b) => a - b)).toEqual(gaps.map((_, i) => i));
          expect(Math.max(...r.batches.map((b) => b.length))).toBeLessThanOrEqual(maxBatch);
        },
      ),
      { numRuns: 100 },
    );
  });
});
