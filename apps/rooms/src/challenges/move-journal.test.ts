import { describe, expect, it } from 'vitest';
import { MoveJournal, type JournalMove } from './move-journal.js';

// The journal with a writer that records what it is asked to write, and fails as told: the order,
// the batching behind a slow write, the retries while the database is away, and a fault.

const move = (ply: number): JournalMove => ({
  ply,
  seat: (ply % 2) as 0 | 1,
  action: { type: 'move' },
  atMs: ply * 100,
});
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

function recordingWriter(options: { failTimes?: number; fault?: Error; delayMs?: number } = {}) {
  const calls: Array<{ kind: 'started' | 'moves'; plies: number[] }> = [];
  let failures = options.failTimes ?? 0;
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  return {
    calls,
    writer: {
      started: async () => {
        await wait();
        calls.push({ kind: 'started' as const, plies: [] });
      },
      moves: async (moves: JournalMove[]) => {
        await wait();
        if (options.fault) throw options.fault;
        if (failures-- > 0) throw unreachable();
        calls.push({ kind: 'moves' as const, plies: moves.map((m) => m.ply) });
      },
    },
  };
}

describe('MoveJournal', () => {
  it('writes the start first, then every move in order, batching those that queue behind a write', async () => {
    const { calls, writer } = recordingWriter({ delayMs: 20 });
    const journal = new MoveJournal(writer, { fault: () => undefined, stopped: () => false });
    journal.started(new Date());
    for (let ply = 0; ply < 5; ply++) journal.append(move(ply));
    await journal.flushed();
    expect(calls[0]).toEqual({ kind: 'started', plies: [] });
    expect(calls.slice(1).flatMap((c) => c.plies)).toEqual([0, 1, 2, 3, 4]);
    expect(calls.length).toBeLessThan(1 + 5);
    expect(journal.backlog).toBe(0);
  });

  it('waits while the database is unreachable and writes everything once it answers', async () => {
    const { calls, writer } = recordingWriter({ failTimes: 1 });
    const journal = new MoveJournal(writer, { fault: () => undefined, stopped: () => false });
    journal.append(move(0));
    journal.append(move(1));
    await journal.flushed();
    expect(calls.flatMap((c) => c.plies)).toEqual([0, 1]);
  }, 10_000);

  it('reports any other failure (a lost lease) once, and flushed() throws it', async () => {
    const faults: unknown[] = [];
    const { writer } = recordingWriter({ fault: new Error('lease lost') });
    const journal = new MoveJournal(writer, { fault: (e) => faults.push(e), stopped: () => false });
    journal.append(move(0));
    await expect(journal.flushed()).rejects.toThrow('lease lost');
    journal.append(move(1));
    await expect(journal.flushed()).rejects.toThrow('lease lost');
    expect(faults).toHaveLength(1);
  });
});
