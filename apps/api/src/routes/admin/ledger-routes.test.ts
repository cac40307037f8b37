import type { AccountEntry, AdminAccount, LedgerAuditRun, Page } from '@casino/contracts';
import { auditLedger } from '@casino/domain';
import { gameById } from '@casino/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
let admin: SignedIn;
let support: SignedIn;
let ada: SignedIn;
const SLOT = 6;
const slotHouse = `house:${gameById(SLOT)?.houseAccount ?? ''}`;

beforeAll(async () => {
  api = await createTestApi({ config: { projectorIntervalMs: 0 } });
  admin = await seededAdmin(api);
  support = await signedInAs(api, 'support');
  ada = await signedInAs(api, 'player', 'ada');
  for (const betAmount of ['2.00', '3.50', '1.25', '4.00'])
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/slots/spin',
          headers: { cookie: ada.cookie },
          payload: { betAmount, gameId: SLOT },
        })
      ).statusCode,
    ).toBe(200);
});
afterAll(() => api.close());

const get = <T>(url: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } }).then((r) => {
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json<T>();
  });
const units = (text: string) => BigInt(text.replace('.', ''));
const accountsOf = (query: string) => get<Page<AdminAccount>>(`/api/admin/ledger/accounts${query}`);
const entriesOf = (id: string, query = '') =>
  get<Page<AccountEntry>>(`/api/admin/ledger/accounts/${id}/entries${query}`);

/** Every entry of an account, newest first, read page by page. */
async function allEntries(id: string, pageSize: number): Promise<AccountEntry[]> {
  const entries: AccountEntry[] = [];
  for (let page = 1; ; page += 1) {
    const body = await entriesOf(id, `?page=${page}&pageSize=${pageSize}`);
    entries.push(...body.items);
    if (entries.length >= body.total || body.items.length === 0) return entries;
  }
}

describe(`admin ledger (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("finds a player's wallet by their id, with their name, balance and entry count", async () => {
    const me = await get<{ balance: string }>('/api/auth/user', ada);
    const found = await accountsOf(`?q=${ada.userId}&currency=coins`);
    expect(found.total).toBe(1);
    const walletAccount = found.items[0];
    expect(walletAccount).toMatchObject({
      kind: 'wallet',
      currency: 'coins',
      userId: ada.userId,
      ownerName: expect.stringMatching(/^ada Tester\d+$/),
      balance: me.balance,
    });
    const entries = await entriesOf(walletAccount?.id ?? '');
    expect(walletAccount?.entries).toBe(entries.total);
    expect(entries.items[0]?.balanceAfter).toBe(me.balance);
  });

  it.each([
    ['pageSize 1', 1],
    ['pageSize 3', 3],
    ['one page', 100],
  ])(
    "walks the slot house's entries (%s): each balance after is the one before plus its amount",
    async (_name, pageSize) => {
      const [houseAccount] = (await accountsOf(`?q=${encodeURIComponent(slotHouse)}&kind=house`)).items;
      expect(houseAccount?.code).toBe(slotHouse);
      const entries = await allEntries(houseAccount?.id ?? '', pageSize);
      expect(entries).toHaveLength(houseAccount?.entries ?? -1);
      expect(entries[0]?.balanceAfter).toBe(houseAccount?.balance);
      for (const [i, entry] of entries.entries()) {
        const older = entries[i + 1];
        expect(units(entry.balanceAfter) - units(entry.amount)).toBe(older ? units(older.balanceAfter) : 0n);
      }
      // A spin's other accounts: the player's wallet (stake in, win out) and the jackpot pool it feeds.
      const stakes = entries.filter((e) => units(e.amount) > 0n);
      expect(stakes.length).toBe(4);
      for (const stake of stakes)
        expect(stake.counterparty.split(', ')).toContainEqual(
          expect.stringMatching(/^wallet of ada Tester\d+$/),
        );
    },
  );

  it("describes the other side of a player's stake as the game's house account", async () => {
    const [walletAccount] = (await accountsOf(`?q=${ada.userId}&currency=coins`)).items;
    const entries = await entriesOf(walletAccount?.id ?? '');
    const stakes = entries.items.filter((e) => units(e.amount) < 0n);
    expect(stakes.map((e) => e.amount).sort()).toEqual(['-1.25', '-2.00', '-3.50', '-4.00']);
    for (const stake of stakes) expect(stake.counterparty.split(', ')).toContain(slotHouse);
    const oldest = (await entriesOf(walletAccount?.id ?? '', '?dir=asc&pageSize=1')).items[0];
    expect(oldest).toMatchObject({ kind: 'signup_grant', counterparty: 'promotions' });
    expect(oldest?.balanceAfter).toBe(oldest?.amount);
  });

  it.each([
    ['kind', '?kind=house', (a: AdminAccount) => a.kind === 'house'],
    ['currency', '?currency=sweeps', (a: AdminAccount) => a.currency === 'sweeps'],
    ['a code', '?q=promotions', (a: AdminAccount) => (a.code ?? '').includes('promotions')],
  ])('filters accounts by %s', async (_name, query, holds) => {
    const body = await accountsOf(`${query}&pageSize=100`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every(holds)).toBe(true);
  });

  it.each([
    [
      'balance, highest first',
      '?sort=balance&dir=desc',
      (a: AdminAccount, b: AdminAccount) => units(a.balance) >= units(b.balance),
    ],
    [
      'balance, lowest first',
      '?sort=balance&dir=asc',
      (a: AdminAccount, b: AdminAccount) => units(a.balance) <= units(b.balance),
    ],
    ['id, newest first', '?sort=id', (a: AdminAccount, b: AdminAccount) => Number(a.id) > Number(b.id)],
    [
      'code, a to z',
      '?sort=code&dir=asc&kind=house',
      (a: AdminAccount, b: AdminAccount) => (a.code ?? '') <= (b.code ?? ''),
    ],
  ])('sorts accounts by %s on the server', async (_name, query, inOrder) => {
    const body = await accountsOf(`${query}&pageSize=100`);
    expect(body.items.length).toBeGreaterThan(1);
    for (let i = 1; i < body.items.length; i += 1)
      expect(inOrder(body.items[i - 1] as AdminAccount, body.items[i] as AdminAccount)).toBe(true);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/ledger/accounts/987654321/entries',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('runs the audit on demand for an admin, lists it for support, and refuses support a run', async () => {
    const run = await api.app.inject({
      method: 'POST',
      url: '/api/admin/ledger/audits',
      headers: { cookie: admin.cookie },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json<LedgerAuditRun>()).toMatchObject({
      trigger: 'manual',
      ok: (await auditLedger(api.t.db)).ok,
    });
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/admin/ledger/audits',
      headers: { cookie: support.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const list = await get<Page<LedgerAuditRun>>('/api/admin/ledger/audits', support);
    expect(list.items[0]).toEqual(run.json());
    const logged = await get<Page<{ action: string; targetId: string }>>(
      '/api/admin/audit-log?action=ledger.audit',
      support,
    );
    expect(logged.items[0]).toMatchObject({
      action: 'ledger.audit',
      targetId: run.json<LedgerAuditRun>().id,
    });
  });
});
