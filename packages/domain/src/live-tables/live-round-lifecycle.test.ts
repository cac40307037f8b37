import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { commitServerSeed, verify } from '@casino/engine';
import { gameOf } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, expectAuditOk, newPlayer } from '../../test/challenge-fixtures.js';
import { seedCatalogue } from '../../test/economy-fixtures.js';
import {
  BACCARAT_TABLE,
  BLACKJACK_TABLE,
  betId,
  expireLease,
  houseOf,
  ROULETTE_LIMITS,
  ROULETTE_TABLE,
  rouletteExposure,
  rouletteRow,
  roundEscrowOf,
  spinRound,
} from '../../test/live-table-fixtures.js';
import { placeLiveBets } from './bet-batch.js';
import { cancelLiveBets } from './bets.js';
import { closeLiveBetting, openLiveRound, recordLiveOutcome } from './rounds.js';
import { settleLiveRound, voidLiveRound } from './settlement.js';
import {
  claimLiveTable,
  releaseLiveTable,
  renewLiveTableLeases,
  unhostedLiveTableIds,
  type LiveTableLease,
} from './table-lease.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const red = (amount: number) => rouletteRow({ type: 'red', amount });
const straight = (value: number, amount: number) => rouletteRow({ type: 'number', value, amount });
const bet = (roundId: string, userId: string, rows: ReturnType<typeof red>[]) =>
  placeLiveBets(t.db, {
    roundId,
    userId,
    clientBetId: betId(),
    bets: rows,
    limits: ROULETTE_LIMITS,
    exposureOf: rouletteExposure,
  });

async function hostRoulette(owner: string): Promise<LiveTableLease> {
  await expireLease(t.db, ROULETTE_TABLE);
  const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, owner, 60_000);
  if (!claimed) throw new Error('could not claim the roulette table');
  return claimed.lease;
}

describe('live table leases', () => {
  it('one host at a time; renewals keep it, a claim after expiry takes it over', async () => {
    await expireLease(t.db, BACCARAT_TABLE);
    expect(await unhostedLiveTableIds(t.db)).toContain(BACCARAT_TABLE);
    const first = await claimLiveTable(t.db, BACCARAT_TABLE, 'process-a', 60_000);
    expect(first?.table).toMatchObject({
      id: BACCARAT_TABLE,
      gameKey: 'live-baccarat',
      name: gameOf('live-baccarat').name,
    });
    expect(await claimLiveTable(t.db, BACCARAT_TABLE, 'process-b', 60_000)).toBeNull();
    expect(await unhostedLiveTableIds(t.db)).not.toContain(BACCARAT_TABLE);
    expect(
      await renewLiveTableLeases(t.db, [{ tableId: BACCARAT_TABLE, owner: 'process-a' }], 60_000),
    ).toEqual(new Set([BACCARAT_TABLE]));
    await expireLease(t.db, BACCARAT_TABLE);
    expect(await claimLiveTable(t.db, BACCARAT_TABLE, 'process-b', 60_000)).not.toBeNull();
    // process-a lost it: its renewal says so, and it can no longer open rounds.
    expect(
      await renewLiveTableLeases(t.db, [{ tableId: BACCARAT_TABLE, owner: 'process-a' }], 60_000),
    ).toEqual(new Set());
    await expect(
      openLiveRound(t.db, { tableId: BACCARAT_TABLE, owner: 'process-a' }, { bettingMs: 1000 }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await releaseLiveTable(t.db, { tableId: BACCARAT_TABLE, owner: 'process-b' })).toEqual({
      settled: null,
      voided: null,
    });
    expect(await unhostedLiveTableIds(t.db)).toContain(BACCARAT_TABLE);
  });
});

describe('a live roulette round', () => {
  it('three players bet, one pocket from the committed seed, each paid exactly, one session each', async () => {
    const lease = await hostRoulette('round-host');
    const players = [await newPlayer(t.db), await newPlayer(t.db), await newPlayer(t.db)];
    const before = await balancesOf(t.db, ...players);
    const houseBefore = await houseOf(t.db, 'live-roulette');
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    if (opened.draw.kind !== 'seed') throw new Error('roulette draws a seed');
    expect(opened.seedHash).toBe(commitServerSeed(opened.draw.serverSeed));
    expect(opened.clientSeed).toBe(`live-table-${ROULETTE_TABLE}`);
    expect(opened.nonce).toBe(opened.roundNumber);

    const stakes = [
      [red(10_000), straight(17, 5_000)],
      [
        rouletteRow({ type: 'black', amount: 2_500 }),
        rouletteRow({ type: 'dozen', value: 2, amount: 1_000 }),
      ],
      [rouletteRow({ type: 'odd', amount: 100_000 })],
    ];
    for (const [i, userId] of players.entries()) {
      const placed = await bet(opened.roundId, userId, stakes[i] ?? []);
      const staked = (stakes[i] ?? []).reduce((s, b) => s + b.stake, 0n);
      expect(placed.replayed).toBe(false);
      expect(placed.balance).toBe((before[i]?.coins ?? 0n) - staked);
    }
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(118_500n);

    const { pocket, bets, payouts } = await spinRound(t.db, lease, opened);
    const verified = verify('roulette', opened.draw.serverSeed, opened.clientSeed, opened.nonce);
    expect(verified).toMatchObject({ ok: true, outcome: { game: 'roulette', number: pocket } });
    const settled = await settleLiveRound(t.db, opened.roundId);

    let houseTake = 0n;
    const after = await balancesOf(t.db, ...players);
    for (const [i, userId] of players.entries()) {
      const mine = bets.filter((b) => b.userId === userId);
      const staked = mine.reduce((s, b) => s + b.stake, 0n);
      const returned = mine.reduce((s, b) => s + (payouts.get(b.betId) ?? 0n), 0n);
      houseTake += staked - returned;
      expect(after[i]?.coins).toBe((before[i]?.coins ?? 0n) - staked + returned);
      expect(settled.find((s) => s.userId === userId)).toEqual({
        userId,
        staked,
        returned,
        balance: after[i]?.coins,
        currency: 'coins',
      });
    }
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
    expect(await houseOf(t.db, 'live-roulette')).toBe(houseBefore + houseTake);

    const sessions = await t.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('user_id', 'in', players)
      .execute();
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect(session.game_id).toBe(gameOf('live-roulette').id);
      expect(session.game_data).toMatchObject({
        live: {
          tableId: ROULETTE_TABLE,
          roundId: opened.roundId,
          roundNumber: opened.roundNumber,
          outcome: { pocket },
        },
        fairness: {
          serverSeedHash: opened.seedHash,
          clientSeed: opened.clientSeed,
          nonce: opened.nonce,
          liveRoundId: opened.roundId,
        },
      });
    }
    const events = await t.db
      .selectFrom('domain_events')
      .select(['user_id', 'payload'])
      .where('type', '=', 'game.settled')
      .where('user_id', 'in', players)
      .execute();
    expect(events).toHaveLength(3);
    expect(events.map((e) => (e.payload as { gameSlug: string }).gameSlug)).toEqual(
      Array(3).fill('live-roulette'),
    );

    // Settling again, or voiding the settled round, changes nothing.
    expect(await settleLiveRound(t.db, opened.roundId)).toEqual(settled);
    expect(await voidLiveRound(t.db, opened.roundId)).toEqual([]);
    expect(await balancesOf(t.db, ...players)).toEqual(after);
    await expectAuditOk(t.db);
  });

  it('a resent clientBetId places nothing twice; cancelling returns the stakes', async () => {
    const lease = await hostRoulette('replay-host');
    const player = await newPlayer(t.db);
    const [start] = await balancesOf(t.db, player);
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    const request = {
      roundId: opened.roundId,
      userId: player,
      clientBetId: betId(),
      bets: [red(2_000)],
      limits: ROULETTE_LIMITS,
      exposureOf: rouletteExposure,
    };
    const first = await placeLiveBets(t.db, request);
    const again = await placeLiveBets(t.db, request);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await balancesOf(t.db, player))[0]?.coins).toBe((start?.coins ?? 0n) - 2_000n);
    const cancelled = await cancelLiveBets(t.db, { roundId: opened.roundId, userId: player });
    expect(cancelled).toMatchObject({ refunded: 2_000n, balance: start?.coins });
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
    await spinRound(t.db, lease, opened);
    expect(await settleLiveRound(t.db, opened.roundId)).toEqual([]);
    expect((await balancesOf(t.db, player))[0]?.coins).toBe(start?.coins);
    await expectAuditOk(t.db);
  });
});

describe('recovery when a host dies (kill -9)', () => {
  it('a round with its outcome persisted is settled by the next host, exactly once', async () => {
    const lease = await hostRoulette('doomed-host');
    const player = await newPlayer(t.db);
    const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
    await bet(opened.roundId, player, [straight(0, 1_000), red(1_000)]);
    const { payouts } = await spinRound(t.db, lease, opened);
    const [mid] = await balancesOf(t.db, player);

    await expireLease(t.db, ROULETTE_TABLE);
    const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, 'next-host', 60_000);
    const returned = [...payouts.values()].reduce((s, p) => s + p, 0n);
    expect(claimed?.recovery.voided).toBeNull();
    expect(claimed?.recovery.settled).toMatchObject({
      roundId: opened.roundId,
      players: [{ userId: player, staked: 2_000n, returned }],
    });
    expect((await balancesOf(t.db, player))[0]?.coins).toBe((mid?.coins ?? 0n) + returned);
    // The dead host's lease is gone: it cannot settle or open anything on this table.
    expect(await settleLiveRound(t.db, opened.roundId)).toEqual(claimed?.recovery.settled?.players);
    await expect(openLiveRound(t.db, lease, { bettingMs: 1000 })).rejects.toMatchObject({ code: 'conflict' });
    await expectAuditOk(t.db);
  });

  it('a round still betting or playing is voided and every stake returned', async () => {
    for (const stage of ['betting', 'playing'] as const) {
      const lease = await hostRoulette(`doomed-${stage}`);
      const players = [await newPlayer(t.db), await newPlayer(t.db)];
      const before = await balancesOf(t.db, ...players);
      const opened = await openLiveRound(t.db, lease, { bettingMs: 60_000 });
      for (const userId of players) await bet(opened.roundId, userId, [red(3_000), straight(5, 200)]);
      if (stage === 'playing') await closeLiveBetting(t.db, lease, opened.roundId);

      await expireLease(t.db, ROULETTE_TABLE);
      const claimed = await claimLiveTable(t.db, ROULETTE_TABLE, `heir-${stage}`, 60_000);
      expect(claimed?.recovery.settled).toBeNull();
      expect(claimed?.recovery.voided?.refunds.map((r) => r.returned)).toEqual([3_200n, 3_200n]);
      expect(await balancesOf(t.db, ...players)).toEqual(before);
      expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
      // The voided round takes no outcome and the table goes on with its next round.
      await expect(
        recordLiveOutcome(t.db, claimed!.lease, opened.roundId, { pocket: 1 }, []),
      ).rejects.toMatchObject({
        code: 'conflict',
      });
      const next = await openLiveRound(t.db, claimed!.lease, { bettingMs: 1000 });
      expect(next.roundNumber).toBe(opened.roundNumber + 1);
      await closeLiveBetting(t.db, claimed!.lease, next.roundId);
      await voidLiveRound(t.db, next.roundId);
    }
    await expectAuditOk(t.db);
  });
});

describe("blackjack's in-play stakes", () => {
  it('double, split and insurance are taken while the round plays, sized by the seat bet', async () => {
    await expireLease(t.db, BLACKJACK_TABLE);
    const claimed = await claimLiveTable(t.db, BLACKJACK_TABLE, 'blackjack-host', 60_000);
    if (!claimed) throw new Error('no blackjack table');
    const limits = { min: claimed.table.minBet, max: claimed.table.maxBet };
    const player = await newPlayer(t.db);
    const opened = await openLiveRound(t.db, claimed.lease, { bettingMs: 60_000 });
    const place = (bets: Parameters<typeof placeLiveBets>[1]['bets']) =>
      placeLiveBets(t.db, {
        roundId: opened.roundId,
        userId: player,
        clientBetId: betId(),
        bets,
        limits,
        exposureOf: () => 0n,
      });
    await place([{ kind: 'seat', spec: { seat: 2, hand: 0 }, stake: 2_500n, spotKey: 'seat:2' }]);
    await closeLiveBetting(t.db, claimed.lease, opened.roundId);
    // Half the 25.00 seat bet insures for 12.50, under the table's minimum: not checked again.
    const insured = await place([
      {
        kind: 'insurance',
        spec: { seat: 2, hand: 0 },
        stake: 1_250n,
        spotKey: 'insurance:2:0',
        limited: false,
      },
    ]);
    expect(insured.bets).toHaveLength(1);
    // A new seat bet once the round plays is refused.
    await expect(
      place([{ kind: 'seat', spec: { seat: 3, hand: 0 }, stake: 2_500n, spotKey: 'seat:3' }]),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(3_750n);
    await releaseLiveTable(t.db, claimed.lease);
    expect(await roundEscrowOf(t.db, opened.roundId)).toBe(0n);
    await expectAuditOk(t.db);
  });
});

describe('card shoes', () => {
  it('rounds take the shoe in order until the cut card; then the shoe ends and a new one starts', async () => {
    await expireLease(t.db, BACCARAT_TABLE);
    const claimed = await claimLiveTable(t.db, BACCARAT_TABLE, 'shoe-host', 60_000);
    if (!claimed) throw new Error('no baccarat table');
    const first = await openLiveRound(t.db, claimed.lease, { bettingMs: 1000 });
    if (first.draw.kind !== 'shoe') throw new Error('baccarat deals from a shoe');
    expect(first.draw).toMatchObject({
      decks: 8,
      position: 0,
      cutPosition: 312,
      nonce: Number(first.draw.shoeId),
    });
    expect(first.draw.cards).toHaveLength(416);
    expect(new Set(first.draw.cards).size).toBe(52);
    await closeLiveBetting(t.db, claimed.lease, first.roundId);
    await recordLiveOutcome(t.db, claimed.lease, first.roundId, { winner: 'banker' }, [], 5);
    await settleLiveRound(t.db, first.roundId);

    const second = await openLiveRound(t.db, claimed.lease, { bettingMs: 1000 });
    if (second.draw.kind !== 'shoe') throw new Error('baccarat deals from a shoe');
    expect(second.draw).toMatchObject({ shoeId: first.draw.shoeId, position: 5 });
    expect(second.draw.cards).toEqual(first.draw.cards);
    await closeLiveBetting(t.db, claimed.lease, second.roundId);
    // This round reaches the cut card: the shoe ends once it is settled.
    await recordLiveOutcome(t.db, claimed.lease, second.roundId, { winner: 'player' }, [], 310);
    await settleLiveRound(t.db, second.roundId);
    const shoe = await t.db
      .selectFrom('live_shoes')
      .selectAll()
      .where('id', '=', BigInt(first.draw.shoeId))
      .executeTakeFirstOrThrow();
    expect(shoe.ended_at).not.toBeNull();

    const third = await openLiveRound(t.db, claimed.lease, { bettingMs: 1000 });
    if (third.draw.kind !== 'shoe') throw new Error('baccarat deals from a shoe');
    expect(third.draw.shoeId).not.toBe(first.draw.shoeId);
    expect(third.draw.position).toBe(0);
    await releaseLiveTable(t.db, claimed.lease);
  });
});
