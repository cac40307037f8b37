import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.js';

/** A run that finishes when the test says so. */
function gatedRuns() {
  const releases: Array<(value: number) => void> = [];
  let started = 0;
  const run = () =>
    new Promise<number>((resolve) => {
      started += 1;
      releases.push(resolve);
    });
  return { run, started: () => started, release: (i: number, value: number) => releases[i]?.(value) };
}

describe('periodic job', () => {
  afterEach(() => vi.useRealTimers());

  it('joins the run under way instead of starting a second one', async () => {
    const runs = gatedRuns();
    const job = createPeriodicJob({ run: runs.run, intervalMs: 0 });
    const a = job.runOnce();
    const b = job.runOnce();
    expect(runs.started()).toBe(1);
    runs.release(0, 7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    void job.runOnce();
    expect(runs.started()).toBe(2);
  });

  it.each([
    ['runs at start when asked', true, 1],
    ['waits for the first interval otherwise', false, 0],
  ])('%s', (_name, runAtStart, startedAtOnce) => {
    vi.useFakeTimers();
    const runs = gatedRuns();
    const job = createPeriodicJob({ run: runs.run, intervalMs: 1_000, runAtStart });
    job.start();
    expect(runs.started()).toBe(startedAtOnce);
    void job.stop();
  });

  it('skips a tick while a run is under way, tells each timed result once, and stop waits for it', async () => {
    vi.useFakeTimers();
    const runs = gatedRuns();
    const results: number[] = [];
    const job = createPeriodicJob({ run: runs.run, intervalMs: 1_000, onResult: (r) => results.push(r) });
    job.start();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs.started()).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs.release(0, 42);
    await stopping;
    expect(results).toEqual([42]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.started()).toBe(1);
  });

  it('reports a failed timed run and keeps ticking', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const job = createPeriodicJob({
      run: () => (++calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve(calls)),
      intervalMs: 1_000,
      onError: (e) => errors.push(e),
    });
    job.start();
    await vi.advanceTimersByTimeAsync(2_000);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
