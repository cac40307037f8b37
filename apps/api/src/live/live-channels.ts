import { liveSessionIds, type Clock } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

export interface LiveChannel {
  userId: string;
  sid: string;
  /** Writes an SSE comment (the heartbeat). */
  ping(): void;
  /** Ends the stream (its close handler forgets it and the presence connection). */
  close(): void;
}

/**
 * This process's open live channels (GET /api/live) by connection id. Every LIVE_HEARTBEAT_MS each
 * one gets a comment line and the sessions behind them are checked: a channel whose session ended
 * (a logout here or in another api process, an expiry, a suspension) is closed. A logout in this
 * process closes its session's channels at once (`closeEndedSessionsOf`).
 */
export class LiveChannels {
  private readonly open = new Map<string, LiveChannel>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  add(connectionId: string, channel: LiveChannel): void {
    this.open.set(connectionId, channel);
  }

  remove(connectionId: string): void {
    this.open.delete(connectionId);
  }

  get size(): number {
    return this.open.size;
  }

  /** Closes the channels among `channels` whose session is no longer live. */
  private async closeEnded(channels: Array<[string, LiveChannel]>): Promise<void> {
    if (channels.length === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(channels.map(([, c]) => c.sid))], this.clock);
    for (const [, channel] of channels) if (!live.has(channel.sid)) channel.close();
  }

  /** After a logout of one of the player's sessions: closes that session's channels. */
  closeEndedSessionsOf(userId: string): Promise<void> {
    return this.closeEnded([...this.open].filter(([, c]) => c.userId === userId));
  }

  /** One heartbeat: a comment to every channel, then the session check. */
  async beat(): Promise<void> {
    for (const channel of this.open.values()) channel.ping();
    await this.closeEnded([...this.open]);
  }

  start(onError: (error: unknown) => void): void {
    this.timer ??= setInterval(() => void this.beat().catch(onError), LIVE_HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Stops the heartbeat and closes every channel (the api is closing). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const channel of [...this.open.values()]) channel.close();
  }
}
