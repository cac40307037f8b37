import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { expectAuditOk, ledgerState, refusalOf } from '../../test/challenge-fixtures.js';
import { label, seedCatalogue } from '../../test/economy-fixtures.js';
import {
  adminStaff,
  emitSweepsRound,
  grantSweeps,
  kycSubmission,
  project,
  registeredPlayer,
  RULES,
  verifiedPlayer,
  withOutage,
} from '../../test/redemption-fixtures.js';
import { createGuest } from '../accounts/accounts.js';
import type { Staff } from '../admin/staff-access.js';
import { systemClock } from '../clock.js';
import { getWalletBalances } from '../ledger/balances.js';
import { submitKyc } from './kyc.js';
import { redeemableUnitsOf } from './player-playthrough.js';
import {
  approveRedemption,
  listRedemptions,
  rejectRedemption,
  retryRedemptionPayout,
} from './redemption-review.js';
import { cancelRedemption } from './redemption-reversal.js';
import { listPlayerRedemptions } from './redemption-view.js';
import { requestRedemption } from './request-redemption.js';
import { createSandboxKycProvider } from './sandbox-kyc-provider.js';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.js';

let t: TestDatabase;
let admin: Staff;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  admin = await adminStaff(t.db);
});
afterAll(() => t.close());

const kyc = () => createSandboxKycProvider(t.db);
let keys = 0;
const redeem = (userId: string, amount: string, key = `redeem-key-${++keys}`) =>
  requestRedemption(t.db, { userId, amount, idempotencyKey: key, rules: RULES, clock: systemClock });
const sweepsOf = async (userId: string) => (await getWalletBalances(t.db, userId)).sweeps;
const payableHeld = async () =>
  (
    await t.db
      .selectFrom('accounts')
      .select('balance')
      .where('kind', '=', 'escrow')
      .where('code', '=', 'redemptions-payable')
      .executeTakeFirst()
  )?.balance ?? 0n;

/** A verified player holding `units` more sweepstakes coins, every grant played through. */
async function playedThrough(units: bigint, name = 'Ada'): Promise<string> {
  const userId = await verifiedPlayer(t.db, kyc(), name);
  await grantSweeps(t.db, userId, units);
  await emitSweepsRound(t.db, userId, units + 1_000n);
  await project(t.db);
  return userId;
}

describe(`redemption refusals (${label})`, () => {
  it.each<[string, () => Promise<[string, string]>, { code: string; message: RegExp }]>([
    [
      'a guest',
      async () => [await createGuest(t.db), '100.00'],
      { code: 'forbidden', message: /^Guests cannot redeem prizes: register/ },
    ],
    [
      'a player who never verified their identity',
      async () => [await registeredPlayer(t.db), '100.00'],
      { code: 'kyc_required', message: /^Verify your identity before you redeem/ },
    ],
    [
      'a player whose check waits for review',
      async () => {
        const id = await registeredPlayer(t.db);
        await submitKyc(t.db, kyc(), id, kycSubmission({ documentReference: 'REVIEW-77' }), {
          clock: systemClock,
          excludedRegions: [],
        });
        return [id, '100.00'];
      },
      { code: 'kyc_required', message: /waiting for a decision/ },
    ],
    [
      'a player whose check was rejected',
      async () => {
        const id = await registeredPlayer(t.db);
        await submitKyc(t.db, kyc(), id, kycSubmission({ documentReference: 'REJECT-1' }), {
          clock: systemClock,
          excludedRegions: [],
        });
        return [id, '100.00'];
      },
      { code: 'kyc_required', message: /was rejected \(The document could not be verified\.\)/ },
    ],
    [
      'a verified address in an excluded region',
      async () => {
        const id = await registeredPlayer(t.db);
        await submitKyc(t.db, kyc(), id, kycSubmission({ region: 'WA' }), {
          clock: systemClock,
          excludedRegions: [],
        });
        return [id, '100.00'];
      },
      { code: 'forbidden', message: /not offered in US-WA/ },
    ],
    [
      'a declared region that is excluded (Idaho), whatever the verified address',
      async () => {
        const id = await registeredPlayer(t.db);
        await submitKyc(t.db, kyc(), id, kycSubmission(), { clock: systemClock, excludedRegions: [] });
        await t.db
          .updateTable('users')
          .set({ region_country: 'US', region_state: 'ID' })
          .where('id', '=', id)
          .execute();
        return [id, '100.00'];
      },
      { code: 'region_excluded', message: /^Sweepstakes play is not offered in Idaho/ },
    ],
    [
      'under the minimum',
      async () => [await playedThrough(20_000n), '99.99'],
      { code: 'validation_error', message: /^body\.amount: must be at least 100\.00 sweepstakes coins/ },
    ],
    [
      'over the balance',
      async () => [await playedThrough(20_000n), '210.01'],
      {
        code: 'validation_error',
        message: /^body\.amount: is more than you can redeem now: 210\.00 SC of your 210\.00 SC/,
      },
    ],
    [
      'over the part played through',
      async () => {
        const id = await verifiedPlayer(t.db, kyc());
        await grantSweeps(t.db, id, 20_000n);
        await emitSweepsRound(t.db, id, 11_000n);
        return [id, '110.01'];
      },
      { code: 'validation_error', message: /is more than you can redeem now: 110\.00 SC of your 210\.00 SC/ },
    ],
  ])('refuses %s and moves nothing', async (_name, setUp, refusal) => {
    const [userId, amount] = await setUp();
    const before = await ledgerState(t.db);
    const outcome = await refusalOf(redeem(userId, amount));
    expect(outcome).toMatchObject({ code: refusal.code });
    expect(outcome !== 'resolved' && outcome.message).toMatch(refusal.message);
    expect(await ledgerState(t.db)).toBe(before);
  });

  it('refuses a second request while one is pending', async () => {
    const userId = await playedThrough(30_000n);
    await redeem(userId, '100.00');
    expect(await refusalOf(redeem(userId, '100.00'))).toEqual({
      code: 'conflict',
      message:
        'You already have a redemption request waiting for review (100.00 SC): cancel it or wait for its decision.',
    });
  });

  it('answers a repeated idempotency key with the same request, and refuses it with another amount', async () => {
    const userId = await playedThrough(30_000n);
    const first = await redeem(userId, '150.00', 'same-key-0001');
    const again = await redeem(userId, '150.00', 'same-key-0001');
    expect(again).toEqual({ redemption: first.redemption, replayed: true });
    expect(await refusalOf(redeem(userId, '120.00', 'same-key-0001'))).toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await sweepsOf(userId)).toBe(31_000n - 15_000n);
  });
});

describe(`reservation, reversal and payout (${label})`, () => {
  it('reserves the amount at once into redemptions-payable; cancelling returns it and its redeemable state', async () => {
    const userId = await playedThrough(20_000n);
    // A later grant, still locked: the reservation takes only redeemable coins and leaves it as it is.
    await grantSweeps(t.db, userId, 5_000n);
    const held = await payableHeld();
    const before = await redeemableUnitsOf(t.db, userId);
    expect(before).toEqual({ balance: 26_000n, locked: 5_000n, redeemable: 21_000n });

    const { redemption } = await redeem(userId, '200.00');
    expect(redemption).toMatchObject({ amount: '200.00', status: 'pending', canCancel: true });
    expect(redemption.steps.map((s) => s.kind)).toEqual(['requested']);
    expect(await redeemableUnitsOf(t.db, userId)).toEqual({
      balance: 6_000n,
      locked: 5_000n,
      redeemable: 1_000n,
    });
    expect(await payableHeld()).toBe(held + 20_000n);

    const cancelled = await cancelRedemption(t.db, userId, Number(redemption.id), new Date());
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.steps.map((s) => s.kind)).toEqual(['requested', 'cancelled']);
    expect(await redeemableUnitsOf(t.db, userId)).toEqual(before);
    expect(await payableHeld()).toBe(held);
    expect(await refusalOf(cancelRedemption(t.db, userId, Number(redemption.id), new Date()))).toEqual({
      code: 'conflict',
      message: 'This redemption request is already cancelled: only a pending one can be cancelled.',
    });
    await expectAuditOk(t.db);
  });

  it('another player cannot cancel it; an admin rejects it with a reason and the coins return', async () => {
    const userId = await playedThrough(20_000n);
    const other = await registeredPlayer(t.db, 'Eve');
    const { redemption } = await redeem(userId, '100.00');
    expect(await refusalOf(cancelRedemption(t.db, other, Number(redemption.id), new Date()))).toEqual({
      code: 'not_found',
      message: 'No such redemption request.',
    });
    const rejected = await rejectRedemption(t.db, admin, Number(redemption.id), {
      reason: 'The payee name does not match',
      now: new Date(),
    });
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'The payee name does not match' });
    expect(rejected.decidedBy?.id).toBe(admin.userId);
    expect(await sweepsOf(userId)).toBe(21_000n);
    const [mine] = await listPlayerRedemptions(t.db, userId);
    expect(mine).toMatchObject({ status: 'rejected', decisionNote: 'The payee name does not match' });
    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'reason'])
      .where('target_kind', '=', 'redemption')
      .where('target_id', '=', redemption.id)
      .execute();
    expect(audit).toEqual([{ action: 'redemption.reject', reason: 'The payee name does not match' }]);
    await expectAuditOk(t.db);
  });

  it('an approval pays through the sandbox at once; approved requests cannot be cancelled or decided again', async () => {
    const userId = await playedThrough(20_000n);
    const { redemption } = await redeem(userId, '120.00');
    const approved = await approveRedemption(t.db, admin, Number(redemption.id), {
      note: 'documents checked',
      provider: createSandboxPayoutProvider(t.db),
      now: new Date(),
    });
    expect(approved).toMatchObject({
      status: 'paid',
      payoutReference: `sandbox_redemption-${redemption.id}`,
      payoutAttempts: 1,
      kycStatus: 'verified',
      legalName: 'Ada Lovelace',
    });
    expect(approved.steps.map((s) => s.kind)).toEqual(['requested', 'approved', 'paid']);
    expect(await refusalOf(cancelRedemption(t.db, userId, Number(redemption.id), new Date()))).toMatchObject({
      code: 'conflict',
    });
    for (const decide of [
      () =>
        approveRedemption(t.db, admin, Number(redemption.id), {
          provider: createSandboxPayoutProvider(t.db),
          now: new Date(),
        }),
      () => rejectRedemption(t.db, admin, Number(redemption.id), { reason: 'too late', now: new Date() }),
      () =>
        retryRedemptionPayout(t.db, admin, Number(redemption.id), {
          provider: createSandboxPayoutProvider(t.db),
          now: new Date(),
        }),
    ])
      expect(await refusalOf(decide())).toMatchObject({ code: 'conflict' });
    const payouts = await t.db
      .selectFrom('sandbox_payouts')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(payouts.map((p) => [p.amount, p.payee_name])).toEqual([[12_000n, 'Ada Lovelace']]);
    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_kind', '=', 'redemption')
      .where('target_id', '=', redemption.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['redemption.approve', 'redemption.payout']);
    await expectAuditOk(t.db);
  });

  it('a payout that fails leaves it approved and unpaid; a retry pays it, and never twice', async () => {
    const userId = await playedThrough(20_000n);
    const { redemption } = await redeem(userId, '100.00');
    const { provider, state } = withOutage(createSandboxPayoutProvider(t.db));
    state.down = true;
    const unpaid = await approveRedemption(t.db, admin, Number(redemption.id), { provider, now: new Date() });
    expect(unpaid).toMatchObject({ status: 'approved', canCancel: false, payoutAttempts: 1 });
    expect(unpaid.payoutError).toMatch(/^The payout provider could not be reached: connect ECONNREFUSED/);
    expect(
      await retryRedemptionPayout(t.db, admin, Number(redemption.id), { provider, now: new Date() }),
    ).toMatchObject({ status: 'approved', payoutAttempts: 2 });
    await expectAuditOk(t.db);

    state.down = false;
    const paid = await retryRedemptionPayout(t.db, admin, Number(redemption.id), {
      provider,
      now: new Date(),
    });
    expect(paid).toMatchObject({ status: 'paid', payoutAttempts: 3, payoutError: null });
    expect(paid.steps.map((s) => s.kind)).toEqual([
      'requested',
      'approved',
      'payout_failed',
      'payout_failed',
      'paid',
    ]);
    // The provider asked again about the same reference pays nothing more.
    expect(
      await provider.payout({
        reference: `redemption-${redemption.id}`,
        userId,
        amount: 10_000n,
        payeeName: 'x',
      }),
    ).toEqual({
      status: 'paid',
      providerReference: `sandbox_redemption-${redemption.id}`,
    });
    expect(
      await t.db.selectFrom('sandbox_payouts').select('amount').where('user_id', '=', userId).execute(),
    ).toEqual([{ amount: 10_000n }]);
    await expectAuditOk(t.db);
  });

  it('an admin cannot decide their own request; approval waits for a verified identity', async () => {
    const own = await playedThrough(20_000n, 'Grace');
    const { redemption } = await redeem(own, '100.00');
    const ownStaff: Staff = { ...admin, userId: own };
    expect(
      await refusalOf(
        approveRedemption(t.db, ownStaff, Number(redemption.id), {
          provider: createSandboxPayoutProvider(t.db),
          now: new Date(),
        }),
      ),
    ).toMatchObject({ code: 'forbidden' });
    await t.db.updateTable('player_kyc').set({ status: 'rejected' }).where('user_id', '=', own).execute();
    expect(
      await refusalOf(
        approveRedemption(t.db, admin, Number(redemption.id), {
          provider: createSandboxPayoutProvider(t.db),
          now: new Date(),
        }),
      ),
    ).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/identity is rejected now/) as string,
    });
  });

  it('lists the review queue oldest first, with the KYC and the playthrough of each player', async () => {
    const userId = await playedThrough(20_000n, 'Queue');
    await grantSweeps(t.db, userId, 700n);
    const { redemption } = await redeem(userId, '100.00');
    const page = await listRedemptions(t.db, { status: 'pending', userId });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: redemption.id,
      userId,
      playerName: 'Queue Player',
      kycStatus: 'verified',
      sweepstakesCoins: '117.00',
      redeemable: '110.00',
      locked: '7.00',
    });
  });
});
