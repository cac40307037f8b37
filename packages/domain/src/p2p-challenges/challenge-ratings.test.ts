import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_PLAYER_GLICKO, rateDuel, type Glicko } from './challenge-ratings.js';

// Expected values worked by hand from Glickman's "Example of the Glicko-2 system" (steps 1-8, the
// Illinois iteration of step 5 with epsilon 1e-7, tau 0.5, scale 173.7178), rating base 1000.
// Two new players, the first wins: mu = 0, phi = 350/173.7178 = 2.01476, g(phi) = 0.66907, E = 0.5,
// v = 8.93551, delta = 2.98923; sigma' ~ 0.0599997; phi* = 2.01565; phi' = 1.67121;
// mu' = 0.93433 -> 1000 + 173.7178 * 0.93433 = 1162.31, RD' = 290.32.
const cases: Array<{ name: string; a: Glicko; b: Glicko; score: 0 | 0.5 | 1; a2: Glicko; b2: Glicko }> = [
  {
    name: 'two new players, the first wins',
    a: NEW_PLAYER_GLICKO,
    b: NEW_PLAYER_GLICKO,
    score: 1,
    a2: { rating: 1162.3109, deviation: 290.319, volatility: 0.0599997 },
    b2: { rating: 837.6891, deviation: 290.319, volatility: 0.0599997 },
  },
  {
    name: 'an upset: a settled 1400 loses to a 1000',
    a: { rating: 1400, deviation: 80, volatility: 0.06 },
    b: { rating: 1000, deviation: 150, volatility: 0.06 },
    score: 0,
    a2: { rating: 1370.4445, deviation: 79.9846, volatility: 0.0600073 },
    b2: { rating: 1107.3051, deviation: 145.9335, volatility: 0.0600081 },
  },
  {
    name: 'a draw pulls the higher rating down and the lower up',
    a: { rating: 1200, deviation: 200, volatility: 0.06 },
    b: { rating: 1100, deviation: 300, volatility: 0.06 },
    score: 0.5,
    a2: { rating: 1185.2776, deviation: 185.395, volatility: 0.0599986 },
    b2: { rating: 1134.7477, deviation: 244.9437, volatility: 0.0599985 },
  },
];

const close = (actual: Glicko, expected: Glicko) => {
  expect(actual.rating).toBeCloseTo(expected.rating, 3);
  expect(actual.deviation).toBeCloseTo(expected.deviation, 2);
  expect(actual.volatility).toBeCloseTo(expected.volatility, 6);
};

describe('Glicko-2 ratings of a duel', () => {
  it.each(cases)('$name', ({ a, b, score, a2, b2 }) => {
    const [nextA, nextB] = rateDuel(a, b, score);
    close(nextA, a2);
    close(nextB, b2);
  });

  const glicko = fc.record({
    rating: fc.double({ min: 400, max: 2600, noNaN: true }),
    deviation: fc.double({ min: 30, max: 350, noNaN: true }),
    volatility: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
  });
  it('the winner never loses rating, the loser never gains, and neither is less sure than at the period start', () => {
    fc.assert(
      fc.property(glicko, glicko, (a, b) => {
        const [winner, loser] = rateDuel(a, b, 1);
        expect(winner.rating).toBeGreaterThanOrEqual(a.rating);
        expect(loser.rating).toBeLessThanOrEqual(b.rating);
        // Step 6: a rating period first widens RD by the volatility; a game then only narrows it.
        expect(winner.deviation).toBeLessThanOrEqual(
          Math.hypot(a.deviation, winner.volatility * 173.7178) + 1e-9,
        );
        expect(loser.deviation).toBeLessThanOrEqual(
          Math.hypot(b.deviation, loser.volatility * 173.7178) + 1e-9,
        );
      }),
    );
  });

  it('swapping the players mirrors the result', () => {
    fc.assert(
      fc.property(glicko, glicko, fc.constantFrom(0 as const, 0.5 as const, 1 as const), (a, b, score) => {
        const [a1, b1] = rateDuel(a, b, score);
        const [b2, a2] = rateDuel(b, a, (1 - score) as 0 | 0.5 | 1);
        expect(a2.rating).toBeCloseTo(a1.rating, 6);
        expect(b2.rating).toBeCloseTo(b1.rating, 6);
      }),
    );
  });
});
