import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { refusalOf } from '../../test/challenge-fixtures.js';
import { fixedClock, label } from '../../test/economy-fixtures.js';
import { adminStaff, kycSubmission, registeredPlayer } from '../../test/redemption-fixtures.js';
import { createGuest } from '../accounts/accounts.js';
import type { Staff } from '../admin/staff-access.js';
import { getKycState, KYC_UNREACHABLE_REASON, submitKyc } from './kyc.js';
import type { KycProvider } from './kyc-provider.js';
import { decideKyc, listKycRecords } from './kyc-review.js';
import { createSandboxKycProvider, SANDBOX_KYC_REASONS } from './sandbox-kyc-provider.js';

let t: TestDatabase;
let sandbox: KycProvider;
let admin: Staff;
beforeAll(async () => {
  t = await createTestDatabase();
  sandbox = createSandboxKycProvider(t.db);
  admin = await adminStaff(t.db);
});
afterAll(() => t.close());

const options = { clock: fixedClock('2026-03-01T12:00:00Z'), excludedRegions: [] };

describe(`the sandbox identity provider decides deterministically (${label})`, () => {
  it.each([
    ['an ordinary document', { documentReference: 'P1234567' }, 'verified', null],
    [
      'a reference starting REJECT',
      { documentReference: 'reject-9' },
      'rejected',
      SANDBOX_KYC_REASONS.rejected,
    ],
    ['a reference starting REVIEW', { documentReference: 'REVIEW-1' }, 'pending', SANDBOX_KYC_REASONS.review],
  ] as const)('%s: %s', async (_name, extra, status, reason) => {
    const userId = await registeredPlayer(t.db);
    const state = await submitKyc(t.db, sandbox, userId, kycSubmission(extra), options);
    expect(state).toMatchObject({
      status,
      reason,
      provider: { name: 'sandbox', sandbox: true },
      legalName: 'Ada Lovelace',
      region: 'US-NY',
      documentType: 'passport',
    });
    const recorded = await t.db
      .selectFrom('sandbox_kyc_checks')
      .select(['reference', 'outcome'])
      .where('user_id', '=', userId)
      .execute();
    expect(recorded).toEqual([
      { reference: `kyc-${userId}-1`, outcome: status === 'pending' ? 'review' : status },
    ]);
  });

  it('rejects a holder under 18 on the day of the check (the provider, whatever the account says)', async () => {
    const result = await sandbox.check({
      reference: 'kyc-direct-1',
      userId: 'nobody',
      legalFirstName: 'Young',
      legalLastName: 'Person',
      dateOfBirth: '2008-03-02',
      address: {
        line1: '1 Main St',
        line2: null,
        city: 'Albany',
        region: 'NY',
        postalCode: '12207',
        country: 'US',
      },
      documentType: 'passport',
      documentReference: 'P1',
      today: new Date('2026-03-01T12:00:00Z'),
    });
    expect(result).toEqual({
      outcome: 'rejected',
      reason: SANDBOX_KYC_REASONS.underage,
      providerReference: 'sandbox_kyc-direct-1',
    });
  });
});

describe(`submitting an identity check (${label})`, () => {
  it.each<
    [string, () => Promise<string>, Parameters<typeof kycSubmission>[0], { code: string; message: string }]
  >([
    [
      'a guest',
      () => createGuest(t.db),
      {},
      {
        code: 'forbidden',
        message: 'Guests cannot verify your identity: register an account (with your date of birth) first.',
      },
    ],
    [
      'a date of birth other than the registered one',
      () => registeredPlayer(t.db),
      { dateOfBirth: '1990-04-03' },
      {
        code: 'validation_error',
        message: 'body.dateOfBirth: must be the date of birth you registered with',
      },
    ],
  ])('refuses %s', async (_name, player, extra, refusal) => {
    const userId = await player();
    expect(await refusalOf(submitKyc(t.db, sandbox, userId, kycSubmission(extra), options))).toEqual(refusal);
    expect((await getKycState(t.db, sandbox, userId)).status).toBe('unverified');
  });

  it('a rejected check may be submitted again; a pending or verified one may not', async () => {
    const userId = await registeredPlayer(t.db);
    await submitKyc(t.db, sandbox, userId, kycSubmission({ documentReference: 'REJECT-1' }), options);
    const second = await submitKyc(
      t.db,
      sandbox,
      userId,
      kycSubmission({ documentReference: 'REVIEW-2' }),
      options,
    );
    expect(second.status).toBe('pending');
    expect(await refusalOf(submitKyc(t.db, sandbox, userId, kycSubmission(), options))).toMatchObject({
      code: 'conflict',
    });
    await decideKyc(t.db, admin, userId, { status: 'verified', reason: null, now: new Date() });
    expect(await refusalOf(submitKyc(t.db, sandbox, userId, kycSubmission(), options))).toEqual({
      code: 'conflict',
      message: 'Your identity is already verified.',
    });
    const row = await t.db
      .selectFrom('player_kyc')
      .select(['submissions', 'document_reference'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ submissions: 2, document_reference: 'REVIEW-2' });
  });

  it('a provider that cannot be reached leaves the check pending for review', async () => {
    const userId = await registeredPlayer(t.db);
    const away: KycProvider = { info: sandbox.info, check: () => Promise.reject(new Error('timeout')) };
    const state = await submitKyc(t.db, away, userId, kycSubmission(), options);
    expect(state).toMatchObject({ status: 'pending', reason: KYC_UNREACHABLE_REASON });
  });
});

describe(`an admin decides identity checks (${label})`, () => {
  it('verifies one left for review and rejects a verified one, each in the audit log', async () => {
    const userId = await registeredPlayer(t.db);
    await submitKyc(t.db, sandbox, userId, kycSubmission({ documentReference: 'REVIEW-3' }), options);
    const queue = await listKycRecords(t.db, { status: 'pending' });
    expect(queue.items.find((r) => r.userId === userId)).toMatchObject({
      status: 'pending',
      legalFirstName: 'Ada',
      dateOfBirth: '1990-04-02',
      accountDateOfBirth: '1990-04-02',
      address: '12 Analytical Way, Albany, NY 12207, US',
      region: 'US-NY',
      documentReference: 'REVIEW-3',
      decidedBy: null,
    });
    const verified = await decideKyc(t.db, admin, userId, {
      status: 'verified',
      reason: null,
      now: new Date(),
    });
    expect(verified).toMatchObject({ status: 'verified', decidedBy: { id: admin.userId } });
    expect(
      await refusalOf(decideKyc(t.db, admin, userId, { status: 'verified', reason: null, now: new Date() })),
    ).toMatchObject({
      code: 'conflict',
    });
    const rejected = await decideKyc(t.db, admin, userId, {
      status: 'rejected',
      reason: 'The document was reported stolen',
      now: new Date(),
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The document was reported stolen' });
    expect((await getKycState(t.db, sandbox, userId)).reason).toBe('The document was reported stolen');
    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_kind'])
      .where('target_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'kyc.verify', target_kind: 'kyc' },
      { action: 'kyc.reject', target_kind: 'kyc' },
    ]);
  });

  it('refuses a player who never submitted one, and the admin’s own', async () => {
    const userId = await registeredPlayer(t.db);
    expect(
      await refusalOf(decideKyc(t.db, admin, userId, { status: 'verified', reason: null, now: new Date() })),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(
      await refusalOf(
        decideKyc(t.db, admin, admin.userId, { status: 'verified', reason: null, now: new Date() }),
      ),
    ).toMatchObject({ code: 'forbidden' });
  });
});
