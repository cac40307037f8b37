import { describe, expect, it } from 'vitest';
import { canPlaceCrapsBet, canRoll, crapsEventText, crapsPhaseText, crapsRollNet } from './craps-rules';

describe('craps rules in the browser', () => {
  const pass = [{ type: 'pass' as const, amount: '5.00' }];
  it.each([
    ['pass on the come-out', 'pass', 'come-out', [], true],
    ["don't pass on the come-out", 'dont-pass', 'come-out', [], true],
    ['pass once a point is set', 'pass', 'point', pass, false],
    ["don't pass once a point is set", 'dont-pass', 'point', [], false],
    ['field any time', 'field', 'point', [], true],
    ['hard eight any time', 'hard-eight', 'point', [], true],
    ['place 6 any time', 'place-6', 'come-out', [], true],
    ['come on the come-out', 'come', 'come-out', [], false],
    ['come once a point is set', 'come', 'point', [], true],
    ['pass odds behind a pass bet on a point', 'pass-odds', 'point', pass, true],
    ['pass odds without a pass bet', 'pass-odds', 'point', [], false],
    ["don't pass odds without a don't pass bet", 'dont-pass-odds', 'point', pass, false],
    ['come odds from the grid (they name a point)', 'come-odds', 'point', pass, false],
  ] as const)('%s → %s', (_name, type, phase, bets, expected) => {
    expect(canPlaceCrapsBet(type, { phase, bets: [...bets] })).toBe(expected);
  });

  it.each([
    ['no bets anywhere', 0, 0, false],
    ['only bets on the table', 2, 0, true],
    ['only new bets', 0, 1, true],
    ['both', 1, 1, true],
  ])('roll with %s → %s', (_name, onTable, fresh, expected) => {
    expect(canRoll(onTable, fresh)).toBe(expected);
  });

  it.each([
    ['come-out', { phase: 'come-out', point: null }, 'Come-out roll'],
    ['point 6', { phase: 'point', point: 6 }, 'Point: 6'],
  ] as const)('phase text, %s', (_name, table, text) => {
    expect(crapsPhaseText(table)).toBe(text);
  });

  it('names the point a roll set', () => {
    expect(crapsEventText({ event: 'point-set', total: 8, point: 8 })).toBe('Point set on 8');
    expect(crapsEventText({ event: 'seven-out', total: 7, point: null })).toBe('Seven out');
  });
});

describe('craps roll net result', () => {
  const fmt = (c: number) => (c / 100).toFixed(2);
  const bet = (
    type: 'pass' | 'field' | 'hard-eight',
    outcome: 'win' | 'lose' | 'push',
    returned: string,
  ) => ({
    type,
    amount: '5.00',
    outcome,
    returned,
  });
  it.each([
    ['a win', [bet('pass', 'win', '10.00')], { text: '+5.00 GC', tone: 'win' }],
    [
      'a hardway cleared (stake back) is not a win',
      [bet('hard-eight', 'push', '5.00')],
      { text: 'Stake returned (5.00 GC)', tone: 'push' },
    ],
    ['a loss', [bet('field', 'lose', '0.00')], { text: '−5.00 GC', tone: 'lose' }],
    ['nothing decided', [], null],
    [
      'a field win beside a pass loss is even, not a win',
      [bet('pass', 'lose', '0.00'), bet('field', 'win', '10.00')],
      { text: 'Stake returned (10.00 GC)', tone: 'push' },
    ],
  ] as const)('%s', (_name, settlements, expected) => {
    expect(crapsRollNet({ settlements: [...settlements] }, fmt)).toEqual(expected);
  });
});
