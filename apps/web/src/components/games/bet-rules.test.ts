import { describe, expect, it } from 'vitest';
import {
  betProblem,
  changeBet,
  clampBet,
  isBetActionDisabled,
  ladderFor,
  type BetAction,
  type BetLimits,
} from './bet-rules';

// Diamond Deluxe: 0.25 – 100.00 (cents).
const DD: BetLimits = { min: 25, max: 10_000, balance: 1_000_000 };

describe('slot bet stepper: changeBet', () => {
  it.each<[string, BetAction, number, BetLimits, ReturnType<typeof changeBet>]>([
    ['Min sets the min bet', 'min', 5000, DD, { ok: true, bet: 25 }],
    ['Max sets the max bet when the balance covers it', 'max', 100, DD, { ok: true, bet: 10_000 }],
    [
      'Max sets the balance when it is below the max bet',
      'max',
      100,
      { ...DD, balance: 4321 },
      { ok: true, bet: 4321 },
    ],
    [
      'Max with less than the min bet → insufficient',
      'max',
      25,
      { ...DD, balance: 10 },
      { ok: false, reason: 'insufficient' },
    ],
    ['Double doubles', 'double', 500, DD, { ok: true, bet: 1000 }],
    ['Double up to exactly the max', 'double', 5000, DD, { ok: true, bet: 10_000 }],
    ['Double past the max is disabled', 'double', 5001, DD, { ok: false, reason: 'disabled' }],
    [
      'Double past the balance → insufficient',
      'double',
      500,
      { ...DD, balance: 700 },
      { ok: false, reason: 'insufficient' },
    ],
    ['Half halves', 'half', 1000, DD, { ok: true, bet: 500 }],
    ['Half rounds down to the cent', 'half', 125, DD, { ok: true, bet: 62 }],
    ['Half down to exactly the min', 'half', 50, DD, { ok: true, bet: 25 }],
    ['Half below the min is disabled', 'half', 49, DD, { ok: false, reason: 'disabled' }],
    ['+ steps up the ladder', 'increase', 100, DD, { ok: true, bet: 200 }],
    ['+ from an off-ladder bet goes to the next stop', 'increase', 130, DD, { ok: true, bet: 200 }],
    ['+ at the max is disabled', 'increase', 10_000, DD, { ok: false, reason: 'disabled' }],
    [
      '+ past the balance → insufficient',
      'increase',
      100,
      { ...DD, balance: 150 },
      { ok: false, reason: 'insufficient' },
    ],
    ['− steps down the ladder', 'decrease', 100, DD, { ok: true, bet: 50 }],
    ['− at the min is disabled', 'decrease', 25, DD, { ok: false, reason: 'disabled' }],
    [
      '− is allowed even when the bet exceeds the balance',
      'decrease',
      1000,
      { ...DD, balance: 100 },
      { ok: true, bet: 500 },
    ],
  ])('%s', (_name, action, bet, limits, expected) => {
    expect(changeBet(action, bet, limits)).toEqual(expected);
  });
});

describe('slot bet stepper: disabled buttons', () => {
  it.each<[string, BetAction, number, boolean]>([
    ['Double at half the max', 'double', 5000, false],
    ['Double above half the max', 'double', 6000, true],
    ['Half at twice the min', 'half', 50, false],
    ['Half below twice the min', 'half', 40, true],
    ['Min never', 'min', 25, false],
    ['Max never (balance problems toast instead)', 'max', 10_000, false],
    ['+ at the max', 'increase', 10_000, true],
    ['− at the min', 'decrease', 25, true],
  ])('%s → %s', (_name, action, bet, disabled) => {
    expect(isBetActionDisabled(action, bet, DD)).toBe(disabled);
  });
});

describe('clamping and the ladder', () => {
  it.each([
    ['below the min', 5, 25],
    ['above the max', 20_000, 10_000],
    ['inside', 300, 300],
  ])('clampBet %s', (_name, bet, expected) => {
    expect(clampBet(bet, DD)).toBe(expected);
  });

  it('the ladder starts at the min and ends at the max', () => {
    const ladder = ladderFor({ min: 10, max: 5000 });
    expect(ladder[0]).toBe(10);
    expect(ladder.at(-1)).toBe(5000);
    expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
  });

  it.each([
    ['fine', 100, null],
    ['below the min', 10, 'below-min'],
    ['above the max', 20_000, 'above-max'],
    ['more than the balance', 5000, 'insufficient'],
  ] as const)('betProblem: %s', (_name, bet, expected) => {
    expect(betProblem(bet, { ...DD, balance: 1000 })).toBe(expected);
  });
});
