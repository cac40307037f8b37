import { describe, expect, it } from 'vitest';
import {
  centsToCoinsInput,
  clampRaise,
  coinsInputToCents,
  isRaiseAmountValid,
  raisePresets,
  RAISE_STEP,
  stepRaise,
} from './raise-rules';

const limits = { min: 1_000, max: 50_000 };

describe('raise amount', () => {
  it('steps in 10 coins', () => {
    expect(RAISE_STEP).toBe(1_000);
  });

  it.each([
    ['inside the limits', 12_300, 12_300],
    ['below the minimum raise', 500, 1_000],
    ['above the stack', 60_000, 50_000],
    ['exactly the minimum', 1_000, 1_000],
    ['exactly all in', 50_000, 50_000],
    ['not a number', Number.NaN, 1_000],
    ['a fraction of a unit', 1_234.6, 1_235],
  ])('clamps %s', (_name, amount, expected) => {
    expect(clampRaise(amount, limits)).toBe(expected);
  });

  it.each([
    ['up from the minimum', 1_000, 1, 2_000],
    ['down to the minimum, not below', 1_500, -1, 1_000],
    ['up, not past all in', 49_500, 1, 50_000],
    ['down from all in', 50_000, -1, 49_000],
    ['up from an out-of-range amount', 100, 1, 2_000],
  ] as const)('steps %s', (_name, amount, direction, expected) => {
    expect(stepRaise(amount, direction, limits)).toBe(expected);
  });

  it.each([
    ['the minimum', 1_000, true],
    ['below the minimum (spec: Raise disabled)', 999, false],
    ['all in', 50_000, true],
    ['more than the chips', 50_001, false],
    ['nothing typed', Number.NaN, false],
  ])('%s is %s', (_name, amount, ok) => {
    expect(isRaiseAmountValid(amount, limits)).toBe(ok);
  });

  it('is never valid when no raise is possible', () => {
    expect(isRaiseAmountValid(0, { min: 0, max: 0 })).toBe(false);
  });

  it.each([
    ['12', 1_200],
    ['12.5', 1_250],
    [' 7 ', 700],
    ['', Number.NaN],
    ['abc', Number.NaN],
  ])('reads "%s" coins as %s units', (text, units) => {
    expect(coinsInputToCents(text)).toBe(units);
  });

  it('writes units back as plain coins', () => {
    expect(centsToCoinsInput(1_250)).toBe('12.5');
    expect(centsToCoinsInput(100_000)).toBe('1000');
  });
});

describe('raise presets', () => {
  it.each([
    [
      'an unopened flop pot of 20: bet half pot or pot',
      { pot: 2_000, currentBet: 0, callAmount: 0 },
      { min: 500, max: 50_000 },
      [
        { label: 'Min', amount: 500 },
        { label: '½ Pot', amount: 1_000 },
        { label: 'Pot', amount: 2_000 },
      ],
    ],
    [
      'facing a bet of 10 into 30: pot raise is to 10 + 40',
      { pot: 3_000, currentBet: 1_000, callAmount: 1_000 },
      { min: 2_000, max: 50_000 },
      [
        { label: 'Min', amount: 2_000 },
        { label: '½ Pot', amount: 3_000 },
        { label: 'Pot', amount: 5_000 },
      ],
    ],
    [
      'a short stack: presets at or above all in are dropped',
      { pot: 10_000, currentBet: 0, callAmount: 0 },
      { min: 500, max: 4_000 },
      [{ label: 'Min', amount: 500 }],
    ],
    [
      'half pot below the minimum collapses into Min',
      { pot: 700, currentBet: 500, callAmount: 300 },
      { min: 1_000, max: 50_000 },
      [
        { label: 'Min', amount: 1_000 },
        { label: 'Pot', amount: 1_500 },
      ],
    ],
  ])('%s', (_name, table, raiseLimits, expected) => {
    expect(raisePresets(table, raiseLimits)).toEqual(expected);
  });
});
