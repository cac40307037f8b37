import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_STAKE_LIMITS } from '@casino/games';
import { isDomainError } from '../errors.js';
import { formatMoney } from '../money.js';
import { challengeTermsOf } from './challenge-terms.js';

const request = (betAmount: string | number, betType: 'coins' | 'sweepstakes' = 'coins') =>
  ({ gameType: 'math', betAmount, betType, skillLevel: 'intermediate' }) as const;

const refusalOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
};

describe('challenge terms', () => {
  it('takes the registry: coins stake coins, sweepstakes stake sweeps, the level as asked', () => {
    expect(challengeTermsOf(request('12.50'))).toEqual({
      gameType: 'math',
      betType: 'coins',
      currency: 'coins',
      betUnits: 1_250n,
      skillLevel: 'intermediate',
    });
    expect(challengeTermsOf(request(0.5, 'sweepstakes'))).toMatchObject({
      currency: 'sweeps',
      betUnits: 50n,
    });
  });

  it('every amount within the limits, as a string or a number, is taken exactly', () => {
    for (const betType of ['coins', 'sweepstakes'] as const) {
      const { min, max } = CHALLENGE_STAKE_LIMITS[betType === 'coins' ? 'coins' : 'sweeps'];
      fc.assert(
        fc.property(fc.integer({ min, max }), fc.boolean(), (units, asNumber) => {
          const text = formatMoney(BigInt(units));
          const terms = challengeTermsOf(request(asNumber ? Number(text) : text, betType));
          expect(terms.betUnits).toBe(BigInt(units));
        }),
      );
    }
  });

  it('every amount outside the limits is refused, naming betAmount and the limits', () => {
    const { min, max } = CHALLENGE_STAKE_LIMITS.coins;
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: min - 1 }), fc.integer({ min: max + 1, max: 10 ** 12 })),
        (units) => {
          expect(refusalOf(() => challengeTermsOf(request(formatMoney(BigInt(units)))))).toBe(
            'body.betAmount: must be between 1.00 and 10000.00 coins',
          );
        },
      ),
    );
  });

  it('no amount with a third decimal is ever taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10 ** 7 }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        const text = `${formatMoney(BigInt(cents))}${extra}`;
        expect(refusalOf(() => challengeTermsOf(request(text)))).toMatch(
          /^body\.betAmount: must be a number/,
        );
      }),
    );
  });
});
