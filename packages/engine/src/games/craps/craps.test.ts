import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRAPS_BET_TYPES,
  newCrapsState,
  placeCrapsBets,
  rollCraps,
  type CrapsBetType,
  type CrapsState,
} from './craps.js';
import { add, div, mul, ONE, ratio, sub, ZERO, type Ratio } from '../../ratio.js';

const DICE: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) DICE.push([a, b]);
const P = ratio(1, 36);

/**
 * Exact expected return of a 1-unit bet placed on the come-out roll, played through the real
 * reducer over every dice outcome. Bets cleared at the end of a round are not decisions of the bet,
 * so (as the published figures do) the edge is per bet that is decided: E[returned; decided] / P(decided).
 * States: come-out, or a point; a pending bet either stays in its state or moves come-out -> point.
 */
function exactReturn(type: CrapsBetType): Ratio {
  const memo = new Map<string, [Ratio, Ratio]>();
  const value = (state: CrapsState): [Ratio, Ratio] => {
    const key = `${state.phase}:${state.point}`;
    const cached = memo.get(key);
    if (cached) return cached;
    let ret = ZERO; // expected returned, over decided outcomes, from transitions leaving the state
    let decided = ZERO;
    let stay = ZERO; // probability of staying pending in this same state
    for (const dice of DICE) {
      const start = { ...state, bets: [{ type, amount: 1 }] };
      const r = rollCraps(start, dice);
      if (!r.ok) throw new Error(r.error);
      const s = r.settlements[0];
      if (s && s.reason !== 'cleared') {
        ret = add(ret, mul(P, ratio(s.returned)));
        decided = add(decided, P);
      } else if (!s) {
        if (r.state.phase === state.phase && r.state.point === state.point) stay = add(stay, P);
        else {
          const [nr, nd] = value({ ...r.state, bets: [] });
          ret = add(ret, mul(P, nr));
          decided = add(decided, mul(P, nd));
        }
      }
    }
    const scale = div(ONE, sub(ONE, stay));
    const out: [Ratio, Ratio] = [mul(ret, scale), mul(decided, scale)];
    memo.set(key, out);
    return out;
  };
  const [ret, decided] = value(newCrapsState());
  return div(ret, decided);
}

describe('craps house edges, exact, against the published figures', () => {
  it.each<[CrapsBetType, Ratio, string]>([
    ['pass', ratio(7, 495), '1.41'],
    ['dont-pass', ratio(3, 220), '1.36'],
    ['field', ratio(1, 18), '5.56'],
    ['any-seven', ratio(1, 6), '16.67'],
    ['any-craps', ratio(1, 9), '11.11'],
    ['hard-six', ratio(1, 11), '9.09'],
    ['hard-eight', ratio(1, 11), '9.09'],
  ])('%s: house edge %s = %s%%', (type, edge, percent) => {
    const houseEdge = sub(ONE, exactReturn(type));
    expect(houseEdge).toEqual(edge);
    expect(((Number(houseEdge.num) / Number(houseEdge.den)) * 100).toFixed(2)).toBe(percent);
  });
});

describe('craps rounds', () => {
  const roll = (
    state: CrapsState,
    dice: [number, number],
    bets: { type: CrapsBetType; amount: number }[] = [],
  ) => {
    const r = rollCraps(state, dice, bets);
    if (!r.ok) throw new Error(r.error);
    return r;
  };

  it.each<[string, [number, number], string, string]>([
    ['7 on the come-out is a natural', [3, 4], 'natural', 'win'],
    ['11 on the come-out is a natural', [5, 6], 'natural', 'win'],
    ['2 on the come-out is craps', [1, 1], 'craps', 'lose'],
    ['12 on the come-out is craps', [6, 6], 'craps', 'lose'],
    ['4 sets the point', [2, 2], 'point-set', 'pending'],
    ['10 sets the point', [4, 6], 'point-set', 'pending'],
  ])('%s', (_name, dice, event, passOutcome) => {
    const r = roll(newCrapsState(), dice, [{ type: 'pass', amount: 100 }]);
    expect(r.event).toBe(event);
    expect(r.settlements[0]?.outcome ?? 'pending').toBe(passOutcome);
  });

  it("pushes don't pass on a come-out 12", () => {
    const r = roll(newCrapsState(), [6, 6], [{ type: 'dont-pass', amount: 100 }]);
    expect(r.settlements).toEqual([
      { bet: { type: 'dont-pass', amount: 100 }, outcome: 'push', reason: 'bar-12', returned: 100 },
    ]);
  });

  it('makes the point, returns to come-out and clears a hardway still up', () => {
    let r = roll(
      newCrapsState(),
      [2, 3],
      [
        { type: 'pass', amount: 100 },
        { type: 'hard-eight', amount: 50 },
      ],
    );
    expect(r.state).toMatchObject({ phase: 'point', point: 5 });
    r = roll(r.state, [1, 4]);
    expect(r.event).toBe('point-made');
    expect(r.state).toMatchObject({ phase: 'come-out', point: null, bets: [] });
    expect(r.settlements.map((s) => [s.bet.type, s.outcome, s.returned])).toEqual([
      ['pass', 'win', 200],
      ['hard-eight', 'push', 50],
    ]);
  });

  it("sevens out: pass loses, don't pass wins, hardways lose", () => {
    let r = roll(
      newCrapsState(),
      [4, 5],
      [
        { type: 'pass', amount: 10 },
        { type: 'dont-pass', amount: 10 },
        { type: 'hard-six', amount: 10 },
      ],
    );
    r = roll(r.state, [3, 4]);
    expect(r.event).toBe('seven-out');
    expect(r.settlements.map((s) => [s.bet.type, s.outcome, s.returned])).toEqual([
      ['pass', 'lose', 0],
      ['dont-pass', 'win', 20],
      ['hard-six', 'lose', 0],
    ]);
  });

  it.each<[string, [number, number], number]>([
    ['hard six wins on 3+3', [3, 3], 100],
    ['hard six loses the easy way', [2, 4], 0],
    ['field pays 3x on 12', [6, 6], 30],
    ['field pays 2x on 9', [4, 5], 20],
    ['field loses on 7', [3, 4], 0],
  ])('%s', (_name, dice, returned) => {
    const type: CrapsBetType = _name.startsWith('hard') ? 'hard-six' : 'field';
    const r = roll(newCrapsState(), dice, [{ type, amount: 10 }]);
    expect(r.winAmount).toBe(returned);
  });

  it('rejects pass bets in the point phase and bad input, leaving state unchanged', () => {
    const inPoint = roll(newCrapsState(), [2, 2], [{ type: 'pass', amount: 10 }]).state;
    expect(placeCrapsBets(inPoint, [{ type: 'pass', amount: 10 }])).toEqual({
      ok: false,
      error: 'bet_not_allowed_in_phase',
    });
    expect(rollCraps(inPoint, [0, 7])).toEqual({ ok: false, error: 'invalid_dice' });
    expect(placeCrapsBets(inPoint, [{ type: 'field', amount: -1 }])).toEqual({
      ok: false,
      error: 'invalid_amount',
    });
    expect(placeCrapsBets(inPoint, [])).toEqual({ ok: false, error: 'no_bets' });
    expect(inPoint.bets).toEqual([{ type: 'pass', amount: 10 }]);
  });

  it("keeps the last 10 rolls, conserves stakes, and keeps pass/don't pass only on a live point", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 6 }),
            fc.integer({ min: 1, max: 6 }),
            fc.constantFrom(...CRAPS_BET_TYPES),
          ),
          {
            maxLength: 40,
          },
        ),
        (rolls) => {
          let state = newCrapsState();
          let staked = 0;
          let settledStakes = 0;
          for (const [d1, d2, type] of rolls) {
            const bets =
              state.phase === 'point' && (type === 'pass' || type === 'dont-pass')
                ? []
                : [{ type, amount: 7 }];
            staked += bets.length * 7;
            const r = roll(state, [d1, d2], bets);
            settledStakes += r.settlements.reduce((s, x) => s + x.bet.amount, 0);
            state = r.state;
            expect(state.history.length).toBeLessThanOrEqual(10);
            if (state.phase === 'come-out')
              expect(state.bets.filter((b) => b.type === 'pass' || b.type === 'dont-pass')).toEqual([]);
          }
          expect(settledStakes + state.bets.reduce((s, b) => s + b.amount, 0)).toBe(staked);
          expect(state.history).toEqual(
            rolls.slice(-10).map(([d1, d2]) => ({ dice: [d1, d2], total: d1 + d2 })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
