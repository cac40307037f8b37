import type { Room } from 'colyseus.js';
import fc from 'fast-check';
import { ErrorCode, PokerRoomNotice } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PokerHarness, sleep, waitFor, type Player } from '../../test/poker-harness.js';

// The poker room under generated messages, as a hostile client would send them: every message type
// the room knows with valid, near-valid and broken payloads, and types it does not know, from two
// seated players and a spectator. The room must stay up with everyone connected, answer every
// refusal with a well-formed notice and a stable code (never "internal"), and lose no chip.

const KNOWN_CODES = new Set<string>([...Object.values(ErrorCode), 'resumed']);
const TYPES = ['sit', 'seed', 'action', 'sit-out', 'sit-in', 'top-up', 'stand-up'] as const;

/** Values a field might be sent as: right ones, wrong types, and the classic hostile strings. */
const fieldValue = fc.oneof(
  fc.constantFrom('100.00', '500', 99.999, '0x10', '1e3', -5, 0, 2 ** 31, '\u0000', '', null, true, [], {}),
  fc.constantFrom('fold', 'check', 'call', 'bet', 'raise', 'all-in', 'shove'),
  fc.integer({ min: -10, max: 10_000 }),
  fc.string({ maxLength: 80 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);
const payload = fc.oneof(
  fc.record(
    {
      buyIn: fieldValue,
      seat: fieldValue,
      amount: fieldValue,
      action: fieldValue,
      version: fc.oneof(fieldValue, fc.nat(50)),
      clientSeed: fieldValue,
      deckCommitment: fc.oneof(fieldValue, fc.stringMatching(/^[0-9a-f]{64}$/)),
      extra: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
const message = fc.record({
  type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 300 })),
  payload,
});

let h: PokerHarness;
beforeAll(async () => {
  h = await PokerHarness.start({ timing: { messagesPerSecond: 1_000, messageBurst: 1_000 } });
});
afterAll(() => h.close());

describe(`poker room message fuzz on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('stays up, refuses clearly and conserves every chip under 1,500 generated messages', async () => {
    const players: Player[] = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
    const before = await Promise.all(players.map((p) => h.coins(p)));
    const rooms: Room[] = [await h.join(players[0]!, 1), await h.join(players[1]!, 1)];
    rooms.push(await h.join(players[2]!, 1, { spectate: true }));
    const notices: unknown[] = [];
    const closed: number[] = [];
    for (const room of rooms) {
      room.onMessage('notice', (n: unknown) => notices.push(n));
      room.onMessage('*', () => undefined);
      room.onLeave((code) => closed.push(code));
    }
    rooms[0]!.send('sit', { buyIn: '300.00' });
    rooms[1]!.send('sit', { buyIn: '300.00' });
    await waitFor(() => (rooms[0]!.state as { phase?: string }).phase === 'pre-flop', 10_000, 'a hand');

    // Types that name Object.prototype's members: once, a TypeError in Colyseus's socket listener
    // that killed the whole rooms process (patches/@colyseus__core@0.16.20.patch).
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      rooms[2]!.send(type, { x: 1 });
      rooms[2]!.sendBytes(type, new Uint8Array([1, 2, 3]));
    }
    const sent = fc.sample(message, { numRuns: 1_500, seed: 20261124 });
    for (const [i, m] of sent.entries()) {
      rooms[i % rooms.length]!.send(m.type, m.payload);
      if (i % 50 === 49) await sleep(30);
    }
    await sleep(1_000);

    expect(closed).toEqual([]);
    expect(notices.length).toBeGreaterThan(100);
    const malformed = notices.filter((n) => !PokerRoomNotice.safeParse(n).success);
    expect(malformed).toEqual([]);
    const codes = new Set(notices.map((n) => (n as PokerRoomNotice).code));
    for (const code of codes) expect(KNOWN_CODES.has(code), code).toBe(true);
    expect(codes.has(ErrorCode.internal)).toBe(false);

    // Still a working table: the state syncs, and everyone can leave with their chips.
    for (const room of rooms.slice(0, 2)) room.send('stand-up', {});
    await waitFor(
      async () => {
        const chips = await Promise.all(players.map((p) => h.chipsAt(1, p)));
        return chips.every((c) => c === 0n);
      },
      15_000,
      'every seat to be cashed out',
    );
    const after = await Promise.all(players.map((p) => h.coins(p)));
    expect(after.reduce((a, b) => a + b, 0n)).toBe(before.reduce((a, b) => a + b, 0n));
    expect((await h.audit()).ok).toBe(true);
    for (const room of rooms) await room.leave();
  });
});
