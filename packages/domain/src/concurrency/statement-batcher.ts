/**
 * Group commit for point statements: concurrent calls are combined into batches, and each batch is
 * ONE statement (one round trip, one parse and plan, one commit) instead of one per call. A call
 * made while fewer than `maxInFlight` batches run goes out at the end of this event-loop turn with
 * every call made in the same turn; calls made while `maxInFlight` batches run wait and leave
 * together as soon as one of them finishes. So a lone call waits for nothing, and under load the
 * batches grow by themselves: on this machine's two cores the spins benchmark settles several
 * plays per statement (bench/spins.ts prints the effect).
 *
 * A batch that fails is run again one call at a time, so a bad call (or a deadlock with another
 * process's batch) fails only itself.
 */
export interface StatementBatcherOptions<I, O> {
  /** Runs one batch; answers in the order of `items`, one answer per item. */
  run(items: readonly I[]): Promise<readonly O[]>;
  /** Largest batch (bounds the statement's size). */
  maxBatch: number;
  /** Batches running at once (each holds a pooled connection while it runs). */
  maxInFlight: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export type StatementBatcher<I, O> = (item: I) => Promise<O>;

export function createStatementBatcher<I, O>(options: StatementBatcherOptions<I, O>): StatementBatcher<I, O> {
  if (options.maxBatch < 1 || options.maxInFlight < 1) throw new RangeError('batches need room for a call');
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function runAlone(call: Waiting<I, O>): Promise<void> {
    try {
      const [answer] = await options.run([call.item]);
      if (answer === undefined) throw new Error('a batch answered no call');
      call.resolve(answer);
    } catch (error) {
      call.reject(error);
    }
  }

  async function runBatch(calls: Waiting<I, O>[]): Promise<void> {
    try {
      const answers = await options.run(calls.map((c) => c.item));
      if (answers.length !== calls.length)
        throw new Error(`a batch of ${calls.length} got ${answers.length} answers`);
      calls.forEach((call, i) => call.resolve(answers[i] as O));
    } catch (error) {
      if (calls.length === 1) calls[0]?.reject(error);
      else for (const call of calls) await runAlone(call);
    }
  }

  function dispatch(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const calls = queue.splice(0, options.maxBatch);
      inFlight += 1;
      void runBatch(calls).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(dispatch);
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (inFlight < options.maxInFlight) schedule();
    });
}
