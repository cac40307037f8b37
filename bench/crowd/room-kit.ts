// What the room actions of `pnpm bench crowd` share: a colyseus.js client signed in with the player's
// session cookie (the rooms read the api's cookie), a timed join, and the timing of a message until
// the room answers it.
import { Client, type Room } from 'colyseus.js';
import { sleep } from '../bench-kit.js';
import type { Outcome } from './call-stats.js';
import { bump, type Player } from './player.js';

/**
 * Joins a room, timed as `name` from the first attempt to the joined room. `retryForMs` keeps trying
 * while the room is being opened (a challenge's arena opens a moment after the accept; the web client
 * retries the same way); a join that never succeeds is one error.
 */
export async function joinRoom<T>(
  p: Player,
  name: string,
  roomName: string,
  options: Record<string, unknown>,
  retryForMs = 0,
): Promise<Room<T> | null> {
  const client = new Client(p.crowd.roomsUrl, { headers: { cookie: p.api.cookieHeader() } });
  const t0 = performance.now();
  for (;;) {
    try {
      const room = await client.join<T>(roomName, options);
      p.crowd.stats.record(name, t0, performance.now() - t0, 'ok');
      return room;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (performance.now() - t0 > retryForMs) {
        p.crowd.stats.record(name, t0, performance.now() - t0, 'error', 'join failed', message);
        return null;
      }
      // Said, not hidden: the retry's wait is in the join's time.
      bump(p.crowd.notes, `${name}: attempt retried (${message.slice(0, 80)})`);
      await sleep(250);
    }
  }
}

/** A message waiting for the room's answer, timed as `name` from when it was sent. */
export class Pending {
  private readonly t0 = performance.now();
  private done = false;

  constructor(
    private readonly p: Player,
    readonly name: string,
  ) {}

  get sentAt(): number {
    return this.t0;
  }

  finish(outcome: Outcome, code = '', detail = ''): void {
    if (this.done) return;
    this.done = true;
    this.p.crowd.stats.record(this.name, this.t0, performance.now() - this.t0, outcome, code, detail);
  }

  get finished(): boolean {
    return this.done;
  }
}

/** Resolves when `check` says so (it is asked again by `poke`), or with false after `ms`. */
export class Waiter {
  private resolve: ((value: boolean) => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly check: () => boolean) {}

  wait(ms: number): Promise<boolean> {
    if (this.check()) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      this.resolve = resolve;
      this.timer = setTimeout(() => this.settle(false), ms);
    });
  }

  poke(): void {
    if (this.resolve && this.check()) this.settle(true);
  }

  private settle(value: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.(value);
  }
}
