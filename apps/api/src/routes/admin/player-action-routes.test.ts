import {
  ACCOUNT_SUSPENDED_MESSAGE,
  AdminPlayerRow,
  PasswordResetResponse,
  StaffMember,
} from '@casino/contracts';
import { auditLedger, createChallenge, createGuest } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// The back office's actions on a player (issue 15): suspension ends sessions and sign-in at once,
// a password reset hands out a one-time password, roles take effect on the next request. Each
// action writes exactly one audit row.

const PASSWORD = 'staff-password-123';
let api: TestApi;
let admin: SignedIn;
const loggedOut: string[] = [];

beforeAll(async () => {
  api = await createTestApi({ onLogout: (userId) => loggedOut.push(userId) });
  admin = await seededAdmin(api);
});
afterAll(async () => api.close());

const post = (url: string, cookie: string, payload: unknown = {}) =>
  api.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const me = (cookie: string) => api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const login = (email: string, password = PASSWORD) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const auditRows = (targetId: string, action: string) =>
  api.t.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('action', '=', action)
    .execute();

describe('suspend and reinstate', () => {
  it("ends the player's sessions at once, refuses their sign-in, and lets them back after reinstatement", async () => {
    const player = await signedInAs(api, 'player', 'suspendee');
    expect((await me(player.cookie)).statusCode).toBe(200);

    const suspended = await post(`/api/admin/players/${player.userId}/suspend`, admin.cookie, {
      reason: 'chargeback investigation',
    });
    expect(suspended.statusCode).toBe(200);
    const row = AdminPlayerRow.parse(suspended.json());
    expect(row).toMatchObject({ id: player.userId, role: 'player' });
    expect(row.suspendedAt).not.toBeNull();
    expect(loggedOut).toContain(player.userId);

    expect((await me(player.cookie)).statusCode).toBe(401);
    const refused = await login(player.email);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { error: 'account_suspended', message: ACCOUNT_SUSPENDED_MESSAGE },
    });
    // A wrong password is told nothing about the suspension.
    expect((await login(player.email, 'not-the-password')).statusCode).toBe(401);

    const audit = await auditRows(player.userId, 'player.suspend');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.userId, reason: 'chargeback investigation' });

    const again = await post(`/api/admin/players/${player.userId}/suspend`, admin.cookie, {
      reason: 'twice',
    });
    expect({ status: again.statusCode, error: again.json().error }).toEqual({
      status: 409,
      error: 'conflict',
    });

    const reinstated = await post(`/api/admin/players/${player.userId}/reinstate`, admin.cookie, {
      reason: 'cleared',
    });
    expect(reinstated.statusCode).toBe(200);
    expect(AdminPlayerRow.parse(reinstated.json()).suspendedAt).toBeNull();
    expect(await auditRows(player.userId, 'player.reinstate')).toHaveLength(1);
    // The old session stays ended; a fresh sign-in works.
    expect((await me(player.cookie)).statusCode).toBe(401);
    const back = await login(player.email);
    expect(back.statusCode).toBe(200);
    expect((await me(sessionCookie(back))).statusCode).toBe(200);

    const twice = await post(`/api/admin/players/${player.userId}/reinstate`, admin.cookie, {
      reason: 'twice',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('keeps a session that a request in flight wrote back signed out', async () => {
    const player = await signedInAs(api, 'player', 'inflight');
    const saved = await api.t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    await post(`/api/admin/players/${player.userId}/suspend`, admin.cookie, { reason: 'write-back race' });
    // What a request that read the session before the suspension does when it answers: it saves it.
    await api.t.db
      .insertInto('sessions')
      .values({ ...saved, data: JSON.stringify(saved.data) })
      .execute();
    expect((await me(player.cookie)).statusCode).toBe(401);
    // Reinstating ends it too: only a fresh sign-in lets the player in.
    await post(`/api/admin/players/${player.userId}/reinstate`, admin.cookie, { reason: 'cleared' });
    expect((await me(player.cookie)).statusCode).toBe(401);
  });

  it("cancels the suspended player's open challenges and returns their stakes", async () => {
    const player = await signedInAs(api, 'player', 'challenger');
    const timing = { now: new Date(), expiryMs: 3_600_000 };
    const terms = { gameType: 'chess', betAmount: '25', betType: 'coins', skillLevel: 'any' } as const;
    const challenge = await createChallenge(api.t.db, player.userId, terms, timing);
    const coinsBefore = await coinsOf(player.userId);
    await post(`/api/admin/players/${player.userId}/suspend`, admin.cookie, { reason: 'open challenge' });
    const row = await api.t.db
      .selectFrom('p2p_challenges')
      .select('status')
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(await coinsOf(player.userId)).toBe(coinsBefore + 2_500n);
    expect((await auditLedger(api.t.db)).ok).toBe(true);
  });

  it.each([
    ['your own account', () => admin.userId, 409],
    ['an unknown player', () => 'no-such-player', 404],
  ])('refuses to suspend %s', async (_name, target, status) => {
    const response = await post(`/api/admin/players/${target()}/suspend`, admin.cookie, { reason: 'test' });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a reason shorter than 3 characters, naming the field', async () => {
    const player = await signedInAs(api, 'player', 'short');
    const response = await post(`/api/admin/players/${player.userId}/suspend`, admin.cookie, { reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('reason');
  });
});

describe('reset password', () => {
  it('hands out a one-time password that signs in, and ends every session', async () => {
    const player = await signedInAs(api, 'player', 'forgetful');
    const response = await post(`/api/admin/players/${player.userId}/reset-password`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const reset = PasswordResetResponse.parse(response.json());
    expect(reset.temporaryPassword.length).toBeGreaterThanOrEqual(16);
    expect(reset.sessionsEnded).toBe(1);
    expect(loggedOut).toContain(player.userId);
    expect((await me(player.cookie)).statusCode).toBe(401);
    expect((await login(player.email)).statusCode).toBe(401);
    expect((await login(player.email, reset.temporaryPassword)).statusCode).toBe(200);

    const audit = await auditRows(player.userId, 'player.reset_password');
    expect(audit).toHaveLength(1);
    expect(
      JSON.stringify(audit, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain(reset.temporaryPassword);
    const stored = await api.t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(reset.temporaryPassword);
  });

  it('gives two resets two different passwords', async () => {
    const player = await signedInAs(api, 'player', 'twice');
    const first = PasswordResetResponse.parse(
      (await post(`/api/admin/players/${player.userId}/reset-password`, admin.cookie)).json(),
    );
    const second = PasswordResetResponse.parse(
      (await post(`/api/admin/players/${player.userId}/reset-password`, admin.cookie)).json(),
    );
    expect(first.temporaryPassword).not.toBe(second.temporaryPassword);
  });

  it('refuses a guest, who has no password (409)', async () => {
    const guestId = await createGuest(api.t.db);
    const response = await post(`/api/admin/players/${guestId}/reset-password`, admin.cookie);
    expect({ status: response.statusCode, error: response.json().error }).toEqual({
      status: 409,
      error: 'conflict',
    });
  });
});

describe('roles', () => {
  const grant = (userId: string, role: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/players/${userId}/role`,
      headers: { cookie: admin.cookie },
      payload: { role, reason: 'staffing' },
    });
  const dashboard = (cookie: string) =>
    api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });

  it('takes effect on the next request of the account: support reads, admin writes, player is refused', async () => {
    const member = await signedInAs(api, 'player', 'promoted');
    expect((await dashboard(member.cookie)).statusCode).toBe(403);

    expect(AdminPlayerRow.parse((await grant(member.userId, 'support')).json()).role).toBe('support');
    expect((await dashboard(member.cookie)).statusCode).toBe(200);
    const supportWrite = await post(`/api/admin/players/${admin.userId}/suspend`, member.cookie, {
      reason: 'no',
    });
    expect(supportWrite.statusCode).toBe(403);

    expect((await grant(member.userId, 'admin')).statusCode).toBe(200);
    const staff = z
      .array(StaffMember)
      .parse(
        (
          await api.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: member.cookie } })
        ).json(),
      );
    expect(staff).toContainEqual(expect.objectContaining({ id: member.userId, role: 'admin' }));
    expect(staff.find((s) => s.id === admin.userId)?.lastActionAt).not.toBeNull();
    expect(staff.every((s) => s.role !== 'player')).toBe(true);

    expect((await grant(member.userId, 'player')).statusCode).toBe(200);
    expect((await dashboard(member.cookie)).statusCode).toBe(403);
    const audit = await auditRows(member.userId, 'player.role');
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ role: 'player' }, { role: 'support' }],
      [{ role: 'support' }, { role: 'admin' }],
      [{ role: 'admin' }, { role: 'player' }],
    ]);
  });

  it.each([
    ['your own role', () => Promise.resolve(admin.userId), 'player', 409],
    ['a guest to staff', () => createGuest(api.t.db), 'support', 409],
    ['the role the account already has', async () => (await signedInAs(api, 'player')).userId, 'player', 409],
    ['an unknown account', () => Promise.resolve('no-such-player'), 'admin', 404],
  ])('refuses %s', async (_name, target, role, status) => {
    const response = await grant(await target(), role);
    expect(response.statusCode).toBe(status);
  });
});

async function coinsOf(userId: string): Promise<bigint> {
  const row = await api.t.db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('currency', '=', 'coins')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}
