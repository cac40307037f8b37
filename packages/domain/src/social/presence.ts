import type { PlayerWhereabouts } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import type { Clock } from '../clock.js';

/**
 * Who is online (issue 17). A player is online while they hold a live connection: a room connection
 * or the app's own live channel (GET /api/live). Each process records its connections in a hash per
 * player in the shared presence (Colyseus's presence in one process, Redis when scaled out; both have
 * these three calls), one field per connection whose value carries an expiry that the process
 * refreshes while the connection lives. A process killed with `kill -9` stops refreshing, so its
 * connections stop counting once they expire; nothing has to clean up after it.
 *
 * lastSeen is users.last_seen_at: written when a player's last connection here closes and, for every
 * player connected here, at each heartbeat (so after a crash it is at most one heartbeat old).
 */
export interface PresenceHashStore {
  hset(key: string, field: string, value: string): unknown;
  hdel(key: string, field: string): unknown;
  hgetall(key: string): Promise<Record<string, string> | null | undefined>;
}

/** How often each process refreshes its connections' fields. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A field not refreshed for this long is gone (a process died). */
export const PRESENCE_TTL_MS = 75_000;

/** Players whose lastSeen one heartbeat statement writes (heartbeat() says why it is chunked). */
const LAST_SEEN_CHUNK = 200;

const keyOf = (userId: string): string => `presence:${userId}`;

interface FieldValue {
  expiresAt: number;
  where: PlayerWhereabouts | null;
}

function parseField(raw: string): FieldValue | null {
  try {
    const value = JSON.parse(raw) as Partial<FieldValue>;
    return typeof value.expiresAt === 'number'
      ? { expiresAt: value.expiresAt, where: value.where ?? null }
      : null;
  } catch {
    return null;
  }
}

export interface PlayerStatus {
  isOnline: boolean;
  /** The room of the player's most recent connection that is at a table, if any. */
  playingAt: PlayerWhereabouts | null;
}

/** Reads presence: what the api's friends list, hub stats and active rooms need. */
export interface PresenceReader {
  statusOf(userIds: readonly string[]): Promise<Map<string, PlayerStatus>>;
}

/** One process's live connections, written into the shared presence. */
export class PlayerPresence implements PresenceReader {
  private readonly mine = new Map<string, { userId: string; where: PlayerWhereabouts | null }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: PresenceHashStore,
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Called with each connection that opens or closes (the player's last one: wentOffline). */
    private readonly onChange?: (userId: string, change: 'online' | 'offline') => void,
  ) {}

  private value(where: PlayerWhereabouts | null): string {
    return JSON.stringify({
      expiresAt: this.clock().getTime() + PRESENCE_TTL_MS,
      where,
    } satisfies FieldValue);
  }

  /** Records a connection; `connectionId` is unique across processes (a session id, a UUID). */
  async connected(userId: string, connectionId: string, where: PlayerWhereabouts | null): Promise<void> {
    const wasOnline = (await this.statusOf([userId])).get(userId)?.isOnline ?? false;
    this.mine.set(connectionId, { userId, where });
    await this.store.hset(keyOf(userId), connectionId, this.value(where));
    if (!wasOnline) this.onChange?.(userId, 'online');
  }

  /** Forgets a connection; when it was the player's last one anywhere, stamps lastSeen. */
  async disconnected(connectionId: string): Promise<void> {
    const entry = this.mine.get(connectionId);
    if (!entry) return;
    this.mine.delete(connectionId);
    await this.store.hdel(keyOf(entry.userId), connectionId);
    const stillOnline = (await this.statusOf([entry.userId])).get(entry.userId)?.isOnline ?? false;
    if (!stillOnline) {
      await this.db
        .updateTable('users')
        .set({ last_seen_at: this.clock() })
        .where('id', '=', entry.userId)
        .execute();
      this.onChange?.(entry.userId, 'offline');
    }
  }

  async statusOf(userIds: readonly string[]): Promise<Map<string, PlayerStatus>> {
    const now = this.clock().getTime();
    const unique = [...new Set(userIds)];
    const hashes = await Promise.all(unique.map((id) => this.store.hgetall(keyOf(id))));
    const statuses = new Map<string, PlayerStatus>();
    unique.forEach((userId, i) => {
      let isOnline = false;
      let playingAt: PlayerWhereabouts | null = null;
      let latest = -1;
      for (const [field, raw] of Object.entries(hashes[i] ?? {})) {
        const value = parseField(raw);
        if (!value || value.expiresAt <= now) {
          // A dead process's field: drop it (any process may).
          void Promise.resolve(this.store.hdel(keyOf(userId), field)).catch(() => undefined);
          continue;
        }
        isOnline = true;
        if (value.where && value.expiresAt > latest) {
          latest = value.expiresAt;
          playingAt = value.where;
        }
      }
      statuses.set(userId, { isOnline, playingAt });
    });
    return statuses;
  }

  /**
   * Refreshes this process's fields and the lastSeen of its players. The players' rows are written
   * in statements of LAST_SEEN_CHUNK, one after the other, each naming its players as ONE array
   * parameter: with two thousand players at a live table, one statement of two thousand `in`
   * parameters took PostgreSQL about 300 ms of parsing and binding, and even as an array one
   * statement held a core for 100 ms, while the same cores settled that table's bets (`pnpm bench
   * live`). In chunks, the bets' statements go between them.
   */
  async heartbeat(): Promise<void> {
    const users = new Set<string>();
    for (const [connectionId, { userId, where }] of this.mine) {
      users.add(userId);
      await this.store.hset(keyOf(userId), connectionId, this.value(where));
    }
    const seenAt = this.clock();
    const all = [...users];
    for (let at = 0; at < all.length; at += LAST_SEEN_CHUNK) {
      // Best effort: a row another transaction holds right now is skipped (the next beat writes it),
      // never waited for. Waiting while holding the chunk's other rows made a cycle with any
      // transaction that takes two players' rows, such as a duel's settlement (winner, then loser).
      await this.db
        .updateTable('users')
        .set({ last_seen_at: seenAt })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('users')
            .select('id')
            .where('id', '=', sql<string>`any(${sql.val(all.slice(at, at + LAST_SEEN_CHUNK))}::text[])`)
            .forUpdate()
            .skipLocked(),
        )
        .execute();
    }
  }

  /** Starts the heartbeat timer (unref'd); returns a stop function that also drops this process's fields. */
  start(onError: (error: unknown) => void = () => undefined): () => Promise<void> {
    this.timer ??= setInterval(() => void this.heartbeat().catch(onError), PRESENCE_HEARTBEAT_MS);
    this.timer.unref();
    return async () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      for (const connectionId of [...this.mine.keys()]) await this.disconnected(connectionId).catch(onError);
    };
  }

  /** Connections this process holds (tests, metrics). */
  get connectionCount(): number {
    return this.mine.size;
  }
}

/** A presence hash store inside one process: the api alone, without rooms or Redis (and tests). */
export class MemoryHashStore implements PresenceHashStore {
  private readonly hashes = new Map<string, Map<string, string>>();

  hset(key: string, field: string, value: string): void {
    const hash = this.hashes.get(key) ?? new Map<string, string>();
    hash.set(field, value);
    this.hashes.set(key, hash);
  }

  hdel(key: string, field: string): void {
    const hash = this.hashes.get(key);
    hash?.delete(field);
    if (hash?.size === 0) this.hashes.delete(key);
  }

  hgetall(key: string): Promise<Record<string, string>> {
    return Promise.resolve(Object.fromEntries(this.hashes.get(key) ?? []));
  }
}
