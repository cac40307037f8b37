import { describe, expect, it } from 'vitest';
import { addChipToBet, crapsAmountFromInput, stepWholeCoins } from './table-bet-rules';

const CRAPS = { min: 500, max: 25_000 };

describe('craps amount input (min 5, max 250, empty → min)', () => {
  it.each([
    ['empty falls back to the min', '', 500],
    ['whitespace falls back to the min', '   ', 500],
    ['not a number falls back to the min', 'abc', 500],
    ['zero falls back to the min', '0', 500],
    ['negative falls back to the min', '-20', 500],
    ['below the min is raised to it', '2', 500],
    ['exactly the min', '5', 500],
    ['a normal amount', '25', 2500],
    ['cents are kept', '12.5', 1250],
    ['exactly the max', '250', 25_000],
    ['above the max is lowered to it', '1000', 25_000],
  ])('%s: %j → %i', (_name, input, expected) => {
    expect(crapsAmountFromInput(input, CRAPS)).toBe(expected);
  });
});

describe('video poker $1 steps within 1-100', () => {
  const VP = { min: 100, max: 10_000 };
  it.each([
    ['up from 5', 500, 1, 600],
    ['down from 5', 500, -1, 400],
    ['not below 1', 100, -1, 100],
    ['not above 100', 10_000, 1, 10_000],
    ['snaps a cent amount to whole coins', 550, 1, 700],
  ] as const)('%s', (_name, bet, dir, expected) => {
    expect(stepWholeCoins(bet, dir, VP)).toBe(expected);
  });
});

describe('chips on a single-spot bet (blackjack 5-500)', () => {
  const BJ = { min: 500, max: 50_000 };
  it.each([
    ['stacks a chip', 1000, 2500, 3500],
    ['never passes the max', 40_000, 50_000, 50_000],
  ])('%s', (_name, bet, chip, expected) => {
    expect(addChipToBet(bet, chip, BJ)).toBe(expected);
  });
});
