// What makes a simulated client of `pnpm bench live` cheap enough for a few load processes to hold two
// thousand of them without becoming what the benchmark measures.
//
// A real player decodes the table's state patches on their own device. Here every client shares the
// machine's two cores with the rooms process and PostgreSQL, and 2,000 colyseus.js decoders (one per
// client, 20 patches a second each) cost more CPU than the server that sends the patches: the
// earlier runs measured the load processes' event-loop stalls (max 919 ms), not the server.
//
// So each load process decodes the state ONCE, in its observer (an ordinary colyseus.js client), and
// every other connection is a light client: the same colyseus.js client, joined through the same
// matchmaker and WebSocket, answering the same protocol and receiving every byte the server sends,
// whose serializer only notes when each patch arrived instead of decoding it. The table has no
// per-client views (everything on it is public), so every connection receives the very same patch
// bytes; the observer names the patch that carried a round's pocket, and each light client looks up
// when those bytes reached it. Messages (betAccepted, notice) are decoded by every client as before.
import { Client, SchemaSerializer, type Room } from 'colyseus.js';

type Bytes = Uint8Array;
interface Iterator {
  offset: number;
}
const bytesOf = (data: unknown, it?: Iterator): Bytes => (data as Bytes).subarray(it?.offset ?? 0);
const sameBytes = (a: Bytes, b: Bytes) => a.length === b.length && Buffer.compare(a, b) === 0;

/** How many recent patches a light client remembers (a round's pocket is matched within a second). */
const REMEMBERED_PATCHES = 64;

/** A patch a light client must find among those it received, and what to do with its arrival time. */
export interface WantedPatch {
  bytes: Bytes;
  found: (arrivedAtMs: number) => void;
}

/** The serializer of a light client: it keeps the last patches' bytes and arrival times, decoding nothing. */
export class ArrivalRecorder {
  private readonly recent: Array<{ bytes: Bytes; at: number }> = [];
  private readonly wanted: WantedPatch[] = [];

  setState(): void {}
  getState(): Record<string, never> {
    return {};
  }
  handshake(): void {}
  teardown(): void {}

  patch(data: unknown, it?: Iterator): void {
    const at = Date.now();
    const bytes = bytesOf(data, it);
    for (let i = this.wanted.length - 1; i >= 0; i--) {
      const w = this.wanted[i]!;
      if (sameBytes(w.bytes, bytes)) {
        this.wanted.splice(i, 1);
        w.found(at);
        return;
      }
    }
    this.recent.push({ bytes, at });
    if (this.recent.length > REMEMBERED_PATCHES) this.recent.shift();
  }

  /** Calls back with when these bytes arrived: now if they already did, else when they do. */
  want(patch: WantedPatch): void {
    const seen = this.recent.find((r) => sameBytes(r.bytes, patch.bytes));
    if (seen) patch.found(seen.at);
    else this.wanted.push(patch);
  }
}

/** A colyseus.js client whose rooms record patch arrivals instead of decoding them. */
export class LightClient extends Client {
  protected override createRoom<T>(roomName: string, rootSchema?: never): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    (room as { serializer: unknown }).serializer = new ArrivalRecorder();
    return room;
  }
}

/** The observer's serializer: colyseus.js's own, which also hands each patch's bytes to `tap` first. */
class TappedSchemaSerializer extends SchemaSerializer {
  constructor(private readonly tap: (bytes: Bytes) => void) {
    super();
  }
  override patch(...args: Parameters<SchemaSerializer['patch']>): ReturnType<SchemaSerializer['patch']> {
    this.tap(bytesOf(args[0], args[1]));
    return super.patch(...args);
  }
}

/** A full colyseus.js client (it decodes the state) that also sees each patch's raw bytes. */
export class ObserverClient extends Client {
  /** The bytes of the patch being decoded while onStateChange runs. */
  current: Bytes = new Uint8Array();

  protected override createRoom<T>(roomName: string, rootSchema?: never): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    (room as { serializer: unknown }).serializer = new TappedSchemaSerializer((bytes) => {
      this.current = bytes;
    });
    return room;
  }
}

export const recorderOf = (room: Room): ArrivalRecorder => room.serializer as unknown as ArrivalRecorder;
