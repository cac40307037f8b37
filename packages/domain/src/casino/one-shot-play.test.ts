import { createDatabase, sql } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { verify } from '@casino/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_DELUXE, label, newPlayer, seedCatalogue, spin } from '../../test/economy-fixtures.js';
import { forgetActivePair, knownActivePair } from '../fairness/active-pair-cache.js';
import { getFairnessState, rotateSeed, setClientSeed, takeRoundSeeds } from '../fairness/player-seeds.js';
import { house, resolveAccountId, wallet } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { settleOneShotRounds, type OneShotSettlementRow } from '../ledger/one-shot-settlement.js';
import { spinSlots } from '../games/slots/slots-play.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const now = new Date('2026-11-22T12:00:00Z');

/** A decided round for the player's active pair as the database has it (nonce and client seed). */
async function roundOf(userId: string, stakeUnits: bigint, winUnits: bigint): Promise<OneShotSettlementRow> {
  forgetActivePair(t.db, userId);
  const pair = await knownActivePair(t.db, userId);
  return {
    pairId: pair.id,
    nonce: pair.nonce,
    clientSeed: pair.clientSeed,
    userId,
    currency: 'coins',
    walletId: await resolveAccountId(t.db, wallet(userId), 'coins'),
    houseId: await resolveAccountId(t.db, house('slots:diamond-deluxe'), 'coins'),
    stakeUnits,
    winUnits,
    jackpotId: null,
    contributionUnits: 0n,
    gameId: DIAMOND_DELUXE,
    gameSlug: 'diamond-deluxe',
    gameData: JSON.stringify({ test: true }),
    memo: JSON.stringify({ game: 'diamond-deluxe', nonce: pair.nonce }),
    fingerprint: 'test',
  };
}

const sessionsOf = async (userId: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from game_sessions where user_id = ${userId}`.execute(
        t.db,
      )
    ).rows[0]?.n,
  );

describe(`one-shot settlement, several players in one statement (${label})`, () => {
  it('settles each row on its own: a round, a short wallet, a stale pair and a loss in one batch', async () => {
    const [winner, short, stale, loser] = await Promise.all([1, 2, 3, 4].map(() => newPlayer(t.db)));
    if (!winner || !short || !stale || !loser) throw new Error('players');
    const rows = [
      await roundOf(winner, 100n, 250n),
      await roundOf(short, 10_000_000n, 0n),
      { ...(await roundOf(stale, 100n, 0n)), nonce: 7 },
      await roundOf(loser, 300n, 0n),
    ];
    const results = await settleOneShotRounds(t.db, rows);
    expect(results.map((r) => r.status)).toEqual(['settled', 'short', 'stale', 'settled']);
    expect(results[0]).toMatchObject({ balance: 1_000_000n - 100n + 250n });
    expect(results[3]).toMatchObject({ balance: 1_000_000n - 300n });

    // Only the settled rows moved money, used a nonce and recorded a session and its event.
    expect((await getWalletBalances(t.db, short)).coins).toBe(1_000_000n);
    expect((await getWalletBalances(t.db, stale)).coins).toBe(1_000_000n);
    expect((await getFairnessState(t.db, winner)).nonce).toBe(1);
    expect((await getFairnessState(t.db, short)).nonce).toBe(0);
    expect((await getFairnessState(t.db, stale)).nonce).toBe(0);
    expect(await Promise.all([winner, short, stale, loser].map(sessionsOf))).toEqual([1, 0, 0, 1]);
    const events = await sql<{ user_id: string; payload: { betAmount: string; winAmount: string } }>`
      select user_id, payload from domain_events where user_id in (${winner}, ${loser}) and type = 'game.settled'
      order by id`.execute(t.db);
    expect(events.rows.map((e) => [e.user_id, e.payload.betAmount, e.payload.winAmount])).toEqual([
      [winner, '100', '250'],
      [loser, '300', '0'],
    ]);
    // A win keeps its two legs: the stake in, the return out.
    const legs = await sql<{ n: string }>`
      select count(*) as n from ledger_entries e join accounts a on a.id = e.account_id
      where a.user_id = ${winner} and a.kind = 'wallet' and e.amount in (-100, 250)`.execute(t.db);
    expect(Number(legs.rows[0]?.n)).toBe(2);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('a pair rotated or given a new client seed since it was read is stale, and nothing is written', async () => {
    const rotated = await newPlayer(t.db);
    const reseeded = await newPlayer(t.db);
    const rows = [await roundOf(rotated, 100n, 0n), await roundOf(reseeded, 100n, 0n)];
    await rotateSeed(t.db, rotated, now);
    await setClientSeed(t.db, reseeded, 'chosen-after-the-read');
    const results = await settleOneShotRounds(t.db, rows);
    expect(results.map((r) => r.status)).toEqual(['stale', 'stale']);
    expect(await Promise.all([rotated, reseeded].map(sessionsOf))).toEqual([0, 0]);
  });
});

describe(`one-shot plays decide from the pair the database has (${label})`, () => {
  it('uses a new client seed from the very next spin', async () => {
    const player = await newPlayer(t.db);
    const [first] = await spin(t.db, player, 1);
    await setClientSeed(t.db, player, 'my-lucky-seed');
    const [second] = await spin(t.db, player, 1);
    expect(first?.fairness.nonce).toBe(0);
    expect(second?.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 1 });
  });

  it('uses a rotated pair from the very next spin, and every spin verifies from the revealed seed', async () => {
    const player = await newPlayer(t.db);
    const before = await spin(t.db, player, 3);
    const rotation = await rotateSeed(t.db, player, now);
    const [after] = await spin(t.db, player, 1);
    expect(after?.fairness).toMatchObject({ serverSeedHash: rotation.serverSeedHash, nonce: 0 });
    for (const round of before) {
      const replay = verify(
        'slots',
        rotation.previousServerSeed,
        round.fairness.clientSeed,
        round.fairness.nonce,
        {
          slot: 'diamond-deluxe',
        },
      );
      expect(replay.ok && replay.outcome.game === 'slots' && replay.outcome.reels).toEqual(round.reels);
    }
  });

  it('never reuses a nonce another game or process took meanwhile', async () => {
    const player = await newPlayer(t.db);
    await spin(t.db, player, 1);
    // Another process (or a blackjack deal) takes nonce 1 without this process knowing.
    expect((await takeRoundSeeds(t.db, player)).nonce).toBe(1);
    const [next] = await spin(t.db, player, 1);
    expect(next?.fairness.nonce).toBe(2);
  });

  it('concurrent spins of many players each use their own next nonce, once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer(t.db)));
    await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 4 }, () =>
          spinSlots(t.db, player, { betAmount: '1.00', gameId: DIAMOND_DELUXE }),
        ),
      ),
    );
    for (const player of players) {
      const nonces = await sql<{ nonce: number }>`
        select (game_data->'fairness'->>'nonce')::int as nonce from game_sessions where user_id = ${player}
        order by 1`.execute(t.db);
      expect(nonces.rows.map((r) => r.nonce)).toEqual([0, 1, 2, 3]);
      expect((await getFairnessState(t.db, player)).nonce).toBe(4);
    }
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two api processes playing the same players (PostgreSQL)',
  () => {
    it('every play settles once with its own nonce or is refused as a conflict; the ledger balances', async () => {
      // A second pool is a second process as far as the seed-pair cache, the turns and the batches go.
      if (!t.url) throw new Error('needs a server');
      const other = createDatabase({ kind: 'postgres', url: t.url, poolSize: 10 });
      try {
        const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(t.db)));
        const plays = players.flatMap((player) =>
          [t.db, other.db].flatMap((db) =>
            Array.from({ length: 8 }, () =>
              spinSlots(db, player, { betAmount: '1.00', gameId: DIAMOND_DELUXE }),
            ),
          ),
        );
        const results = await Promise.allSettled(plays);
        const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(
          refused.map((r) => (r.reason as { code?: string }).code).filter((c) => c !== 'conflict'),
        ).toEqual([]);
        for (const player of players) {
          const nonces = await sql<{ nonce: number }>`
          select (game_data->'fairness'->>'nonce')::int as nonce from game_sessions where user_id = ${player}
          order by 1`.execute(t.db);
          const used = nonces.rows.map((r) => r.nonce);
          expect(new Set(used).size).toBe(used.length);
          expect((await getFairnessState(t.db, player)).nonce).toBe(used.length);
        }
        const settled = results.length - refused.length;
        const sessions = await Promise.all(players.map(sessionsOf));
        expect(sessions.reduce((a, b) => a + b, 0)).toBe(settled);
        expect(settled).toBeGreaterThan(plays.length / 2);
        expect((await auditLedger(t.db)).ok).toBe(true);
      } finally {
        await other.close();
      }
    });
  },
);
