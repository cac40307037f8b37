import { releaseLiveTable, renewLiveTableLeases, type LiveTableLease } from '@casino/domain';
import type { LiveTableDeps } from './live-table-deps.js';

/** What the process-wide registry needs of a live table room. */
export interface HostedLiveTable {
  readonly tableId: number;
  readonly lease: LiveTableLease;
  readonly isAbandoned: boolean;
  /** Another process holds the table now: stop hosting it. */
  leaseLost(): void;
  /** Writes the room's matchmaking listing again (after Redis lost it). */
  relist(): Promise<unknown>;
}

/**
 * The live tables this process hosts (as poker's hosted-tables.ts): the keeper opens no second room
 * for them, one statement renews all their leases, and a shutdown waits for the rooms still
 * releasing their tables (settling or voiding the round in progress) before the database closes.
 */
class HostedLiveTables {
  private readonly rooms = new Map<number, HostedLiveTable>();
  private readonly closing = new Set<Promise<unknown>>();

  add(room: HostedLiveTable): void {
    this.rooms.set(room.tableId, room);
  }

  remove(room: HostedLiveTable): void {
    if (this.rooms.get(room.tableId) === room) this.rooms.delete(room.tableId);
  }

  has(tableId: number): boolean {
    return this.rooms.has(tableId);
  }

  get size(): number {
    return this.rooms.size;
  }

  closingWhile<T>(closing: Promise<T>): Promise<T> {
    this.closing.add(closing);
    return closing.finally(() => this.closing.delete(closing));
  }

  async whenAllClosed(): Promise<void> {
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }

  /** Frees a table this process stops hosting; its round is settled or voided in the same transaction. */
  async release(deps: Pick<LiveTableDeps, 'db' | 'log'>, lease: LiveTableLease): Promise<void> {
    try {
      await releaseLiveTable(deps.db, lease);
    } catch (error) {
      // The lease runs out instead and the next host recovers the round.
      deps.log('warn', `live table ${lease.tableId} not released: ${String(error)}`);
    }
  }

  async relistAll(log: LiveTableDeps['log']): Promise<void> {
    for (const room of this.rooms.values())
      await room
        .relist()
        .catch((error: unknown) => log('warn', `live table ${room.tableId} not relisted: ${String(error)}`));
  }

  /**
   * Renews every hosted table's lease in one statement; a table another process took over stops
   * here. False when the database could not be asked (the caller tries again sooner).
   */
  async renewLeases(deps: Pick<LiveTableDeps, 'db' | 'timing' | 'log'>): Promise<boolean> {
    const rooms = [...this.rooms.values()].filter((room) => !room.isAbandoned);
    if (rooms.length === 0) return true;
    let renewed: Set<number>;
    try {
      renewed = await renewLiveTableLeases(
        deps.db,
        rooms.map((room) => room.lease),
        deps.timing.leaseTtlMs,
      );
    } catch (error) {
      deps.log('warn', `live table leases not renewed: ${String(error)}`);
      return false;
    }
    for (const room of rooms) if (!renewed.has(room.tableId)) room.leaseLost();
    return true;
  }
}

export const hostedLiveTables = new HostedLiveTables();
