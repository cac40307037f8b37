import { createHash } from 'node:crypto';
import {
  AdminChallengesPage,
  AdminPlayerDetail,
  AdminPurchasesPage,
  AdminPlayerSession,
  AdminPlayersPage,
  AdminRoundRecall,
  AdminRoundsPage,
  StatementPage,
  type AdminPlayerRow,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, sessionCookie, type TestApi } from '../../../test/test-api.js';

// Issue 15, "Players": staff search players and read a player's page, every list paged on the server.

let api: TestApi;
let admin: SignedIn;
let support: SignedIn;
const players: Record<string, { id: string; email: string; cookie: string }> = {};

const SEARCHABLE = [
  { key: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada.analytical@engine.test' },
  { key: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@cobol.test' },
  { key: 'percent', firstName: 'Hundred%Club', lastName: 'Member', email: 'pc@club.test' },
  { key: 'underscore', firstName: 'Snake_Case', lastName: 'Coder', email: 'snake@python.test' },
] as const;

async function register(fields: (typeof SEARCHABLE)[number]) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': `Browser/${fields.key}` },
    payload: {
      email: fields.email,
      password: 'player-password-1',
      firstName: fields.firstName,
      lastName: fields.lastName,
      dateOfBirth: '1990-05-17',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const user = await api.t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', fields.email)
    .executeTakeFirstOrThrow();
  players[fields.key] = { id: user.id, email: fields.email, cookie: sessionCookie(response) };
}

const get = (url: string, cookie = admin.cookie) =>
  api.app.inject({ method: 'GET', url, headers: { cookie } });
const idOf = (key: string) => players[key]?.id ?? 'missing';

beforeAll(async () => {
  api = await createTestApi({ config: { logLevel: 'error' } });
  admin = await seededAdmin(api);
  support = await signedInAs(api, 'support');
  for (const fields of SEARCHABLE) await register(fields);
});
afterAll(async () => api.close());

describe(`GET /api/admin/players (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const search = async (q: string) => {
    const response = await get(`/api/admin/players?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    return AdminPlayersPage.parse(response.json());
  };

  const cases: Array<{ name: string; q: () => string; expected: string[] }> = [
    { name: 'a whole id', q: () => idOf('grace'), expected: ['grace'] },
    { name: 'a part of the email', q: () => 'ANALYTICAL@eng', expected: ['ada'] },
    { name: 'a part of a first name, any case', q: () => 'race', expected: ['grace'] },
    { name: 'a part of a last name', q: () => 'lovel', expected: ['ada'] },
    { name: '"first last"', q: () => 'grace hopper', expected: ['grace'] },
    { name: 'a literal %', q: () => '%', expected: ['percent'] },
    { name: 'a literal _', q: () => 'e_c', expected: ['underscore'] },
    { name: 'no match', q: () => 'zz-nobody-zz', expected: [] },
  ];
  it.each(cases)('finds by $name', async ({ q, expected }) => {
    const page = await search(q());
    const keys = page.items.map((row) => SEARCHABLE.find((s) => players[s.key]?.id === row.id)?.key);
    expect(keys.sort()).toEqual([...expected].sort());
    expect(page.total).toBe(expected.length);
  });

  it('does not find a part of an id (only a whole id)', async () => {
    const page = await search(idOf('grace').slice(0, 6));
    expect(page.items.map((r) => r.id)).not.toContain(idOf('grace'));
  });

  it('lists staff with their role, and filters by role and status', async () => {
    const staff = AdminPlayersPage.parse((await get('/api/admin/players?role=support')).json());
    expect(staff.items.map((r) => r.id)).toContain(support.userId);
    expect(staff.items.every((r) => r.role === 'support')).toBe(true);
    await api.t.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspended_reason: 'test' })
      .where('id', '=', idOf('underscore'))
      .execute();
    const suspended = AdminPlayersPage.parse((await get('/api/admin/players?status=suspended')).json());
    expect(suspended.items.map((r) => r.id)).toEqual([idOf('underscore')]);
    const active = AdminPlayersPage.parse(
      (await get('/api/admin/players?status=active&pageSize=100')).json(),
    );
    expect(active.items.map((r) => r.id)).not.toContain(idOf('underscore'));
    await api.t.db
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null })
      .where('id', '=', idOf('underscore'))
      .execute();
  });

  const sortCases: Array<{ sort: string; key: (r: AdminPlayerRow) => string | number }> = [
    { sort: 'email', key: (r) => (r.email ?? '').toLowerCase() },
    { sort: 'createdAt', key: (r) => r.createdAt },
    { sort: 'balance', key: (r) => Number(r.balance) },
    { sort: 'name', key: (r) => `${r.firstName ?? ''} ${r.lastName ?? ''}`.toLowerCase() },
  ];
  it.each(sortCases)('sorts by $sort both ways, on the server', async ({ sort, key }) => {
    for (const dir of ['asc', 'desc'] as const) {
      const page = AdminPlayersPage.parse(
        (await get(`/api/admin/players?sort=${sort}&dir=${dir}&pageSize=100`)).json(),
      );
      const keys = page.items.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('pages: every row once across pages, the total the same on each', async () => {
    const all = AdminPlayersPage.parse(
      (await get('/api/admin/players?sort=email&dir=asc&pageSize=100')).json(),
    );
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
      const part = AdminPlayersPage.parse(
        (await get(`/api/admin/players?sort=email&dir=asc&pageSize=2&page=${page}`)).json(),
      );
      expect(part.total).toBe(all.total);
      seen.push(...part.items.map((r) => r.id));
    }
    expect(seen).toEqual(all.items.map((r) => r.id));
  });

  it('answers 400 naming the field for a bad sort or page size', async () => {
    for (const [query, field] of [
      ['sort=shoeSize', 'sort'],
      ['pageSize=1000', 'pageSize'],
      ['role=king', 'role'],
    ] as const) {
      const response = await get(`/api/admin/players?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });
});

describe("a player's page", () => {
  it('answers 404 Player not found for an unknown id, on every tab', async () => {
    for (const tab of ['', '/ledger', '/rounds', '/sessions', '/challenges', '/poker-hands', '/purchases']) {
      const response = await get(`/api/admin/players/nobody-here${tab}`);
      expect({ tab, status: response.statusCode, body: response.json() }).toEqual({
        tab,
        status: 404,
        body: { error: 'not_found', message: 'Player not found' },
      });
    }
  });

  it('shows totals, balances and live sessions from the real tables after a few spins', async () => {
    const ada = players.ada!;
    for (let i = 0; i < 3; i++) {
      const spin = await api.app.inject({
        method: 'POST',
        url: '/api/slots/spin',
        headers: { cookie: ada.cookie },
        payload: { betAmount: '10.00', gameId: 6 },
      });
      expect(spin.statusCode, spin.body).toBe(200);
    }
    const response = await get(`/api/admin/players/${ada.id}`, support.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const detail = AdminPlayerDetail.parse(response.json());
    const sessions = await api.t.db
      .selectFrom('game_sessions')
      .select(['bet_amount', 'win_amount'])
      .where('user_id', '=', ada.id)
      .execute();
    const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
    expect(detail.totals.rounds).toBe(3);
    expect(detail.totals.wagered).toBe('30.00');
    expect(Math.round(Number(detail.totals.won) * 100)).toBe(Number(sum(sessions.map((s) => s.win_amount))));
    expect(detail.dateOfBirth).toBe('1990-05-17');
    expect(detail.liveSessions).toBe(1);
    expect(detail.player.email).toBe(ada.email);
    const me = (
      await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: ada.cookie } })
    ).json<{
      balance: string;
    }>();
    expect(detail.player.balance).toBe(me.balance);
  });
});

describe("a player's statement", () => {
  it('lists every wallet entry newest first, the balance after each exact, the other side named', async () => {
    const ada = players.ada!;
    const response = await get(`/api/admin/players/${ada.id}/ledger?currency=coins&pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = StatementPage.parse(response.json());
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    const wallet = await api.t.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', ada.id)
      .where('currency', '=', 'coins')
      .executeTakeFirstOrThrow();
    const units = (money: string) => BigInt(Math.round(Number(money) * 100));
    // Newest first: the first balance is the wallet's; each older one is the newer minus its amount.
    expect(units(page.items[0]!.balanceAfter)).toBe(wallet.balance);
    for (let i = 1; i < page.items.length; i++)
      expect(units(page.items[i]!.balanceAfter)).toBe(
        units(page.items[i - 1]!.balanceAfter) - units(page.items[i - 1]!.amount),
      );
    const spins = page.items.filter((e) => e.kind === 'round');
    // Three spins, three transactions (a winning one has two wallet legs: the stake and the return).
    expect(new Set(spins.map((e) => e.transactionId)).size).toBe(3);
    expect(spins.every((e) => e.counterparty.split(', ').includes('house:slots:diamond-deluxe'))).toBe(true);
    const filtered = StatementPage.parse(
      (await get(`/api/admin/players/${ada.id}/ledger?kind=round`)).json(),
    );
    expect(filtered.total).toBe(spins.length);
    expect(filtered.items.map((e) => e.balanceAfter)).toEqual(spins.map((e) => e.balanceAfter));
  });
});

describe("a player's sessions", () => {
  it('shows the address and user agent each session signed in from, never the session id', async () => {
    const grace = players.grace!;
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': `Agent/${'x'.repeat(400)}` },
      payload: { email: grace.email, password: 'player-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const response = await get(`/api/admin/players/${grace.id}/sessions`);
    expect(response.statusCode, response.body).toBe(200);
    const sessions = z.array(AdminPlayerSession).parse(response.json());
    expect(sessions).toHaveLength(2);
    const [newest, older] = sessions;
    expect(newest!.userAgent).toBe(`Agent/${'x'.repeat(294)}`);
    expect(older!.userAgent).toBe('Browser/grace');
    expect(newest!.ip).toBe('127.0.0.1');
    expect(newest!.signedInAt).not.toBeNull();
    const sids = await api.t.db
      .selectFrom('sessions')
      .select('sid')
      .where('user_id', '=', grace.id)
      .execute();
    const refs = sids.map((s) => createHash('sha256').update(s.sid).digest('hex').slice(0, 8));
    expect(sessions.map((s) => s.sessionRef).sort()).toEqual(refs.sort());
    expect(response.body).not.toContain(sids[0]!.sid);
  });
});

describe("a player's other tabs", () => {
  it('shows a challenge from both sides and a purchase', async () => {
    const [ada, grace] = [players.ada!, players.grace!];
    const post = (cookie: string, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
    const created = await post(ada.cookie, '/api/p2p-challenges/create', {
      gameType: 'chess',
      betAmount: '50',
      betType: 'coins',
      skillLevel: 'any',
    });
    expect(created.statusCode, created.body).toBe(201);
    const challengeId = created.json<{ challenge: { id: string } }>().challenge.id;
    const accepted = await post(grace.cookie, `/api/p2p-challenges/${challengeId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const adas = AdminChallengesPage.parse((await get(`/api/admin/players/${ada.id}/challenges`)).json());
    const graces = AdminChallengesPage.parse((await get(`/api/admin/players/${grace.id}/challenges`)).json());
    expect(adas.items).toEqual([
      expect.objectContaining({
        id: challengeId,
        opponentName: 'Grace Hopper',
        betAmount: '50.00',
        won: null,
      }),
    ]);
    expect(graces.items).toEqual([
      expect.objectContaining({ id: challengeId, opponentName: 'Ada Lovelace' }),
    ]);

    // Buying needs a declared region where sweepstakes play is offered (issue 18).
    await api.t.db
      .updateTable('users')
      .set({ region_country: 'US', region_state: 'CA' })
      .where('id', '=', grace.id)
      .execute();
    const bought = await post(
      grace.cookie,
      '/api/coin-packages/purchase',
      { packageId: 2 },
      {
        'idempotency-key': 'web-1700000000-adminread',
      },
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const purchases = AdminPurchasesPage.parse(
      (await get(`/api/admin/players/${grace.id}/purchases`)).json(),
    );
    expect(purchases.total).toBe(1);
    expect(purchases.items[0]).toMatchObject({ status: 'completed', provider: expect.any(String) });
    const detail = AdminPlayerDetail.parse((await get(`/api/admin/players/${grace.id}`)).json());
    expect(detail.totals).toMatchObject({ challenges: 1, purchasesUsd: purchases.items[0]!.priceUsd });
  });

  it('answer empty pages for a player who has none', async () => {
    for (const tab of ['challenges', 'poker-hands', 'purchases', 'rounds']) {
      const response = await get(`/api/admin/players/${idOf('percent')}/${tab}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    }
  });
});

describe('a round recalled', () => {
  it("lists the player's rounds and recalls one, verified once the player rotates the seed", async () => {
    const ada = players.ada!;
    const rounds = AdminRoundsPage.parse(
      (await get(`/api/admin/players/${ada.id}/rounds?game=diamond-deluxe`)).json(),
    );
    expect(rounds.total).toBe(3);
    const byId = AdminRoundsPage.parse(
      (await get(`/api/admin/players/${ada.id}/rounds?game=6&pageSize=1`)).json(),
    );
    expect(byId).toMatchObject({ total: 3, pageSize: 1 });
    expect(byId.items[0]).toEqual(rounds.items[0]);
    const sessionId = rounds.items[0]!.sessionId;
    const before = AdminRoundRecall.parse(
      (await get(`/api/admin/rounds/${sessionId}`, support.cookie)).json(),
    );
    expect(before.steps.map((s) => s.label)).toContain('Symbols');
    expect(before.fairness).toMatchObject({ serverSeed: null, verified: null });
    const rotate = await api.app.inject({
      method: 'POST',
      url: '/api/fairness/rotate',
      headers: { cookie: ada.cookie },
    });
    expect(rotate.statusCode, rotate.body).toBe(200);
    const after = AdminRoundRecall.parse((await get(`/api/admin/rounds/${sessionId}`)).json());
    expect(after.fairness).toMatchObject({
      serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      verified: true,
    });
  });

  it('answers 404 Round not found for an unknown round, 400 for a malformed id', async () => {
    expect((await get('/api/admin/rounds/999999999')).json()).toEqual({
      error: 'not_found',
      message: 'Round not found',
    });
    expect((await get('/api/admin/rounds/abc')).statusCode).toBe(400);
  });
});
