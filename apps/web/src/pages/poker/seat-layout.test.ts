import { describe, expect, it } from 'vitest';
import { seatSpots, TALL_FELT_ASPECT, WIDE_FELT_ASPECT } from './seat-layout';

describe('seat layout', () => {
  it.each([2, 6, 9, 10])('puts the anchor seat at the bottom centre of a %i-max table', (max) => {
    for (let anchor = 0; anchor < max; anchor++) {
      const spot = seatSpots(max, anchor)[anchor]!;
      expect(spot.x).toBe(50);
      expect(spot.y).toBe(93);
    }
  });

  it('seats heads-up players opposite each other', () => {
    expect(seatSpots(2, 0).map(({ x, y }) => [x, y])).toEqual([
      [50, 93],
      [50, 7],
    ]);
  });

  it.each([
    ['the next seat sits to the viewer’s left', 1, (x: number, y: number) => x < 50 && y > 50],
    ['the seat across is at the top', 3, (x: number, y: number) => x === 50 && y === 7],
    ['the seat before the viewer sits to the right', 5, (x: number, y: number) => x > 50 && y > 50],
  ])('6-max from seat 1: %s', (_name, position, where) => {
    const spot = seatSpots(6, 0)[position]!;
    expect(where(spot.x, spot.y)).toBe(true);
  });

  it('rotates with the viewer: seat 4 at the bottom puts seat 1 at the top of a 6-max table', () => {
    const spots = seatSpots(6, 3);
    expect(spots[3]).toMatchObject({ x: 50, y: 93 });
    expect(spots[0]).toMatchObject({ x: 50, y: 7 });
  });

  it.each([2, 6, 9, 10])('gives every seat of a %i-max table its own spot, inside the felt box', (max) => {
    const spots = seatSpots(max, 0);
    expect(spots).toHaveLength(max);
    expect(new Set(spots.map((s) => `${s.x},${s.y}`)).size).toBe(max);
    for (const s of spots) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(100);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(100);
    }
  });

  it('puts each bet between its seat and the centre', () => {
    for (const s of seatSpots(9, 2)) {
      expect(Math.abs(s.betX - 50)).toBeLessThanOrEqual(Math.abs(s.x - 50));
      expect(Math.abs(s.betY - 50)).toBeLessThan(Math.abs(s.y - 50) + 0.01);
      expect(Math.sign(Math.round(s.betX - 50))).toBe(Math.sign(Math.round(s.x - 50)));
    }
  });

  it.each([
    ['9-max, a wide felt', 9, WIDE_FELT_ASPECT],
    ['9-max, a tall phone felt', 9, TALL_FELT_ASPECT],
    ['10-max, a tall phone felt', 10, TALL_FELT_ASPECT],
  ])('spaces full-ring seats evenly along the rail (%s)', (_name, max, aspect) => {
    // Distances between neighbours in real proportions (the felt is `aspect` wide for 1 high).
    const spots = seatSpots(max, 0, aspect);
    const gaps = spots.map((s, i) => {
      const next = spots[(i + 1) % spots.length]!;
      return Math.hypot((next.x - s.x) * aspect, next.y - s.y);
    });
    expect(Math.max(...gaps) / Math.min(...gaps)).toBeLessThan(1.15);
  });

  it('keeps a 6-max table’s side seats at the clock positions, well above and below the middle', () => {
    for (const aspect of [WIDE_FELT_ASPECT, TALL_FELT_ASPECT]) {
      expect(seatSpots(6, 0, aspect).map((s) => s.y)).toEqual([93, 71.5, 28.5, 7, 28.5, 71.5]);
    }
  });

  it('is mirror-symmetric about the viewer', () => {
    for (const aspect of [WIDE_FELT_ASPECT, TALL_FELT_ASPECT]) {
      const spots = seatSpots(6, 0, aspect);
      for (let k = 1; k < 6; k++) {
        const a = spots[k]!;
        const b = spots[6 - k]!;
        expect(a.x + b.x).toBeCloseTo(100, 1);
        expect(a.y).toBeCloseTo(b.y, 1);
      }
    }
  });

  it('handles an anchor outside the table and an empty table', () => {
    expect(seatSpots(6, -1)[5]).toMatchObject({ x: 50, y: 93 });
    expect(seatSpots(6, 7)[1]).toMatchObject({ x: 50, y: 93 });
    expect(seatSpots(0, 0)).toEqual([]);
  });
});
