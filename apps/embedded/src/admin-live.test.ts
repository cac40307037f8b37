import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '@casino/domain';
import { startTestServer } from '../test/start-test-server.js';

// The back office's live operations against real rooms in the one-process product (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): a closed table's room finishes its hand and cashes every seat
// out, a stuck hand or challenge is voided by the room hosting it, and the keeper never reopens a
// closed table.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    pokerTiming: { nextHandDelayMs: 100, tickMs: 50, actionTimeoutMs: 1_500, leaseRenewMs: 1_000 },
    // Every player and admin here is a guest from the same address.
    env: { GUEST_LIMIT_PER_ADDRESS_PER_DAY: '100', AUTH_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(() => server.close());

interface Session {
  userId: string;
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  coins(): Promise<number>;
}

async function guest(): Promise<Session> {
  const response = await fetch(`${server.url}/api/auth/guest`, { method: 'POST' });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    userId: user.id,
    call,
    coins: async () => Number((await call('GET', '/api/auth/user')).body.balance),
  };
}

/** A signed-in account made an admin (straight in the database, as the first admin is seeded). */
async function admin(): Promise<Session> {
  const session = await guest();
  await server.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', session.userId)
    .execute();
  return session;
}

async function until<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const db = () => server.database.db;
const tableRow = (id: number) =>
  db().selectFrom('poker_tables').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A new table (the keeper hosts it at its next sweep), waited for until a room holds it. */
async function hostedNewTable(boss: Session, name: string): Promise<number> {
  const created = await boss.call('POST', '/api/admin/poker-tables', {
    name,
    smallBlind: '1',
    bigBlind: '2',
    maxPlayers: 6,
    minBuyIn: '40',
    maxBuyIn: '400',
    reason: 'a table for this test',
  });
  expect(created.status).toBe(200);
  const id = created.body.id as number;
  await until(async () => ((await tableRow(id)).lease_owner !== null ? true : undefined));
  return id;
}

async function inProgressHand(tableId: number) {
  return until(() =>
    db()
      .selectFrom('poker_hands')
      .select(['id', 'status'])
      .where('table_id', '=', tableId)
      .where('status', '=', 'in_progress')
      .executeTakeFirst(),
  );
}

describe('poker tables closed by the back office, with their rooms', () => {
  it('a closed table cashes its seated player out at once, and the keeper does not reopen it', async () => {
    const boss = await admin();
    const tableId = await hostedNewTable(boss, 'Closing Soon');
    const player = await guest();
    const before = await player.coins();
    expect((await player.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '150' })).status).toBe(
      200,
    );
    expect(await player.coins()).toBe(before - 150);

    const closed = await boss.call('POST', `/api/admin/poker-tables/${tableId}/close`, {
      reason: 'closing for the night',
    });
    expect(closed).toMatchObject({ status: 200, body: { isActive: false } });
    await until(async () => ((await player.coins()) === before ? true : undefined));
    await until(async () => ((await tableRow(tableId)).lease_owner === null ? true : undefined));
    // Nobody new sits, the lobby drops it, and two keeper sweeps later nobody hosts it.
    expect((await player.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '150' })).status).toBe(
      404,
    );
    await new Promise((r) => setTimeout(r, 4_500));
    expect((await tableRow(tableId)).lease_owner).toBeNull();
    const lobby = (await player.call('GET', '/api/poker/tables')).body as unknown as Array<{ id: number }>;
    expect(lobby.map((t) => t.id)).not.toContain(tableId);
    expect(
      await boss.call('POST', `/api/admin/poker-tables/${tableId}/close`, { reason: 'again please' }),
    ).toMatchObject({
      status: 409,
      body: { error: 'conflict' },
    });
    expect((await auditLedger(db())).ok).toBe(true);
  }, 30_000);

  it('closing during a hand lets the hand finish, then cashes both seats out', async () => {
    const boss = await admin();
    const tableId = await hostedNewTable(boss, 'Last Hand');
    const [a, b] = [await guest(), await guest()];
    for (const p of [a, b])
      expect((await p.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '100' })).status).toBe(
        200,
      );
    const hand = await inProgressHand(tableId);
    expect(
      (await boss.call('POST', `/api/admin/poker-tables/${tableId}/close`, { reason: 'closing' })).status,
    ).toBe(200);
    // Nobody acts: the action clock plays the hand out, then both stacks go back (20,000 between them).
    await until(async () => ((await a.coins()) + (await b.coins()) === 20_000 ? true : undefined), 20_000);
    const record = await db()
      .selectFrom('poker_hands')
      .select('status')
      .where('id', '=', hand.id)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('completed');
    const hands = await db().selectFrom('poker_hands').select('id').where('table_id', '=', tableId).execute();
    expect(hands).toHaveLength(1);
    expect((await auditLedger(db())).ok).toBe(true);
  }, 40_000);

  it('a table closed while its room missed the message retires at its next lease renewal', async () => {
    const boss = await admin();
    const tableId = await hostedNewTable(boss, 'Missed Message');
    const player = await guest();
    const before = await player.coins();
    expect((await player.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '60' })).status).toBe(
      200,
    );
    // As if the close's message to the room were lost: the table is only marked closed.
    await db()
      .updateTable('poker_tables')
      .set({ is_active: false, closed_at: new Date() })
      .where('id', '=', tableId)
      .execute();
    await until(async () => ((await player.coins()) === before ? true : undefined));
    await until(async () => ((await tableRow(tableId)).lease_owner === null ? true : undefined));
    expect((await auditLedger(db())).ok).toBe(true);
  }, 30_000);

  it('new stakes on an empty hosted table reach the lobby once its room reopens', async () => {
    const boss = await admin();
    const tableId = await hostedNewTable(boss, 'Restaked');
    const patched = await boss.call('PATCH', `/api/admin/poker-tables/${tableId}`, {
      smallBlind: '5',
      bigBlind: '10',
      minBuyIn: '200',
      maxBuyIn: '2000',
      reason: 'high rollers tonight',
    });
    expect(patched).toMatchObject({ status: 200, body: { bigBlind: '10.00' } });
    const player = await guest();
    const joined = await until(async () => {
      const r = await player.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '300' });
      return r.status === 200 ? r : undefined;
    });
    expect(joined.body).toMatchObject({ gameState: { playerChips: '300.00' } });
    const state = await player.call('GET', `/api/poker/game-state/${tableId}`);
    expect(state.body).toMatchObject({ bigBlind: '10.00' });
    await player.call('POST', `/api/poker/leave-table/${tableId}`);
  }, 30_000);
});

describe('voiding a stuck hand or challenge through its live room', () => {
  it('voids the hand in play: both seats get everything back; a second void is refused', async () => {
    const boss = await admin();
    const tableId = await hostedNewTable(boss, 'Stuck Hand');
    const [a, b] = [await guest(), await guest()];
    for (const p of [a, b])
      expect((await p.call('POST', '/api/poker/join-table', { tableId, buyInAmount: '120' })).status).toBe(
        200,
      );
    const hand = await inProgressHand(tableId);
    const live = await boss.call('GET', '/api/admin/live');
    const listed = (
      live.body.pokerTables as Array<{ tableId: number; hand: { handId: string } | null; seated: unknown[] }>
    ).find((t) => t.tableId === tableId);
    expect(listed?.hand?.handId).toBe(hand.id.toString());
    expect(listed?.seated).toHaveLength(2);
    // The pot as the room shows it: the blinds are in (1 + 2), or more once someone acted.
    expect(Number((listed?.hand as { pot: string } | undefined)?.pot)).toBeGreaterThanOrEqual(3);

    const [first, second] = await Promise.all([
      boss.call('POST', `/api/admin/live/poker-hands/${hand.id}/void`, { reason: 'the hand froze' }),
      boss.call('POST', `/api/admin/live/poker-hands/${hand.id}/void`, { reason: 'the hand froze' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body).toMatchObject({ voided: true });
    expect((ok.body.refunded as Array<{ amount: string }>).map((r) => r.amount).sort()).toEqual([
      '120.00',
      '120.00',
    ]);
    expect(await a.coins()).toBe(10_000);
    expect(await b.coins()).toBe(10_000);
    const record = await db()
      .selectFrom('poker_hands')
      .select('status')
      .where('id', '=', hand.id)
      .executeTakeFirstOrThrow();
    expect(record.status).toBe('voided');
    const audits = await db()
      .selectFrom('admin_audit_log')
      .select('id')
      .where('action', '=', 'poker_hand.void')
      .where('target_id', '=', hand.id.toString())
      .execute();
    expect(audits).toHaveLength(1);
    // The table stays open: the keeper hosts it again for new hands.
    await until(async () => ((await tableRow(tableId)).lease_owner !== null ? true : undefined));
    expect((await auditLedger(db())).ok).toBe(true);
  }, 30_000);

  it('voids a challenge its live room hosts: both wallets back, unrated; two voids at once, one wins', async () => {
    const boss = await admin();
    const [alice, bob] = [await guest(), await guest()];
    const created = await alice.call('POST', '/api/p2p-challenges/create', {
      gameType: 'chess',
      betAmount: '25',
      betType: 'coins',
      skillLevel: 'any',
    });
    expect(created.status).toBe(201);
    const id = (created.body.challenge as { id: string }).id;
    expect((await bob.call('POST', `/api/p2p-challenges/${id}/accept`)).status).toBe(200);
    expect(await alice.coins()).toBe(9_975);
    await until(async () => {
      const row = await db()
        .selectFrom('p2p_challenges')
        .select('lease_owner')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.lease_owner !== null ? true : undefined;
    });
    const live = await boss.call('GET', '/api/admin/live');
    expect(
      (live.body.challenges as Array<{ challengeId: string; leaseExpired: boolean }>).find(
        (c) => c.challengeId === id,
      ),
    ).toMatchObject({
      leaseExpired: false,
      escrow: '50.00',
    });

    const answers = await Promise.all(
      [1, 2].map(() =>
        boss.call('POST', `/api/admin/live/challenges/${id}/void`, { reason: 'a stuck game' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)?.body).toMatchObject({ voided: true });
    expect(await alice.coins()).toBe(10_000);
    expect(await bob.coins()).toBe(10_000);
    const row = await db()
      .selectFrom('p2p_challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'voided', result: 'void', end_reason: 'admin_void' });
    expect(
      await boss.call('POST', `/api/admin/live/challenges/${id}/void`, { reason: 'again please' }),
    ).toMatchObject({
      status: 409,
    });
    const audits = await db()
      .selectFrom('admin_audit_log')
      .select('id')
      .where('action', '=', 'challenge.void')
      .where('target_id', '=', id)
      .execute();
    expect(audits).toHaveLength(1);
    expect((await auditLedger(db())).ok).toBe(true);
  }, 30_000);
});
