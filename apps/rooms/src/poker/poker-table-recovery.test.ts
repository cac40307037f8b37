import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PokerRoomNotice } from '@casino/contracts';
import { PokerHarness, waitFor } from '../../test/poker-harness.js';

// When a finished hand cannot be settled in the ledger, the room must not play on with stacks the
// ledger does not hold: it stops hosting, and the next host voids the hand and refunds every seat.

interface TableView {
  phase?: string;
  actionOn?: number;
  version?: number;
  seats?: {
    forEach(
      cb: (seat: {
        playerId: string;
        position: number;
        private?: { canCheck: boolean; canCall: boolean };
      }) => void,
    ): void;
  };
}

let h: PokerHarness;
beforeAll(async () => {
  h = await PokerHarness.start({ leaseTtlMs: 1_500 });
});
afterAll(() => h.close());

describe('a hand that cannot be settled', () => {
  it('stops the table without moving money; the next host voids the hand and refunds both seats', async () => {
    const players = [await h.newPlayer(1_000n), await h.newPlayer(1_000n)];
    const rooms = await Promise.all(players.map((p) => h.join(p, 2)));
    const notices: PokerRoomNotice[] = [];
    const closed: number[] = [];
    for (const room of rooms) {
      room.onMessage('notice', (n: PokerRoomNotice) => notices.push(n));
      room.onMessage('clock', () => undefined);
      room.onLeave((code) => closed.push(code));
      room.send('sit', { buyIn: '400.00' });
    }
    const first = rooms[0]!;
    await waitFor(() => (first.state as TableView).phase === 'pre-flop', 5_000, 'a hand');
    // Sabotage the settlement: the hand's game sessions need the live hold'em catalogue row.
    await h.db.deleteFrom('games').where('id', '=', 12).execute();

    // Everyone calls and checks until the hand ends (and its settlement fails).
    const act = (room: Room, userId: string) => {
      const state = room.state as TableView;
      let mine: { canCheck: boolean; canCall: boolean } | undefined;
      let position = -1;
      state.seats?.forEach((s) => {
        if (s.playerId === userId) {
          mine = s.private;
          position = s.position;
        }
      });
      if (mine && state.actionOn === position && (mine.canCheck || mine.canCall)) {
        room.send('action', { action: mine.canCheck ? 'check' : 'call', version: state.version });
      }
    };
    await waitFor(
      () => {
        if (closed.length === 2) return true;
        rooms.forEach((room, i) => act(room, players[i]!.userId));
        return false;
      },
      10_000,
      'the table to stop',
    );
    expect(closed).toEqual([4010, 4010]);
    expect(notices.some((n) => n.code === 'table_unavailable')).toBe(true);

    // The next host (this process's keeper, once the lease ran out) refunds both buy-ins in full.
    await waitFor(
      async () => (await h.coins(players[0]!)) === 100_000n && (await h.coins(players[1]!)) === 100_000n,
      10_000,
      'the refunds',
    );
    const hands = await h.db.selectFrom('poker_hands').select('status').where('table_id', '=', 2).execute();
    expect(hands.map((x) => x.status)).toEqual(['voided']);
    expect((await h.audit()).ok).toBe(true);
  });
});
