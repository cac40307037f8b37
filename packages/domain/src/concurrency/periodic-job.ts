/** A background job an api process runs on an interval (purchase reconciler, VIP cashback). */
export interface PeriodicJob<R> {
  /** One run now; joins the run under way, if any. */
  runOnce(): Promise<R>;
  start(): void;
  /** Stops the timer and waits for the run in progress, so it never touches a closed database. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<R> {
  run: () => Promise<R>;
  /** Milliseconds between timed runs; 0 or less: no timer (runOnce still works). */
  intervalMs: number;
  /** Run once as soon as the job starts, not only after the first interval. */
  runAtStart?: boolean;
  /** What a timed run did (a run joined by runOnce callers is told to them, not here). */
  onResult?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One run at a time per process: a tick that finds a run still under way (a slow provider, a long
 * day) skips instead of piling runs up, and its result is told once, by its own tick.
 */
export function createPeriodicJob<R>(options: PeriodicJobOptions<R>): PeriodicJob<R> {
  let running: Promise<R> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const runOnce = (): Promise<R> => {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (running) return;
    void runOnce().then(
      (result) => options.onResult?.(result),
      (error: unknown) => options.onError?.(error),
    );
  };

  return {
    runOnce,
    start: () => {
      if (timer || options.intervalMs <= 0) return;
      if (options.runAtStart) tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref?.();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
