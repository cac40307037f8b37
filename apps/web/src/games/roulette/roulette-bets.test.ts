import { describe, expect, it } from 'vitest';
import { addToBoard, chipRefusal, type ChipBoard } from '../../components/games/chip-rules';
import { boardRows, rouletteSpinBody, spotToBet, type RouletteSpot } from './roulette-bets';

describe('chip placement limits', () => {
  it.each([
    ['fits the balance', { totalBets: 900, onSpot: 0, chip: 100, balance: 1000 }, null],
    ['exactly the balance', { totalBets: 500, onSpot: 0, chip: 500, balance: 1000 }, null],
    ['one cent over the balance', { totalBets: 901, onSpot: 0, chip: 100, balance: 1000 }, 'insufficient'],
    ['no balance at all', { totalBets: 0, onSpot: 0, chip: 100, balance: 0 }, 'insufficient'],
    [
      'over the spin total max',
      { totalBets: 99_500, onSpot: 0, chip: 1000, balance: 1e9, maxTotal: 100_000 },
      'over-limit',
    ],
    [
      'over the per-spot max',
      { totalBets: 100_000, onSpot: 100_000, chip: 1000, balance: 1e9, maxPerSpot: 100_000 },
      'over-limit',
    ],
    [
      'balance is checked before limits',
      { totalBets: 99_500, onSpot: 0, chip: 1000, balance: 100, maxTotal: 100_000 },
      'insufficient',
    ],
    [
      'a 51st spot',
      { totalBets: 100, onSpot: 0, chip: 100, balance: 1e9, spots: 50, maxSpots: 50, isNewSpot: true },
      'too-many-spots',
    ],
    [
      'stacking on the 50th spot',
      { totalBets: 100, onSpot: 100, chip: 100, balance: 1e9, spots: 50, maxSpots: 50, isNewSpot: false },
      null,
    ],
  ] as const)('%s', (_name, ctx, expected) => {
    expect(chipRefusal(ctx)).toBe(expected);
  });
});

describe('roulette spin body', () => {
  it('sends every chip, the total, and the first bet as betType/betValue', () => {
    let board: ChipBoard<RouletteSpot> = {};
    board = addToBoard<RouletteSpot>(board, 'n17', 500);
    board = addToBoard<RouletteSpot>(board, 'red', 100);
    board = addToBoard<RouletteSpot>(board, 'n17', 500);
    expect(rouletteSpinBody(board, 1)).toEqual({
      bets: [
        { type: 'number', value: 17, amount: '10.00' },
        { type: 'red', amount: '1.00' },
      ],
      gameId: 1,
      betAmount: '11.00',
      betType: 'number',
      betValue: 17,
    });
  });

  it('an outside first bet has no betValue', () => {
    expect(rouletteSpinBody({ even: 2500 }, 1)).toEqual({
      bets: [{ type: 'even', amount: '25.00' }],
      gameId: 1,
      betAmount: '25.00',
      betType: 'even',
    });
  });

  it('zero is a number bet', () => {
    expect(spotToBet('n0', 100)).toEqual({ type: 'number', value: 0, amount: '1.00' });
  });
});

describe('board layout', () => {
  it('is three rows of twelve with 3 and 34 in the corners', () => {
    const rows = boardRows();
    expect(rows.map((r) => r.length)).toEqual([12, 12, 12]);
    expect(rows[0]?.[0]).toBe(3);
    expect(rows[0]?.[11]).toBe(36);
    expect(rows[2]?.[0]).toBe(1);
    expect(rows[2]?.[11]).toBe(34);
    expect(rows.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  });
});
