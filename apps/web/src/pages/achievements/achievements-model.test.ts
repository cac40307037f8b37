import type { Achievement } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  achievementProgressText,
  challengeProgressText,
  percentOf,
  sortForProgress,
} from './achievements-model';

const achievement = (
  id: string,
  progress: number,
  target: number,
  unlockedAt: string | null = null,
): Achievement => ({
  id,
  badgeIcon: '*',
  achievementName: id,
  achievementDescription: id,
  progress,
  target,
  unlockedAt,
  unit: 'count',
});

describe('achievements page model', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 50],
    [12, 10, 100],
    [1, 0, 0],
  ])('%i of %i is %i%%', (progress, target, percent) => {
    expect(percentOf(progress, target)).toBe(percent);
  });

  it('words challenge progress in rounds or coins', () => {
    expect(
      challengeProgressText({ challengeType: 'play_sessions', currentProgress: 3, targetValue: 10 }),
    ).toBe('3 / 10 rounds');
    expect(
      challengeProgressText({ challengeType: 'win_amount', currentProgress: 12.5, targetValue: 50 }),
    ).toBe('12.50 / 50 coins');
  });

  it('words achievement progress with its unit', () => {
    expect(achievementProgressText({ progress: 7, target: 100, unit: 'count' })).toBe('7 / 100');
    expect(achievementProgressText({ progress: 500, target: 10_000, unit: 'coins' })).toBe(
      '500 / 10,000 coins',
    );
  });

  it('lists unlocked achievements first (newest first), then the closest to unlocking', () => {
    const sorted = sortForProgress([
      achievement('far', 1, 100),
      achievement('old', 1, 1, '2026-01-01T00:00:00Z'),
      achievement('close', 90, 100),
      achievement('new', 1, 1, '2026-05-01T00:00:00Z'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['new', 'old', 'close', 'far']);
  });
});
