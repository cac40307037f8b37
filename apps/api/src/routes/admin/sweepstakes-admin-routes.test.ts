import {
  AdminAmoeEntry,
  AdminAmoePage,
  AdminKycPage,
  AdminKycRecord,
  AdminRedemption,
  AdminRedemptionsPage,
  AmoeEntry,
  AuditLogPage,
  Redemption,
} from '@casino/contracts';
import { approveRedemption, auditLedger, createSandboxPayoutProvider, requireStaff } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { grantSweeps, KYC_FORM, settleSweepsRound } from '../../../test/sweepstakes-fixtures.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

// The back office's side of issue 18 over HTTP: the redemption queue (approve and pay, reject,
// retry a failed payout), identity checks, and mail-in codes credited once. Support reads, an admin acts.
let api: TestApi;
let admin: SignedIn;
let support: SignedIn;
beforeAll(async () => {
  api = await createTestApi();
  admin = await seededAdmin(api);
  support = await signedInAs(api, 'support');
});
afterAll(() => api.close());

type Method = 'GET' | 'POST';
const call = (
  method: Method,
  url: string,
  cookie: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
let keys = 0;

/** A verified player with 210.00 SC played through and a pending request of `amount`. */
async function pendingRedemption(amount = '150.00') {
  const player = await signedInAs(api, 'player', 'Ada');
  await call('POST', '/api/kyc', player.cookie, KYC_FORM);
  await grantSweeps(api, player.userId, 20_000n);
  await settleSweepsRound(api, player.userId, 21_000n);
  const response = await call(
    'POST',
    '/api/redemptions',
    player.cookie,
    { amount },
    { 'idempotency-key': `admin-test-${++keys}` },
  );
  expect(response.statusCode).toBe(201);
  return { player, redemption: Redemption.parse(response.json()) };
}
const sweepsOf = async (userId: string) =>
  (
    await api.t.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .where('currency', '=', 'sweeps')
      .executeTakeFirstOrThrow()
  ).balance;

describe(`the redemption queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("lists pending requests with the player's identity and playthrough; support reads but cannot act", async () => {
    const { player, redemption } = await pendingRedemption();
    for (const cookie of [admin.cookie, support.cookie]) {
      const page = AdminRedemptionsPage.parse(
        (await call('GET', `/api/admin/redemptions?status=pending&userId=${player.userId}`, cookie)).json(),
      );
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        id: redemption.id,
        amount: '150.00',
        status: 'pending',
        kycStatus: 'verified',
        legalName: 'Ada Lovelace',
        sweepstakesCoins: '60.00',
        redeemable: '60.00',
        locked: '0.00',
      });
    }
    const bySupport = await call(
      'POST',
      `/api/admin/redemptions/${redemption.id}/approve`,
      support.cookie,
      {},
    );
    expect(bySupport.statusCode).toBe(403);
    const badStatus = await call('GET', '/api/admin/redemptions?status=lost', admin.cookie);
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([
      400,
      expect.stringMatching(/^querystring\.status/),
    ]);
  });

  it('approves and pays through the sandbox; a second approval or a retry is refused', async () => {
    const { player, redemption } = await pendingRedemption('120.00');
    const approved = await call('POST', `/api/admin/redemptions/${redemption.id}/approve`, admin.cookie, {
      note: 'ID checked',
    });
    expect(approved.statusCode).toBe(200);
    expect(AdminRedemption.parse(approved.json())).toMatchObject({
      status: 'paid',
      payoutReference: `sandbox_redemption-${redemption.id}`,
      decidedBy: { id: admin.userId },
      decisionNote: 'ID checked',
    });
    for (const path of ['approve', 'retry-payout']) {
      const again = await call('POST', `/api/admin/redemptions/${redemption.id}/${path}`, admin.cookie, {});
      expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
    }
    // The player sees it paid.
    const mine = (await call('GET', '/api/redemptions', player.cookie)).json<{ requests: Redemption[] }>();
    expect(mine.requests[0]).toMatchObject({ id: redemption.id, status: 'paid' });
    const log = AuditLogPage.parse(
      (
        await call(
          'GET',
          `/api/admin/audit-log?targetKind=redemption&targetId=${redemption.id}`,
          admin.cookie,
        )
      ).json(),
    );
    expect(log.items.map((e) => e.action).sort()).toEqual(['redemption.approve', 'redemption.payout']);
  });

  it('rejects with a reason (required) and returns the coins', async () => {
    const { player, redemption } = await pendingRedemption();
    const noReason = await call('POST', `/api/admin/redemptions/${redemption.id}/reject`, admin.cookie, {
      reason: 'no',
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([
      400,
      expect.stringMatching(/^body\.reason/),
    ]);
    const rejected = await call('POST', `/api/admin/redemptions/${redemption.id}/reject`, admin.cookie, {
      reason: 'The payee name does not match the account',
    });
    expect(rejected.statusCode).toBe(200);
    expect(AdminRedemption.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      decisionNote: 'The payee name does not match the account',
    });
    expect(await sweepsOf(player.userId)).toBe(21_000n);
    const missing = await call('POST', '/api/admin/redemptions/999999/reject', admin.cookie, {
      reason: 'Not there at all',
    });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
  });

  it('pays an approved request whose payout failed when an admin retries it', async () => {
    const { redemption } = await pendingRedemption();
    const staff = await requireStaff(api.t.db, admin.userId, 'write', null);
    // The payout provider is unreachable at approval (the outcome stays unknown): approved, unpaid.
    const unreachable = {
      info: createSandboxPayoutProvider(api.t.db).info,
      payout: () => Promise.reject(new Error('timeout')),
    };
    const unpaid = await approveRedemption(api.t.db, staff, Number(redemption.id), {
      provider: unreachable,
      now: new Date(),
    });
    expect(unpaid).toMatchObject({
      status: 'approved',
      payoutError: expect.stringMatching(/could not be reached/) as string,
    });
    const queue = AdminRedemptionsPage.parse(
      (await call('GET', '/api/admin/redemptions?status=approved', admin.cookie)).json(),
    );
    expect(queue.items.map((r) => r.id)).toContain(redemption.id);
    const retried = await call(
      'POST',
      `/api/admin/redemptions/${redemption.id}/retry-payout`,
      admin.cookie,
      {},
    );
    expect(retried.statusCode).toBe(200);
    expect(AdminRedemption.parse(retried.json())).toMatchObject({
      status: 'paid',
      payoutAttempts: 2,
      payoutError: null,
    });
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});

describe('identity checks in the back office', () => {
  it('lists checks waiting for review and verifies or rejects them', async () => {
    const player = await signedInAs(api, 'player', 'Rev');
    const submitted = await call('POST', '/api/kyc', player.cookie, {
      ...KYC_FORM,
      documentReference: 'REVIEW-22',
    });
    expect(submitted.json()).toMatchObject({ status: 'pending' });
    const queue = AdminKycPage.parse(
      (await call('GET', '/api/admin/kyc?status=pending', support.cookie)).json(),
    );
    expect(queue.items.find((r) => r.userId === player.userId)).toMatchObject({
      documentReference: 'REVIEW-22',
      accountDateOfBirth: '1990-01-01',
    });
    const one = AdminKycRecord.parse(
      (await call('GET', `/api/admin/kyc/${player.userId}`, support.cookie)).json(),
    );
    expect(one.status).toBe('pending');
    const verified = await call('POST', `/api/admin/kyc/${player.userId}/verify`, admin.cookie, {});
    expect(AdminKycRecord.parse(verified.json())).toMatchObject({
      status: 'verified',
      decidedBy: { id: admin.userId },
    });
    const shortReason = await call('POST', `/api/admin/kyc/${player.userId}/reject`, admin.cookie, {});
    expect([shortReason.statusCode, shortReason.json().message]).toEqual([
      400,
      expect.stringMatching(/^body\.reason/),
    ]);
    const rejected = await call('POST', `/api/admin/kyc/${player.userId}/reject`, admin.cookie, {
      reason: 'Document expired',
    });
    expect(AdminKycRecord.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      reason: 'Document expired',
    });
    expect((await call('GET', '/api/kyc', player.cookie)).json()).toMatchObject({
      status: 'rejected',
      reason: 'Document expired',
    });
  });

  it('answers 404 for a player who never submitted one', async () => {
    const player = await signedInAs(api, 'player');
    for (const [method, path] of [
      ['GET', `/api/admin/kyc/${player.userId}`],
      ['POST', `/api/admin/kyc/${player.userId}/verify`],
    ] as const) {
      const response = await call(method, path, admin.cookie, method === 'POST' ? {} : undefined);
      expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    }
  });
});

describe('mail-in entry codes in the back office', () => {
  it('credits a received code once, whatever its case and dashes; refuses an unknown or malformed code', async () => {
    const player = await signedInAs(api, 'player', 'Mail');
    const entry = AmoeEntry.parse((await call('POST', '/api/amoe/entries', player.cookie)).json());
    const before = await sweepsOf(player.userId);
    const typed = entry.code.toLowerCase().replaceAll('-', ' ');
    const credited = await call('POST', '/api/admin/amoe/credit', admin.cookie, { code: typed });
    expect(credited.statusCode).toBe(200);
    expect(AdminAmoeEntry.parse(credited.json())).toMatchObject({
      code: entry.code,
      status: 'credited',
      coins: '5.00',
      userId: player.userId,
    });
    expect(await sweepsOf(player.userId)).toBe(before + 500n);
    const again = await call('POST', '/api/admin/amoe/credit', admin.cookie, { code: entry.code });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      expect.stringMatching(/already credited/),
    ]);
    expect(await sweepsOf(player.userId)).toBe(before + 500n);
    const unknown = await call('POST', '/api/admin/amoe/credit', admin.cookie, { code: 'ZZZZ-ZZZZ-ZZZZ' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    const malformed = await call('POST', '/api/admin/amoe/credit', admin.cookie, { code: 'ZZZZ' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      expect.stringMatching(/^body\.code/),
    ]);
    const bySupport = await call('POST', '/api/admin/amoe/credit', support.cookie, { code: entry.code });
    expect(bySupport.statusCode).toBe(403);
    const list = AdminAmoePage.parse(
      (await call('GET', '/api/admin/amoe/entries?status=credited', support.cookie)).json(),
    );
    expect(list.items.find((e) => e.id === entry.id)).toMatchObject({ creditedBy: { id: admin.userId } });
    // The player's page shows it credited.
    expect((await call('GET', '/api/amoe/entries', player.cookie)).json().entries[0]).toMatchObject({
      status: 'credited',
      coins: '5.00',
    });
  });

  it('credits one code entered by two admins at once exactly once', async () => {
    const second = await signedInAs(api, 'admin', 'second');
    const player = await signedInAs(api, 'player', 'Race');
    const entry = AmoeEntry.parse((await call('POST', '/api/amoe/entries', player.cookie)).json());
    const before = await sweepsOf(player.userId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/admin/amoe/credit', i % 2 ? second.cookie : admin.cookie, { code: entry.code }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await sweepsOf(player.userId)).toBe(before + 500n);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});
