import { describe, expect, it } from 'vitest';
import { canPlaceCrapsBet, canRoll, crapsEventText, crapsPhaseText, crapsRollToast } from './craps-rules';

describe('craps rules in the browser', () => {
  it.each([
    ['pass on the come-out', 'pass', 'come-out', true],
    ["don't pass on the come-out", 'dont-pass', 'come-out', true],
    ['pass once a point is set', 'pass', 'point', false],
    ["don't pass once a point is set", 'dont-pass', 'point', false],
    ['field any time', 'field', 'point', true],
    ['hard eight any time', 'hard-eight', 'point', true],
  ] as const)('%s → %s', (_name, type, phase, expected) => {
    expect(canPlaceCrapsBet(type, phase)).toBe(expected);
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

describe('craps roll toast', () => {
  const base = { dice: [3, 4] as [number, number], total: 7, point: null, phase: 'come-out' as const };
  it.each([
    [
      'a win',
      [{ type: 'pass' as const, amount: '5.00', outcome: 'win' as const, returned: '10.00' }],
      'Natural! You won 10.00 🎉',
    ],
    [
      'a hardway cleared (stake back) is not a win',
      [{ type: 'hard-eight' as const, amount: '5.00', outcome: 'push' as const, returned: '5.00' }],
      'Natural! Bets returned',
    ],
    [
      'a loss',
      [{ type: 'field' as const, amount: '5.00', outcome: 'lose' as const, returned: '0.00' }],
      'Natural! House wins',
    ],
    ['nothing decided', [], 'Rolled 7 · Natural!'],
    [
      'a field win beside a pass loss is a win',
      [
        { type: 'pass' as const, amount: '5.00', outcome: 'lose' as const, returned: '0.00' },
        { type: 'field' as const, amount: '5.00', outcome: 'win' as const, returned: '10.00' },
      ],
      'Natural! You won 10.00 🎉',
    ],
  ])('%s', (_name, settlements, title) => {
    expect(crapsRollToast({ ...base, event: 'natural', settlements }).title).toBe(title);
  });
});
