import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMoneyString } from '../../components/games/money';
import { jackpotToastOf, spinResultOf } from './spin-result';

describe('spinResultOf', () => {
  it.each([
    ['a losing spin', { winAmount: '0.00' }, 100, { net: { kind: 'loss', net: -100 }, jackpot: null }],
    ['a line win', { winAmount: '5.00' }, 100, { net: { kind: 'win', net: 400 }, jackpot: null }],
    ['a push', { winAmount: '1.00' }, 100, { net: { kind: 'push', net: 0 }, jackpot: null }],
    [
      'a Grand Jackpot win (the pool is part of winAmount)',
      { winAmount: '25050.00', jackpotWon: '25000.00' },
      100,
      { net: { kind: 'win', net: 2_504_900 }, jackpot: 2_500_000 },
    ],
    [
      'a Grand Jackpot won on a free spin',
      { winAmount: '10010.00', jackpotWon: '10000.00' },
      0,
      { net: { kind: 'win', net: 1_001_000 }, jackpot: 1_000_000 },
    ],
    [
      'an empty pool paid',
      { winAmount: '0.00', jackpotWon: '0.00' },
      100,
      { net: { kind: 'loss', net: -100 }, jackpot: null },
    ],
  ] as const)('reads %s', (_name, response, staked, expected) => {
    expect(spinResultOf(response, staked)).toEqual(expected);
  });

  it('reports a jackpot exactly when the response names a positive one, in cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
        (lineWin, staked, pool) => {
          const result = spinResultOf(
            {
              winAmount: toMoneyString(lineWin + (pool ?? 0)),
              ...(pool === undefined ? {} : { jackpotWon: toMoneyString(pool) }),
            },
            staked,
          );
          expect(result.jackpot).toBe(pool !== undefined && pool > 0 ? pool : null);
          expect(result.net.net).toBe(lineWin + (pool ?? 0) - staked);
        },
      ),
    );
  });
});

describe('jackpotToastOf', () => {
  it('names the Grand Jackpot and the coins won, never dollars', () => {
    const toast = jackpotToastOf(2_500_000);
    expect(toast.title).toMatch(/GRAND JACKPOT/);
    expect(toast.description).toBe('You won the Grand Jackpot: 25,000.00 GC.');
    expect(toast.description).not.toContain('$');
  });
});
