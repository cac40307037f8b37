import { describe, expect, it } from 'vitest';
import { feedbackText, hintsText, lockoutRemainingMs, progressPercent, seatOrder } from './score-duel-model';

describe('the lock-out countdown', () => {
  it.each([
    { name: 'no lock-out', lockedUntil: null, gameTime: 10_000, arrived: 0, now: 0, left: 0 },
    { name: 'just locked out', lockedUntil: 13_000, gameTime: 10_000, arrived: 500, now: 500, left: 3_000 },
    { name: 'a second later', lockedUntil: 13_000, gameTime: 10_000, arrived: 500, now: 1_500, left: 2_000 },
    { name: 'over', lockedUntil: 13_000, gameTime: 10_000, arrived: 500, now: 9_000, left: 0 },
    {
      name: 'a browser clock that went back counts nothing',
      lockedUntil: 13_000,
      gameTime: 10_000,
      arrived: 500,
      now: 100,
      left: 3_000,
    },
  ])('$name', ({ lockedUntil, gameTime, arrived, now, left }) => {
    expect(lockoutRemainingMs(lockedUntil, gameTime, arrived, now)).toBe(left);
  });
});

describe('progress toward 50', () => {
  it.each([
    [0, 50, 0],
    [25, 50, 50],
    [49, 50, 98],
    [57, 50, 100],
    [10, 0, 0],
  ])('%i of %i → %i%%', (score, target, percent) => {
    expect(progressPercent(score, target)).toBe(percent);
  });
});

describe('the seats in reading order', () => {
  it.each([
    { name: 'seat 0 reads itself first', mySeat: 0 as const, order: [0, 1] },
    { name: 'seat 1 reads itself first', mySeat: 1 as const, order: [1, 0] },
    { name: 'a spectator reads seat 0 first', mySeat: null, order: [0, 1] },
  ])('$name', ({ mySeat, order }) => {
    expect(seatOrder(mySeat)).toEqual(order);
  });
});

describe('the last answer in words', () => {
  it.each([
    { name: 'nothing yet', last: null, text: null },
    { name: 'correct', last: { correct: true, points: 7 }, text: 'Correct: +7' },
    { name: 'wrong', last: { correct: false, points: 0 }, text: 'Wrong answer' },
    { name: 'skipped', last: { correct: false, points: 0, skipped: true }, text: 'Skipped' },
  ])('$name', ({ last, text }) => {
    expect(feedbackText(last)).toBe(text);
  });
});

describe('hints taken, in words', () => {
  it.each([
    [1, '1 hint'],
    [3, '3 hints'],
  ])('%i → %s', (count, text) => {
    expect(hintsText(count)).toBe(text);
  });
});
