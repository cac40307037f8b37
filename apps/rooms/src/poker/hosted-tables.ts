import { inactiveTableIds, renewTableLeases, type TableLease } from '@casino/domain';
import type { PokerRoomDeps } from './poker-room-deps.js';

/** What the process-wide registry needs of a table room. */
export interface HostedTable {
  readonly tableId: number;
  readonly lease: TableLease;
  readonly isAbandoned: boolean;
  abandon(reason: string): void;
  /** The back office closed the table: finish the hand in play, cash everyone out, close. */
  retire(): void;
  /** Writes the room's matchmaking listing again (after Redis lost it). */
  relist(): Promise<unknown>;
}

/**
 * The poker tables this process hosts: the keeper opens no second room for them, one statement
 * renews all their leases, and a shutdown waits for the ones still cashing out before the database
 * closes. One per process, like Colyseus's own matchmaker.
 */
class HostedTables {
  private readonly rooms = new Map<number, HostedTable>();
  private readonly closing = new Set<Promise<unknown>>();

  add(room: HostedTable): void {
    this.rooms.set(room.tableId, room);
  }

  remove(room: HostedTable): void {
    if (this.rooms.get(room.tableId) === room) this.rooms.delete(room.tableId);
  }

  has(tableId: number): boolean {
    return this.rooms.has(tableId);
  }

  /** Tracks a room's close (cash-outs) until it settles. */
  closingWhile<T>(closing: Promise<T>): Promise<T> {
    this.closing.add(closing);
    return closing.finally(() => this.closing.delete(closing));
  }

  async whenAllClosed(): Promise<void> {
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }

  /**
   * Lists every table hosted here for matchmaking again: after Redis restarted without its data, the
   * listings are gone and nobody could join a table whose players are still at it.
   */
  async relistAll(log: PokerRoomDeps['log']): Promise<void> {
    for (const room of this.rooms.values()) {
      await room
        .relist()
        .catch((error: unknown) => log('warn', `table ${room.tableId} not relisted: ${String(error)}`));
    }
  }

  /**
   * Renews every live table's lease in one statement; a table another process took over stops
   * hosting. Returns false when the database could not be asked (the caller tries again sooner).
   */
  async renewLeases(deps: Pick<PokerRoomDeps, 'db' | 'timing' | 'log'>): Promise<boolean> {
    const rooms = [...this.rooms.values()].filter((room) => !room.isAbandoned);
    if (rooms.length === 0) return true;
    let renewed: Set<number>;
    try {
      renewed = await renewTableLeases(
        deps.db,
        rooms.map((room) => room.lease),
        deps.timing.leaseTtlMs,
      );
    } catch (error) {
      // The database is away: the leases stay ours until another process claims them, which the
      // keepers hold off for a while after an outage (table-keeper.ts); try again soon.
      deps.log('warn', `poker table leases not renewed: ${String(error)}`);
      return false;
    }
    for (const room of rooms) if (!renewed.has(room.tableId)) room.abandon('lost the table lease');
    // A table the back office closed retires even when its message to the room was lost.
    const held = rooms.filter((room) => renewed.has(room.tableId));
    try {
      const closed = await inactiveTableIds(
        deps.db,
        held.map((room) => room.tableId),
      );
      for (const room of held) if (closed.has(room.tableId)) room.retire();
    } catch (error) {
      deps.log('warn', `closed poker tables not checked: ${String(error)}`);
    }
    return true;
  }
}

export const hostedTables = new HostedTables();
