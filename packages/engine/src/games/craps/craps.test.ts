import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRAPS_BET_TYPES,
  flatBetOf,
  MAX_LAY_MULTIPLE,
  MAX_ODDS_MULTIPLE,
  newCrapsState,
  placeCrapsBets,
  rollCraps,
  type CrapsBetType,
  type CrapsState,
} from './craps.js';
import { add, div, mul, ONE, ratio, sub, ZERO, type Ratio } from '../../ratio.js';
import type { CrapsBet, CrapsRollResult } from './craps.js';

const DICE: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) DICE.push([a, b]);
const P = ratio(1, 36);

const AMOUNT = 30; // divisible by 2, 3, 5 and 6: every odds and place return is a whole unit

type BetState = Pick<CrapsState, 'phase' | 'point'> & { bet: CrapsBet };
const keyOf = (s: BetState) => `${s.phase}:${s.point}:${s.bet.type}:${s.bet.point}`;

/**
 * Exact expected return of one bet of AMOUNT, played through the real reducer over every dice
 * outcome until it is decided. The bet's life is a Markov chain over (table phase, table point,
 * the bet's own point); place and come bets can return to a state already seen (they stay up
 * across rounds), so the chain is solved as a linear system in exact rationals. Bets cleared at the
 * end of a round are not decisions of the bet, so (as the published figures do) the edge is per
 * bet decided: E[returned; decided] / P(decided), per unit staked.
 */
function exactReturn(start: BetState): Ratio {
  const index = new Map<string, number>();
  const states: BetState[] = [];
  const visit = (s: BetState): number => {
    const known = index.get(keyOf(s));
    if (known !== undefined) return known;
    index.set(keyOf(s), states.length);
    states.push(s);
    return states.length - 1;
  };
  visit(start);
  // Row i: x_i - sum_j T_ij x_j = b_i, once for the returned amount and once for P(decided).
  const rows: { next: Map<number, Ratio>; ret: Ratio; decided: Ratio }[] = [];
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    const row = { next: new Map<number, Ratio>(), ret: ZERO, decided: ZERO };
    for (const dice of DICE) {
      const r = rollCraps({ phase: s.phase, point: s.point, bets: [s.bet], history: [] }, dice);
      if (!r.ok) throw new Error(r.error);
      const settled = r.settlements[0];
      if (settled && settled.reason !== 'cleared') {
        row.ret = add(row.ret, mul(P, ratio(settled.returned, AMOUNT)));
        row.decided = add(row.decided, P);
      } else if (!settled) {
        const j = visit({ phase: r.state.phase, point: r.state.point, bet: r.state.bets[0]! });
        row.next.set(j, add(row.next.get(j) ?? ZERO, P));
      }
    }
    rows.push(row);
  }
  const n = states.length;
  // Augmented matrix [I - T | ret decided], Gauss-Jordan elimination.
  const m: Ratio[][] = rows.map((row, i) => [
    ...Array.from({ length: n }, (_, j) => sub(i === j ? ONE : ZERO, row.next.get(j) ?? ZERO)),
    row.ret,
    row.decided,
  ]);
  for (let c = 0; c < n; c++) {
    const pivot = m.findIndex((r, i) => i >= c && r[c]!.num !== 0n);
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const pr = m[c]!;
    const inv = div(ONE, pr[c]!);
    for (let k = 0; k < n + 2; k++) pr[k] = mul(pr[k]!, inv);
    for (let i = 0; i < n; i++) {
      const f = m[i]![c]!;
      if (i === c || f.num === 0n) continue;
      for (let k = 0; k < n + 2; k++) m[i]![k] = sub(m[i]![k]!, mul(f, pr[k]!));
    }
  }
  return div(m[0]![n]!, m[0]![n + 1]!);
}

const comeOut = (type: CrapsBetType): BetState => ({
  phase: 'come-out',
  point: null,
  bet: { type, amount: AMOUNT },
});
const onPoint = (point: number, bet: Omit<CrapsBet, 'amount'>): BetState => ({
  phase: 'point',
  point,
  bet: { ...bet, amount: AMOUNT },
});
const percent = (edge: Ratio) => ((Number(edge.num) / Number(edge.den)) * 100).toFixed(3);

describe('craps house edges, exact, against the published figures', () => {
  it.each<[string, BetState, Ratio, string]>([
    ['pass', comeOut('pass'), ratio(7, 495), '1.414'],
    ["don't pass", comeOut('dont-pass'), ratio(3, 220), '1.364'],
    ['field', comeOut('field'), ratio(1, 18), '5.556'],
    ['any seven', comeOut('any-seven'), ratio(1, 6), '16.667'],
    ['any craps', comeOut('any-craps'), ratio(1, 9), '11.111'],
    ['hard six', comeOut('hard-six'), ratio(1, 11), '9.091'],
    ['hard eight', comeOut('hard-eight'), ratio(1, 11), '9.091'],
    ['place 6 (from the come-out)', comeOut('place-6'), ratio(1, 66), '1.515'],
    ['place 8 (with a point of 4)', onPoint(4, { type: 'place-8' }), ratio(1, 66), '1.515'],
    ['place 5', comeOut('place-5'), ratio(1, 25), '4.000'],
    ['place 9', onPoint(6, { type: 'place-9' }), ratio(1, 25), '4.000'],
    ['place 4', comeOut('place-4'), ratio(1, 15), '6.667'],
    ['place 10', onPoint(10, { type: 'place-10' }), ratio(1, 15), '6.667'],
    ...[4, 5, 6, 8, 9, 10].flatMap((p): [string, BetState, Ratio, string][] => [
      [`pass odds on ${p}`, onPoint(p, { type: 'pass-odds' }), ZERO, '0.000'],
      [`don't pass odds on ${p}`, onPoint(p, { type: 'dont-pass-odds' }), ZERO, '0.000'],
      [`come (point ${p}) = pass`, onPoint(p, { type: 'come' }), ratio(7, 495), '1.414'],
      [`don't come (point ${p}) = don't pass`, onPoint(p, { type: 'dont-come' }), ratio(3, 220), '1.364'],
      [`come odds on ${p}`, onPoint(4, { type: 'come-odds', point: p }), ZERO, '0.000'],
      [`don't come odds on ${p}`, onPoint(9, { type: 'dont-come-odds', point: p }), ZERO, '0.000'],
    ]),
  ])('%s', (_name, start, edge, published) => {
    const houseEdge = sub(ONE, exactReturn(start));
    expect(houseEdge).toEqual(edge);
    expect(percent(houseEdge)).toBe(published);
  });

  it.each<[string, CrapsBetType, number, [number, number], number]>([
    ['pass odds on 4 pay 2:1', 'pass-odds', 4, [2, 2], 180],
    ['pass odds on 9 pay 3:2', 'pass-odds', 9, [4, 5], 150],
    ['pass odds on 6 pay 6:5', 'pass-odds', 6, [1, 5], 132],
    ["don't pass odds on 10 pay 1:2", 'dont-pass-odds', 10, [3, 4], 90],
    ["don't pass odds on 5 pay 2:3", 'dont-pass-odds', 5, [3, 4], 100],
    ["don't pass odds on 8 pay 5:6", 'dont-pass-odds', 8, [3, 4], 110],
    ['place 4 pays 9:5', 'place-4', 9, [1, 3], 168],
    ['place 5 pays 7:5', 'place-5', 9, [1, 4], 144],
    ['place 6 pays 7:6', 'place-6', 9, [1, 5], 130],
  ])('%s (a 60 stake returns %#)', (_name, type, point, dice, returned) => {
    const state: CrapsState = { phase: 'point', point, bets: [{ type, amount: 60 }], history: [] };
    const r = rollCraps(state, dice);
    if (!r.ok) throw new Error(r.error);
    expect(r.settlements[0]).toMatchObject({ outcome: 'win', returned });
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
            // Bets the table refuses (a pass bet on a point, odds with no bet to back) stay off it.
            const wanted = [{ type, amount: flatBetOf(type) ? 25 : 7 }];
            const bets = placeCrapsBets(state, wanted).ok ? wanted : [];
            staked += bets.reduce((t, b) => t + b.amount, 0);
            const r = roll(state, [d1, d2], bets);
            settledStakes += r.settlements.reduce((s, x) => s + x.bet.amount, 0);
            state = r.state;
            expect(state.history.length).toBeLessThanOrEqual(10);
            // Odds never outlive the bet they back, nor pass 3-4-5x (6x laid) of it.
            for (const odds of state.bets.filter((b) => flatBetOf(b.type))) {
              const flat = flatBetOf(odds.type)!;
              const point = flat === 'come' || flat === 'dont-come' ? odds.point : state.point;
              const same = (b: CrapsBet) => flat === 'pass' || flat === 'dont-pass' || b.point === point;
              const backing = state.bets
                .filter((b) => b.type === flat && same(b))
                .reduce((t, b) => t + b.amount, 0);
              const laid = state.bets
                .filter((b) => b.type === odds.type && same(b))
                .reduce((t, b) => t + b.amount, 0);
              const cap = odds.type.startsWith('dont') ? MAX_LAY_MULTIPLE : MAX_ODDS_MULTIPLE[point ?? 0]!;
              expect(laid).toBeLessThanOrEqual(backing * cap);
            }
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

describe('craps odds, place and come bets', () => {
  const must = (r: ReturnType<typeof rollCraps>): CrapsRollResult => {
    if (!r.ok) throw new Error(r.error);
    return r;
  };
  const pointOf = (point: number, bets: CrapsBet[]): CrapsState => ({
    phase: 'point',
    point,
    bets,
    history: [],
  });

  it('a come bet moves to its own point, takes odds there, and wins on it', () => {
    let r = must(
      rollCraps(pointOf(4, [{ type: 'pass', amount: 1000 }]), [2, 3], [{ type: 'come', amount: 1000 }]),
    );
    expect(r.state.bets).toEqual([
      { type: 'pass', amount: 1000 },
      { type: 'come', amount: 1000, point: 5 },
    ]);
    r = must(rollCraps(r.state, [3, 3], [{ type: 'come-odds', amount: 4000, point: 5 }]));
    r = must(rollCraps(r.state, [1, 4]));
    expect(r.settlements.map((s) => [s.bet.type, s.outcome, s.returned])).toEqual([
      ['come', 'win', 2000],
      ['come-odds', 'win', 10000],
    ]);
    expect(r.state).toMatchObject({ phase: 'point', point: 4, bets: [{ type: 'pass', amount: 1000 }] });
  });

  it.each<[string, [number, number], string, number]>([
    ['come wins on a 7 on its first roll', [3, 4], 'win', 200],
    ['come wins on 11', [5, 6], 'win', 200],
    ['come loses on 2', [1, 1], 'lose', 0],
    ['come moves on 8', [4, 4], 'pending', 0],
  ])('%s', (_name, dice, outcome, returned) => {
    const r = must(rollCraps(pointOf(6, []), dice, [{ type: 'come', amount: 100 }]));
    const settled = r.settlements.find((s) => s.bet.type === 'come');
    expect(settled?.outcome ?? 'pending').toBe(outcome);
    expect(settled?.returned ?? 0).toBe(returned);
  });

  it("don't come: 12 is a push, 2 wins, then a 7 beats its point", () => {
    expect(
      must(rollCraps(pointOf(6, []), [6, 6], [{ type: 'dont-come', amount: 100 }])).settlements[0],
    ).toMatchObject({
      outcome: 'push',
      returned: 100,
    });
    expect(must(rollCraps(pointOf(6, []), [1, 1], [{ type: 'dont-come', amount: 100 }])).winAmount).toBe(200);
    const moved = must(rollCraps(pointOf(6, []), [4, 6], [{ type: 'dont-come', amount: 100 }]));
    expect(moved.state.bets).toEqual([{ type: 'dont-come', amount: 100, point: 10 }]);
    const r = must(rollCraps(moved.state, [2, 5], [{ type: 'dont-come-odds', amount: 600, point: 10 }]));
    expect(r.winAmount).toBe(200 + 900);
  });

  it('place bets are off on the come-out and stay up through a made point; hardways clear', () => {
    const placed = must(rollCraps(newCrapsState(), [3, 4], [{ type: 'place-6', amount: 600 }]));
    expect(placed.settlements).toEqual([]);
    expect(placed.state.bets).toEqual([{ type: 'place-6', amount: 600 }]);
    let r = must(rollCraps(placed.state, [2, 2], [{ type: 'hard-eight', amount: 100 }]));
    r = must(rollCraps(r.state, [1, 3]));
    expect(r.event).toBe('point-made');
    expect(r.settlements.map((s) => [s.bet.type, s.outcome])).toEqual([['hard-eight', 'push']]);
    expect(r.state.bets).toEqual([{ type: 'place-6', amount: 600 }]);
    r = must(rollCraps(r.state, [4, 5]));
    r = must(rollCraps(r.state, [3, 4]));
    expect(r.event).toBe('seven-out');
    expect(r.settlements).toEqual([{ bet: { type: 'place-6', amount: 600 }, outcome: 'lose', returned: 0 }]);
  });

  it.each<[string, CrapsState, CrapsBet[], string | null]>([
    ['come on the come-out', newCrapsState(), [{ type: 'come', amount: 100 }], 'bet_not_allowed_in_phase'],
    ['pass odds with no pass bet', pointOf(4, []), [{ type: 'pass-odds', amount: 100 }], 'odds_without_bet'],
    [
      'pass odds on the come-out',
      { ...newCrapsState(), bets: [{ type: 'pass', amount: 100 }] },
      [{ type: 'pass-odds', amount: 100 }],
      'odds_without_bet',
    ],
    ['3x odds on 4', pointOf(4, [{ type: 'pass', amount: 100 }]), [{ type: 'pass-odds', amount: 300 }], null],
    [
      'more than 3x on 4',
      pointOf(4, [{ type: 'pass', amount: 100 }]),
      [{ type: 'pass-odds', amount: 301 }],
      'odds_over_max',
    ],
    ['4x on 5', pointOf(5, [{ type: 'pass', amount: 100 }]), [{ type: 'pass-odds', amount: 400 }], null],
    ['5x on 8', pointOf(8, [{ type: 'pass', amount: 100 }]), [{ type: 'pass-odds', amount: 500 }], null],
    [
      'more than 5x on 8',
      pointOf(8, [{ type: 'pass', amount: 100 }]),
      [{ type: 'pass-odds', amount: 501 }],
      'odds_over_max',
    ],
    [
      'odds over the max in two pieces',
      pointOf(6, [
        { type: 'pass', amount: 100 },
        { type: 'pass-odds', amount: 300 },
      ]),
      [{ type: 'pass-odds', amount: 201 }],
      'odds_over_max',
    ],
    [
      'lay 6x on 4',
      pointOf(4, [{ type: 'dont-pass', amount: 100 }]),
      [{ type: 'dont-pass-odds', amount: 600 }],
      null,
    ],
    [
      'lay more than 6x',
      pointOf(4, [{ type: 'dont-pass', amount: 100 }]),
      [{ type: 'dont-pass-odds', amount: 601 }],
      'odds_over_max',
    ],
    [
      'come odds on a number with no come bet',
      pointOf(4, [{ type: 'come', amount: 100, point: 5 }]),
      [{ type: 'come-odds', amount: 100, point: 6 }],
      'odds_without_bet',
    ],
    [
      'come odds with no point',
      pointOf(4, [{ type: 'come', amount: 100, point: 5 }]),
      [{ type: 'come-odds', amount: 100 }],
      'odds_without_bet',
    ],
    [
      'a new come bet naming a point',
      pointOf(4, []),
      [{ type: 'come', amount: 100, point: 5 }],
      'invalid_bet_type',
    ],
    [
      'a place bet naming a point',
      pointOf(4, []),
      [{ type: 'place-6', amount: 600, point: 6 }],
      'invalid_bet_type',
    ],
    ['a pass bet on the come-out', newCrapsState(), [{ type: 'pass', amount: 100 }], null],
  ])('%s', (_name, state, bets, error) => {
    expect(placeCrapsBets(state, bets)).toEqual(
      error ? { ok: false, error } : expect.objectContaining({ ok: true }),
    );
  });
});
