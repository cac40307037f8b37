import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk, newPlayer, refusalOf } from '../../../test/challenge-fixtures.js';
import { recordHandStart, nextHandNumber } from '../../games/holdem/hand-records.js';
import { listPokerTables, seedPokerTables } from '../../games/holdem/poker-table-catalogue.js';
import { moveBuyIn, seatChips } from '../../games/holdem/table-chips.js';
import { claimTable, unhostedTableIds } from '../../games/holdem/table-lease.js';
import { getWalletBalances } from '../../ledger/balances.js';
import { seedCatalogue } from '../../seed.js';
import type { Staff } from '../staff-access.js';
import {
  closePokerTable,
  createPokerTable,
  listAdminPokerTables,
  reopenPokerTable,
  STAKES_NEED_EMPTY_TABLE,
  updatePokerTable,
} from './poker-table-admin.js';
import { stakesProblem } from './table-stakes.js';
import { voidPokerHand } from './void-poker-hand.js';

let t: TestDatabase;
let admin: Staff;
const TTL = 60_000;

beforeAll(async () => {
  t = await createTestDatabase();
  // The catalogue too: a buy-in checks that live hold'em is on (issue 15, catalogue switches).
  await seedCatalogue(t.db);
  await seedPokerTables(t.db);
  const id = await newPlayer(t.db);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
  admin = { userId: id, role: 'admin', name: 'Admin', ip: '127.0.0.1' };
});
afterAll(() => t.close());

const table = (name: string, extra: Partial<Record<string, string | number>> = {}) => ({
  name,
  smallBlind: '1.00',
  bigBlind: '2.00',
  maxPlayers: 6,
  minBuyIn: '40.00',
  maxBuyIn: '400.00',
  reason: 'a new table for the evening',
  ...extra,
});

const expireLease = (tableId: number) =>
  t.db
    .updateTable('poker_tables')
    .set({ lease_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', tableId)
    .execute();

const auditRows = (action: string, targetId: string) =>
  t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();

const coins = async (userId: string) => (await getWalletBalances(t.db, userId)).coins;

/** A new table with a player seated (their buy-in in the seat's escrow) by a host whose lease then ran out. */
async function tableWithDeadHost(buyIn: bigint) {
  const created = await createPokerTable(t.db, admin, table(`Dead host ${Math.random()}`));
  await claimTable(t.db, created.id, 'dead-host', TTL);
  const player = await newPlayer(t.db);
  const before = await coins(player);
  await moveBuyIn(t.db, { tableId: created.id, owner: 'dead-host' }, player, buyIn);
  return { tableId: created.id, player, before };
}

describe('table stakes rules', () => {
  const units = (coins: number) => BigInt(Math.round(coins * 100));
  const cases: Array<[string, [number, number, number, number], string | null]> = [
    ['the spec $2/$5 table, 100 to 1000', [2, 5, 100, 1000], null],
    ['$1/$2, 20 to 500 big blinds', [1, 2, 40, 1000], null],
    [
      'big blind under twice the small',
      [2, 3, 100, 1000],
      'body.bigBlind: must be at least twice the small blind',
    ],
    [
      'big blind over three small',
      [1, 4, 100, 1000],
      'body.bigBlind: must be at most three times the small blind',
    ],
    ['minimum buy-in under 10 big blinds', [1, 2, 19, 100], 'body.minBuyIn: must be at least 10 big blinds'],
    ['maximum below the minimum', [1, 2, 100, 50], 'body.maxBuyIn: must not be below minBuyIn'],
    ['maximum over 500 big blinds', [1, 2, 100, 1001], 'body.maxBuyIn: must be at most 500 big blinds'],
  ];
  it.each(cases)('%s', (_name, [sb, bb, min, max], problem) => {
    expect(
      stakesProblem({
        smallBlind: units(sb),
        bigBlind: units(bb),
        minBuyIn: units(min),
        maxBuyIn: units(max),
      }),
    ).toBe(problem);
  });

  it('accepts exactly the stakes within every bound', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000n }),
        fc.bigInt({ min: 1n, max: 40_000n }),
        fc.bigInt({ min: 1n, max: 5_000_000n }),
        fc.bigInt({ min: 1n, max: 5_000_000n }),
        (smallBlind, bigBlind, minBuyIn, maxBuyIn) => {
          const ok = stakesProblem({ smallBlind, bigBlind, minBuyIn, maxBuyIn }) === null;
          const within =
            bigBlind >= 2n * smallBlind &&
            bigBlind <= 3n * smallBlind &&
            minBuyIn >= 10n * bigBlind &&
            maxBuyIn >= minBuyIn &&
            maxBuyIn <= 500n * bigBlind;
          expect(ok).toBe(within);
        },
      ),
    );
  });
});

describe(`poker tables in the back office on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates a table the lobby lists and the keeper hosts, with one audit row', async () => {
    const created = await createPokerTable(t.db, admin, table('Evening Table'));
    expect(created).toMatchObject({ name: 'Evening Table', bigBlind: '2.00', isActive: true, host: null });
    expect(created.id).toBeGreaterThan(4);
    expect((await listPokerTables(t.db, new Date())).map((p) => p.id)).toContain(created.id);
    expect(await unhostedTableIds(t.db)).toContain(created.id);
    expect((await listAdminPokerTables(t.db)).find((p) => p.id === created.id)).toEqual(created);
    const [row] = await auditRows('poker_table.create', String(created.id));
    expect(row).toMatchObject({ actor_id: admin.userId, reason: 'a new table for the evening' });
  });

  it('refuses unplayable stakes naming the field, and gives racing creations their own ids', async () => {
    expect(await refusalOf(createPokerTable(t.db, admin, table('Bad', { bigBlind: '1.50' })))).toEqual({
      code: 'validation_error',
      message: 'body.bigBlind: must be at least twice the small blind',
    });
    const made = await Promise.all([1, 2, 3].map((i) => createPokerTable(t.db, admin, table(`Race ${i}`))));
    expect(new Set(made.map((m) => m.id)).size).toBe(3);
  });

  it('renames at any time, but changes stakes only while nobody is seated', async () => {
    const { tableId } = await tableWithDeadHost(10_000n);
    const renamed = await updatePokerTable(t.db, admin, tableId, { name: 'Renamed', reason: 'typo' }, null);
    expect(renamed.name).toBe('Renamed');
    expect(
      await refusalOf(
        updatePokerTable(t.db, admin, tableId, { smallBlind: '2', bigBlind: '4', reason: 'higher' }, null),
      ),
    ).toEqual({ code: 'conflict', message: STAKES_NEED_EMPTY_TABLE });
    const empty = await createPokerTable(t.db, admin, table('Empty'));
    const restaked = await updatePokerTable(
      t.db,
      admin,
      empty.id,
      { smallBlind: '5', bigBlind: '10', minBuyIn: '200', maxBuyIn: '2000', reason: 'high rollers' },
      null,
    );
    expect(restaked).toMatchObject({ smallBlind: '5.00', bigBlind: '10.00', minBuyIn: '200.00' });
    const [row] = await auditRows('poker_table.update', String(empty.id));
    expect(row?.before).toMatchObject({ bigBlind: '2.00' });
    expect(row?.after).toMatchObject({ bigBlind: '10.00' });
  });

  it('closes a table with no live host: the seats are cashed out at once and the keeper leaves it closed', async () => {
    const { tableId, player, before } = await tableWithDeadHost(25_000n);
    const handId = await recordHandStart(
      t.db,
      { tableId, owner: 'dead-host' },
      {
        tableId,
        handNumber: await nextHandNumber(t.db, tableId),
        serverSeed: 's',
        deckCommitment: 'c',
        playerSeeds: [],
        players: [],
      },
    );
    await expireLease(tableId);
    const closed = await closePokerTable(t.db, admin, tableId, 'closing for the night', null);
    expect(closed).toMatchObject({ isActive: false, host: null });
    expect(closed.closedAt).not.toBeNull();
    expect(await coins(player)).toBe(before);
    expect(await seatChips(t.db, tableId, player)).toBe(0n);
    const hand = await t.db
      .selectFrom('poker_hands')
      .select('status')
      .where('id', '=', BigInt(handId))
      .executeTakeFirstOrThrow();
    expect(hand.status).toBe('voided');
    expect(await unhostedTableIds(t.db)).not.toContain(tableId);
    expect(await claimTable(t.db, tableId, 'keeper', TTL)).toEqual({ claimed: false });
    expect((await listPokerTables(t.db, new Date())).map((p) => p.id)).not.toContain(tableId);
    expect(await refusalOf(closePokerTable(t.db, admin, tableId, 'again', null))).toEqual({
      code: 'conflict',
      message: 'This table is already closed.',
    });
    const reopened = await reopenPokerTable(t.db, admin, tableId, 'open again');
    expect(reopened).toMatchObject({ isActive: true, closedAt: null });
    expect(await unhostedTableIds(t.db)).toContain(tableId);
    expect(await refusalOf(reopenPokerTable(t.db, admin, tableId, 'twice'))).toMatchObject({
      code: 'conflict',
    });
    expect(await auditRows('poker_table.close', String(tableId))).toHaveLength(1);
    expect(await auditRows('poker_table.reopen', String(tableId))).toHaveLength(1);
    await expectAuditOk(t.db);
  });

  it('two closes at once: one closes and cashes out once, the other is refused', async () => {
    const { tableId, player, before } = await tableWithDeadHost(12_345n);
    await expireLease(tableId);
    const outcomes = await Promise.all(
      [1, 2].map(() => refusalOf(closePokerTable(t.db, admin, tableId, 'race', null))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes).toContainEqual({ code: 'conflict', message: 'This table is already closed.' });
    expect(await coins(player)).toBe(before);
    expect(await auditRows('poker_table.close', String(tableId))).toHaveLength(1);
    await expectAuditOk(t.db);
  });

  it("keeps the back office's changes to a catalogue table when the catalogue is seeded again (every start)", async () => {
    await updatePokerTable(
      t.db,
      admin,
      1,
      {
        name: 'Royal Lounge',
        smallBlind: '5',
        bigBlind: '10',
        minBuyIn: '200',
        maxBuyIn: '2000',
        reason: 'new stakes',
      },
      null,
    );
    await seedPokerTables(t.db);
    const [table] = (await listAdminPokerTables(t.db)).filter((p) => p.id === 1);
    expect(table).toMatchObject({
      name: 'Royal Lounge',
      smallBlind: '5.00',
      bigBlind: '10.00',
      minBuyIn: '200.00',
    });
  });

  it('answers 404 for an unknown table', async () => {
    expect(await refusalOf(closePokerTable(t.db, admin, 99_999, 'nobody', null))).toMatchObject({
      code: 'not_found',
    });
  });
});

describe(`voiding a poker hand whose host is gone on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('voids the hand, returns every seat, frees the lease; a second void and a racing one are refused', async () => {
    const { tableId, player, before } = await tableWithDeadHost(30_000n);
    const other = await newPlayer(t.db);
    const otherBefore = await coins(other);
    await moveBuyIn(t.db, { tableId, owner: 'dead-host' }, other, 20_000n);
    const handId = await recordHandStart(
      t.db,
      { tableId, owner: 'dead-host' },
      {
        tableId,
        handNumber: await nextHandNumber(t.db, tableId),
        serverSeed: 's',
        deckCommitment: 'c',
        playerSeeds: [],
        players: [],
      },
    );
    await expireLease(tableId);
    const outcomes = await Promise.all(
      [1, 2].map(() => refusalOf(voidPokerHand(t.db, admin, handId, 'stuck hand', null))),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes).toContainEqual({
      code: 'conflict',
      message: 'This hand is voided, not in play: only a hand in play can be voided.',
    });
    expect(await coins(player)).toBe(before);
    expect(await coins(other)).toBe(otherBefore);
    const row = await t.db
      .selectFrom('poker_tables')
      .select(['lease_owner', 'is_active'])
      .where('id', '=', tableId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lease_owner: null, is_active: true });
    expect(await auditRows('poker_hand.void', handId)).toHaveLength(1);
    expect(await refusalOf(voidPokerHand(t.db, admin, '987654321', 'unknown', null))).toMatchObject({
      code: 'not_found',
    });
    await expectAuditOk(t.db);
  });
});
