import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateLiveTable, findLiveTableByCode } from '@casino/domain';
import { LiveHarness, liveSnapshotOf, waitFor } from '../../test/live-harness.js';

// A private live table: the keeper hosts it like any table, its room shows its code, a player who
// has the code joins it, and once nobody has been at it for the idle time it closes for good (its
// lease freed, never hosted again). The idle time is 600 ms here (10 minutes in production).

let h: LiveHarness;
beforeAll(async () => {
  h = await LiveHarness.start({ timing: { privateIdleMs: 600 } });
});
afterAll(() => h.close());

describe(`private live table on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is joined by its code, plays rounds, and closes after its idle time with nobody at it', async () => {
    const owner = await h.newPlayer();
    const created = await createPrivateLiveTable(h.db, owner.userId, { gameKey: 'live-roulette' });
    expect(created.roomCode).toMatch(/^[23456789A-HJ-NP-Z]{6}$/);
    const found = await findLiveTableByCode(h.db, created.roomCode!);
    expect(found.id).toBe(created.id);

    const friend = await h.newPlayer();
    const { room } = await h.join(friend, found.id);
    await waitFor(() => liveSnapshotOf(room).phase === 'betting', 8_000, 'a round at the private table');
    expect(liveSnapshotOf(room)).toMatchObject({ roomCode: created.roomCode, tableId: created.id });
    await room.leave();

    const closed = await waitFor(
      async () =>
        (
          await h.db
            .selectFrom('live_tables')
            .selectAll()
            .where('id', '=', created.id)
            .executeTakeFirstOrThrow()
        ).closed_at ?? undefined,
      10_000,
      'the table to close',
    );
    expect(closed).toBeInstanceOf(Date);
    const row = await h.db
      .selectFrom('live_tables')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.lease_owner).toBeNull();
    // Its round was voided or settled; nothing is left in escrow.
    const open = await h.db
      .selectFrom('live_rounds')
      .select('status')
      .where('table_id', '=', created.id)
      .where('status', 'in', ['betting', 'playing', 'settling'])
      .execute();
    expect(open).toEqual([]);
    expect((await h.audit()).ok).toBe(true);
  });
});
