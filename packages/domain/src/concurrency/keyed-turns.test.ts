import { describe, expect, it } from 'vitest';
import { createKeyedTurns } from './keyed-turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed turns', () => {
  it('runs the tasks of one key one at a time, in arrival order', async () => {
    const inTurn = createKeyedTurns();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    expect(await Promise.all(['a', 'b', 'c'].map((n) => inTurn('player', task(n))))).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs tasks of different keys at the same time', async () => {
    const inTurn = createKeyedTurns();
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all(['p1', 'p2', 'p3'].map((key) => inTurn(key, task)));
    expect(most).toBe(3);
  });

  it('a failed task fails alone and does not hold back the next one', async () => {
    const inTurn = createKeyedTurns();
    const failed = inTurn('player', () => Promise.reject(new Error('refused')));
    const next = inTurn('player', () => Promise.resolve('played'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('played');
  });
});
