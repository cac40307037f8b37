import { describe, expect, it } from 'vitest';
import { buyInProblem, defaultBuyIn, fullnessOf, isTableFull } from './table-list-model';

describe('table fullness colour (spec: changes at 50% and 80%)', () => {
  it.each([
    [0, 6, 'open'],
    [2, 6, 'open'],
    [3, 6, 'filling'],
    [4, 6, 'filling'],
    [5, 6, 'nearly-full'],
    [6, 6, 'nearly-full'],
    [0, 2, 'open'],
    [1, 2, 'filling'],
    [2, 2, 'nearly-full'],
    [4, 10, 'open'],
    [5, 10, 'filling'],
    [7, 10, 'filling'],
    [8, 10, 'nearly-full'],
    [0, 0, 'nearly-full'],
  ])('%i of %i seats is %s', (current, max, expected) => {
    expect(fullnessOf(current, max)).toBe(expected);
  });

  it.each([
    [5, 6, false],
    [6, 6, true],
    [7, 6, true],
  ])('%i of %i seats: full is %s', (currentPlayers, maxPlayers, full) => {
    expect(isTableFull({ currentPlayers, maxPlayers })).toBe(full);
  });
});

describe('buy-in', () => {
  it.each([
    ['500 fits 100-1,000', '100.00', '1000.00', 50_000],
    ['raised to a 1,000 minimum', '1000.00', '5000.00', 100_000],
    ['lowered to a 200 maximum', '20.00', '200.00', 20_000],
  ])('defaults to %s', (_name, minBuyIn, maxBuyIn, expected) => {
    expect(defaultBuyIn({ minBuyIn, maxBuyIn })).toBe(expected);
  });

  it.each([
    ['the minimum', 10_000, null],
    ['above the minimum', 50_000, null],
    ['above the maximum (the server decides)', 500_000, null],
    ['below the minimum', 9_999, 'The minimum buy-in at this table is 100.00 coins.'],
    ['zero', 0, 'Enter a buy-in amount.'],
    ['nothing typed', Number.NaN, 'Enter a buy-in amount.'],
  ])('%s: %s', (_name, amount, problem) => {
    expect(buyInProblem(amount, 10_000)).toBe(problem);
  });
});
