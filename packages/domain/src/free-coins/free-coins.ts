import { FREE_COINS, type DailyRewardClaimResponse, type DailyRewardStatus } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { calendarDayOf, liveStreak, nextStreak } from '../calendar-day.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { promotions, wallet } from '../ledger/accounts.js';
import { getWalletBalances } from '../ledger/balances.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney, parseMoney } from '../money.js';

export const FREE_COINS_INTERVAL_MS = FREE_COINS.intervalHours * 60 * 60 * 1000;
const BASE_COINS = parseMoney(FREE_COINS.coins);
const SWEEPS = parseMoney(FREE_COINS.sweepstakesCoins);

/** Coins a claim pays with this streak: 500, or 750 from a 7-day streak on (spec section 9: +50%). */
export function freeCoinsFor(streakDays: number): bigint {
  const bonus = streakDays >= FREE_COINS.streakBonusDays;
  return bonus ? (BASE_COINS * BigInt(100 + FREE_COINS.streakBonusPercent)) / 100n : BASE_COINS;
}

interface ClaimState {
  last_claimed_at: Date | null;
  last_claim_day: string | null;
  streak_days: number;
}

const nextClaimAt = (state: ClaimState): Date | null =>
  state.last_claimed_at ? new Date(state.last_claimed_at.getTime() + FREE_COINS_INTERVAL_MS) : null;

/** The status as of `now`: claimable every 12 hours; the streak counts consecutive UTC days with a claim. */
export function freeCoinStatus(state: ClaimState, now: Date): DailyRewardStatus {
  const next = nextClaimAt(state);
  const canClaim = next === null || now.getTime() >= next.getTime();
  const today = calendarDayOf(now);
  const streak = liveStreak(state.last_claim_day, state.streak_days, today);
  // What the next claim will pay: the streak it would make when claimed now (or at the next opening).
  const upcoming = nextStreak(
    state.last_claim_day,
    state.streak_days,
    calendarDayOf(canClaim || !next ? now : next),
  );
  return {
    canClaim,
    streakDays: streak,
    nextRewardAt: canClaim || !next ? null : next.toISOString(),
    coinsAmount: formatMoney(freeCoinsFor(upcoming)),
    sweepstakesCoinsAmount: formatMoney(SWEEPS),
    streakBonusActive: upcoming >= FREE_COINS.streakBonusDays,
  };
}

/** GET /api/daily-reward/status. */
export async function getFreeCoinStatus(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<DailyRewardStatus> {
  const row = await db
    .selectFrom('player_free_coins')
    .select(['last_claimed_at', 'last_claim_day', 'streak_days'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return freeCoinStatus(row ?? { last_claimed_at: null, last_claim_day: null, streak_days: 0 }, clock());
}

/**
 * POST /api/daily-reward/claim: 500 coins plus 10 sweepstakes coins, every 12 hours, from the
 * promotions account through the ledger. The player's claim row is locked and the 12 hours checked
 * under the lock, so of any number of simultaneous claims one pays; the ledger keys
 * (`free_coins:<currency>:<user>:<claim number>`) would refuse a second payment of the same claim.
 */
export async function claimFreeCoins(
  db: Kysely<Database>,
  userId: string,
  clock: Clock,
): Promise<DailyRewardClaimResponse> {
  const now = clock();
  const today = calendarDayOf(now);
  const claimed = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('player_free_coins')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const state = await trx
      .selectFrom('player_free_coins')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = nextClaimAt(state);
    if (next && now.getTime() < next.getTime()) {
      throw new DomainError('already_claimed', `Your next free coins are ready at ${next.toISOString()}.`, {
        nextRewardAt: next.toISOString(),
      });
    }
    const streak = nextStreak(state.last_claim_day, state.streak_days, today);
    const claimNumber = state.claims + 1;
    await trx
      .updateTable('player_free_coins')
      .set({ last_claimed_at: now, last_claim_day: today, streak_days: streak, claims: claimNumber })
      .where('user_id', '=', userId)
      .execute();
    const coins = freeCoinsFor(streak);
    const memo = { claim: claimNumber, streakDays: streak };
    await postTransfer(
      trx,
      move(promotions(), wallet(userId), coins, {
        kind: 'free_coins',
        currency: 'coins',
        idempotencyKey: `free_coins:coins:${userId}:${claimNumber}`,
        memo,
      }),
    );
    await postTransfer(
      trx,
      move(promotions(), wallet(userId), SWEEPS, {
        kind: 'free_coins',
        currency: 'sweeps',
        idempotencyKey: `free_coins:sweeps:${userId}:${claimNumber}`,
        memo,
      }),
    );
    return { coins, streak };
  });
  const balances = await getWalletBalances(db, userId);
  return {
    coinsAwarded: formatMoney(claimed.coins),
    sweepstakesCoinsAwarded: formatMoney(SWEEPS),
    streakDays: claimed.streak,
    streakBonus: claimed.streak >= FREE_COINS.streakBonusDays,
    nextRewardAt: new Date(now.getTime() + FREE_COINS_INTERVAL_MS).toISOString(),
    balance: formatMoney(balances.coins),
    sweepstakesCoins: formatMoney(balances.sweeps),
  };
}
