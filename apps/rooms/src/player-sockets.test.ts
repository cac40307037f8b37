import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@casino/db/test';
import { systemClock } from '@casino/domain';
import { makePlayer } from '../test/test-players.js';
import { PlayerSockets } from './player-sockets.js';

/** A socket that records how it was closed. */
function fakeSocket() {
  const listeners: Array<() => void> = [];
  const socket = {
    closedWith: null as number | null,
    close(code?: number) {
      socket.closedWith = code ?? 1000;
      for (const l of listeners) l();
    },
    on(_event: 'close', listener: () => void) {
      listeners.push(listener);
    },
  };
  return socket;
}

describe('PlayerSockets.sweep', () => {
  it('closes the connections of ended sessions only, not one opened while the sessions were looked up', async () => {
    const t = await createTestDatabase();
    try {
      const live = await makePlayer(t.db);
      const ended = await makePlayer(t.db);
      const sidOf = async (userId: string) =>
        (
          await t.db
            .selectFrom('sessions')
            .select('sid')
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).sid;
      const [liveSid, endedSid] = [await sidOf(live.userId), await sidOf(ended.userId)];
      await t.db.deleteFrom('sessions').where('sid', '=', endedSid).execute();
      const sockets = new PlayerSockets();
      const a = fakeSocket();
      const b = fakeSocket();
      const late = fakeSocket();
      sockets.add(a, live.userId, liveSid);
      sockets.add(b, ended.userId, endedSid);
      const sweep = sockets.sweep(t.db, systemClock);
      // Opens while the sweep waits on the database (its session is new to this sweep).
      sockets.add(late, live.userId, 'a-session-the-sweep-did-not-ask-about');
      expect(await sweep).toBe(1);
      expect([a.closedWith, b.closedWith, late.closedWith]).toEqual([null, 4001, null]);
    } finally {
      await t.close();
    }
  });
});
