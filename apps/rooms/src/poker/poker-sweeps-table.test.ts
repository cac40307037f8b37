import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PokerRoomNotice } from '@casino/contracts';
import { PokerHarness, sleep, waitFor } from '../../test/poker-harness.js';

// Sweepstakes play at a poker table (issue 18) with the real colyseus.js client: the seeded
// "Sweepstakes Lounge" plays 0.10/0.20 SC with buy-ins of 4-40 SC from the sweepstakes wallet; its
// seats' escrow, hands and sessions are in sweepstakes coins, and coins never move.

interface Seat {
  position: number;
  playerId: string;
  chips: number;
  private?: { canCheck: boolean; canCall: boolean };
}
interface View {
  currency: string;
  version: number;
  handNumber: number;
  phase: string;
  actionOn: number;
  seats: { forEach(cb: (seat: Seat) => void): void; size: number };
  lastHand: { handNumber: number };
}
const view = (room: Room) => room.state as View;
const seatOf = (room: Room, userId: string): Seat | undefined => {
  let found: Seat | undefined;
  view(room).seats?.forEach((s) => {
    if (s.playerId === userId) found = s;
  });
  return found;
};
const noticesOf = (room: Room): PokerRoomNotice[] => {
  const list: PokerRoomNotice[] = [];
  room.onMessage('notice', (n: PokerRoomNotice) => list.push(n));
  room.onMessage('clock', () => undefined);
  return list;
};

let h: PokerHarness;
let lounge: number;
beforeAll(async () => {
  h = await PokerHarness.start();
  const row = await h.db
    .selectFrom('poker_tables')
    .select('id')
    .where('currency', '=', 'sweeps')
    .where('max_players', '=', 6)
    .where('room_code', 'is', null)
    .executeTakeFirstOrThrow();
  lounge = row.id;
});
afterAll(() => h.close());

describe(`a sweepstakes poker table on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('buys in from the sweepstakes wallet, plays a hand in sweepstakes coins and moves no coins', async () => {
    const players = [await h.newPlayer(1_000n, { sweeps: 50n }), await h.newPlayer(1_000n, { sweeps: 50n })];
    const rooms = await Promise.all(players.map((p) => h.join(p, lounge)));
    const [a] = rooms;
    await waitFor(() => view(a!).currency === 'sweeps', 5_000, 'the table state');
    rooms.forEach((room) => room.send('sit', { buyIn: '10.00', currency: 'sweeps' }));
    await waitFor(() => view(a!).seats.size === 2, 5_000, 'both seats');
    for (const p of players) {
      expect(await h.sweeps(p)).toBe(4_000n);
      expect(await h.coins(p)).toBe(100_000n);
      expect(await h.chipsAt(lounge, p)).toBe(1_000n);
    }
    const escrows = await h.db
      .selectFrom('accounts')
      .select('currency')
      .where('code', 'like', `poker:${lounge}:%`)
      .execute();
    expect(escrows.map((e) => e.currency)).toEqual(['sweeps', 'sweeps']);

    // Play one hand out: whoever is to act checks or calls.
    const handNumber = await waitFor(() => view(a!).handNumber > 0 && view(a!).handNumber, 5_000, 'a hand');
    for (let step = 0; step < 40 && view(a!).lastHand?.handNumber !== handNumber; step++) {
      // room.state is updated in place: keep the numbers this step acts on.
      const { version, actionOn } = view(a!);
      const i = players.findIndex((p) => seatOf(a!, p.userId)?.position === actionOn);
      const room = rooms[i];
      const mine = room ? seatOf(room, players[i]!.userId)?.private : undefined;
      if (room && mine && (mine.canCheck || mine.canCall)) {
        room.send('action', { action: mine.canCheck ? 'check' : 'call', version: view(room).version });
        await waitFor(
          () => view(a!).version > version || view(a!).handNumber !== handNumber,
          5_000,
          'the action',
        );
      } else await sleep(20);
    }
    await waitFor(() => view(a!).lastHand?.handNumber === handNumber, 5_000, 'the hand to end');
    // The room shows the result as soon as it is decided; its record is completed with the settlement.
    const hand = await waitFor(
      async () => {
        const row = await h.db
          .selectFrom('poker_hands')
          .select(['currency', 'status'])
          .where('table_id', '=', lounge)
          .where('hand_number', '=', handNumber)
          .executeTakeFirstOrThrow();
        return row.status === 'completed' && row;
      },
      5_000,
      'the hand record to be completed',
    );
    expect(hand).toEqual({ currency: 'sweeps', status: 'completed' });
    const sessions = await h.db
      .selectFrom('game_sessions')
      .select('currency')
      .where(
        'user_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.currency === 'sweeps')).toBe(true);
    // The chips stayed between the two seats: 20.00 SC in all.
    const chips = await Promise.all(players.map((p) => h.chipsAt(lounge, p)));
    expect(chips.reduce((x, y) => x + y, 0n)).toBe(2_000n);
    for (const p of players) expect(await h.coins(p)).toBe(100_000n);
    expect(await h.audit()).toMatchObject({ ok: true, holdemImbalance: 0n });
  });

  it('refuses a buy-in naming coins, and a guest, with a clear notice; nothing moves', async () => {
    const player = await h.newPlayer(1_000n, { sweeps: 50n });
    const guest = await h.newPlayer(1_000n);
    const [room, guestRoom] = [await h.join(player, lounge), await h.join(guest, lounge)];
    const [notices, guestNotices] = [noticesOf(room), noticesOf(guestRoom)];
    room.send('sit', { buyIn: '10.00' });
    guestRoom.send('sit', { buyIn: '10.00', currency: 'sweeps' });
    await waitFor(() => notices.length > 0 && guestNotices.length > 0, 5_000, 'the refusals');
    expect(notices[0]).toMatchObject({
      kind: 'error',
      code: 'validation_error',
      message: 'currency: this table plays with sweepstakes coins, not coins.',
    });
    expect(guestNotices[0]).toMatchObject({
      kind: 'error',
      code: 'forbidden',
      message: 'Register to play with sweepstakes coins.',
    });
    expect(await h.sweeps(player)).toBe(5_000n);
    expect(await h.coins(guest)).toBe(100_000n);
    expect(await h.chipsAt(lounge, guest)).toBe(0n);
  });
});
