import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRIDAY_MAX_BONUS_UNITS,
  isFriday,
  planPurchaseBonuses,
  WELCOME_MAX_BONUS_UNITS,
  type PurchaseBonusFacts,
} from './purchase-bonuses.js';
import { cashbackOf } from './vip-cashback.js';

const GC = (n: number): bigint => BigInt(n) * 100n;
const facts = (over: Partial<PurchaseBonusFacts>): PurchaseBonusFacts => ({
  packageCoins: GC(5_000),
  firstPurchase: false,
  madeOnFriday: false,
  fridayPaidUnits: 0n,
  ...over,
});

describe('purchase bonuses (terms of the landing promotions)', () => {
  const cases: Array<
    [string, Partial<PurchaseBonusFacts>, Array<{ promotion: string; coins: bigint; freeSpins: number }>]
  > = [
    [
      'first purchase: 200% extra and 100 free spins',
      { firstPurchase: true },
      [{ promotion: 'welcome', coins: GC(10_000), freeSpins: 100 }],
    ],
    [
      'first purchase on a Friday: the welcome bonus only',
      { firstPurchase: true, madeOnFriday: true },
      [{ promotion: 'welcome', coins: GC(10_000), freeSpins: 100 }],
    ],
    [
      'welcome bonus capped at 1,000,000 GC',
      { firstPurchase: true, packageCoins: GC(600_000) },
      [{ promotion: 'welcome', coins: GC(1_000_000), freeSpins: 100 }],
    ],
    ['a later purchase on a weekday: nothing', {}, []],
    [
      'a later purchase on a Friday: 50% extra',
      { madeOnFriday: true, packageCoins: GC(150_000) },
      [{ promotion: 'friday_reload', coins: GC(75_000), freeSpins: 0 }],
    ],
    [
      'Friday: only what is left under the 500,000 GC cap',
      { madeOnFriday: true, packageCoins: GC(150_000), fridayPaidUnits: GC(450_000) },
      [{ promotion: 'friday_reload', coins: GC(50_000), freeSpins: 0 }],
    ],
    ['Friday cap reached: nothing', { madeOnFriday: true, fridayPaidUnits: GC(500_000) }, []],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(planPurchaseBonuses(facts(over))).toEqual(expected);
  });

  it('never exceeds its percentage nor its cap', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.boolean(),
        fc.boolean(),
        fc.bigInt({ min: 0n, max: FRIDAY_MAX_BONUS_UNITS }),
        (packageCoins, firstPurchase, madeOnFriday, fridayPaidUnits) => {
          const bonuses = planPurchaseBonuses({ packageCoins, firstPurchase, madeOnFriday, fridayPaidUnits });
          expect(bonuses.length).toBeLessThanOrEqual(1);
          for (const bonus of bonuses) {
            expect(bonus.coins).toBeGreaterThan(0n);
            if (bonus.promotion === 'welcome') {
              expect(bonus.coins).toBeLessThanOrEqual(WELCOME_MAX_BONUS_UNITS);
              expect(bonus.coins).toBeLessThanOrEqual(packageCoins * 2n);
            } else {
              expect(fridayPaidUnits + bonus.coins).toBeLessThanOrEqual(FRIDAY_MAX_BONUS_UNITS);
              expect(bonus.coins * 2n).toBeLessThanOrEqual(packageCoins);
            }
          }
        },
      ),
    );
  });

  it.each([
    ['2026-11-27T00:00:00Z', true],
    ['2026-11-27T23:59:59.999Z', true],
    ['2026-11-26T23:59:59.999Z', false],
    ['2026-11-28T00:00:00Z', false],
  ])('Friday is judged in UTC: %s is %s', (iso, friday) => {
    expect(isFriday(new Date(iso))).toBe(friday);
  });

  it.each([
    [GC(1_000), GC(100)],
    [1234n, 123n],
    [9n, 0n],
    [0n, 0n],
    [-GC(500), 0n],
  ])('cashback of a net loss of %s units is %s units', (loss, cashback) => {
    expect(cashbackOf(loss)).toBe(cashback);
  });
});
