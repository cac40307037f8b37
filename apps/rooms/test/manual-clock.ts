import type { TableClock } from '../src/poker/poker-table.js';

interface Timer {
  at: number;
  /** Repeats every this many ms (setInterval), or null (setTimeout). */
  every: number | null;
  callback: () => void;
  cleared: boolean;
}

/**
 * A table's clock that only moves when told: `advance` steps time forward and fires every timer that
 * falls due, each at its own time and in order, so tests play whole hands (action deadlines, the pause
 * between hands, the presence tick) without waiting.
 */
export class ManualClock implements TableClock {
  private readonly timers: Timer[] = [];

  constructor(private time = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): { clear(): void } {
    return this.add(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): { clear(): void } {
    return this.add(callback, ms, Math.max(1, ms));
  }

  private add(callback: () => void, ms: number, every: number | null): { clear(): void } {
    const timer: Timer = { at: this.time + Math.max(0, ms), every, callback, cleared: false };
    this.timers.push(timer);
    return { clear: () => (timer.cleared = true) };
  }

  /** Timers not cleared and not yet fired. */
  get pending(): number {
    return this.timers.filter((t) => !t.cleared).length;
  }

  /** Moves time forward by `ms`, firing each timer that falls due at its own time, earliest first. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => !t.cleared && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = Math.max(this.time, due.at);
      if (due.every === null) due.cleared = true;
      else due.at += due.every;
      due.callback();
    }
    this.time = end;
    for (let i = this.timers.length - 1; i >= 0; i--) if (this.timers[i]!.cleared) this.timers.splice(i, 1);
  }
}
