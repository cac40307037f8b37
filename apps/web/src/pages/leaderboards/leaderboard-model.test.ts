import { describe, expect, it } from 'vitest';
import { currentMonth, monthLabel, ordinal, REWARD_ROWS, shiftMonth } from './leaderboard-model';

describe('leaderboard page model', () => {
  it.each([
    [{ month: 5, year: 2026 }, -1, { month: 4, year: 2026 }],
    [{ month: 1, year: 2026 }, -1, { month: 12, year: 2025 }],
    [{ month: 12, year: 2026 }, 1, { month: 1, year: 2027 }],
    [{ month: 3, year: 2026 }, -14, { month: 1, year: 2025 }],
  ])('shifts %o by %i', (from, by, to) => {
    expect(shiftMonth(from, by)).toEqual(to);
  });

  it('takes the current month in UTC', () => {
    expect(currentMonth(new Date('2026-06-30T23:30:00-02:00'))).toEqual({ month: 7, year: 2026 });
    expect(monthLabel({ month: 7, year: 2026 })).toBe('July 2026');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [21, '21st'],
    [25, '25th'],
  ])('ordinal %i is %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('shows the spec rewards table', () => {
    expect(REWARD_ROWS).toEqual([
      { ranks: '1st', coins: '500.00', points: '5,000' },
      { ranks: '2nd', coins: '300.00', points: '3,000' },
      { ranks: '3rd', coins: '200.00', points: '2,000' },
      { ranks: '4th–10th', coins: '100.00', points: '1,000' },
      { ranks: '11th–25th', coins: '50.00', points: '500' },
    ]);
  });
});
