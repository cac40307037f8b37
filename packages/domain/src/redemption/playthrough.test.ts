import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consumeWagers,
  lockedOf,
  redeemableOf,
  remainingOf,
  requiredFor,
  revokeLocked,
  type GrantState,
  type SweepsWager,
} from './playthrough.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const grant = (id: number, amount: bigint, extra: Partial<GrantState> = {}): GrantState => ({
  id: BigInt(id),
  amount,
  required: amount,
  played: 0n,
  revoked: 0n,
  createdAt: at(id),
  ...extra,
});
const wager = (stake: bigint, minute = 1_000): SweepsWager => ({ stake, at: at(minute) });
const total = (grants: readonly GrantState[], pick: (g: GrantState) => bigint) =>
  grants.reduce((sum, g) => sum + pick(g), 0n);

describe('the playthrough of a grant, named cases', () => {
  it.each([
    ['a fresh 1x grant is all locked', grant(1, 1_000n), 1_000n, 1_000n],
    ['half played through', grant(1, 1_000n, { played: 500n }), 500n, 500n],
    ['played through', grant(1, 1_000n, { played: 1_000n }), 0n, 0n],
    [
      '2x, a quarter of the wagering done',
      grant(1, 1_000n, { required: 2_000n, played: 500n }),
      750n,
      1_500n,
    ],
    ['0x: redeemable at once', grant(1, 1_000n, { required: 0n }), 0n, 0n],
    ['revoked in part', grant(1, 1_000n, { revoked: 400n }), 600n, 600n],
    ['revoked in part, then played', grant(1, 1_000n, { revoked: 400n, played: 100n }), 500n, 500n],
    ['revoked whole', grant(1, 1_000n, { revoked: 1_000n }), 0n, 0n],
    ['1.5x of an odd amount', grant(1, 333n, { required: requiredFor(333n, 150n), played: 1n }), 333n, 499n],
  ])('%s', (_name, g, locked, remaining) => {
    expect([lockedOf(g), remainingOf(g)]).toEqual([locked, remaining]);
  });

  it.each([
    ['1x', 1_000n, 100n, 1_000n],
    ['2x', 1_000n, 200n, 2_000n],
    ['0x', 1_000n, 0n, 0n],
    ['1.5x rounds up', 333n, 150n, 500n],
  ])('requires %s of the amount', (_name, amount, hundredths, required) => {
    expect(requiredFor(amount, hundredths)).toBe(required);
  });

  it('plays the oldest grant first, and never a grant given after the wager', () => {
    const grants = [grant(1, 500n), grant(2, 500n), grant(3, 500n, { createdAt: at(2_000) })];
    const played = consumeWagers(grants, [wager(700n, 1_000)]);
    expect(played.map((g) => g.played)).toEqual([500n, 200n, 0n]);
    // A wager after the third grant reaches it once the others are done.
    const later = consumeWagers(played, [wager(1_000n, 3_000)]);
    expect(later.map((g) => g.played)).toEqual([500n, 500n, 500n]);
  });

  it('takes back locked coins newest grant first', () => {
    const grants = [grant(1, 500n, { played: 100n }), grant(2, 300n, { played: 250n })];
    const revoked = revokeLocked(grants, 200n);
    expect(revoked.map((g) => [g.revoked, lockedOf(g)])).toEqual([
      [150n, 250n],
      [50n, 0n],
    ]);
  });

  it.each([
    ['nothing locked', 1_000n, [grant(1, 500n, { played: 500n })], 1_000n],
    ['part locked', 1_000n, [grant(1, 500n, { played: 100n })], 600n],
    ['more locked than held', 100n, [grant(1, 500n)], 0n],
    ['an empty wallet', 0n, [], 0n],
  ])('redeemable: %s', (_name, balance, grants, redeemable) => {
    expect(redeemableOf(balance, grants)).toBe(redeemable);
  });
});

const amount = fc.bigInt({ min: 1n, max: 100_000n });
const grantsArb = fc
  .array(
    fc.record({
      amount,
      multiple: fc.constantFrom(0n, 50n, 100n, 100n, 150n, 200n),
      playedShare: fc.integer({ min: 0, max: 100 }),
      minute: fc.integer({ min: 0, max: 500 }),
    }),
    { maxLength: 8 },
  )
  .map((rows) =>
    rows
      .sort((a, b) => a.minute - b.minute)
      .map((row, i): GrantState => {
        const required = requiredFor(row.amount, row.multiple);
        return {
          id: BigInt(i + 1),
          amount: row.amount,
          required,
          played: (required * BigInt(row.playedShare)) / 100n,
          revoked: 0n,
          createdAt: at(row.minute),
        };
      }),
  );
const wagersArb = fc.array(
  fc.record({ stake: fc.bigInt({ min: 1n, max: 50_000n }), minute: fc.integer({ min: 0, max: 600 }) }),
  { maxLength: 8 },
);

describe('the playthrough of grants, properties', () => {
  it('FIFO: wagers after every grant play a prefix through, one grant in part, the rest untouched', () => {
    fc.assert(
      fc.property(
        grantsArb,
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { maxLength: 6 }),
        (grants, stakes) => {
          const after = consumeWagers(
            grants,
            stakes.map((stake) => wager(stake, 10_000)),
          );
          const stakeTotal = stakes.reduce((s, x) => s + x, 0n);
          const remainingBefore = total(grants, remainingOf);
          const consumed = total(after, (g) => g.played) - total(grants, (g) => g.played);
          expect(consumed).toBe(stakeTotal < remainingBefore ? stakeTotal : remainingBefore);
          let seenUnfinished = false;
          after.forEach((g, i) => {
            const before = grants[i] as GrantState;
            expect(g.played).toBeGreaterThanOrEqual(before.played);
            expect(g.played).toBeLessThanOrEqual(g.required);
            if (seenUnfinished) expect(g.played).toBe(before.played);
            if (remainingOf(g) > 0n) seenUnfinished = true;
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a wager never plays a grant given after it, and playing stakes one by one equals playing them at once', () => {
    fc.assert(
      fc.property(grantsArb, wagersArb, (grants, raw) => {
        const wagers = raw.sort((a, b) => a.minute - b.minute).map((w) => wager(w.stake, w.minute));
        const after = consumeWagers(grants, wagers);
        const last = wagers.at(-1)?.at.getTime() ?? -1;
        after.forEach((g, i) => {
          if (g.createdAt.getTime() > last) expect(g.played).toBe((grants[i] as GrantState).played);
        });
        const stepwise = wagers.reduce((gs, w) => consumeWagers(gs, [w]), grants);
        expect(stepwise).toEqual(after);
        // A stake split in two plays exactly as the whole.
        const split = wagers.flatMap((w) =>
          w.stake > 1n
            ? [
                { ...w, stake: w.stake / 2n },
                { ...w, stake: w.stake - w.stake / 2n },
              ]
            : [w],
        );
        expect(consumeWagers(grants, split)).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('a new grant locks its own amount and nothing else; playing only ever unlocks', () => {
    fc.assert(
      fc.property(
        grantsArb,
        amount,
        fc.constantFrom(50n, 100n, 200n),
        wagersArb,
        (grants, extra, multiple, raw) => {
          const newGrant: GrantState = {
            id: BigInt(grants.length + 1),
            amount: extra,
            required: requiredFor(extra, multiple),
            played: 0n,
            revoked: 0n,
            createdAt: at(10_000),
          };
          const withNew = [...grants, newGrant];
          expect(total(withNew, lockedOf) - total(grants, lockedOf)).toBe(extra);
          const wagers = raw.map((w) => wager(w.stake, 20_000));
          const after = consumeWagers(withNew, wagers);
          after.forEach((g, i) =>
            expect(lockedOf(g)).toBeLessThanOrEqual(lockedOf(withNew[i] as GrantState)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('redeemable stays within [0, balance]; a revocation lowers the locked total by what it takes', () => {
    fc.assert(
      fc.property(
        grantsArb,
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.bigInt({ min: 1n, max: 500_000n }),
        (grants, balance, debit) => {
          const redeemable = redeemableOf(balance, grants);
          expect(redeemable >= 0n && redeemable <= balance).toBe(true);
          const lockedBefore = total(grants, lockedOf);
          const revoked = revokeLocked(grants, debit);
          const taken = total(revoked, (g) => g.revoked);
          expect(taken).toBe(debit < lockedBefore ? debit : lockedBefore);
          expect(total(revoked, lockedOf)).toBe(lockedBefore - taken);
          revoked.forEach((g) => expect(g.revoked).toBeLessThanOrEqual(g.amount));
        },
      ),
      { numRuns: 500 },
    );
  });
});
