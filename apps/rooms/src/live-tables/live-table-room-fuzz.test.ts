import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LiveTableServerMessages } from '@casino/contracts';
import {
  LiveHarness,
  liveSnapshotOf,
  publicTableOf,
  sleep,
  waitFor,
  type Player,
} from '../../test/live-harness.js';

// The live table room under generated messages, as a hostile client would send them: every message
// type the room knows with valid, near-valid and broken payloads, and types it does not know, from
// two players and a spectator at live roulette, across rounds. The room must stay up with everyone
// connected, answer every refusal with a well-formed notice and a stable code (never "internal"),
// and every player's coins must be their start, less their stakes, plus what their bets returned.

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
const TYPES = ['bet', 'rebet', 'cancelBets', 'action'] as const;
const START = 10_000n * 100n;

const amount = fc.oneof(
  fc.constantFrom('1.00', '5', 2.5, '1000.00', '1000.01', '0.001', '0x10', '1e3', -5, 0, '', null),
  fc.integer({ min: 1, max: 100 }).map((n) => `${n}.00`),
);
const rouletteChip = fc.record(
  {
    type: fc.constantFrom(
      'number',
      'split',
      'street',
      'corner',
      'six-line',
      'dozen',
      'column',
      'red',
      'odd',
      'zero',
      7,
    ),
    value: fc.oneof(fc.integer({ min: -1, max: 40 }), fc.constant(null)),
    numbers: fc.oneof(fc.array(fc.integer({ min: -1, max: 37 }), { maxLength: 7 }), fc.constant('1,2')),
    amount,
  },
  { requiredKeys: ['type', 'amount'] },
);
const clientBetId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/), fc.string({ maxLength: 70 }));
const payload = fc.oneof(
  fc.record(
    {
      game: fc.constantFrom('live-roulette', 'live-baccarat', 'live-blackjack', 'roulette', 3),
      clientBetId,
      bets: fc.oneof(fc.array(rouletteChip, { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })),
      seat: fc.integer({ min: -2, max: 9 }),
      amount,
      roundNumber: fc.integer({ min: -1, max: 50 }),
      move: fc.constantFrom('hit', 'stand', 'double', 'split', 'insurance', 'fold'),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Good bets among the noise, so money moves and must add up. */
const goodBet = fc.record({
  type: fc.constant('bet'),
  payload: fc.record({
    game: fc.constant('live-roulette'),
    clientBetId: fc.stringMatching(/^[A-Za-z0-9]{12}$/),
    bets: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constantFrom('red', 'black', 'odd', 'even', 'low', 'high'),
          amount: fc.constant('1.00'),
        }),
        fc.record({
          type: fc.constant('number'),
          value: fc.integer({ min: 0, max: 36 }),
          amount: fc.constant('2.00'),
        }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  }),
});
const message = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.oneof(
        fc.constantFrom(...TYPES),
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 300 }),
      ),
      payload,
    }),
  },
  { weight: 1, arbitrary: goodBet },
);

let h: LiveHarness;
beforeAll(async () => {
  h = await LiveHarness.start({ timing: { messagesPerSecond: 1_000, messageBurst: 1_000 } });
});
afterAll(() => h.close());

describe(`live table message fuzz on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('stays up, refuses clearly and pays every accepted bet exactly under 1,200 generated messages', async () => {
    const tableId = await publicTableOf(h.db, 'live-roulette');
    const players: Player[] = [await h.newPlayer(), await h.newPlayer(), await h.newPlayer()];
    const seats = [await h.join(players[0]!, tableId), await h.join(players[1]!, tableId)];
    seats.push(await h.join(players[2]!, tableId, { spectate: true }));
    const closed: number[] = [];
    for (const { room } of seats) room.onLeave((code) => closed.push(code));
    await waitFor(() => liveSnapshotOf(seats[0]!.room).phase === 'betting', 10_000, 'a betting window');

    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])
      seats[2]!.room.send(type, { x: 1 });
    const sent = fc.sample(message, { numRuns: 1_200, seed: 20261125 });
    for (const [i, m] of sent.entries()) {
      seats[i % seats.length]!.room.send(m.type, m.payload);
      if (i % 40 === 39) await sleep(60);
    }
    await sleep(500);
    // Let the round in progress settle: nothing of theirs left in escrow.
    await waitFor(
      async () =>
        (
          await h.db
            .selectFrom('live_bets')
            .select('id')
            .where('status', '=', 'placed')
            .where(
              'user_id',
              'in',
              players.map((p) => p.userId),
            )
            .execute()
        ).length === 0,
      15_000,
      'every bet settled',
    );

    expect(closed).toEqual([]);
    // Some of the generated bets were good ones: money moved, and must add up below.
    expect(seats.reduce((n, s) => n + s.received.accepted.length, 0)).toBeGreaterThan(0);
    const notices = seats.flatMap((s) => s.received.notices);
    expect(notices.length).toBeGreaterThan(100);
    expect(notices.filter((n) => !LiveTableServerMessages.notice.safeParse(n).success)).toEqual([]);
    const codes = new Set(notices.map((n) => n.code));
    for (const code of codes) expect(KNOWN_CODES.has(code), code).toBe(true);
    expect(codes.has(ErrorCode.internal)).toBe(false);

    for (const player of players) {
      const bets = await h.db
        .selectFrom('live_bets')
        .select(['stake', 'payout', 'status'])
        .where('user_id', '=', player.userId)
        .execute();
      const staked = bets.filter((b) => b.status === 'settled').reduce((sum, b) => sum + b.stake, 0n);
      const returned = bets.reduce((sum, b) => sum + (b.status === 'settled' ? (b.payout ?? 0n) : 0n), 0n);
      expect(await h.coins(player)).toBe(START - staked + returned);
    }
    expect((await h.audit()).ok).toBe(true);
    for (const { room } of seats) await room.leave();
  });
});
