import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, label, newPlayer, seedCatalogue, settleAt, spin } from '../../test/economy-fixtures.js';
import { systemClock } from '../clock.js';
import { auditLedger } from '../ledger/audit.js';
import { getWalletBalances } from '../ledger/balances.js';
import { drainPendingEvents } from '../projections/event-projector.js';
import { leaderboardCategoryOf } from './game-categories.js';
import { getLeaderboards } from './leaderboards.js';
import {
  closeDueLeaderboardMonths,
  closeLeaderboardMonth,
  MONTH_END_GRACE_MS,
  rewardForRank,
} from './month-end-rewards.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

/** Arranges a player's month on a leaderboard as the projection records it. */
async function standing(
  userId: string,
  year: number,
  month: number,
  category: string,
  totalWon: bigint,
  extra: { biggest?: bigint; reachedAt?: string; sessions?: number; wins?: number } = {},
) {
  await t.db
    .insertInto('leaderboard_stats')
    .values({
      year,
      month,
      category,
      user_id: userId,
      total_won: totalWon,
      total_bet: 100n,
      biggest_win: extra.biggest ?? totalWon,
      wins: extra.wins ?? 1,
      sessions: extra.sessions ?? 1,
      reached_at: extra.reachedAt ?? '2026-03-15T12:00:00Z',
    })
    .execute();
}

const walletCoins = async (userId: string) => (await getWalletBalances(t.db, userId)).coins;

describe(`monthly leaderboards (${label})`, () => {
  it('maps every catalogue game to its spec category', async () => {
    const games = await t.db
      .selectFrom('games')
      .select(['id', 'slug', 'type', 'category'])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(games.map((g) => [g.slug, leaderboardCategoryOf(g)]))).toEqual({
      'european-roulette': 'roulette',
      blackjack: 'blackjack',
      'jacks-or-better': 'video_poker',
      baccarat: 'baccarat',
      craps: 'craps',
      'diamond-deluxe': 'slots',
      'pharaohs-fortune': 'slots',
      'cosmic-spins': 'slots',
      'live-roulette': 'roulette',
      'live-blackjack': 'blackjack',
      'live-baccarat': 'baccarat',
      'live-holdem': 'poker',
      // Generated games have no spec category: they count toward no monthly board.
      'ai-games': null,
    });
  });

  it('ranks by total won; ties go to the bigger single win, then to whoever reached the total first', async () => {
    const [a, b, c, d, viewer] = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t.db)));
    await standing(a!, 2026, 2, 'craps', 50_000n, { biggest: 10_000n });
    await standing(b!, 2026, 2, 'craps', 50_000n, { biggest: 20_000n });
    await standing(c!, 2026, 2, 'craps', 50_000n, { biggest: 10_000n, reachedAt: '2026-02-03T00:00:00Z' });
    await standing(d!, 2026, 2, 'craps', 0n, { sessions: 4, wins: 0 });
    await t.db
      .updateTable('users')
      .set({
        email: 'carol@example.com',
        password_hash: 'x',
        first_name: 'Carol',
        last_name: 'Jones',
        is_guest: false,
      })
      .where('id', '=', c!)
      .execute();

    const boards = await getLeaderboards(t.db, viewer!, { year: 2026, month: 2 }, systemClock);
    expect(boards.map((bd) => bd.gameType)).toEqual([
      'slots',
      'blackjack',
      'poker',
      'roulette',
      'baccarat',
      'video_poker',
      'craps',
    ]);
    const craps = boards.find((bd) => bd.gameType === 'craps')!.leaderboard;
    expect(craps.map((e) => [e.rank, e.userId])).toEqual([
      [1, b],
      [2, c],
      [3, a],
    ]);
    expect(craps[1]).toMatchObject({
      username: 'Carol J.',
      email: 'c***@e***.com',
      totalWon: '500.00',
      winRate: 100,
      totalSessions: 1,
      isCurrentUser: false,
    });

    const own = await getLeaderboards(t.db, c!, { year: 2026, month: 2 }, systemClock);
    expect(own.find((bd) => bd.gameType === 'craps')!.leaderboard[1]).toMatchObject({
      email: 'carol@example.com',
      isCurrentUser: true,
    });
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(
      (await getLeaderboards(t.db, admin.id, { year: 2026, month: 2 }, systemClock)).find(
        (bd) => bd.gameType === 'craps',
      )!.leaderboard[1]!.email,
    ).toBe('carol@example.com');
  });

  it('shows the top 25 only, and defaults to the current month (UTC)', async () => {
    const players = await Promise.all(Array.from({ length: 27 }, () => newPlayer(t.db)));
    await Promise.all(players.map((p, i) => standing(p, 2026, 4, 'baccarat', BigInt(1_000 * (i + 1)))));
    const clock = fixedClock('2026-04-30T23:59:59Z');
    const boards = await getLeaderboards(t.db, players[0]!, {}, clock);
    const baccarat = boards.find((bd) => bd.gameType === 'baccarat')!.leaderboard;
    expect(baccarat).toHaveLength(25);
    expect(baccarat[0]).toMatchObject({ rank: 1, userId: players[26], totalWon: '270.00' });
    expect(baccarat.at(-1)).toMatchObject({ rank: 25, userId: players[2] });
  });

  it.each([
    [1, 50_000n, 5_000],
    [2, 30_000n, 3_000],
    [3, 20_000n, 2_000],
    [4, 10_000n, 1_000],
    [10, 10_000n, 1_000],
    [11, 5_000n, 500],
    [25, 5_000n, 500],
  ])('rank %i earns %i minor units and %i points (spec section 9)', (rank, coins, points) => {
    expect(rewardForRank(rank)).toEqual({ coins, points });
  });

  it('pays the rewards table once when the month-end job runs twice at the same moment, and the audit holds', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer(t.db)));
    await Promise.all(players.map((p, i) => standing(p, 2026, 5, 'roulette', BigInt(10_000 * (i + 1)))));
    await standing(players[0]!, 2026, 5, 'slots', 99_999n);
    const before = await Promise.all(players.map(walletCoins));
    const clock = fixedClock('2026-06-01T00:30:00Z');

    const [x, y] = await Promise.all([
      closeLeaderboardMonth(t.db, { year: 2026, month: 5 }, clock),
      closeLeaderboardMonth(t.db, { year: 2026, month: 5 }, clock),
    ]);
    expect([x.closed, y.closed].sort()).toEqual([false, true]);
    expect(x.payouts + y.payouts).toBe(13);
    // Run again later: nothing more.
    expect(await closeLeaderboardMonth(t.db, { year: 2026, month: 5 }, clock)).toMatchObject({
      closed: false,
      payouts: 0,
    });

    const after = await Promise.all(players.map(walletCoins));
    const gained = after.map((coins, i) => coins - before[i]!);
    // Roulette: players[11] won most (rank 1) ... players[0] rank 12; players[0] is also #1 in slots.
    expect(gained).toEqual([
      5_000n + 50_000n,
      5_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      20_000n,
      30_000n,
      50_000n,
    ]);
    const payouts = await t.db
      .selectFrom('leaderboard_payouts')
      .select(['category', 'rank', 'points'])
      .where('year', '=', 2026)
      .where('month', '=', 5)
      .orderBy('category')
      .orderBy('rank')
      .execute();
    expect(payouts).toHaveLength(13);
    expect(payouts[0]).toEqual({ category: 'roulette', rank: 1, points: 5_000 });
    const topLoyalty = await t.db
      .selectFrom('player_loyalty')
      .select(['points', 'total_points_earned'])
      .where('user_id', '=', players[11]!)
      .executeTakeFirstOrThrow();
    expect(topLoyalty).toEqual({ points: 5_000, total_points_earned: 5_000 });
    const boards = await getLeaderboards(t.db, players[0]!, { year: 2026, month: 5 }, clock);
    expect(boards.every((bd) => bd.rewardsPaidAt === '2026-06-01T00:30:00.000Z')).toBe(true);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it("the job waits for the grace period and for the month's rounds to be projected, then closes the month once", async () => {
    const player = await newPlayer(t.db);
    // Spins until one wins, all settled on the last evening of September.
    for (let i = 0; i < 200; i++) if ((await spin(t.db, player, 1, '1.00'))[0]!.isWin) break;
    await settleAt(t.db, player, new Date('2026-09-30T22:00:00Z'));
    await drainPendingEvents(t.db, { clock: systemClock });
    // One more round settled a moment before midnight is still waiting for the projector.
    await spin(t.db, player, 1, '1.00');
    await settleAt(t.db, player, new Date('2026-09-30T23:59:59Z'));
    const september = (closings: Array<{ month: { year: number; month: number }; closed: boolean }>) =>
      closings.filter((c) => c.month.year === 2026 && c.month.month === 9);

    const clock = fixedClock('2026-10-01T00:05:00Z');
    expect(september(await closeDueLeaderboardMonths(t.db, clock))).toEqual([]);
    clock.set(new Date(Date.parse('2026-10-01T00:00:00Z') + MONTH_END_GRACE_MS).toISOString());
    expect(september(await closeDueLeaderboardMonths(t.db, clock))).toEqual([]);

    await drainPendingEvents(t.db, { clock: systemClock });
    const stats = await t.db
      .selectFrom('leaderboard_stats')
      .select(['year', 'month', 'sessions'])
      .where('user_id', '=', player)
      .execute();
    expect(stats).toEqual([
      {
        year: 2026,
        month: 9,
        sessions: (
          await t.db.selectFrom('game_sessions').select('id').where('user_id', '=', player).execute()
        ).length,
      },
    ]);

    const closings = await Promise.all([
      closeDueLeaderboardMonths(t.db, clock),
      closeDueLeaderboardMonths(t.db, clock),
    ]);
    expect(september(closings.flat()).filter((c) => c.closed)).toHaveLength(1);
    const paid = await t.db
      .selectFrom('leaderboard_payouts')
      .select(['user_id', 'rank'])
      .where('year', '=', 2026)
      .where('month', '=', 9)
      .execute();
    expect(paid).toEqual([{ user_id: player, rank: 1 }]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });
});
