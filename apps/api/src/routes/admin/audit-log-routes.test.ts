import { AUDIT_CSV_MAX_ROWS, type AuditLogEntry, type Page } from '@casino/contracts';
import { recordAdminAction, type Staff } from '@casino/domain';
import { sql } from '@casino/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdmin, signedInAs, type SignedIn } from '../../../test/staff-sessions.js';
import { createTestApi, type TestApi } from '../../../test/test-api.js';

let api: TestApi;
let admin: SignedIn;
let support: SignedIn;
let grace: Staff;
let linus: Staff;

/** The log's rows of this file: [actor, action, target kind, target id, UTC time, reason]. */
const ROWS = [
  ['grace', 'game.update', 'game', '6', '2026-01-10T08:00:00Z', 'limits for the weekend'],
  ['grace', 'player.suspend', 'player', 'p-1', '2026-01-11T23:59:59Z', '=HYPERLINK("http://evil","click")'],
  ['linus', 'player.suspend', 'player', 'p-2', '2026-01-12T00:00:00Z', '+1, "quoted"\nsecond line'],
  ['linus', 'adjustment.request', 'adjustment', '12', '2026-01-12T12:00:00Z', '-250.00 goodwill'],
  ['grace', 'poker_table.close', 'poker_table', '3', '2026-01-14T10:00:00Z', '@SUM(A1:A2)'],
] as const;

beforeAll(async () => {
  api = await createTestApi();
  admin = await seededAdmin(api);
  support = await signedInAs(api, 'support');
  const a = await signedInAs(api, 'admin', 'grace');
  const b = await signedInAs(api, 'admin', 'linus');
  grace = { userId: a.userId, role: 'admin', name: 'grace', ip: '203.0.113.1' };
  linus = { userId: b.userId, role: 'admin', name: 'linus', ip: '\t=cmd' };
  for (const [actor, action, targetKind, targetId, at, reason] of ROWS) {
    await recordAdminAction(api.t.db, actor === 'grace' ? grace : linus, {
      action,
      targetKind,
      targetId,
      before: { n: 1, text: 'a,b' },
      after: { n: 2 },
      reason,
    });
    await sql`update admin_audit_log set created_at = ${new Date(at)}
      where id = (select max(id) from admin_audit_log)`.execute(api.t.db);
  }
});
afterAll(() => api.close());

const list = async (query: string, who: SignedIn = support) => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AuditLogEntry>>();
};
const targetsOf = (page: Page<AuditLogEntry>) => page.items.map((e) => e.targetId);

describe(`admin audit log (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each<[string, () => string, string[]]>([
    ['no filter, newest first', () => '', ['3', '12', 'p-2', 'p-1', '6']],
    ['oldest first', () => '?dir=asc', ['6', 'p-1', 'p-2', '12', '3']],
    ['an actor', () => `?actorId=${linus.userId}`, ['12', 'p-2']],
    ['an action', () => '?action=player.suspend', ['p-2', 'p-1']],
    ['a target kind', () => '?targetKind=poker_table', ['3']],
    ['a target', () => '?targetKind=player&targetId=p-1', ['p-1']],
    ['a day, both ends included (its last second counts)', () => '?from=2026-01-11&to=2026-01-11', ['p-1']],
    ['from a day (its midnight counts)', () => '?from=2026-01-12', ['3', '12', 'p-2']],
    ['up to a day', () => '?to=2026-01-11', ['p-1', '6']],
    ['a day with nothing', () => '?from=2026-01-13&to=2026-01-13', []],
    [
      'every filter at once',
      () => `?actorId=${grace.userId}&action=player.suspend&from=2026-01-01&to=2026-01-31`,
      ['p-1'],
    ],
  ])('lists %s', async (_name, query, targets) => {
    const page = await list(query());
    expect(targetsOf(page)).toEqual(targets);
    expect(page.total).toBe(targets.length);
  });

  it('pages on the server and says who, what, before and after, from where', async () => {
    const second = await list('?page=2&pageSize=2');
    expect({ total: second.total, page: second.page, pageSize: second.pageSize }).toEqual({
      total: 5,
      page: 2,
      pageSize: 2,
    });
    expect(targetsOf(second)).toEqual(['p-2', 'p-1']);
    expect(second.items[1]).toMatchObject({
      actor: { id: grace.userId, name: expect.stringMatching(/^grace Tester\d+$/), role: 'admin' },
      action: 'player.suspend',
      targetKind: 'player',
      before: { n: 1, text: 'a,b' },
      after: { n: 2 },
      reason: '=HYPERLINK("http://evil","click")',
      ip: '203.0.113.1',
      createdAt: '2026-01-11T23:59:59.000Z',
    });
  });

  it.each([
    ['from after to', '?from=2026-02-01&to=2026-01-01', 'querystring.from'],
    ['an unknown action', '?action=player.delete', 'querystring.action'],
    ['a malformed day', '?from=2026-13-01', 'querystring.from'],
    ['a day the calendar does not have', '?to=2026-11-31', 'querystring.to'],
    ['the year zero', '?from=0000-01-01', 'querystring.from'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    for (const url of [`/api/admin/audit-log${query}`, `/api/admin/audit-log.csv${query}`]) {
      const response = await api.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}`));
    }
  });

  it('exports the filtered log as CSV: a download named for the period, formulas defused', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?from=2026-01-11&to=2026-01-12',
      headers: { cookie: support.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="audit-log-2026-01-11-2026-01-12.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,time,actor id,actor name,actor role,action,target kind,target id,reason,ip,before,after',
    );
    // Newest first: the adjustment, the two suspensions (one reason spans two lines inside quotes).
    expect(response.body).toContain(`,adjustment.request,adjustment,12,'-250.00 goodwill,'\t=cmd,`);
    expect(response.body).toContain(`,player.suspend,player,p-2,"'+1, ""quoted""\nsecond line",'\t=cmd,`);
    expect(response.body).toContain(
      `,player.suspend,player,p-1,"'=HYPERLINK(""http://evil"",""click"")",203.0.113.1,"{""n"":1,""text"":""a,b""}","{""n"":2}"`,
    );
    expect(response.body).not.toContain('game.update');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it(`exports at most ${AUDIT_CSV_MAX_ROWS} rows, the newest`, async () => {
    await sql`insert into admin_audit_log (actor_id, actor_role, action, target_kind, target_id, created_at)
      select ${grace.userId}, 'admin', 'game.update', 'game', n::text, timestamptz '2025-06-01' + n * interval '1 second'
      from generate_series(1, ${AUDIT_CSV_MAX_ROWS + 1}) n`.execute(api.t.db);
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?to=2025-12-31',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(AUDIT_CSV_MAX_ROWS + 1);
    expect(lines[1]).toContain(`,game.update,game,${AUDIT_CSV_MAX_ROWS + 1},`);
    expect(lines.at(-1)).toContain(',game.update,game,2,');
  });
});
