import { LEADERBOARD_REWARDS, type LeaderboardCategory } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { endOfMonth, type CalendarMonth } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { move } from '../ledger/transfer.js';
import { postWalletCredits, type WalletCredit } from '../ledger/wallet-credits.js';
import { awardPoints, lockLoyalty } from '../loyalty/loyalty-account.js';
import { formatMoney, parseMoney } from '../money.js';
import { MAX_PROJECTION_ATTEMPTS } from '../projections/event-projector.js';
import { monthStandings } from './leaderboard-standings.js';

/** A month is closed this long after it ends, so rounds that settled in its last moments are projected. */
export const MONTH_END_GRACE_MS = 10 * 60_000;

const CATEGORY_NAMES: Record<LeaderboardCategory, string> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  video_poker: 'Video Poker',
  craps: 'Craps',
};

/** The spec's rewards table for a rank (section 9), or undefined past 25. */
export function rewardForRank(rank: number): { coins: bigint; points: number } | undefined {
  const row = LEADERBOARD_REWARDS.find((r) => rank >= r.fromRank && rank <= r.toRank);
  return row ? { coins: parseMoney(row.coins), points: row.points } : undefined;
}

export const monthLabel = ({ year, month }: CalendarMonth): string =>
  `${year}-${String(month).padStart(2, '0')}`;

export interface MonthClosing {
  month: CalendarMonth;
  /** False when the month had been closed already (by another run or process): nothing was paid now. */
  closed: boolean;
  payouts: number;
}

/**
 * Pays a month's leaderboard rewards, exactly once, in ONE transaction: the month's row in
 * leaderboard_months is inserted first (a second run, here or in another process, waits on it and
 * then inserts nothing and pays nothing), then each payout is recorded (unique per month, category
 * and rank) and paid from the promotions account with a ledger key of the same name. Players are
 * paid in user-id order, loyalty row before wallet, the lock order of every other writer.
 */
export async function closeLeaderboardMonth(
  db: Kysely<Database>,
  month: CalendarMonth,
  clock: Clock,
): Promise<MonthClosing> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('leaderboard_months')
      .values({ year: month.year, month: month.month, closed_at: now })
      .onConflict((oc) => oc.columns(['year', 'month']).doNothing())
      .returning('year')
      .executeTakeFirst();
    if (!claimed) return { month, closed: false, payouts: 0 };

    const standings = await monthStandings(trx, month);
    const payouts = standings.flatMap((s) => {
      const reward = rewardForRank(s.rank);
      return reward ? [{ ...s, ...reward }] : [];
    });
    payouts.sort((a, b) =>
      a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.category < b.category ? -1 : 1,
    );
    let lockedUser: string | null = null;
    const credits: WalletCredit[] = [];
    for (const payout of payouts) {
      if (payout.userId !== lockedUser) {
        await lockLoyalty(trx, payout.userId);
        lockedUser = payout.userId;
      }
      const key = `leaderboard:${monthLabel(month)}:${payout.category}:${payout.rank}`;
      await trx
        .insertInto('leaderboard_payouts')
        .values({
          year: month.year,
          month: month.month,
          category: payout.category,
          rank: payout.rank,
          user_id: payout.userId,
          coins: payout.coins,
          points: payout.points,
          paid_at: now,
        })
        .execute();
      await awardPoints(trx, {
        userId: payout.userId,
        kind: 'leaderboard',
        description: `Monthly champions ${monthLabel(month)}: #${payout.rank} in ${CATEGORY_NAMES[payout.category]} (+${formatMoney(payout.coins)} coins)`,
        points: payout.points,
        coinsChange: payout.coins,
        sourceKey: key,
        at: now,
      });
      credits.push({
        userId: payout.userId,
        transfer: move(promotions(), wallet(payout.userId), payout.coins, {
          kind: 'leaderboard_reward',
          currency: 'coins',
          idempotencyKey: key,
          memo: { month: monthLabel(month), category: payout.category, rank: payout.rank },
        }),
      });
    }
    // The coins last, wallets in lock order: players keep betting while the month closes.
    await postWalletCredits(trx, credits);
    return { month, closed: true, payouts: payouts.length };
  });
}

/**
 * The month-end job: closes every month that has leaderboard rows, ended at least the grace period
 * ago, and has no round of its own still waiting to be projected. Run on every projector interval
 * in every process; closeLeaderboardMonth makes the extra runs harmless.
 */
export async function closeDueLeaderboardMonths(db: Kysely<Database>, clock: Clock): Promise<MonthClosing[]> {
  const now = clock();
  const open = await db
    .selectFrom('leaderboard_stats as s')
    .select(['s.year', 's.month'])
    .distinct()
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('leaderboard_months as m')
            .select(sql`1`.as('one'))
            .whereRef('m.year', '=', 's.year')
            .whereRef('m.month', '=', 's.month'),
        ),
      ),
    )
    .orderBy('s.year')
    .orderBy('s.month')
    .execute();
  const closings: MonthClosing[] = [];
  for (const month of open) {
    const end = endOfMonth(month);
    if (now.getTime() < end.getTime() + MONTH_END_GRACE_MS) continue;
    const pending = await db
      .selectFrom('domain_events')
      .select('id')
      .where('projected_at', 'is', null)
      .where('projection_attempts', '<', MAX_PROJECTION_ATTEMPTS)
      .where('created_at', '<', end)
      .limit(1)
      .executeTakeFirst();
    if (pending) continue;
    closings.push(await closeLeaderboardMonth(db, month, clock));
  }
  return closings;
}
