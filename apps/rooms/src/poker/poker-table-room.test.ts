import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pokerTableChannel,
  type PokerRoomNotice,
  type PokerTableReply,
  type PokerTableRequest,
} from '@casino/contracts';
import { PokerHarness, sleep, waitFor, type Player } from '../../test/poker-harness.js';

// The PokerTableRoom with the real colyseus.js client against an in-process server, on PGlite or
// PostgreSQL (TEST_DATABASE_URL). Tables come from the seeded catalogue: 1 is 6-max $2/$5 with
// buy-ins of 100-1,000 coins; 2 is heads-up with the same stakes.

interface PrivateView {
  cards: string[];
  canFold: boolean;
  canCheck: boolean;
  canCall: boolean;
  canRaise: boolean;
  minRaiseTo: number;
}
interface SeatView {
  position: number;
  playerId: string;
  chips: number;
  inHand: boolean;
  isSittingOut: boolean;
  isConnected: boolean;
  shownCards: string[];
  private?: PrivateView;
}
interface TableView {
  version: number;
  handNumber: number;
  phase: string;
  actionOn: number;
  pot: number;
  deckCommitment: string;
  nextDeckCommitment: string;
  seats: {
    get(key: string): SeatView | undefined;
    forEach(cb: (seat: SeatView, key: string) => void): void;
    size: number;
  };
  lastHand: { handNumber: number; deckCommitment: string; commitments: string[] };
}

const EMPTY_SEATS: TableView['seats'] = { get: () => undefined, forEach: () => undefined, size: 0 };
/** The synced state (before the first patch arrives, an empty table). */
const view = (room: Room): TableView => {
  const state = room.state as Partial<TableView> | undefined;
  return { ...(state as TableView), seats: state?.seats ?? EMPTY_SEATS };
};
const seatOf = (room: Room, userId: string): SeatView | undefined => {
  let found: SeatView | undefined;
  view(room).seats.forEach((s) => {
    if (s.playerId === userId) found = s;
  });
  return found;
};
const notices = (room: Room): PokerRoomNotice[] => {
  const list: PokerRoomNotice[] = [];
  room.onMessage('notice', (n: PokerRoomNotice) => list.push(n));
  room.onMessage('clock', () => undefined);
  return list;
};

let h: PokerHarness;
beforeAll(async () => {
  h = await PokerHarness.start();
});
afterAll(() => h.close());

/** Plays the hand in progress to its end: whoever is to act checks or calls. */
async function playHandOut(rooms: Map<string, Room>, players: Player[], handNumber: number): Promise<void> {
  const first = rooms.get(players[0]!.userId)!;
  for (let step = 0; step < 40; step++) {
    const state = view(first);
    if (state.handNumber !== handNumber || state.phase === 'showdown' || state.phase === 'waiting') return;
    const actor = players.find((p) => seatOf(first, p.userId)?.position === state.actionOn);
    const room = actor ? rooms.get(actor.userId) : undefined;
    const mine = actor && room ? seatOf(room, actor.userId)?.private : undefined;
    if (room && mine && (mine.canCheck || mine.canCall)) {
      const version = view(room).version;
      room.send('action', { action: mine.canCheck ? 'check' : 'call', version });
      await waitFor(
        () => view(first).version > version || view(first).handNumber !== handNumber,
        5_000,
        'the action to apply',
      );
    } else {
      await sleep(20);
    }
  }
}

describe(`poker table room on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('seats two players with buy-ins from their wallets, deals them a hand and settles it in the ledger', async () => {
    const players = [await h.newPlayer(5_000n), await h.newPlayer(5_000n)];
    const rooms = new Map<string, Room>();
    for (const p of players) rooms.set(p.userId, await h.join(p, 2));
    const spectatorPlayer = await h.newPlayer();
    const spectator = await h.join(spectatorPlayer, 2, { spectate: true });

    for (const p of players) rooms.get(p.userId)!.send('sit', { buyIn: '500.00' });
    const a = rooms.get(players[0]!.userId)!;
    await waitFor(() => view(a).seats.size === 2, 5_000, 'both seats');
    for (const p of players) expect(await h.coins(p)).toBe(450_000n);

    const handNumber = await waitFor(
      () => view(a).handNumber > 0 && view(a).phase === 'pre-flop' && view(a).handNumber,
      5_000,
      'a hand to start',
    );
    expect(view(a).deckCommitment).toMatch(/^[0-9a-f]{64}$/);
    // During the hand no next deck is committed yet: it is drawn when this hand ends.
    expect(view(a).nextDeckCommitment).toBe('');
    // Each player sees their own two cards, nobody else's; the spectator sees none.
    for (const p of players) {
      const room = rooms.get(p.userId)!;
      expect(seatOf(room, p.userId)?.private?.cards).toHaveLength(2);
      const other = players.find((o) => o !== p)!;
      expect(seatOf(room, other.userId)?.private?.cards ?? []).toHaveLength(0);
    }
    view(spectator).seats.forEach((s) => expect(s.private?.cards ?? []).toHaveLength(0));

    await playHandOut(rooms, players, handNumber);
    await waitFor(() => view(a).lastHand.handNumber === handNumber, 5_000, 'the hand to end');
    // The 52 card commitments hash to the deck commitment.
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(view(a).lastHand.commitments.join('')).digest('hex')).toBe(
      view(a).lastHand.deckCommitment,
    );

    // Once the hand is settled, each seat's escrow holds the stack it ended with; nothing was created or lost.
    const record = await waitFor(
      async () =>
        (
          await h.db
            .selectFrom('poker_hands')
            .select(['status', 'history'])
            .where('table_id', '=', 2)
            .where('hand_number', '=', handNumber)
            .executeTakeFirst()
        )?.status === 'completed' &&
        (await h.db
          .selectFrom('poker_hands')
          .select('history')
          .where('table_id', '=', 2)
          .where('hand_number', '=', handNumber)
          .executeTakeFirstOrThrow()),
      5_000,
      'the settlement',
    );
    const finals = (record.history as { players: Array<{ playerId: string; finalStack: number }> }).players;
    const escrow = await Promise.all(players.map((p) => h.chipsAt(2, p)));
    expect(escrow.map(Number)).toEqual(
      players.map((p) => finals.find((f) => f.playerId === p.userId)?.finalStack),
    );
    expect(Number(escrow[0]! + escrow[1]!)).toBe(100_000);
    const audit = await h.audit();
    expect(audit.ok).toBe(true);
    // A hand that reached the showdown shows both hands to everyone, the spectator included.
    if (view(a).phase === 'showdown' && view(spectator).seats.size === 2) {
      view(spectator).seats.forEach((s) => expect(s.shownCards).toHaveLength(2));
    }
    // Each player's hand is recorded as a session of live hold'em (stats, loyalty, leaderboards).
    const sessions = await h.db
      .selectFrom('game_sessions')
      .select(['user_id', 'bet_amount', 'win_amount', 'game_data'])
      .where('game_id', '=', 12)
      .execute();
    const mine = sessions.filter((s) => players.some((p) => p.userId === s.user_id));
    expect(mine).toHaveLength(2);
    expect(mine.reduce((sum, s) => sum + s.win_amount, 0n)).toBe(
      mine.reduce((sum, s) => sum + s.bet_amount, 0n),
    );

    for (const room of [...rooms.values(), spectator]) await room.leave();
  });

  it('refuses a stale action, a malformed message and an action out of turn, changing nothing', async () => {
    const players = [await h.newPlayer(), await h.newPlayer()];
    const rooms = await Promise.all(players.map((p) => h.join(p, 1)));
    const said = rooms.map(notices);
    rooms.forEach((r) => r.send('sit', { buyIn: '300.00' }));
    await waitFor(() => view(rooms[0]!).phase === 'pre-flop', 5_000, 'a hand');
    const state = view(rooms[0]!);
    const actorIndex = players.findIndex((p) => seatOf(rooms[0]!, p.userId)?.position === state.actionOn);
    const waiting = rooms[1 - actorIndex]!;
    const actor = rooms[actorIndex]!;
    const version = state.version;

    waiting.send('action', { action: 'call', version });
    actor.send('action', { action: 'call', version: version - 1 });
    actor.send('action', { action: 'raise', amount: 'lots', version });
    actor.send('sit', { buyIn: '100.00', extra: true });
    await waitFor(
      () => said[1 - actorIndex]!.length >= 1 && said[actorIndex]!.length >= 3,
      5_000,
      'the refusals',
    );
    expect(said[1 - actorIndex]![0]).toMatchObject({
      kind: 'error',
      code: 'invalid_action',
      message: "It's not your turn.",
    });
    expect(said[actorIndex]!.map((n) => n.code).sort()).toEqual([
      'stale_version',
      'validation_error',
      'validation_error',
    ]);
    await sleep(100);
    expect(view(actor).version).toBe(version);
    await Promise.all(rooms.map((r) => r.leave()));
  });

  it('keeps a dropped player seated, takes them back on reconnection, then sits them out after the grace period', async () => {
    const players = [await h.newPlayer(), await h.newPlayer()];
    const rooms = await Promise.all(players.map((p) => h.join(p, 3)));
    rooms.forEach((r) => r.send('sit', { buyIn: '100.00' }));
    await waitFor(() => view(rooms[0]!).seats.size === 2, 5_000, 'both seats');

    // An unconsented drop (the connection dies): the seat stays, shown as disconnected.
    const token = rooms[1]!.reconnectionToken;
    rooms[1]!.connection.close(3001, 'network gone');
    await waitFor(
      () => seatOf(rooms[0]!, players[1]!.userId)?.isConnected === false,
      5_000,
      'the seat to show disconnected',
    );
    const back = await h.client(players[1]!).reconnect(token);
    await waitFor(
      () => seatOf(rooms[0]!, players[1]!.userId)?.isConnected === true,
      5_000,
      'the reconnection',
    );
    expect(seatOf(back, players[1]!.userId)?.isSittingOut).toBe(false);

    // Gone for good: after the grace period the seat sits out (its chips stay on the table).
    back.connection.close(3001, 'network gone');
    await waitFor(
      () => seatOf(rooms[0]!, players[1]!.userId)?.isSittingOut === true,
      5_000,
      'the seat to sit out',
    );
    expect(await h.chipsAt(3, players[1]!)).toBeGreaterThan(0n);
    await rooms[0]!.leave();
  });

  it('answers the REST calls over presence: state, join, action and leave, with the money back in the wallet', async () => {
    const player = await h.newPlayer(2_000n);
    const call = (body: PokerTableRequest['call']) =>
      new Promise<PokerTableReply>((resolve) => {
        const replyTo = `test-reply:${Math.random()}`;
        const onReply = (reply: PokerTableReply) => {
          void h.server.presence.unsubscribe(replyTo, onReply);
          resolve(reply);
        };
        void h.server.presence.subscribe(replyTo, onReply).then(async () => {
          await h.server.presence.publish(pokerTableChannel(4), {
            requestId: replyTo,
            replyTo,
            userId: player.userId,
            call: body,
          } satisfies PokerTableRequest);
        });
      });
    await waitFor(async () => (await call({ op: 'state' })).ok, 5_000, 'table 4 to open');

    expect(await call({ op: 'join', buyIn: '100.00' })).toMatchObject({
      ok: false,
      error: 'bet_out_of_range',
      message: 'The buy-in must be at least 500.00.',
    });
    expect(await call({ op: 'join', buyIn: '5000.00' })).toMatchObject({
      ok: false,
      error: 'bet_out_of_range',
    });
    const joined = await call({ op: 'join', buyIn: '600.00' });
    expect(joined).toMatchObject({
      ok: true,
      gameState: {
        playerChips: '600.00',
        playerPosition: 0,
        gamePhase: 'waiting',
        tableName: 'High Roller Suite',
      },
    });
    expect(await h.coins(player)).toBe(140_000n);
    expect(await call({ op: 'join', buyIn: '600.00' })).toMatchObject({ ok: false, error: 'already_seated' });
    expect(await call({ op: 'action', type: 'check' })).toMatchObject({ ok: false, error: 'invalid_action' });

    const left = await call({ op: 'leave' });
    expect(left).toMatchObject({ ok: true, cashedOut: '600.00', gameState: { playerPosition: null } });
    expect(await h.coins(player)).toBe(200_000n);
    expect(await call({ op: 'leave' })).toMatchObject({ ok: false, error: 'not_seated' });
    expect((await h.audit()).ok).toBe(true);
  });

  it('removes a player who sat out too long and returns their chips to the wallet', async () => {
    const player = await h.newPlayer(1_000n);
    const room = await h.join(player, 3);
    room.onMessage('*', () => undefined);
    room.send('sit', { buyIn: '120.00' });
    await waitFor(() => seatOf(room, player.userId), 5_000, 'the seat');
    expect(await h.coins(player)).toBe(88_000n);
    room.send('sit-out');
    await waitFor(() => seatOf(room, player.userId)?.isSittingOut, 5_000, 'sitting out');
    await waitFor(() => seatOf(room, player.userId) === undefined, 5_000, 'the removal');
    // The seat leaves the table at once; the cash-out follows in the ledger.
    await waitFor(async () => (await h.coins(player)) === 100_000n, 5_000, 'the cash-out');
    await room.leave();
  });

  it('refuses a buy-in above the wallet with the spec message and seats nobody', async () => {
    const poor = await h.newPlayer(150n);
    const room = await h.join(poor, 1);
    const said = notices(room);
    room.send('sit', { buyIn: '200.00' });
    await waitFor(() => said.length > 0, 5_000, 'the refusal');
    expect(said[0]).toMatchObject({ code: 'insufficient_balance', message: 'Insufficient Balance' });
    expect(seatOf(room, poor.userId)).toBeUndefined();
    expect(await h.coins(poor)).toBe(15_000n);
    await room.leave();
  });
});
