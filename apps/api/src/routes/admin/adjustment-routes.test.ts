import { AdjustmentsPage, BalanceAdjustment, FOUR_EYES_MESSAGE } from '@casino/contracts';
import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

// Balance adjustments with four eyes (issue 15): within the threshold (here 100.00) an admin's
// adjustment applies at once; above it a second admin approves or rejects it. Money moves only
// through the ledger, exactly once, whatever two admins do at the same moment.

let api: TestApi;
let first: SignedIn;
let second: SignedIn;
let support: SignedIn;

beforeAll(async () => {
  api = await createTestApi({ config: { adjustmentApprovalThreshold: '100.00' } });
  first = await seededAdmin(api);
  second = await signedInAs(api, 'admin', 'second');
  support = await signedInAs(api, 'support');
});
afterAll(async () => api.close());

const adjust = (userId: string, body: Record<string, unknown>, cookie = first.cookie) =>
  api.app.inject({
    method: 'POST',
    url: `/api/admin/players/${userId}/adjustments`,
    headers: { cookie },
    payload: { currency: 'coins', reasonCode: 'goodwill', note: 'service recovery', ...body },
  });
const decide = (id: string, decision: 'approve' | 'reject', cookie: string, note?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/admin/adjustments/${id}/${decision}`,
    headers: { cookie },
    payload: note === undefined ? {} : { note },
  });
const playerWith = async () => (await signedInAs(api, 'player', 'adjusted')).userId;

async function balanceOf(userId: string, currency: 'coins' | 'sweeps' = 'coins'): Promise<bigint> {
  const row = await api.t.db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}
const auditActions = async (adjustmentId: string) =>
  (
    await api.t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id'])
      .where('target_kind', '=', 'adjustment')
      .where('target_id', '=', adjustmentId)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);
const adjustmentTransactions = async (adjustmentId: string) =>
  api.t.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('kind', '=', 'adjustment')
    .where('idempotency_key', '=', `adjustment:${adjustmentId}`)
    .execute();

describe('within the threshold: applied at once', () => {
  // The starting grant is 10,000 coins and 10 sweepstakes coins.
  it.each([
    ['a coins credit', 'coins', '50.00', 5_000n],
    ['a coins debit', 'coins', '-100.00', -10_000n],
    ['a sweepstakes credit', 'sweeps', '0.01', 1n],
    ['a sweepstakes debit of the whole wallet', 'sweeps', '-10.00', -1_000n],
  ] as const)('%s moves the wallet by its amount', async (_name, currency, amount, units) => {
    const userId = await playerWith();
    const before = await balanceOf(userId, currency);
    const response = await adjust(userId, { currency, amount });
    expect(response.statusCode).toBe(201);
    const adjustment = BalanceAdjustment.parse(response.json());
    expect(adjustment).toMatchObject({
      userId,
      currency,
      amount,
      status: 'applied',
      needsApproval: false,
      requestedBy: { id: first.userId },
      decidedBy: { id: first.userId },
    });
    expect(adjustment.transactionId).not.toBeNull();
    expect(await balanceOf(userId, currency)).toBe(before + units);
    expect(await auditActions(adjustment.id)).toEqual(['adjustment.apply']);
  });

  it("refuses a debit larger than the wallet with the ledger's error and records nothing", async () => {
    const userId = await playerWith();
    const response = await adjust(userId, { currency: 'sweeps', amount: '-10.01' });
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 400,
      error: 'insufficient_balance',
    });
    const rows = await api.t.db
      .selectFrom('balance_adjustments')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
    expect(await balanceOf(userId, 'sweeps')).toBe(1_000n);
  });
});

describe('above the threshold: four eyes', () => {
  it('waits for a second admin, who applies it; the requester cannot', async () => {
    const userId = await playerWith();
    const before = await balanceOf(userId);
    const response = await adjust(userId, { amount: '100.01', reasonCode: 'service_recovery' });
    expect(response.statusCode).toBe(201);
    const pending = BalanceAdjustment.parse(response.json());
    expect(pending).toMatchObject({
      status: 'pending',
      needsApproval: true,
      decidedBy: null,
      transactionId: null,
    });
    expect(await balanceOf(userId)).toBe(before);

    const own = await decide(pending.id, 'approve', first.cookie);
    expect({ status: own.statusCode, body: own.json() }).toEqual({
      status: 403,
      body: { error: 'forbidden', message: FOUR_EYES_MESSAGE },
    });
    const bySupport = await decide(pending.id, 'approve', support.cookie);
    expect(bySupport.statusCode).toBe(403);

    const approved = await decide(pending.id, 'approve', second.cookie, 'checked the ticket');
    expect(approved.statusCode).toBe(200);
    expect(BalanceAdjustment.parse(approved.json())).toMatchObject({
      status: 'applied',
      needsApproval: true,
      decidedBy: { id: second.userId },
      decisionNote: 'checked the ticket',
    });
    expect(await balanceOf(userId)).toBe(before + 10_001n);
    expect(await auditActions(pending.id)).toEqual(['adjustment.request', 'adjustment.approve']);

    const memo = await api.t.db
      .selectFrom('ledger_transactions')
      .select('memo')
      .where('idempotency_key', '=', `adjustment:${pending.id}`)
      .executeTakeFirstOrThrow();
    expect(memo.memo).toEqual({
      adjustmentId: pending.id,
      reasonCode: 'service_recovery',
      requestedBy: first.userId,
      approvedBy: second.userId,
    });

    for (const decision of ['approve', 'reject'] as const) {
      const late = await decide(pending.id, decision, second.cookie);
      expect({ status: late.statusCode, error: late.json().error }).toEqual({
        status: 409,
        error: 'conflict',
      });
    }
  });

  it('is rejected by a second admin, or withdrawn by its requester; no money moves', async () => {
    const userId = await playerWith();
    const before = await balanceOf(userId);
    const a = BalanceAdjustment.parse((await adjust(userId, { amount: '-500.00' })).json());
    const b = BalanceAdjustment.parse((await adjust(userId, { amount: '500.00' })).json());
    const rejected = BalanceAdjustment.parse((await decide(a.id, 'reject', second.cookie, 'no')).json());
    const withdrawn = BalanceAdjustment.parse((await decide(b.id, 'reject', first.cookie)).json());
    expect([rejected.status, rejected.decidedBy?.id]).toEqual(['rejected', second.userId]);
    expect([withdrawn.status, withdrawn.decidedBy?.id]).toEqual(['rejected', first.userId]);
    expect(await balanceOf(userId)).toBe(before);
    expect(await auditActions(b.id)).toEqual(['adjustment.request', 'adjustment.reject']);
  });

  it('stays pending when the wallet no longer covers the debit, and says why (409)', async () => {
    const userId = await playerWith();
    const pending = BalanceAdjustment.parse((await adjust(userId, { amount: '-9000.00' })).json());
    // Meanwhile 1,100 coins leave the wallet (in debits within the threshold, applied at once).
    for (let i = 0; i < 11; i++)
      expect((await adjust(userId, { amount: '-100.00' }, second.cookie)).statusCode).toBe(201);
    const refused = await decide(pending.id, 'approve', second.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Insufficient Balance/);
    const still = await api.t.db
      .selectFrom('balance_adjustments')
      .select(['status', 'transaction_id'])
      .where('id', '=', BigInt(pending.id))
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'pending', transaction_id: null });
    expect(await auditActions(pending.id)).toEqual(['adjustment.request']);
  });
});

describe('two admins at once', () => {
  it('applies an adjustment approved twice at the same moment exactly once', async () => {
    const third = await signedInAs(api, 'admin', 'third');
    const userId = await playerWith();
    const before = await balanceOf(userId);
    const pending = BalanceAdjustment.parse((await adjust(userId, { amount: '250.00' })).json());
    const answers = await Promise.all([
      decide(pending.id, 'approve', second.cookie),
      decide(pending.id, 'approve', third.cookie),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(userId)).toBe(before + 25_000n);
    expect(await adjustmentTransactions(pending.id)).toHaveLength(1);
    expect(await auditActions(pending.id)).toEqual(['adjustment.request', 'adjustment.approve']);
    const audit = await auditLedger(api.t.db);
    expect(audit.adjustmentMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  it('lets one of an approval and a rejection racing each other win', async () => {
    const userId = await playerWith();
    const before = await balanceOf(userId);
    const pending = BalanceAdjustment.parse((await adjust(userId, { amount: '300.00' })).json());
    const [approve, reject] = await Promise.all([
      decide(pending.id, 'approve', second.cookie),
      decide(pending.id, 'reject', first.cookie),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const applied = approve.statusCode === 200;
    expect(await balanceOf(userId)).toBe(applied ? before + 30_000n : before);
    expect(await adjustmentTransactions(pending.id)).toHaveLength(applied ? 1 : 0);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    ['your own balance', () => first.userId, { amount: '1.00' }, 409],
    ['an unknown player', () => 'no-such-player', { amount: '1.00' }, 404],
    ['a zero amount', () => second.userId, { amount: '0.00' }, 400],
    ['three decimals', () => second.userId, { amount: '1.005' }, 400],
    ['an unknown reason code', () => second.userId, { amount: '1.00', reasonCode: 'bribe' }, 400],
    ['a note under 3 characters', () => second.userId, { amount: '1.00', note: 'x' }, 400],
  ])('refuses an adjustment of %s', async (_name, userId, body, status) => {
    const response = await adjust(userId(), body);
    expect(response.statusCode).toBe(status);
  });

  it('answers 404 for an unknown adjustment', async () => {
    expect((await decide('999999', 'approve', second.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/adjustments', () => {
  it("lists a player's adjustments by status, paged, for support too", async () => {
    const userId = await playerWith();
    for (const amount of ['1.00', '2.00', '200.00', '300.00', '400.00']) await adjust(userId, { amount });
    const list = async (query: string) => {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/admin/adjustments?userId=${userId}&${query}`,
        headers: { cookie: support.cookie },
      });
      expect(response.statusCode).toBe(200);
      return AdjustmentsPage.parse(response.json());
    };
    const pending = await list('status=pending&pageSize=2&page=1');
    expect({ total: pending.total, amounts: pending.items.map((a) => a.amount) }).toEqual({
      total: 3,
      amounts: ['400.00', '300.00'],
    });
    expect((await list('status=pending&pageSize=2&page=2')).items.map((a) => a.amount)).toEqual(['200.00']);
    expect((await list('status=applied&dir=asc')).items.map((a) => a.amount)).toEqual(['1.00', '2.00']);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/admin/adjustments?status=lost',
      headers: { cookie: support.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
