import { randomUUID } from 'node:crypto';
import type { PlayerWhereabouts } from '@casino/contracts';
import { liveSessionIds, type Clock, type PlayerPresence } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';

interface Closable {
  close(code?: number, reason?: string): void;
}

/** WebSocket close code the web client reads as "signed out" (it then leaves the table view). */
export const SIGNED_OUT_CLOSE_CODE = 4001;

/**
 * Every open room connection of this process with the player and session it was opened under, so a
 * logout closes the player's connections here. A logout elsewhere arrives over presence (Redis when
 * scaled out); when that message is lost (Redis away), `sweep` still closes the connections of every
 * session that has ended, at the next sweep.
 */
export class PlayerSockets {
  private readonly byUser = new Map<string, Set<Closable>>();
  private readonly sessionOf = new Map<Closable, { userId: string; sid: string; connectionId: string }>();

  /**
   * Every room connection of every room passes here (room-server.ts), so this is where presence is
   * recorded (issue 17): the player is online while the connection is open, at `where` (the room's
   * whereabouts; watching for a spectator), and friends see it.
   */
  constructor(
    private readonly presence: PlayerPresence | null = null,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  add(
    socket: Closable & { on(event: 'close', listener: () => void): unknown },
    userId: string,
    sid: string,
    where: PlayerWhereabouts | null = null,
  ) {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(socket);
    this.byUser.set(userId, set);
    const connectionId = `room:${randomUUID()}`;
    this.sessionOf.set(socket, { userId, sid, connectionId });
    socket.on('close', () => this.remove(socket));
    this.presence
      ?.connected(userId, connectionId, where)
      // Closed while presence was being written: forget it again.
      .then(() => (this.sessionOf.has(socket) ? undefined : this.presence?.disconnected(connectionId)))
      .catch((error: unknown) => this.log(`presence not recorded: ${String(error)}`));
  }

  private remove(socket: Closable): void {
    const owner = this.sessionOf.get(socket);
    if (!owner) return;
    this.sessionOf.delete(socket);
    this.presence
      ?.disconnected(owner.connectionId)
      .catch((error: unknown) => this.log(`presence not cleared: ${String(error)}`));
    const set = this.byUser.get(owner.userId);
    set?.delete(socket);
    if (set?.size === 0) this.byUser.delete(owner.userId);
  }

  /** Closes the player's connections: all of them (a logout), or those of the ended `sids` only (issue 18). */
  closeUser(userId: string, sids?: readonly string[]): void {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) {
      if (sids && !sids.includes(this.sessionOf.get(socket)?.sid ?? '')) continue;
      this.remove(socket);
      socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out');
    }
  }

  /** Closes the connections whose session ended; returns how many. Throws when the database is away. */
  async sweep(db: Kysely<Database>, clock: Clock): Promise<number> {
    const asked = new Set([...this.sessionOf.values()].map((s) => s.sid));
    const live = await liveSessionIds(db, [...asked], clock);
    let closed = 0;
    for (const [socket, { sid }] of [...this.sessionOf]) {
      // A connection opened while the database answered was not asked about: it is not ended.
      if (live.has(sid) || !asked.has(sid)) continue;
      this.remove(socket);
      socket.close(SIGNED_OUT_CLOSE_CODE, 'signed out');
      closed++;
    }
    return closed;
  }
}
