import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { gameIdOf } from '@casino/games';
import { GAME_CATALOGUE, toGameRow } from '../../catalogue/game-catalogue.js';
import { forgetGameSettings } from '../../catalogue/game-settings.js';
import { isDomainError } from '../../errors.js';
import { openWallets, promotions, wallet } from '../../ledger/accounts.js';
import { auditLedger } from '../../ledger/audit.js';
import { getWalletBalances } from '../../ledger/balances.js';
import { move, transfer } from '../../ledger/transfer.js';
import { nextHandNumber, recordHandEnd, recordHandStart } from './hand-records.js';
import { listPokerTables, seedPokerTables } from './poker-table-catalogue.js';
import { moveBuyIn, moveCashOut, seatChips } from './table-chips.js';
import {
  claimTable,
  releaseTable,
  renewTableLease,
  renewTableLeases,
  unhostedTableIds,
} from './table-lease.js';

let t: TestDatabase;
let n = 0;
const TABLE = 1;
const TTL = 60_000;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedPokerTables(t.db);
  // Poker hands are recorded as sessions of the catalogue's live hold'em game.
  await t.db.insertInto('games').values(GAME_CATALOGUE.map(toGameRow)).execute();
});
afterAll(() => t.close());

async function newPlayer(coins: bigint): Promise<string> {
  const id = `poker-player-${++n}`;
  await t.db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({ id, is_guest: true }).execute();
    await openWallets(trx, id);
  });
  await transfer(t.db, move(promotions(), wallet(id), coins, { kind: 'test_grant', currency: 'coins' }));
  return id;
}

/** Makes the table's lease look like its host died long ago. */
const expireLease = (tableId: number) =>
  t.db
    .updateTable('poker_tables')
    .set({ lease_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', tableId)
    .execute();

const coins = async (userId: string) => (await getWalletBalances(t.db, userId)).coins;

const refusalCode = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (e) {
    return isDomainError(e) ? e.code : String(e);
  }
};

beforeEach(async () => {
  for (const id of await t.db.selectFrom('poker_tables').select('id').execute()) {
    await expireLease(id.id);
  }
});

describe(`poker chips and table leases on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("renews all of a process's leases in one statement, and only the ones it still holds", async () => {
    await claimTable(t.db, 2, 'renewer', TTL);
    await claimTable(t.db, 3, 'renewer', TTL);
    await claimTable(t.db, 4, 'someone-else', TTL);
    const renewed = await renewTableLeases(
      t.db,
      [
        { tableId: 2, owner: 'renewer' },
        { tableId: 3, owner: 'renewer' },
        { tableId: 4, owner: 'renewer' },
      ],
      TTL,
    );
    expect(renewed).toEqual(new Set([2, 3]));
  });

  it('lets exactly one of many concurrent processes claim a free table', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimTable(t.db, TABLE, `process-${i}`, TTL)),
    );
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(await unhostedTableIds(t.db)).not.toContain(TABLE);
    expect(await claimTable(t.db, TABLE, 'late-process', TTL)).toEqual({ claimed: false });
  });

  it('moves a buy-in into the seat, settles a hand between seats, and cashes out', async () => {
    await claimTable(t.db, TABLE, 'host', TTL);
    const lease = { tableId: TABLE, owner: 'host' };
    const [a, b] = [await newPlayer(100_000n), await newPlayer(100_000n)];
    await moveBuyIn(t.db, lease, a, 50_000n);
    await moveBuyIn(t.db, lease, b, 30_000n);
    expect(await coins(a)).toBe(50_000n);
    expect(await seatChips(t.db, TABLE, b)).toBe(30_000n);

    const handNumber = await nextHandNumber(t.db, TABLE);
    const handId = await recordHandStart(t.db, lease, {
      tableId: TABLE,
      handNumber,
      serverSeed: 'seed',
      deckCommitment: 'commitment',
      playerSeeds: [],
      players: [],
    });
    const end = {
      handId,
      pot: 20_000n,
      history: { hand: handNumber },
      netByUser: [
        { userId: a, net: 10_000n },
        { userId: b, net: -10_000n },
      ],
      sessions: [
        { userId: a, betUnits: 10_000n, winUnits: 20_000n, gameData: { handNumber } },
        { userId: b, betUnits: 10_000n, winUnits: 0n, gameData: { handNumber } },
      ],
    };
    await recordHandEnd(t.db, lease, end);
    // A retried settlement of the same hand moves nothing twice (idempotency key per hand).
    await recordHandEnd(t.db, lease, end);
    expect(await seatChips(t.db, TABLE, a)).toBe(60_000n);
    expect(await seatChips(t.db, TABLE, b)).toBe(20_000n);
    expect(await nextHandNumber(t.db, TABLE)).toBe(handNumber + 1);
    // Each player's hand is a session of live hold'em, recorded once although the settlement was retried.
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select(['user_id', 'bet_amount', 'win_amount'])
      .where('game_id', '=', 12)
      .where('user_id', 'in', [a, b])
      .execute();
    expect(sessions.map((s) => `${s.user_id}:${s.bet_amount}:${s.win_amount}`).sort()).toEqual(
      [`${a}:10000:20000`, `${b}:10000:0`].sort(),
    );

    expect(await moveCashOut(t.db, lease, a)).toBe(60_000n);
    expect(await coins(a)).toBe(110_000n);
    expect(await seatChips(t.db, TABLE, a)).toBe(0n);
    expect(await moveCashOut(t.db, lease, a)).toBe(0n);
    await releaseTable(t.db, TABLE, 'host');
    expect(await coins(b)).toBe(90_000n);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('refuses a buy-in above the balance and changes nothing', async () => {
    await claimTable(t.db, TABLE, 'host-2', TTL);
    const lease = { tableId: TABLE, owner: 'host-2' };
    const a = await newPlayer(1_000n);
    expect(await refusalCode(moveBuyIn(t.db, lease, a, 5_000n))).toBe('insufficient_balance');
    expect(await coins(a)).toBe(1_000n);
    expect(await seatChips(t.db, TABLE, a)).toBe(0n);
  });

  it("refuses a buy-in while hold'em is turned off in the catalogue, and takes it once back on", async () => {
    await claimTable(t.db, TABLE, 'host-3', TTL);
    const lease = { tableId: TABLE, owner: 'host-3' };
    const a = await newPlayer(10_000n);
    const setActive = async (active: boolean) => {
      await t.db
        .updateTable('games')
        .set({ is_active: active })
        .where('id', '=', gameIdOf('holdem'))
        .execute();
      forgetGameSettings(t.db);
    };
    await setActive(false);
    expect(await refusalCode(moveBuyIn(t.db, lease, a, 5_000n))).toBe('game_unavailable');
    expect(await coins(a)).toBe(10_000n);
    await setActive(true);
    await moveBuyIn(t.db, lease, a, 5_000n);
    expect(await seatChips(t.db, TABLE, a)).toBe(5_000n);
  });

  it('voids the unfinished hand and refunds every chip when another process takes over a dead host', async () => {
    await claimTable(t.db, TABLE, 'doomed', TTL);
    const lease = { tableId: TABLE, owner: 'doomed' };
    const players = [await newPlayer(20_000n), await newPlayer(20_000n), await newPlayer(20_000n)];
    for (const p of players) await moveBuyIn(t.db, lease, p, 15_000n);
    const handNumber = await nextHandNumber(t.db, TABLE);
    await recordHandStart(t.db, lease, {
      tableId: TABLE,
      handNumber,
      serverSeed: 's',
      deckCommitment: 'c',
      playerSeeds: [],
      players: [],
    });

    await expireLease(TABLE);
    const taken = await claimTable(t.db, TABLE, 'rescuer', TTL);
    expect(taken.claimed).toBe(true);
    if (!taken.claimed) return;
    // Once another process took the table, the dead host can never move its chips or renew again.
    expect(await refusalCode(moveBuyIn(t.db, lease, players[0]!, 100n))).toBe('table_unavailable');
    expect(await renewTableLease(t.db, TABLE, 'doomed', TTL)).toBe(false);
    expect(await renewTableLeases(t.db, [{ tableId: TABLE, owner: 'doomed' }], TTL)).toEqual(new Set());
    expect(taken.recovery.voidedHands).toBe(1);
    expect(taken.recovery.refunds.map((r) => r.amount)).toEqual([15_000n, 15_000n, 15_000n]);
    for (const p of players) expect(await coins(p)).toBe(20_000n);
    const hand = await t.db
      .selectFrom('poker_hands')
      .select('status')
      .where('table_id', '=', TABLE)
      .where('hand_number', '=', handNumber)
      .executeTakeFirstOrThrow();
    expect(hand.status).toBe('voided');
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('lets a host whose lease expired unclaimed (a database outage longer than the lease) renew and go on', async () => {
    await claimTable(t.db, TABLE, 'patient', TTL);
    const lease = { tableId: TABLE, owner: 'patient' };
    const player = await newPlayer(20_000n);
    await moveBuyIn(t.db, lease, player, 10_000n);
    await expireLease(TABLE);
    // Nobody claimed it meanwhile: the chips can move and the lease renews.
    await moveBuyIn(t.db, lease, player, 1_000n);
    expect(await renewTableLeases(t.db, [lease], TTL)).toEqual(new Set([TABLE]));
    expect(await unhostedTableIds(t.db)).not.toContain(TABLE);
    expect(await claimTable(t.db, TABLE, 'opportunist', TTL)).toEqual({ claimed: false });
    expect(await moveCashOut(t.db, lease, player)).toBe(11_000n);
    expect(await coins(player)).toBe(20_000n);
    await releaseTable(t.db, TABLE, 'patient');
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('lists the tables with stakes and live seat counts only for hosted tables', async () => {
    await claimTable(t.db, 2, 'lobby-host', TTL);
    await t.db.updateTable('poker_tables').set({ seated_players: 1 }).where('id', '=', 2).execute();
    const tables = await listPokerTables(t.db, new Date());
    const lounge = tables.find((x) => x.id === TABLE);
    expect(lounge).toMatchObject({
      stakes: '$2/$5',
      maxPlayers: 6,
      minBuyIn: '100.00',
      maxBuyIn: '1000.00',
      isOpen: false,
      currentPlayers: 0,
    });
    expect(tables.find((x) => x.id === 2)).toMatchObject({ isOpen: true, currentPlayers: 1, maxPlayers: 2 });
  });

  it('keeps a sweepstakes table in sweepstakes coins: buy-ins, hands, cash-outs and a recovery refund', async () => {
    const lounge = await t.db
      .selectFrom('poker_tables')
      .select(['id', 'small_blind', 'big_blind'])
      .where('currency', '=', 'sweeps')
      .where('name', '=', 'Sweepstakes Lounge')
      .executeTakeFirstOrThrow();
    expect([lounge.small_blind, lounge.big_blind]).toEqual([10n, 20n]);
    expect((await listPokerTables(t.db, new Date())).find((x) => x.id === lounge.id)).toMatchObject({
      currency: 'sweeps',
      stakes: '0.10/0.20 SC',
    });
    await claimTable(t.db, lounge.id, 'sc-host', TTL);
    const lease = { tableId: lounge.id, owner: 'sc-host' };
    const [a, b] = [await newPlayer(100_000n), await newPlayer(100_000n)];
    // A guest may not stake sweepstakes coins: the gate refuses before anything moves.
    expect(await refusalCode(moveBuyIn(t.db, lease, a, 1_000n))).toBe('forbidden');
    await t.db
      .updateTable('users')
      .set({
        is_guest: false,
        email: sql<string>`id || '@poker.test'`,
        password_hash: 'not-a-real-hash',
        region_country: 'US',
        region_state: 'CA',
      })
      .where('id', 'in', [a, b])
      .execute();
    for (const p of [a, b])
      await transfer(t.db, move(promotions(), wallet(p), 5_000n, { kind: 'test_grant', currency: 'sweeps' }));
    await moveBuyIn(t.db, lease, a, 2_000n);
    await moveBuyIn(t.db, lease, b, 2_000n);
    expect(await getWalletBalances(t.db, a)).toEqual({ coins: 100_000n, sweeps: 3_000n });
    expect(await refusalCode(moveBuyIn(t.db, lease, a, 4_000n))).toBe('insufficient_balance');
    const handId = await recordHandStart(t.db, lease, {
      tableId: lounge.id,
      handNumber: await nextHandNumber(t.db, lounge.id),
      serverSeed: 's',
      deckCommitment: 'c',
      playerSeeds: [],
      players: [],
    });
    await recordHandEnd(t.db, lease, {
      handId,
      pot: 400n,
      history: {},
      netByUser: [
        { userId: a, net: 200n },
        { userId: b, net: -200n },
      ],
      sessions: [
        { userId: a, betUnits: 200n, winUnits: 400n, gameData: {} },
        { userId: b, betUnits: 200n, winUnits: 0n, gameData: {} },
      ],
    });
    const hand = await t.db
      .selectFrom('poker_hands')
      .select('currency')
      .where('id', '=', BigInt(handId))
      .executeTakeFirstOrThrow();
    expect(hand.currency).toBe('sweeps');
    const events = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'game.settled')
      .where('user_id', 'in', [a, b])
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ currency: 'sweeps', betAmount: '200' }),
      expect.objectContaining({ currency: 'sweeps', betAmount: '200' }),
    ]);
    expect(await moveCashOut(t.db, lease, a)).toBe(2_200n);
    // The host dies with b seated: the next host refunds b's chips to the sweepstakes wallet.
    await expireLease(lounge.id);
    const taken = await claimTable(t.db, lounge.id, 'sc-rescuer', TTL);
    expect(taken.claimed && taken.recovery.refunds).toEqual([
      { userId: b, amount: 1_800n, currency: 'sweeps' },
    ]);
    expect(await getWalletBalances(t.db, a)).toEqual({ coins: 100_000n, sweeps: 5_200n });
    expect(await getWalletBalances(t.db, b)).toEqual({ coins: 100_000n, sweeps: 4_800n });
    await releaseTable(t.db, lounge.id, 'sc-rescuer');
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
