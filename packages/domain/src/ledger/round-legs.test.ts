import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { house, promotions, wallet } from './accounts.js';
import { roundLegs } from './round-legs.js';
import { assertBalanced } from './transfer.js';

const player = wallet('u1');
const craps = house('craps');

describe('roundLegs', () => {
  it.each([
    {
      name: 'a loss: the stake alone',
      round: { stakeUnits: 500n, winUnits: 0n },
      legs: [
        { account: player, amount: -500n },
        { account: craps, amount: 500n },
      ],
    },
    {
      name: 'a win: stake in, return out, never netted',
      round: { stakeUnits: 500n, winUnits: 1_000n },
      legs: [
        { account: player, amount: -500n },
        { account: craps, amount: 500n },
        { account: craps, amount: -1_000n },
        { account: player, amount: 1_000n },
      ],
    },
    {
      name: 'a payout alone (the stake was taken at the deal)',
      round: { stakeUnits: 0n, winUnits: 250n },
      legs: [
        { account: craps, amount: -250n },
        { account: player, amount: 250n },
      ],
    },
    {
      name: 'a free spin: promotions pay the stake, the player gets the return',
      round: { stakeUnits: 100n, winUnits: 300n, payer: promotions() },
      legs: [
        { account: promotions(), amount: -100n },
        { account: craps, amount: 100n },
        { account: craps, amount: -300n },
        { account: player, amount: 300n },
      ],
    },
    { name: 'nothing staked, nothing returned', round: { stakeUnits: 0n, winUnits: 0n }, legs: [] },
  ])('$name', ({ round, legs }) => {
    expect(roundLegs({ userId: 'u1', houseCode: 'craps', ...round })).toEqual(legs);
  });

  it('refuses negative amounts', () => {
    expect(() => roundLegs({ userId: 'u1', houseCode: 'craps', stakeUnits: -1n, winUnits: 0n })).toThrow(
      RangeError,
    );
  });

  it('always balances: what leaves one account enters another', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (s, w) => {
          const postings = roundLegs({ userId: 'u1', houseCode: 'craps', stakeUnits: s, winUnits: w });
          // Nothing staked and nothing won moves nothing: no legs at all, which is balanced too.
          if (s === 0n && w === 0n) expect(postings).toEqual([]);
          else expect(() => assertBalanced({ postings })).not.toThrow();
          expect(postings.every((p) => p.amount !== 0n)).toBe(true);
        },
      ),
    );
  });
});
