import { describe, expect, it } from 'vitest';
import { addToBoard, chipRefusal, type ChipBoard } from '../../components/games/chip-rules';
import { rouletteBetPockets } from '@casino/engine';
import {
  boardRows,
  COLUMN_SPOTS,
  DOZEN_SPOTS,
  EVEN_MONEY_SPOTS,
  insideHotspots,
  rouletteSpinBody,
  spotToBet,
  type RouletteSpot,
} from './roulette-bets';

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
    board = addToBoard<RouletteSpot>(board, 'number:17', 500);
    board = addToBoard<RouletteSpot>(board, 'red', 100);
    board = addToBoard<RouletteSpot>(board, 'number:17', 500);
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

  it('an outside or inside first bet has no betValue', () => {
    expect(rouletteSpinBody({ even: 2500 }, 1)).toEqual({
      bets: [{ type: 'even', amount: '25.00' }],
      gameId: 1,
      betAmount: '25.00',
      betType: 'even',
    });
    expect(rouletteSpinBody({ 'split:17-20': 100 }, 1)).toMatchObject({ betType: 'split' });
    expect(rouletteSpinBody({ 'split:17-20': 100 }, 1)).not.toHaveProperty('betValue');
  });

  it.each<[RouletteSpot, object]>([
    ['number:0', { type: 'number', value: 0 }],
    ['split:17-20', { type: 'split', numbers: [17, 20] }],
    ['street:0-1-2', { type: 'street', numbers: [0, 1, 2] }],
    ['corner:0-1-2-3', { type: 'corner', numbers: [0, 1, 2, 3] }],
    ['six-line:31-32-33-34-35-36', { type: 'six-line', numbers: [31, 32, 33, 34, 35, 36] }],
    ['dozen:2', { type: 'dozen', value: 2 }],
    ['column:3', { type: 'column', value: 3 }],
    ['high', { type: 'high' }],
  ])('%s is sent as its bet', (spot, bet) => {
    expect(spotToBet(spot, 100)).toEqual({ ...bet, amount: '1.00' });
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

  const spots = insideHotspots();
  it('offers every inside bet of the layout once: 60 splits, 14 streets, 23 corners, 11 six lines', () => {
    const count = (type: string) => spots.filter((h) => h.spot.startsWith(`${type}:`)).length;
    expect([count('split'), count('street'), count('corner'), count('six-line')]).toEqual([60, 14, 23, 11]);
    expect(new Set(spots.map((h) => h.spot)).size).toBe(spots.length);
  });

  it.each(spots.map((h) => [h.spot, h] as const))(
    '%s is a bet the engine takes, drawn where its numbers meet',
    (spot, h) => {
      const bet = spotToBet(spot, 100);
      const covered = rouletteBetPockets({ type: bet.type, numbers: bet.numbers ?? [] });
      expect(covered.ok).toBe(true);
      // A split, corner or trio sits where its numbers touch (each within one cell edge of the chip);
      // a street, six line or the first four at the bottom end of its rows, across its columns.
      const atRowEnd = bet.type === 'street' || bet.type === 'six-line' || bet.type === 'corner';
      const rowEnd = atRowEnd && h.y === 3;
      for (const n of bet.numbers ?? []) {
        if (n === 0) {
          expect(h.x).toBe(0);
          continue;
        }
        const col = Math.floor((n - 1) / 3);
        const row = 2 - ((n - 1) % 3);
        expect(h.x).toBeGreaterThanOrEqual(col);
        expect(h.x).toBeLessThanOrEqual(col + 1);
        if (!rowEnd) {
          expect(h.y).toBeGreaterThanOrEqual(row);
          expect(h.y).toBeLessThanOrEqual(row + 1);
        }
      }
      if (bet.type === 'street' && !bet.numbers?.includes(0)) expect(h.y).toBe(3);
      if (bet.type === 'six-line') expect(h.y).toBe(3);
    },
  );

  it('has a box for every outside bet', () => {
    const outside = [...COLUMN_SPOTS, ...DOZEN_SPOTS, ...EVEN_MONEY_SPOTS.map((s) => s.spot)];
    for (const spot of outside) {
      const bet = spotToBet(spot, 100);
      expect(rouletteBetPockets({ type: bet.type, value: bet.value ?? undefined }).ok, spot).toBe(true);
    }
    expect(outside).toHaveLength(12);
  });
});
