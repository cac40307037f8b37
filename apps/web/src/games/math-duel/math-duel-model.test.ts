import { describe, expect, it } from 'vitest';
import { lockoutRemainingMs, parseAnswer, progressPercent } from './math-duel-model';

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

describe('reading an answer', () => {
  it.each([
    ['42', 42],
    [' -7 ', -7],
    ['0', 0],
    ['', null],
    ['4.5', null],
    ['12a', null],
    ['--3', null],
    ['12345678901', null],
  ])('%j → %j', (text, value) => {
    expect(parseAnswer(text)).toBe(value);
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
