import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import {
  claimLiveTable,
  closeLiveBetting,
  getWalletBalances,
  openLiveRound,
  placeLiveBets,
  recordLiveOutcome,
  settleLiveRound,
  auditLedger,
} from '@casino/domain';
import { liveRoulettePayout, liveRoulettePocket, rouletteSpotKey, type RouletteBet } from '@casino/engine';
import { LiveHarness, publicTableOf, sleep, waitFor } from '../../test/live-harness.js';
import { makePlayer, seedTables, type Player } from '../../test/test-players.js';
import { createLiveRoulette } from './games/live-roulette.js';

// A rooms process that stopped in the middle of a round (its lease ran out) loses nothing: the next
// process to host the table settles a round whose outcome and payouts were persisted, from that
// record, and voids a round that had none, returning every stake; each exactly once. The dead
// process is played here by the domain calls it would have made under its own lease.

const START = 10_000n * 100n;
const game = createLiveRoulette();

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedTables(t.db);
});
afterAll(() => t.close());

const coins = async (p: Player) => (await getWalletBalances(t.db, p.userId)).coins;
const rowsOf = (bets: RouletteBet[]) =>
  bets.map((bet) => ({
    kind: bet.type,
    spec: {
      ...(bet.value === undefined ? {} : { value: bet.value }),
      ...(bet.numbers ? { numbers: bet.numbers } : {}),
    },
    stake: BigInt(bet.amount),
    spotKey: rouletteSpotKey(bet),
  }));

/** What a process that died mid-round left: a round at the roulette table with bets in escrow. */
async function deadHostRound(players: Player[], bets: RouletteBet[][], ttlMs: number) {
  const tableId = await publicTableOf(t.db, 'live-roulette');
  const claimed = await claimLiveTable(t.db, tableId, 'dead-process', ttlMs);
  if (!claimed) throw new Error('the table is hosted');
  const round = await openLiveRound(t.db, claimed.lease, { bettingMs: 60_000 });
  for (const [i, player] of players.entries())
    await placeLiveBets(t.db, {
      roundId: round.roundId,
      userId: player.userId,
      clientBetId: `dead-host-${i}`,
      bets: rowsOf(bets[i]!),
      limits: { min: claimed.table.minBet, max: claimed.table.maxBet },
      exposureOf: (rows) => game.exposureOf(rows),
    });
  return { tableId, claimed, round };
}

async function roundStatus(roundId: string) {
  const row = await t.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('id', '=', BigInt(roundId))
    .executeTakeFirstOrThrow();
  return row;
}

const sessionsOf = async (roundId: string) =>
  Number(
    (
      await t.db
        .selectFrom('live_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', BigInt(roundId))
        .where('status', '=', 'placed')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`live table recovery on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('settles a round whose outcome was persisted from that record, once, when the next host claims the table', async () => {
    const players = [await makePlayer(t.db), await makePlayer(t.db)];
    const bets: RouletteBet[][] = [
      [
        { type: 'red', amount: 1_000 },
        { type: 'number', value: 7, amount: 500 },
      ],
      [{ type: 'low', amount: 2_500 }],
    ];
    const { claimed, round } = await deadHostRound(players, bets, 1_000);
    const placed = await closeLiveBetting(t.db, claimed.lease, round.roundId);
    if (round.draw.kind !== 'seed') throw new Error('roulette rounds have their own seed');
    const pocket = liveRoulettePocket(round.draw);
    await recordLiveOutcome(
      t.db,
      claimed.lease,
      round.roundId,
      { pocket },
      placed.map((bet) => ({
        betId: bet.betId,
        payout: BigInt(
          liveRoulettePayout(
            { type: bet.kind as RouletteBet['type'], ...bet.spec, amount: Number(bet.stake) },
            pocket,
          ),
        ),
      })),
    );
    expect((await roundStatus(round.roundId)).status).toBe('settling');
    await sleep(1_100);

    const h = await LiveHarness.start({ t });
    try {
      await waitFor(
        async () => (await roundStatus(round.roundId)).status === 'settled',
        10_000,
        'the settlement',
      );
      for (const [i, player] of players.entries()) {
        const staked = BigInt(bets[i]!.reduce((sum, bet) => sum + bet.amount, 0));
        const returned = BigInt(bets[i]!.reduce((sum, bet) => sum + liveRoulettePayout(bet, pocket), 0));
        expect(await coins(player)).toBe(START - staked + returned);
      }
      // Settling again moves nothing.
      const before = await Promise.all(players.map(coins));
      await settleLiveRound(t.db, round.roundId);
      expect(await Promise.all(players.map(coins))).toEqual(before);
      const sessions = await t.db
        .selectFrom('game_sessions')
        .select('user_id')
        .where(
          'user_id',
          'in',
          players.map((p) => p.userId),
        )
        .execute();
      expect(sessions).toHaveLength(players.length);
      expect(await sessionsOf(round.roundId)).toBe(0);
      expect((await auditLedger(t.db)).ok).toBe(true);
    } finally {
      await h.stopServer();
    }
  });

  it('voids a round with no outcome and returns every stake, once, when the next host claims the table', async () => {
    const players = [await makePlayer(t.db), await makePlayer(t.db)];
    const bets: RouletteBet[][] = [
      [{ type: 'black', amount: 4_000 }],
      [{ type: 'dozen', value: 3, amount: 600 }],
    ];
    const { round } = await deadHostRound(players, bets, 1_000);
    for (const [i, player] of players.entries())
      expect(await coins(player)).toBe(START - BigInt(bets[i]![0]!.amount));
    await sleep(1_100);

    const h = await LiveHarness.start({ t });
    try {
      await waitFor(async () => (await roundStatus(round.roundId)).status === 'voided', 10_000, 'the refund');
      for (const player of players) expect(await coins(player)).toBe(START);
      const refunded = await t.db
        .selectFrom('live_bets')
        .select('status')
        .where('round_id', '=', BigInt(round.roundId))
        .execute();
      expect(refunded.map((b) => b.status)).toEqual(['refunded', 'refunded']);
      expect((await auditLedger(t.db)).ok).toBe(true);
    } finally {
      await h.stopServer();
    }
  });
});
