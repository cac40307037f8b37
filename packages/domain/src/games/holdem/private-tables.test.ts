import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { isDomainError } from '../../errors.js';
import {
  closeIdlePrivatePokerTables,
  createPrivatePokerTable,
  findPokerTableByCode,
  MAX_OPEN_PRIVATE_POKER_TABLES,
  PRIVATE_POKER_IDLE_MS,
} from './private-tables.js';
import { seedPokerTables } from './poker-table-catalogue.js';

// A private poker table nobody uses closes after its idle time, so it frees its creator's place
// among their open tables and its code; a table in use, or a public one, never does.

let t: TestDatabase;
let n = 0;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedPokerTables(t.db);
});
afterAll(() => t.close());

async function newPlayer(): Promise<string> {
  const id = `private-poker-${++n}`;
  await t.db.insertInto('users').values({ id, is_guest: true }).execute();
  return id;
}

const minutesAgo = (minutes: number) => sql<Date>`now() - make_interval(mins => ${minutes})`;

async function tableOpened(userId: string, minutes: number): Promise<{ tableId: number; roomCode: string }> {
  const table = await createPrivatePokerTable(t.db, userId, { maxPlayers: 6 });
  await sql`update poker_tables set created_at = ${minutesAgo(minutes)} where id = ${table.tableId}`.execute(
    t.db,
  );
  return table;
}

async function handAt(tableId: number, minutes: number, status: 'in_progress' | 'completed') {
  await t.db
    .insertInto('poker_hands')
    .values({
      table_id: tableId,
      hand_number: ++n,
      server_seed: 'seed',
      players: JSON.stringify([]),
      status,
      started_at: minutesAgo(minutes),
    })
    .execute();
}

const isActive = async (tableId: number) =>
  (
    await t.db
      .selectFrom('poker_tables')
      .select('is_active')
      .where('id', '=', tableId)
      .executeTakeFirstOrThrow()
  ).is_active;

interface IdleCase {
  name: string;
  opened: number;
  hand?: { at: number; status: 'in_progress' | 'completed' };
  seated?: number;
  closes: boolean;
}

describe('idle private poker tables', () => {
  it.each([
    { name: 'opened 11 minutes ago, never used', opened: 11, closes: true },
    { name: 'opened 5 minutes ago', opened: 5, closes: false },
    {
      name: 'its last hand started 11 minutes ago',
      opened: 30,
      hand: { at: 11, status: 'completed' },
      closes: true,
    },
    { name: 'a hand started 3 minutes ago', opened: 30, hand: { at: 3, status: 'completed' }, closes: false },
    { name: 'a hand still in play', opened: 30, hand: { at: 20, status: 'in_progress' }, closes: false },
    { name: 'someone seated', opened: 30, seated: 2, closes: false },
  ] satisfies IdleCase[])('$name: closes $closes', async (c: IdleCase) => {
    const table = await tableOpened(await newPlayer(), c.opened);
    if (c.hand) await handAt(table.tableId, c.hand.at, c.hand.status);
    if (c.seated !== undefined)
      await t.db
        .updateTable('poker_tables')
        .set({ seated_players: c.seated })
        .where('id', '=', table.tableId)
        .execute();
    const closed = await closeIdlePrivatePokerTables(t.db, PRIVATE_POKER_IDLE_MS);
    expect(closed.includes(table.tableId)).toBe(c.closes);
    expect(await isActive(table.tableId)).toBe(!c.closes);
  });

  it('never closes a public table, and frees the creator place and the code of a closed one', async () => {
    await sql`update poker_tables set created_at = ${minutesAgo(60)} where room_code is null`.execute(t.db);
    const owner = await newPlayer();
    const tables = [];
    for (let i = 0; i < MAX_OPEN_PRIVATE_POKER_TABLES; i++) tables.push(await tableOpened(owner, 20));
    const refused = await createPrivatePokerTable(t.db, owner, { maxPlayers: 6 }).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.code).toBe('conflict');

    const closed = await closeIdlePrivatePokerTables(t.db, PRIVATE_POKER_IDLE_MS);
    expect(closed).toEqual(expect.arrayContaining(tables.map((x) => x.tableId)));
    const publicTables = await t.db
      .selectFrom('poker_tables')
      .select('id')
      .where('room_code', 'is', null)
      .execute();
    for (const { id } of publicTables) expect(closed).not.toContain(id);
    const byCode = await findPokerTableByCode(t.db, tables[0]!.roomCode).catch((e: unknown) => e);
    expect(isDomainError(byCode) && byCode.code).toBe('not_found');
    await expect(createPrivatePokerTable(t.db, owner, { maxPlayers: 6 })).resolves.toMatchObject({
      roomCode: expect.any(String),
    });
    // Closing again finds nothing new.
    expect(await closeIdlePrivatePokerTables(t.db, PRIVATE_POKER_IDLE_MS)).toEqual([]);
  });
});
