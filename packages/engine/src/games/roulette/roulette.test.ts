import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFloatStream } from '../../fairness-stream.js';
import { ratio } from '../../ratio.js';
import { pocketColor, settleRoulette, spinRoulette, type RouletteBet } from './roulette.js';

const everyBet: [string, RouletteBet][] = [
  ['red', { type: 'red', amount: 1 }],
  ['black', { type: 'black', amount: 1 }],
  ['even', { type: 'even', amount: 1 }],
  ['odd', { type: 'odd', amount: 1 }],
  ...Array.from({ length: 37 }, (_, n): [string, RouletteBet] => [
    `number ${n}`,
    { type: 'number', value: n, amount: 1 },
  ]),
];

describe('roulette', () => {
  it.each(everyBet)('%s returns exactly 36/37 over the 37 pockets', (_name, bet) => {
    let returned = 0;
    for (let pocket = 0; pocket < 37; pocket++) {
      const r = settleRoulette([bet], pocket);
      if (!r.ok) throw new Error(r.error);
      returned += r.winAmount;
    }
    expect(ratio(returned, 37)).toEqual(ratio(36, 37));
  });

  it('has 18 red, 18 black and one green pocket', () => {
    const colors = Array.from({ length: 37 }, (_, p) => pocketColor(p));
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    expect(colors.filter((c) => c === 'black')).toHaveLength(18);
    expect(colors.filter((c) => c === 'green')).toEqual(['green']);
  });

  it.each<[string, RouletteBet[], number, string]>([
    [
      'zero loses every outside bet',
      [
        { type: 'red', amount: 10 },
        { type: 'even', amount: 10 },
      ],
      0,
      '0',
    ],
    ['zero pays a straight-up bet on zero', [{ type: 'number', value: 0, amount: 10 }], 0, '360'],
    [
      'several bets settle together',
      [
        { type: 'red', amount: 10 },
        { type: 'odd', amount: 5 },
        { type: 'number', value: 3, amount: 1 },
      ],
      3,
      '66',
    ],
    [
      'black 2 wins black and even',
      [
        { type: 'black', amount: 10 },
        { type: 'even', amount: 10 },
      ],
      2,
      '40',
    ],
  ])('%s', (_name, bets, pocket, win) => {
    const r = settleRoulette(bets, pocket);
    expect(r.ok && String(r.winAmount)).toBe(win);
  });

  it.each<[string, RouletteBet[], string]>([
    ['no bets', [], 'no_bets'],
    ['number 37', [{ type: 'number', value: 37, amount: 1 }], 'invalid_number'],
    ['number without value', [{ type: 'number', amount: 1 }], 'invalid_number'],
    ['fractional amount', [{ type: 'red', amount: 1.5 }], 'invalid_amount'],
    ['unknown type', [{ type: 'green' as 'red', amount: 1 }], 'invalid_bet_type'],
  ])('rejects %s', (_name, bets, error) => {
    expect(spinRoulette(bets, createFloatStream({ serverSeed: 's', clientSeed: 'c', nonce: 0 }))).toEqual({
      ok: false,
      error,
    });
  });

  it('never returns more than the best single-number payout and is reproducible', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const seeds = { serverSeed: 'srv', clientSeed, nonce };
        const bets: RouletteBet[] = [
          { type: 'number', value: 17, amount: 100 },
          { type: 'red', amount: 100 },
        ];
        const a = spinRoulette(bets, createFloatStream(seeds));
        expect(a).toEqual(spinRoulette(bets, createFloatStream(seeds)));
        if (!a.ok) throw new Error(a.error);
        expect(a.number).toBeGreaterThanOrEqual(0);
        expect(a.number).toBeLessThanOrEqual(36);
        expect(a.winAmount).toBeLessThanOrEqual(3600 + 200);
      }),
      { numRuns: 200 },
    );
  });
});
