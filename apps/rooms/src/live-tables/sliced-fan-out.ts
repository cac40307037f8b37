import { ClientState, Protocol, SchemaSerializer, type Client } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';

/**
 * Colyseus's schema serializer, except that a patch for a crowd is sent in slices, with the event
 * loop free between them.
 *
 * Why: a live table with two thousand connections sends each patch with two thousand socket writes,
 * about 70-100 ms of one uninterrupted turn of the event loop on this 2-core machine (`pnpm bench
 * live --profile`: almost all of it in `writev`). Every bet that arrived meanwhile, and every
 * database answer its batch waited for, waited for the whole turn; with a patch every 400 ms while
 * chips go down, the bets' acknowledgement p99 was over 100 ms although the room was idle most of
 * the time. In slices, the same writes leave in the same order, and a bet waits for one slice.
 *
 * What keeps it exactly Colyseus's protocol:
 * - the patch is encoded once, copied out of the encoder's shared buffer, and its changes discarded,
 *   as SchemaSerializer does; it goes to the clients joined when it was encoded, each once;
 * - a client that joins meanwhile gets the full state, which already holds the patch (so it is not
 *   in the list), and one that leaves is skipped;
 * - the next patch is never encoded before the previous one has reached everyone: applyPatches first
 *   sends what is left of it, at once.
 * Messages sent to a client between slices may reach it before the patch (a bet's acknowledgement
 * before the board's new totals); nothing in the live table's protocol depends on that order, and
 * the round's outcome and its settlement are seconds apart.
 * A room with filters (state views) keeps SchemaSerializer's own fan-out.
 */
export class SlicedFanOutSerializer<T extends Schema> extends SchemaSerializer<T> {
  private pending: { bytes: Buffer; clients: Client[]; next: number } | null = null;
  private scheduled: NodeJS.Immediate | null = null;

  constructor(private readonly sliceSize: number) {
    super();
    if (!(sliceSize >= 1)) throw new RangeError('a slice holds at least one client');
  }

  override applyPatches(clients: Client[]): boolean {
    this.flush();
    if (this.hasFilters || clients.length <= this.sliceSize || !this.encoder.hasChanges)
      return super.applyPatches(clients);
    this.needFullEncode = true;
    this.encoder.sharedBuffer[0] = Protocol.ROOM_STATE_PATCH;
    const bytes = Buffer.from(this.encoder.encode({ offset: 1 }));
    this.encoder.discardChanges();
    this.pending = { bytes, clients: clients.filter((c) => c.state === ClientState.JOINED), next: 0 };
    this.sendSlice(this.sliceSize);
    return true;
  }

  /** Sends what is left of the patch under way, at once (before the next one, and at disposal). */
  flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    this.sendSlice(Infinity);
  }

  /** The patch under way has reached every client it is for (tests). */
  get idle(): boolean {
    return this.pending === null;
  }

  private sendSlice(size: number): void {
    const pending = this.pending;
    if (!pending) return;
    const end = Math.min(pending.clients.length, pending.next + size);
    for (; pending.next < end; pending.next++) {
      const client = pending.clients[pending.next]!;
      if (client.state === ClientState.JOINED) client.raw(pending.bytes);
    }
    if (pending.next < pending.clients.length) {
      this.scheduled = setImmediate(() => {
        this.scheduled = null;
        this.sendSlice(this.sliceSize);
      });
    } else {
      this.pending = null;
    }
  }
}
