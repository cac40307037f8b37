import { fc, it as propIt } from '@fast-check/vitest';
import { ApiErrorBody, ErrorCode, INT4_MAX } from '@casino/contracts';
import { auditLedger, createChallenge } from '@casino/domain';
import { once } from 'node:events';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './app.js';
import {
  describeRequest,
  operationsOf,
  requestsFor,
  routePath,
  type FuzzRequest,
  type Operation,
} from '../test/fuzz-requests.js';
import { edgeRequestsFor } from '../test/edge-requests.js';
import { ledgerFingerprint } from '../test/ledger-fingerprint.js';
import type { Hints } from '../test/openapi-arbitraries.js';
import { createTestApi, sessionCookie, testConfig, type TestApi } from '../test/test-api.js';

// The contract fuzz test: every operation of the generated OpenAPI document, and every other route
// the app registers, is sent generated requests (valid ones, and ones broken in one spot) signed out,
// as a guest, as an admin and with a forged cookie. Nothing a client sends may produce a 5xx; every
// refusal is `{ error, message }` and changes nothing; the ledger balances at the end
// (ARCHITECTURE.md, "Errors" and "Money"). A failure names its seed, which replays the same requests
// (FUZZ_SEED=<seed> replays it); FUZZ_CASES=500 makes a quick local run, CI runs the full 10,000.

const CASES_PER_RUN = Number(process.env.FUZZ_CASES ?? 10_000);
const REPLAYED_SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
/** Every route gets at least this many cases, so a new route cannot go unfuzzed. */
const MIN_CASES_PER_ROUTE = 25;

/**
 * Routes registered outside the OpenAPI document, and why; they still get generic requests (random
 * query strings, sessions and raw bodies), so the no-5xx and error-body rules hold for them too.
 */
const OUTSIDE_THE_DOCUMENT: Record<string, string> = {
  '/api/docs': 'the docs UI (@fastify/swagger-ui) and its static files',
  '/api/docs/static/index.html': 'docs UI',
  '/api/docs/static/swagger-initializer.js': 'docs UI',
  '/api/docs/static/*': 'docs UI',
  '/api/docs/*': 'docs UI',
  '/api/docs/json': 'docs UI: the document itself',
  '/api/docs/yaml': 'docs UI: the document itself',
  '/api/openapi.json': 'the document itself',
  '/api/login': "a redirect the spec's poker page navigates to",
  '/metrics': 'Prometheus scrape endpoint',
};

/**
 * The calls answered by a room (a poker table, a challenge in play): without a table bus they answer
 * 503 table_unavailable.
 */
const ROOM_ROUTES = new Set([
  'POST /api/poker/join-table',
  'GET /api/poker/game-state/:tableId',
  'HEAD /api/poker/game-state/:tableId',
  'POST /api/poker/action/:tableId',
  'POST /api/poker/leave-table/:tableId',
  'POST /api/p2p-challenges/:id/action',
  'POST /api/p2p-challenges/:id/interaction',
]);

/**
 * Event streams (GET /api/live): an open stream never ends, so these are sent with the answer as a
 * stream. A refusal (signed out, a forged cookie) is a JSON body read to its end, checked like any
 * other; an accepted stream is read up to its first chunk and then the harness hangs up, as a
 * client going away does (the route then forgets the connection: its own tests check that).
 */
const STREAM_ROUTES = new Set(['GET /api/live']);

/** What the checks read of an answer. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

async function injectStream(app: TestApi['app'], options: InjectOptions): Promise<Answer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (res.statusCode >= 200 && res.statusCode < 300) {
    const [first] = (await once(stream, 'data')) as [Buffer];
    body = first.toString();
    res.raw.res.destroy();
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return { statusCode: res.statusCode, headers: res.headers, body };
}

/** Routes after whose success the session is another one (or none): the shared session is made anew. */
const SESSION_CHANGING = new Set([
  'POST /api/auth/guest',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/logout',
  'HEAD /api/logout',
  'POST /api/logout',
  'POST /api/account/close',
  // A break or a self-exclusion closes play to the account until it ends: the guest takes it, and
  // is replaced, so the shared admin and the next requests keep playing.
  'POST /api/responsible-gaming/break',
  'POST /api/responsible-gaming/self-exclusion',
]);

/**
 * How often a route is sent, in rounds; a few are sent less often, still above the minimum: those
 * that hash a password on purpose (scrypt with OWASP's parameters: 128 MiB and 150-700 ms each, half
 * the run's time if sent every round), and the operational ones that build a whole document or report
 * per request (docs, metrics).
 */
const periodOf = (route: string): number => {
  if (/^POST \/api\/auth\/(register|login)$/.test(route)) return 4;
  // Issue 18: the current password is checked (changing it, or the email) by hashing it.
  if (/^POST \/api\/account\/(password|email|close)$/.test(route)) return 4;
  if (/^(GET|HEAD) \/(api\/docs|api\/openapi\.json|metrics)/.test(route)) return 3;
  return 1;
};

/**
 * Domain knowledge the schemas cannot carry: ids that exist, stakes within the tables' limits,
 * months, plausible birth dates. Bodies use them three times in four, parameters always.
 */
const stake = fc.oneof(
  fc.constantFrom('10.00', '20', '25.50', '50'),
  fc.integer({ min: 10, max: 100 }),
  fc.integer({ min: 1_000, max: 10_000 }).map((cents) => cents / 100),
);
const smallId = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 5 },
  { arbitrary: fc.integer({ min: 1, max: INT4_MAX }), weight: 1 },
);
const hints: Hints = {
  tableId: smallId,
  handNumber: smallId,
  // Roulette's game and the three featured slots, the games a play names.
  gameId: fc.oneof({ arbitrary: fc.constantFrom(1, 6, 7, 8), weight: 3 }, { arbitrary: smallId, weight: 1 }),
  packageId: smallId,
  betAmount: stake,
  amount: stake,
  buyInAmount: stake,
  // A free spin needs free spins, which a fresh guest has none of.
  useFreeSpin: fc.constant(false),
  value: fc.integer({ min: 0, max: 36 }),
  betValue: fc.integer({ min: 0, max: 36 }),
  month: fc.integer({ min: 1, max: 12 }),
  year: fc.integer({ min: 2000, max: 2100 }),
  dateOfBirth: fc
    .date({
      min: new Date('1930-01-01T00:00:00Z'),
      max: new Date('2015-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  wildcard: fc.constantFrom(
    '',
    'index.html',
    'nope.js',
    '..%2F..%2Fpackage.json',
    '%2e%2e/%2e%2e/etc/passwd',
    'a/b/c',
    '%00',
  ),
};

/** A route outside the document, as an operation without parameters or body ("*" becomes a path parameter). */
const genericOperation = (method: string, url: string): Operation => ({
  key: `${method} ${url}`,
  method,
  path: url.replace(/\*$/, '{wildcard}'),
  parameters: url.endsWith('*')
    ? [{ name: 'wildcard', in: 'path', required: true, schema: { type: 'string' } }]
    : [],
  body: null,
});

type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';
const statusClass = (status: number) => `${Math.floor(status / 100)}xx` as StatusClass;

// The app is built before the tests are collected: the routes it registers decide what to generate.
const registered = new Set<string>();
const api: TestApi = await createTestApi({
  config: {
    // Refusals by rate limit would hide what the requests test; a test below checks the 429s.
    authRateLimitPerMinute: 1_000_000,
    guestLimits: { perAddressPerDay: 1_000_000, sitewidePerMinute: 1_000_000 },
    loginFailuresPerAccount: 1_000_000,
    accountRateLimits: { avatarWritesPerMinute: 1_000_000, passwordResetsPerAddressPerHour: 1_000_000 },
    // No background work: a refused request must change nothing, and nothing else may either.
    projectorIntervalMs: 0,
    purchaseReconcileIntervalMs: 0,
    aiGames: { generatePerHour: 5, workerIntervalMs: 0, languageModel: null },
  },
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
  },
});
// Open challenges of the seeded demo player, so that accept, cancel, rematch and the detail meet real
// ones as well as unknown ids (a guest accepting one moves its stake into escrow, as it should).
const demo = await api.t.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', testConfig().seed.demo.email)
  .executeTakeFirstOrThrow();
const openChallengeIds: string[] = [];
for (let i = 0; i < 8; i++) {
  const terms = { gameType: 'chess', betAmount: '1', betType: 'coins', skillLevel: 'any' } as const;
  const timing = { now: new Date(), expiryMs: 24 * 3_600_000 };
  openChallengeIds.push((await createChallenge(api.t.db, demo.id, terms, timing)).id);
}
hints.id = fc.oneof(
  { arbitrary: fc.constantFrom(...openChallengeIds), weight: 2 },
  { arbitrary: fc.uuid({ version: 4 }), weight: 1 },
);
// Friend calls (issue 17) meet the demo player, a real request id now and then, and names to search.
hints.userId = fc.oneof(
  { arbitrary: fc.constant(demo.id), weight: 2 },
  { arbitrary: fc.uuid({ version: 4 }), weight: 1 },
);
hints.requestId = smallId.map(String);
hints.redemptionId = smallId.map(String);
// Generated games (issue 19): the curated ones are ids 1-6.
hints.aiGameId = smallId.map(String);
hints.q = fc.constantFrom('de', 'Demo', 'pl', 'ay', '%_', 'zz');
// The history calls (issue 18): real time zones, ranges of days in order, page sizes within every
// list's limits, and round ids of sessions that exist now and then.
hints.tz = fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kathmandu');
hints.from = fc.constantFrom('2026-01-01', '2026-06-01');
hints.to = fc.constantFrom('2026-06-30', '2026-12-31');
hints.limit = fc.integer({ min: 1, max: 50 });
hints.roundId = fc.oneof(
  smallId.map((id) => `session-${id}`),
  fc.uuid({ version: 4 }).map((id) => `challenge-${id}`),
);
const operations = operationsOf(api.app.swagger());
const documented = new Set(operations.map((op) => op.key));
/** One slot per route; a run sends every slot once, in a shuffled order. */
const slots: Array<{ route: string; requests: fc.Arbitrary<FuzzRequest> }> = [
  ...operations.map((op) => ({ route: op.key, requests: requestsFor(op, hints) })),
  // Fastify answers HEAD for every GET with the GET handler.
  ...operations
    .filter((op) => op.method === 'GET')
    .map((op) => ({ route: `HEAD ${routePath(op.path)}`, requests: requestsFor(op, hints, 'HEAD') })),
  ...[...registered]
    .filter((key) => !documented.has(key) && !documented.has(key.replace(/^HEAD /, 'GET ')))
    .map((key) => {
      const [method = 'GET', url = '/'] = key.split(' ');
      return { route: key, requests: requestsFor(genericOperation(method, url), hints) };
    }),
];
const runs = Math.ceil(CASES_PER_RUN / slots.reduce((sum, s) => sum + 1 / periodOf(s.route), 0)) + 1;
/** The period a route is sent at: rarer routes still get MIN_CASES_PER_ROUTE however many routes share the runs. */
const sendPeriodOf = (route: string): number =>
  Math.min(periodOf(route), Math.max(1, Math.floor(runs / MIN_CASES_PER_ROUTE)));
const everySlotOnce = fc
  .tuple(
    fc.tuple(...slots.map((s) => s.requests)),
    fc.shuffledSubarray(
      slots.map((_, i) => i),
      { minLength: slots.length, maxLength: slots.length },
    ),
  )
  .map(([requests, order]) => {
    const round = order.map((i) => requests[i] as FuzzRequest);
    // fast-check prints a failing run's value: the failing request is in the error, not all of them.
    return Object.assign(round, { [fc.toStringMethod]: () => `a round of ${round.length} requests` });
  });

describe('contract fuzz: every route, valid and broken requests', () => {
  const counts = new Map<string, Record<StatusClass | 'cases' | 'ms', number>>();
  const { admin } = testConfig().seed;
  const sessions = { guest: '', admin: '' };
  const forgedCookies = [
    'casino.sid=garbage',
    'casino.sid=s%3Aabc.def',
    `casino.sid=${'x'.repeat(4000)}`,
    'casino.sid=',
  ];
  let started = 0;
  let sent = 0;
  let rounds = 0;
  let fingerprint = '';
  /** Time spent answering requests, and checking the ledger around them. */
  const elapsed = { requests: 0, ledgerChecks: 0 };

  const signInGuest = async () => {
    sessions.guest = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/guest' }));
  };
  const signInAdmin = async () => {
    const payload = { email: admin.email, password: admin.password };
    sessions.admin = sessionCookie(await api.app.inject({ method: 'POST', url: '/api/auth/login', payload }));
  };

  beforeAll(async () => {
    started = Date.now();
    await signInGuest();
    await signInAdmin();
    fingerprint = await ledgerFingerprint(api.t.db);
  });

  afterAll(async () => {
    const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, ms: 0 };
    for (const [, c] of rows)
      for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += c[k];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const line = (name: string, c: typeof total) =>
      `  ${name.padEnd(52)} ${String(c.cases).padStart(5)}   2xx ${c['2xx']}  3xx ${c['3xx']}  4xx ${c['4xx']}  5xx ${c['5xx']}` +
      `   ${(c.ms / Math.max(1, c.cases)).toFixed(1)} ms/case`;
    console.log(
      [
        `contract fuzz on ${api.t.label}: ${total.cases} cases over ${rows.length} routes in ${seconds(Date.now() - started)}` +
          ` (answering ${seconds(elapsed.requests)}, ledger checks ${seconds(elapsed.ledgerChecks)})`,
        ...rows.map(([route, c]) => line(route, c)),
        line('all routes', total),
      ].join('\n'),
    );
    await api.close();
  });

  it('every registered route is in the OpenAPI document or listed, with a reason, outside it', () => {
    const missing = [...registered].filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return (
        !documented.has(key) &&
        !(method === 'HEAD' && documented.has(`GET ${url}`)) &&
        !(url in OUTSIDE_THE_DOCUMENT)
      );
    });
    expect(missing).toEqual([]);
    // And the document names no route that does not exist.
    expect([...documented].filter((key) => !registered.has(key))).toEqual([]);
  });

  const cookieFor = (r: FuzzRequest): string | undefined => {
    if (r.session === 'guest') return sessions.guest;
    if (r.session === 'admin') return sessions.admin;
    if (r.session === 'forged') return forgedCookies[r.url.length % forgedCookies.length];
    return undefined;
  };

  const send = (r: FuzzRequest): Promise<Answer> => {
    const headers = { ...r.headers };
    const cookie = cookieFor(r);
    if (cookie !== undefined && headers.cookie === undefined) headers.cookie = cookie;
    let payload: string | undefined;
    if (r.body !== null && 'raw' in r.body) payload = r.body.raw;
    if (r.body !== null && 'json' in r.body) {
      payload = JSON.stringify(r.body.json);
      headers['content-type'] ??= 'application/json';
    }
    const options: InjectOptions = {
      method: r.method,
      url: r.url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
    return STREAM_ROUTES.has(r.route) ? injectStream(api.app, options) : api.app.inject(options);
  };

  /** The rules every answer follows. */
  const checkAnswer = (r: FuzzRequest, res: Answer) => {
    const where = `${res.statusCode} ${res.body.slice(0, 300)}\n  for ${describeRequest(r)}`;
    // The one 5xx a client can meet: the rooms are not reachable from this api.
    if (res.statusCode >= 500)
      expect(ROOM_ROUTES.has(r.route) && res.statusCode === 503, `a 5xx: ${where}`).toBe(true);
    if (res.statusCode >= 300 && res.statusCode < 400)
      expect(res.headers.location, `a redirect without a location: ${where}`).toBeTypeOf('string');
    if (res.statusCode < 400 || r.method === 'HEAD') return;
    expect(String(res.headers['content-type']), `not JSON: ${where}`).toMatch(/^application\/json/);
    const parsed = ApiErrorBody.safeParse(JSON.parse(res.body));
    if (!parsed.success) throw new Error(`not { error, message }: ${where}`);
    const body = parsed.data;
    if (res.statusCode >= 500) expect(body.error, where).toBe(ErrorCode.tableUnavailable);
    if (res.statusCode === 429) expect(body.error, where).toBe(ErrorCode.rateLimited);
    if (body.error === ErrorCode.validation) {
      expect(res.statusCode, where).toBe(400);
      // Validation errors name the field (or say the URL itself is malformed).
      expect(body.message, `names no field: ${where}`).toMatch(
        /^(body|params|querystring|headers)\b|^The request URL is malformed/,
      );
    }
    // The back office's guard answers before a request is parsed (routes/admin/admin-scope.ts): signed
    // out or not staff, its break is never looked at.
    const guardedFirst =
      r.route.includes(' /api/admin') && r.session !== 'admin' && [401, 403].includes(res.statusCode);
    if (r.broken?.sure && !guardedFirst) {
      const spot = [r.broken.location, ...r.broken.path].join('.');
      expect(res.statusCode, `a sure break not refused: ${where}`).toBe(400);
      const named = [body.message, ...(body.issues ?? []).map((issue) => issue.field)].some((field) =>
        field.startsWith(spot),
      );
      expect(named, `the 400 does not name ${spot}: ${where}`).toBe(true);
    }
  };

  const count = (r: FuzzRequest, res: Answer, ms: number) => {
    const c = counts.get(r.route) ?? { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, ms: 0 };
    c.cases++;
    c[statusClass(res.statusCode)]++;
    c.ms += ms;
    counts.set(r.route, c);
  };

  // Requests change the app's state, so a shrunk replay would not be the same case: the first failure
  // is reported as it happened, with the request it was.
  propIt.prop([everySlotOnce], { numRuns: runs, endOnFailure: true, ...REPLAYED_SEED })(
    `${CASES_PER_RUN}+ generated requests: no 5xx, every refusal { error, message } and free of effects`,
    async (round) => {
      rounds++;
      for (const generated of round) {
        if (rounds % sendPeriodOf(generated.route) !== 0) continue;
        // Signing the shared admin out (or in as someone else) would cost a password hash to sign
        // back in: the session-changing routes use the guest's place instead.
        const r: FuzzRequest =
          SESSION_CHANGING.has(generated.route) && generated.session === 'admin'
            ? { ...generated, session: 'guest' }
            : generated;
        const asked = performance.now();
        const res = await send(r);
        const answered = performance.now();
        elapsed.requests += answered - asked;
        count(r, res, answered - asked);
        sent++;
        checkAnswer(r, res);
        const after = await ledgerFingerprint(api.t.db);
        elapsed.ledgerChecks += performance.now() - answered;
        if (res.statusCode >= 400) {
          const message = `a refused request changed the ledger: ${res.statusCode} ${res.body.slice(0, 200)}\n  for ${describeRequest(r)}`;
          expect(after, message).toBe(fingerprint);
        }
        fingerprint = after;
        // A session that signed in as someone else, or out, is made anew; the guest is fresh every
        // 300 requests, before its coins run out.
        const changed = SESSION_CHANGING.has(r.route) && res.statusCode < 400;
        if ((changed && r.session === 'guest') || sent % 300 === 0) await signInGuest();
        if (changed || sent % 300 === 0) fingerprint = await ledgerFingerprint(api.t.db);
      }
    },
    300_000,
  );

  it('every field and parameter refuses the values that once broke one, naming itself', async () => {
    const requests = operations.flatMap((op) => edgeRequestsFor(op, hints));
    expect(requests.length).toBeGreaterThan(300);
    for (const r of requests) {
      const asked = performance.now();
      const res = await send(r);
      count(r, res, performance.now() - asked);
      checkAnswer(r, res);
      const after = await ledgerFingerprint(api.t.db);
      if (res.statusCode >= 400)
        expect(after, `a refused request changed the ledger: ${describeRequest(r)}`).toBe(fingerprint);
      fingerprint = after;
    }
    // Every parameter of every route adds its edge requests, each followed by a ledger check.
  }, 300_000);

  it(`${CASES_PER_RUN} cases at least, and every route got ${MIN_CASES_PER_ROUTE} or more`, () => {
    expect(sent).toBeGreaterThanOrEqual(CASES_PER_RUN);
    const starved = [...registered]
      .map((route) => [route, counts.get(route)?.cases ?? 0] as const)
      .filter(([, n]) => n < MIN_CASES_PER_ROUTE);
    expect(starved).toEqual([]);
  });

  it('the ledger still balances', async () => {
    const audit = await auditLedger(api.t.db);
    const shown = JSON.stringify(audit, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    expect(audit.ok, shown).toBe(true);
  });

  it('the poker room calls answer 503 table_unavailable when no rooms service is connected', async () => {
    const headers = { cookie: sessions.guest };
    // The fuzz's admin may have closed table 1 (a closed table is 404): the calls go to an open one.
    const open = await api.t.db
      .selectFrom('poker_tables')
      .select('id')
      .where('closed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tableId = Number(open.id);
    const answers = [
      await api.app.inject({
        method: 'POST',
        url: '/api/poker/join-table',
        headers,
        payload: { tableId, buyInAmount: '100.00' },
      }),
      await api.app.inject({ method: 'GET', url: `/api/poker/game-state/${tableId}`, headers }),
      await api.app.inject({
        method: 'POST',
        url: `/api/poker/action/${tableId}`,
        headers,
        payload: { type: 'fold' },
      }),
      await api.app.inject({ method: 'POST', url: `/api/poker/leave-table/${tableId}`, headers }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: ErrorCode.tableUnavailable,
        message: expect.stringMatching(/not available/) as unknown,
      });
    }
  });

  it('rate-limited answers are 429 { error: rate_limited, message }', async () => {
    const limited = await buildApi({ config: testConfig({ authRateLimitPerMinute: 2 }), db: api.t.db });
    try {
      const payload = { email: 'nobody@casino.example', password: 'not-the-password' };
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 3; i++)
        last = await limited.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(last?.statusCode).toBe(429);
      expect(last?.json()).toEqual({
        error: ErrorCode.rateLimited,
        message: expect.stringMatching(/Try again in \d+ seconds/) as unknown,
      });
    } finally {
      await limited.close();
    }
  });
});
