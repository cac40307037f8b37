import { renewTableLeases, type TableLease } from '@casino/domain';
import type { PokerRoomDeps } from './poker-room-deps.js';

/** What the process-wide registry needs of a table room. */
export interface HostedTable {
  readonly tableId: number;
  readonly lease: TableLease;
  readonly isAbandoned: boolean;
  abandon(reason: string): void;
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

  /** Renews every live table's lease in one statement; a table whose lease is gone stops hosting. */
  async renewLeases(deps: Pick<PokerRoomDeps, 'db' | 'timing' | 'log'>): Promise<void> {
    const rooms = [...this.rooms.values()].filter((room) => !room.isAbandoned);
    if (rooms.length === 0) return;
    let renewed: Set<number>;
    try {
      renewed = await renewTableLeases(
        deps.db,
        rooms.map((room) => room.lease),
        deps.timing.leaseTtlMs,
      );
    } catch (error) {
      // The database is away: the leases may still hold; the next round tries again.
      deps.log('warn', `poker table leases not renewed: ${String(error)}`);
      return;
    }
    for (const room of rooms) if (!renewed.has(room.tableId)) room.abandon('lost the table lease');
  }
}

export const hostedTables = new HostedTables();
