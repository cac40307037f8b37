import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk } from '../../test/challenge-fixtures.js';
import { label, seedCatalogue } from '../../test/economy-fixtures.js';
import { grantSweeps, playSweepsChallenge, registeredPlayer } from '../../test/redemption-fixtures.js';
import { createGuest } from '../accounts/accounts.js';
import { requestAdjustment } from '../admin/adjustments/request-adjustment.js';
import { systemClock } from '../clock.js';
import { claimFreeCoins } from '../free-coins/free-coins.js';
import { purchaseCoinPackage } from '../coin-store/coin-purchase.js';
import { createSandboxPaymentProvider } from '../coin-store/sandbox-payment-provider.js';
import {
  adjustments,
  escrow,
  house,
  promotions,
  store,
  wallet,
  type AccountRef,
} from '../ledger/accounts.js';
import { redeemableUnitsOf } from './player-playthrough.js';
import { grantMovesOf } from './sweeps-grants.js';
import { applyPlaythroughMultiple } from './sweepstakes-settings.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
});
afterAll(() => t.close());

const grantsOf = (userId: string) =>
  t.db
    .selectFrom('sweeps_grants')
    .select(['source', 'amount', 'required', 'played', 'revoked'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const p = (account: AccountRef, amount: bigint) => ({ account, amount });

describe('what a sweepstakes transfer grants, from its postings', () => {
  it.each([
    ['a promotion', [p(promotions(), -500n), p(wallet('u1'), 500n)], [['u1', 500n]], []],
    ['a coin package bonus', [p(store(), -300n), p(wallet('u1'), 300n)], [['u1', 300n]], []],
    ['a positive adjustment', [p(adjustments(), -50n), p(wallet('u1'), 50n)], [['u1', 50n]], []],
    ['a negative adjustment takes back', [p(wallet('u1'), -70n), p(adjustments(), 70n)], [], [['u1', 70n]]],
    ['a win from a house', [p(house('slots'), -900n), p(wallet('u1'), 900n)], [], []],
    ['a stake back from escrow', [p(escrow('challenge:1'), -100n), p(wallet('u1'), 100n)], [], []],
    ['a stake into escrow', [p(wallet('u1'), -100n), p(escrow('challenge:1'), 100n)], [], []],
    [
      'a win paid partly by promotions: only their part',
      [p(house('slots'), -600n), p(promotions(), -400n), p(wallet('u1'), 1_000n)],
      [['u1', 400n]],
      [],
    ],
    [
      'two wallets paid by one issuer, in posting order',
      [p(promotions(), -700n), p(wallet('u1'), 500n), p(wallet('u2'), 200n)],
      [
        ['u1', 500n],
        ['u2', 200n],
      ],
      [],
    ],
  ] as const)('%s', (_name, postings, grants, clawbacks) => {
    const moves = grantMovesOf(postings);
    expect(moves.grants.map((g) => [g.userId, g.amount])).toEqual(grants);
    expect(moves.clawbacks.map((g) => [g.userId, g.amount])).toEqual(clawbacks);
  });
});

describe(`every way of giving sweepstakes coins records a grant (${label})`, () => {
  it('the starting grant, free coins, a coin package bonus and an adjustment each lock their amount', async () => {
    const guest = await createGuest(t.db);
    expect(await grantsOf(guest)).toEqual([
      { source: 'signup_grant', amount: 1_000n, required: 1_000n, played: 0n, revoked: 0n },
    ]);

    const player = await registeredPlayer(t.db);
    await claimFreeCoins(t.db, player, systemClock);
    await purchaseCoinPackage(t.db, {
      userId: player,
      packageId: 3,
      idempotencyKey: 'grant-test-buy-0001',
      provider: createSandboxPaymentProvider(t.db),
      clock: systemClock,
    });
    const admin = await registeredPlayer(t.db, 'Grace');
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin).execute();
    await requestAdjustment(
      t.db,
      { userId: admin, role: 'admin', name: 'Grace', ip: null },
      player,
      { currency: 'sweeps', amount: '2.50', reasonCode: 'goodwill', note: 'service recovery' },
      { thresholdUnits: 100_000n, now: new Date() },
    );
    const grants = await grantsOf(player);
    expect(grants.map((g) => g.source)).toEqual([
      'signup_grant',
      'free_coins',
      'coin_purchase_bonus',
      'adjustment',
    ]);
    expect(grants.every((g) => g.played === 0n && g.required === g.amount)).toBe(true);
    const { balance, locked, redeemable } = await redeemableUnitsOf(t.db, player);
    expect([locked, redeemable]).toEqual([balance, 0n]);
    await expectAuditOk(t.db);
  });

  it('a coins credit, a challenge win and a refund are not grants', async () => {
    const a = await registeredPlayer(t.db);
    const b = await registeredPlayer(t.db, 'Bo');
    await grantSweeps(t.db, a, 5_000n);
    await grantSweeps(t.db, b, 5_000n);
    await playSweepsChallenge(t.db, a, b, '20.00', 'creator');
    await playSweepsChallenge(t.db, a, b, '10.00', 'void');
    const grants = await grantsOf(a);
    expect(grants.map((g) => [g.source, g.amount])).toEqual([
      ['signup_grant', 1_000n],
      ['promotion_test', 5_000n],
    ]);
    await expectAuditOk(t.db);
  });

  it('a grant keeps the multiple in force when it was given', async () => {
    const player = await registeredPlayer(t.db);
    await applyPlaythroughMultiple(t.db, 2.5);
    await grantSweeps(t.db, player, 333n);
    await applyPlaythroughMultiple(t.db, 0);
    await grantSweeps(t.db, player, 100n);
    await applyPlaythroughMultiple(t.db, 1);
    const grants = await grantsOf(player);
    expect(grants.slice(1).map((g) => [g.amount, g.required])).toEqual([
      [333n, 833n],
      [100n, 0n],
    ]);
    // The 0x grant is redeemable at once; the others are locked.
    expect(await redeemableUnitsOf(t.db, player)).toEqual({
      balance: 1_433n,
      locked: 1_333n,
      redeemable: 100n,
    });
  });

  it('a negative adjustment takes back locked coins, newest grant first', async () => {
    const player = await registeredPlayer(t.db);
    await grantSweeps(t.db, player, 2_000n);
    const admin = await registeredPlayer(t.db, 'Grace');
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin).execute();
    await requestAdjustment(
      t.db,
      { userId: admin, role: 'admin', name: 'Grace', ip: null },
      player,
      { currency: 'sweeps', amount: '-25.00', reasonCode: 'correction', note: 'granted twice' },
      { thresholdUnits: 100_000n, now: new Date() },
    );
    expect((await grantsOf(player)).map((g) => [g.amount, g.revoked])).toEqual([
      [1_000n, 500n],
      [2_000n, 2_000n],
    ]);
    expect(await redeemableUnitsOf(t.db, player)).toEqual({ balance: 500n, locked: 500n, redeemable: 0n });
    await expectAuditOk(t.db);
  });
});
