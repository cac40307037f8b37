import type { Achievement, ChallengeGameType, DailyChallenge } from '@casino/contracts';
import { formatAmount } from '../../lib/format';
import { formatCoins } from '../../lib/format-coins';

/** Progress as a percentage 0-100 (never NaN, never past 100). */
export const percentOf = (progress: number, target: number): number =>
  target > 0 ? Math.min(100, Math.max(0, (progress / target) * 100)) : 0;

/** "3 / 10 rounds", "12.50 / 50 coins". */
export function challengeProgressText(
  c: Pick<DailyChallenge, 'challengeType' | 'currentProgress' | 'targetValue'>,
): string {
  return c.challengeType === 'win_amount'
    ? `${formatAmount(c.currentProgress)} / ${formatCoins(c.targetValue)} coins`
    : `${c.currentProgress} / ${c.targetValue} rounds`;
}

/** An achievement's progress: "7 / 100", or "500 / 10,000 coins" for an amount goal. */
export function achievementProgressText(a: Pick<Achievement, 'progress' | 'target' | 'unit'>): string {
  const count = new Intl.NumberFormat('en-US');
  return `${count.format(a.progress)} / ${count.format(a.target)}${a.unit === 'coins' ? ' coins' : ''}`;
}

export const GAME_TYPE_LABELS: Record<ChallengeGameType, string> = {
  slots: 'Slots',
  blackjack: 'Blackjack',
  poker: 'Poker',
  roulette: 'Roulette',
  craps: 'Craps',
  any: 'Any game',
};

/** Where to go to work on a challenge. */
export const GAME_TYPE_LINKS: Record<ChallengeGameType, string> = {
  slots: '/slots',
  blackjack: '/table-games',
  poker: '/poker',
  roulette: '/table-games?tab=roulette',
  craps: '/table-games',
  any: '/lobby',
};

/** Unlocked first (newest first), then the closest to unlocking. */
export function sortForProgress(achievements: readonly Achievement[]): Achievement[] {
  return [...achievements].sort((a, b) => {
    if (a.unlockedAt && b.unlockedAt) return b.unlockedAt.localeCompare(a.unlockedAt);
    if (a.unlockedAt) return -1;
    if (b.unlockedAt) return 1;
    return percentOf(b.progress, b.target) - percentOf(a.progress, a.target);
  });
}
