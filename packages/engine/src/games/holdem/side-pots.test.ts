import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPots, potTotal, type Contribution } from './side-pots.js';

const c = (seat: number, amount: number, live = true): Contribution => ({ seat, amount, live });

describe('side pots', () => {
  it.each<
    [
      string,
      Contribution[],
      number,
      { amount: number; eligible: number[] }[],
      { seat: number; amount: number }[],
    ]
  >([
    ['two players, equal bets', [c(0, 500), c(1, 500)], 0, [{ amount: 1000, eligible: [0, 1] }], []],
    [
      'three-way all-in with different stacks',
      [c(0, 1000), c(1, 3000), c(2, 5000)],
      0,
      [
        { amount: 3000, eligible: [0, 1, 2] },
        { amount: 4000, eligible: [1, 2] },
      ],
      [{ seat: 2, amount: 2000 }],
    ],
    [
      'four-way with two short all-ins',
      [c(0, 200), c(1, 500), c(2, 900), c(3, 900)],
      0,
      [
        { amount: 800, eligible: [0, 1, 2, 3] },
        { amount: 900, eligible: [1, 2, 3] },
        { amount: 800, eligible: [2, 3] },
      ],
      [],
    ],
    [
      'a folded player’s chips stay in the pots they reached',
      [c(0, 300, false), c(1, 100), c(2, 300)],
      0,
      [
        { amount: 300, eligible: [1, 2] },
        { amount: 400, eligible: [2] },
      ],
      [],
    ],
    [
      'uncalled bet goes back',
      [c(0, 100, false), c(1, 800)],
      0,
      [{ amount: 200, eligible: [1] }],
      [{ seat: 1, amount: 700 }],
    ],
    [
      'chips above every live player are forfeit to the pot below (small blind folds over a short big blind)',
      [c(0, 50, false), c(1, 30)],
      0,
      [{ amount: 80, eligible: [1] }],
      [],
    ],
    [
      'everyone else folded before the winner put anything in',
      [c(0, 50, false), c(1, 100, false), c(2, 0)],
      0,
      [{ amount: 150, eligible: [2] }],
      [],
    ],
    [
      'dead money goes to the main pot',
      [c(0, 100), c(1, 300), c(2, 300)],
      50,
      [
        { amount: 350, eligible: [0, 1, 2] },
        { amount: 400, eligible: [1, 2] },
      ],
      [],
    ],
    [
      'layers with the same contenders are one pot',
      [c(0, 100, false), c(1, 300), c(2, 300)],
      0,
      [{ amount: 700, eligible: [1, 2] }],
      [],
    ],
  ])('%s', (_name, contributions, dead, pots, returned) => {
    const result = buildPots(contributions, dead);
    expect(result.pots).toEqual(pots);
    expect(result.returned).toEqual(returned);
  });

  it('always accounts for every chip, and only live players who reached a pot can win it', () => {
    const contribution = fc.record({ amount: fc.nat({ max: 10_000 }), live: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(contribution, { minLength: 2, maxLength: 10 }),
        fc.nat({ max: 500 }),
        (raw, dead) => {
          const contributions = raw.map((x, seat) => ({ seat, ...x }));
          // A hand always has at least one player left in it.
          contributions[0] = { ...contributions[0]!, live: true };
          const result = buildPots(contributions, dead);
          const total = contributions.reduce((s, x) => s + x.amount, 0) + dead;
          expect(potTotal(result)).toBe(total);
          for (const pot of result.pots) {
            expect(pot.amount).toBeGreaterThan(0);
            expect(pot.eligible.length).toBeGreaterThan(0);
            for (const seat of pot.eligible) expect(contributions[seat]!.live).toBe(true);
          }
          for (const r of result.returned) {
            const others = contributions.filter((x) => x.seat !== r.seat).map((x) => x.amount);
            expect(contributions[r.seat]!.amount - r.amount).toBe(Math.max(0, ...others));
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
