/**
 * One at a time per key, in arrival order: `inTurn(key, task)` starts `task` once every earlier
 * task of the same key has settled (resolved or failed). Tasks of different keys run concurrently.
 * The map holds only keys with a task queued or running.
 */
export type KeyedTurns = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createKeyedTurns(): KeyedTurns {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
