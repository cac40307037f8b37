import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, newPlayer, pendingEvents, seedCatalogue, spin } from '../../test/economy-fixtures.js';
import { holdTransaction } from '../../test/held-transaction.js';
import { listAchievements } from '../achievements/achievements.js';
import { calendarDayOf } from '../calendar-day.js';
import { systemClock } from '../clock.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { listLoyaltyRewards } from '../loyalty/loyalty-summary.js';
import { drainPendingEvents, projectPendingEvents } from '../projections/event-projector.js';
import { ensureDailyChallenges, ensureDailyChallengesOf } from './challenge-progress.js';
import { listDailyChallenges } from './daily-challenges.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const clock = systemClock;

/** Turns the player's first challenge of today into "play `target` rounds of any game" with this progress. */
async function arrangePlayChallenge(userId: string, target: bigint, progress: bigint) {
  const day = calendarDayOf(clock());
  await ensureDailyChallenges(t.db, userId, day);
  const row = await t.db
    .updateTable('daily_challenges')
    .set({
      challenge_type: 'play_sessions',
      game_type: 'any',
      target,
      progress,
      reward_coins: 4_000n,
      reward_points: 15,
    })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('slot', '=', 0)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id.toString();
}

describe(`daily challenges (${label})`, () => {
  it("lists today's three challenges, the same on every read", async () => {
    const player = await newPlayer(t.db);
    const first = await listDailyChallenges(t.db, player, clock);
    expect(first).toHaveLength(3);
    expect(first.map((c) => c.challengeType).slice(0, 2)).toEqual(['play_sessions', 'win_amount']);
    expect(
      first.every((c) => c.currentProgress === 0 && !c.isCompleted && c.day === calendarDayOf(clock())),
    ).toBe(true);
    expect(await listDailyChallenges(t.db, player, clock)).toEqual(first);
  });

  it('stores the days not stored yet and leaves the stored ones as they are', async () => {
    const [stored, fresh] = [await newPlayer(t.db), await newPlayer(t.db)];
    const day = calendarDayOf(clock());
    const idsOf = async (userId: string) =>
      (
        await t.db
          .selectFrom('daily_challenges')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('slot')
          .execute()
      ).map((r) => r.id);
    await ensureDailyChallenges(t.db, stored, day);
    const before = await idsOf(stored);
    await ensureDailyChallengesOf(t.db, [
      { userId: stored, day },
      { userId: fresh, day },
    ]);
    expect(await idsOf(stored)).toEqual(before);
    expect(await idsOf(fresh)).toHaveLength(3);
  });

  // An insert's conflict check waits for a transaction updating the conflicting row; the read of
  // what is stored does not. Needs a second connection: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "lists the day's challenges while a projector batch holds their progress update",
    async () => {
      const player = await newPlayer(t.db);
      const day = calendarDayOf(clock());
      await ensureDailyChallenges(t.db, player, day);
      const batch = await holdTransaction(t.db, (trx) =>
        trx
          .updateTable('daily_challenges')
          .set((eb) => ({ progress: eb('progress', '+', 1n) }))
          .where('user_id', '=', player)
          .where('day', '=', day)
          .execute(),
      );
      const listed = listDailyChallenges(t.db, player, clock);
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000));
      const first = await Promise.race([listed.then(() => 'listed' as const), waited]);
      await batch.release();
      expect(first).toBe('listed');
      expect(await listed).toHaveLength(3);
    },
  );

  it('advances with settled spins, completes and pays its coins and points automatically, once', async () => {
    const player = await newPlayer(t.db);
    const id = await arrangePlayChallenge(player, 3n, 0n);
    await spin(t.db, player, 2, '1.00');
    let challenge = (await listDailyChallenges(t.db, player, clock)).find((c) => c.id === id)!;
    expect(challenge).toMatchObject({ currentProgress: 2, targetValue: 3, isCompleted: false });

    const before = await getWalletBalances(t.db, player);
    const results = await spin(t.db, player, 2, '1.00');
    const returned = results.reduce((s, r) => s + BigInt(Math.round(Number(r.winAmount) * 100)), 0n);
    challenge = (await listDailyChallenges(t.db, player, clock)).find((c) => c.id === id)!;
    expect(challenge).toMatchObject({
      currentProgress: 3,
      isCompleted: true,
      rewardCoins: '40.00',
      rewardPoints: 15,
    });
    const log = await listLoyaltyRewards(t.db, player, clock);
    expect(log.filter((e) => e.description.includes('Play 3 rounds of any game'))).toMatchObject([
      { pointsChange: 15, coinsChange: '40.00' },
    ]);
    // Other challenges of the day may have completed with the same spins; each paid its own reward once.
    const otherRewards = (await listDailyChallenges(t.db, player, clock))
      .filter((c) => c.id !== id && c.isCompleted)
      .reduce((s, c) => s + BigInt(Math.round(Number(c.rewardCoins) * 100)), 0n);
    expect((await getWalletBalances(t.db, player)).coins).toBe(
      before.coins - 200n + returned + 4_000n + otherRewards,
    );
  });

  it('pays once when two concurrent settlements complete the same challenge', async () => {
    const player = await newPlayer(t.db);
    const id = await arrangePlayChallenge(player, 5n, 4n);
    await Promise.all([spin(t.db, player, 1, '1.00'), spin(t.db, player, 1, '1.00')]);
    expect(await pendingEvents(t.db)).toBeGreaterThanOrEqual(2);
    // Two projectors, each taking one of the two events, at the same time.
    await Promise.all([
      projectPendingEvents(t.db, { clock, limit: 1 }),
      projectPendingEvents(t.db, { clock, limit: 1 }),
    ]);
    await drainPendingEvents(t.db, { clock });

    const payments = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `challenge:${id}`)
      .execute();
    expect(payments).toHaveLength(1);
    const logged = await t.db
      .selectFrom('loyalty_log')
      .select('id')
      .where('source_key', '=', `challenge:${id}`)
      .execute();
    expect(logged).toHaveLength(1);
    const row = await t.db
      .selectFrom('daily_challenges')
      .select(['progress', 'target', 'completed_at'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row.progress).toBe(5n);
    expect(row.completed_at).not.toBeNull();
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it('unlocks achievements from the same events (100 spins shows progress)', async () => {
    const player = await newPlayer(t.db);
    await spin(t.db, player, 4, '1.00');
    const achievements = await listAchievements(t.db, player, clock);
    expect(achievements.find((a) => a.id === 'spins-100')).toMatchObject({
      progress: 4,
      target: 100,
      unlockedAt: null,
    });
    expect(achievements.find((a) => a.id === 'rounds-500')).toMatchObject({ progress: 4, target: 500 });
    expect(achievements.find((a) => a.id === 'wagered-10000')).toMatchObject({ progress: 4, target: 10_000 });
  });
});
