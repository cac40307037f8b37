import {
  LIVE_TABLE_STATUS_KEY,
  LiveRoundList,
  LiveRoundRecord,
  LiveTableList,
  LiveTableSummary,
} from '@casino/contracts';
import {
  claimLiveTable,
  closeLiveBetting,
  openLiveRound,
  placeLiveBets,
  recordLiveOutcome,
  settleLiveRound,
} from '@casino/domain';
import { liveRoulettePayout, liveRoulettePocket } from '@casino/engine';
import { gameOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableBus } from '../../poker/table-bus.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// The live tables' REST calls over a seeded database. The status hash stands for the rooms' presence
// (what a live table's room writes with presence.hset, LIVE_TABLE_STATUS_KEY).
const statusHash: Record<string, string> = {};
const presence: TableBus = {
  publish: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  hgetall: (key) => Promise.resolve(key === LIVE_TABLE_STATUS_KEY ? { ...statusHash } : {}),
};
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tableBus: presence });
});
afterAll(() => api.close());

type Player = { cookie: string; id: string };
const newPlayer = async (): Promise<Player> => {
  const cookie = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  const user = (await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    id: string;
  }>();
  return { cookie, id: user.id };
};
const get = (player: Player | null, url: string) =>
  api.app.inject({ method: 'GET', url, headers: player ? { cookie: player.cookie } : {} });
const post = (player: Player | null, url: string, payload: object) =>
  api.app.inject({ method: 'POST', url, headers: player ? { cookie: player.cookie } : {}, payload });

describe(`live tables api (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists the public tables from the registry, one per live game and currency, with the live status their rooms publish', async () => {
    const now = Date.now();
    statusHash['1'] = JSON.stringify({
      tableId: 1,
      players: 4,
      spectators: 9,
      phase: 'betting',
      phaseEndsAt: now + 12_000,
      roundNumber: 31,
      recent: ['17', '0'],
      updatedAt: now,
    });
    // A status its room stopped refreshing is ignored: the table shows as waiting.
    statusHash['2'] = JSON.stringify({ ...JSON.parse(statusHash['1']), tableId: 2, updatedAt: now - 60_000 });
    statusHash['3'] = 'not json';
    const response = await get(null, '/api/live-tables');
    expect(response.statusCode).toBe(200);
    const tables = LiveTableList.parse(response.json());
    // One public table per live game in each currency (coins 1-3, sweepstakes coins 4-6).
    expect(tables.map((t) => [t.id, t.gameKey, t.name, t.minBet, t.maxBet, t.currency])).toEqual([
      [1, 'live-roulette', gameOf('live-roulette').name, '1.00', '1000.00', 'coins'],
      [2, 'live-blackjack', gameOf('live-blackjack').name, '25.00', '2500.00', 'coins'],
      [3, 'live-baccarat', gameOf('live-baccarat').name, '5.00', '500.00', 'coins'],
      [4, 'live-roulette', `${gameOf('live-roulette').name} · Sweepstakes`, '0.20', '50.00', 'sweeps'],
      [5, 'live-blackjack', `${gameOf('live-blackjack').name} · Sweepstakes`, '1.00', '100.00', 'sweeps'],
      [6, 'live-baccarat', `${gameOf('live-baccarat').name} · Sweepstakes`, '0.20', '50.00', 'sweeps'],
    ]);
    expect(tables[0]).toMatchObject({
      players: 4,
      spectators: 9,
      phase: 'betting',
      roundNumber: 31,
      recent: ['17', '0'],
    });
    expect(tables[0]?.phaseEndsAt).toBe(new Date(now + 12_000).toISOString());
    expect(tables[1]).toMatchObject({ players: 0, phase: 'waiting', phaseEndsAt: null, recent: [] });
    expect(tables[2]).toMatchObject({ phase: 'waiting' });
  });

  it('a private table: its creator lists it, others find it by its code only', async () => {
    const [owner, friend] = [await newPlayer(), await newPlayer()];
    const created = await post(owner, '/api/live-tables', {
      gameKey: 'live-baccarat',
      minBet: '10',
      maxBet: 100,
    });
    expect(created.statusCode).toBe(200);
    const table = LiveTableSummary.parse(created.json());
    expect(table).toMatchObject({
      isPrivate: true,
      gameKey: 'live-baccarat',
      minBet: '10.00',
      maxBet: '100.00',
    });
    expect(table.roomCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

    const listed = async (player: Player) =>
      LiveTableList.parse((await get(player, '/api/live-tables')).json()).map((t) => t.id);
    expect(await listed(owner)).toContain(table.id);
    expect(await listed(friend)).not.toContain(table.id);
    const found = await get(friend, `/api/live-tables/code/${table.roomCode?.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(LiveTableSummary.parse(found.json()).id).toBe(table.id);
  });

  it.each([
    ['an unknown code', 'ZZZZZZ', 404, { error: 'not_found', message: 'No table with this code.' }],
    ['a malformed code', 'O0O0O0', 400, { error: 'validation_error' }],
  ])('%s is refused', async (_name, code, status, body) => {
    const response = await get(await newPlayer(), `/api/live-tables/code/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
  });

  it.each([
    ['limits outside the game', { gameKey: 'live-roulette', maxBet: '5000' }, 400, 'bet_out_of_range'],
    [
      'a minimum above the maximum',
      { gameKey: 'live-blackjack', minBet: '100', maxBet: '50' },
      400,
      'bet_out_of_range',
    ],
    ['an unknown game', { gameKey: 'live-craps' }, 400, 'validation_error'],
  ])('creating with %s is refused', async (_name, payload, status, error) => {
    const response = await post(await newPlayer(), '/api/live-tables', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });

  it('a player may keep three private tables open; signing in is required', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 3; i++)
      expect((await post(player, '/api/live-tables', { gameKey: 'live-roulette' })).statusCode).toBe(200);
    const fourth = await post(player, '/api/live-tables', { gameKey: 'live-roulette' });
    expect(fourth.statusCode).toBe(409);
    expect((await post(null, '/api/live-tables', { gameKey: 'live-roulette' })).statusCode).toBe(401);
  });

  it("a round's record: the seed once settled, the caller's own bets only", async () => {
    const [player, watcher] = [await newPlayer(), await newPlayer()];
    const db = api.t.db;
    await db.updateTable('live_tables').set({ lease_until: null }).where('id', '=', 1).execute();
    const claimed = await claimLiveTable(db, 1, 'api-test', 60_000);
    if (!claimed) throw new Error('no table');
    const opened = await openLiveRound(db, claimed.lease, { bettingMs: 60_000 });
    if (opened.draw.kind !== 'seed') throw new Error('roulette draws a seed');
    await placeLiveBets(db, {
      roundId: opened.roundId,
      userId: player.id,
      clientBetId: 'api-test-1',
      bets: [{ kind: 'red', spec: { kind: 'red' }, stake: 500n, spotKey: 'red' }],
      limits: { min: 100n, max: 100_000n },
      exposureOf: () => 0n,
    });
    const before = LiveRoundRecord.parse((await get(player, `/api/live-rounds/${opened.roundId}`)).json());
    expect(before).toMatchObject({
      status: 'betting',
      serverSeed: null,
      outcome: null,
      seedHash: opened.seedHash,
    });
    expect(before.myBets).toEqual([
      { kind: 'red', spec: { kind: 'red' }, stake: '5.00', payout: null, status: 'placed' },
    ]);

    const [placed] = await closeLiveBetting(db, claimed.lease, opened.roundId);
    const pocket = liveRoulettePocket(opened.draw);
    const payout = BigInt(liveRoulettePayout({ type: 'red', amount: 500 }, pocket));
    await recordLiveOutcome(db, claimed.lease, opened.roundId, { pocket }, [
      { betId: placed!.betId, payout },
    ]);
    await settleLiveRound(db, opened.roundId);

    const rounds = LiveRoundList.parse((await get(watcher, '/api/live-tables/1/rounds?limit=5')).json());
    expect(rounds[0]).toMatchObject({
      id: opened.roundId,
      status: 'settled',
      serverSeed: opened.draw.serverSeed,
      outcome: { pocket },
      myBets: [],
      shoe: null,
    });
    const mine = LiveRoundRecord.parse((await get(player, `/api/live-rounds/${opened.roundId}`)).json());
    expect(mine.myBets[0]).toMatchObject({ payout: (Number(payout) / 100).toFixed(2), status: 'settled' });
    expect((await get(null, '/api/live-rounds/99999999')).statusCode).toBe(404);
    expect((await get(null, '/api/live-tables/999/rounds')).statusCode).toBe(404);
  });

  it('a private poker table: opened with a code, found by it, not in the public lobby', async () => {
    const [owner, friend] = [await newPlayer(), await newPlayer()];
    const created = await post(owner, '/api/poker/private-tables', { bigBlind: '20', maxPlayers: 4 });
    expect(created.statusCode).toBe(200);
    const table = created.json<{ tableId: number; roomCode: string; name: string }>();
    expect(table.roomCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const found = await get(friend, `/api/poker/tables/code/${table.roomCode}`);
    expect(found.json()).toEqual(table);
    const lobby = (await get(friend, '/api/poker/tables')).json<Array<{ id: number }>>();
    expect(lobby.map((t) => t.id)).not.toContain(table.tableId);
    const row = await api.t.db
      .selectFrom('poker_tables')
      .selectAll()
      .where('id', '=', table.tableId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      small_blind: 1_000n,
      big_blind: 2_000n,
      min_buy_in: 40_000n,
      max_buy_in: 400_000n,
      max_players: 4,
    });
    const tooBig = await post(owner, '/api/poker/private-tables', { bigBlind: '500' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: 'bet_out_of_range' });
  });
});
