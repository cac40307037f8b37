import { ClientState, type Client } from '@colyseus/core';
import { Reflection, schema, type Decoder, type SchemaType } from '@colyseus/schema';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SlicedFanOutSerializer } from './sliced-fan-out.js';

const Board = schema(
  {
    round: { type: 'number', default: 0 },
    spots: { map: 'number' },
  },
  'SlicedFanOutBoard',
);
type Board = SchemaType<typeof Board>;

/** A connection as the serializer sees it, decoding what it receives as colyseus.js would. */
class FakeClient {
  state: ClientState = ClientState.JOINED;
  readonly received: Buffer[] = [];
  decoder: Decoder | null = null;

  raw(bytes: Buffer): void {
    this.received.push(Buffer.from(bytes));
    // The first byte is the protocol's message type, as the client's SchemaSerializer skips it.
    this.decoder?.decode(bytes, { offset: 1 });
  }

  /** Joins as Colyseus joins a client: the handshake's types, then the full state. */
  join(serializer: SlicedFanOutSerializer<Board>): this {
    this.decoder = Reflection.decode(serializer.handshake());
    this.decoder.decode(serializer.getFullState(this as unknown as Client), { offset: 1 });
    return this;
  }

  get board(): { round: number; spots: Record<string, number> } {
    const state = this.decoder!.state as Board;
    return { round: state.round, spots: Object.fromEntries(state.spots.entries()) };
  }
}

function table(clients: number, sliceSize: number) {
  const state = new Board();
  const serializer = new SlicedFanOutSerializer<Board>(sliceSize);
  serializer.reset(state);
  const all = Array.from({ length: clients }, () => new FakeClient().join(serializer));
  const patch = () => serializer.applyPatches(all as unknown as Client[]);
  const expected = () => ({ round: state.round, spots: Object.fromEntries(state.spots.entries()) });
  /** Lets the event loop turn until the patch under way has gone out (never on a clock). */
  const sent = async () => {
    for (let turns = 0; !serializer.idle; turns++) {
      if (turns > clients) throw new Error('the patch never went out');
      await nextTurn();
    }
  };
  return { state, serializer, all, patch, expected, sent };
}

describe('SlicedFanOutSerializer', () => {
  it.each([
    { name: 'a crowd larger than a slice', clients: 25, sliceSize: 10, turns: 2 },
    { name: 'a crowd of exactly one slice (sent at once)', clients: 10, sliceSize: 10, turns: 0 },
    { name: 'a small table (sent at once)', clients: 3, sliceSize: 10, turns: 0 },
    { name: 'slices of one', clients: 4, sliceSize: 1, turns: 3 },
  ])(
    '$name: one slice now, the rest in later turns, the same bytes to everyone',
    async ({ clients, sliceSize, turns }) => {
      const { state, serializer, all, patch, expected } = table(clients, sliceSize);
      state.round = 7;
      state.spots.set('red', 100);
      expect(patch()).toBe(true);
      expect(all.filter((c) => c.received.length === 1)).toHaveLength(Math.min(clients, sliceSize));
      for (let turn = 0; turn < turns; turn++) {
        expect(serializer.idle).toBe(false);
        await nextTurn();
      }
      expect(serializer.idle).toBe(true);
      const sent = all[0]!.received[0]!;
      for (const client of all) {
        expect(client.received).toEqual([sent]);
        expect(client.board).toEqual(expected());
      }
    },
  );

  it('the next patch waits for nothing: what is left of the previous one goes first, at once', async () => {
    const { state, all, patch, expected, sent } = table(30, 10);
    state.spots.set('red', 100);
    patch();
    state.spots.set('red', 300);
    state.spots.set('black', 50);
    patch();
    await sent();
    for (const client of all) {
      expect(client.received).toHaveLength(2);
      expect(client.board).toEqual(expected());
    }
    // Everyone got the first patch before the second (the last clients in the same turn).
    expect(new Set(all.map((c) => c.received[0]!.toString('hex'))).size).toBe(1);
  });

  it('a client joining while a patch is under way gets the full state and not the patch again', async () => {
    const { state, serializer, all, patch, expected, sent } = table(20, 5);
    state.spots.set('red', 100);
    patch();
    const late = new FakeClient().join(serializer);
    all.push(late);
    await sent();
    expect(late.received).toHaveLength(0);
    expect(late.board).toEqual(expected());
    state.round = 2;
    patch();
    await sent();
    for (const client of all) expect(client.board).toEqual(expected());
  });

  it('a client leaving while a patch is under way is skipped', async () => {
    const { state, all, patch, sent } = table(20, 5);
    state.round = 1;
    patch();
    const leaving = all[19]!;
    leaving.state = ClientState.LEAVING;
    await sent();
    expect(leaving.received).toHaveLength(0);
    expect(all.filter((c) => c.received.length === 1)).toHaveLength(19);
  });

  it('flush sends the rest at once (the room calls it as it is disposed)', () => {
    const { state, serializer, all, patch } = table(12, 4);
    state.round = 3;
    patch();
    serializer.flush();
    expect(serializer.idle).toBe(true);
    expect(all.every((c) => c.received.length === 1)).toBe(true);
  });

  it('no change, no patch', () => {
    const { serializer, all, patch } = table(12, 4);
    patch();
    serializer.flush();
    expect(patch()).toBe(false);
    expect(all.every((c) => c.received.length === 1)).toBe(true);
  });

  it('a slice holds at least one client', () => {
    expect(() => new SlicedFanOutSerializer(0)).toThrow(RangeError);
  });

  it('many random patches leave every client with the server state (property)', async () => {
    for (let run = 0; run < 20; run++) {
      const clients = 1 + Math.floor(Math.random() * 40);
      const { state, all, patch, expected, sent } = table(clients, 1 + Math.floor(Math.random() * 10));
      for (let step = 0; step < 15; step++) {
        state.spots.set(`spot${Math.floor(Math.random() * 6)}`, Math.floor(Math.random() * 1000));
        if (Math.random() < 0.3) state.spots.delete(`spot${Math.floor(Math.random() * 6)}`);
        state.round = step;
        patch();
        if (Math.random() < 0.5) await nextTurn();
      }
      await sent();
      for (const client of all) expect(client.board, `run ${run}`).toEqual(expected());
    }
  });
});
