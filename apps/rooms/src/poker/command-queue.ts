/**
 * Runs a room's commands one at a time, in arrival order, even when they wait on the database: a
 * message, a timer and a REST call never interleave, so the table state and the ledger stay in step
 * (a buy-in is applied only after its money moved, and nothing else happens in between).
 */
export class CommandQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  run<T>(command: () => Promise<T> | T): Promise<T> {
    this.pending++;
    const result = this.tail.then(command);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }

  /** Commands waiting or running (the room refuses more than a bounded backlog). */
  get size(): number {
    return this.pending;
  }

  /** Resolves when everything queued so far has run. */
  drain(): Promise<unknown> {
    return this.tail;
  }
}
