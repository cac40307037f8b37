#!/usr/bin/env node
// The one test command (`npm test`). Plain Node ESM, no dependencies: it runs
// before `pnpm install`. Stages run in order and stop at the first failure.
//
//   npm test                                  # everything
//   npm test -- --only=unit                   # one stage (comma-separate for more)
//   npm test -- --skip=lint,e2e               # everything but these
//   node infra/scripts/test.mjs --only=services   # provision + start + stop PG/Redis/Chromium
//
// Services: DATABASE_URL / REDIS_URL / CHROMIUM_PATH (or TEST_DATABASE_URL /
// TEST_REDIS_URL) from the environment are used as given. Otherwise, as root on
// Debian, missing postgresql / redis-server / chromium are installed with
// apt-get, and a throwaway PostgreSQL cluster and redis-server are started on
// free 127.0.0.1 ports and stopped on exit. Elsewhere the stages that need them
// are skipped, with the reason printed: no PostgreSQL skips the integration
// stage; no Redis only leaves TEST_REDIS_URL unset (the PostgreSQL tests still run).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm, killChildren } from './lib/pnpm.mjs';
import { provision, startPostgres, startRedis, findChromium } from './lib/services.mjs';

const E2E_CONFIG = 'apps/embedded/vitest.e2e.config.ts';
const INTEGRATION_PROJECTS = [
  ['db', 'packages/db'],
  ['domain', 'packages/domain'],
  ['api', 'apps/api'],
  ['rooms', 'apps/rooms'],
  ['embedded', 'apps/embedded'],
];

const STAGES = [
  { name: 'install', title: 'dependencies (pnpm install --frozen-lockfile)', run: stageInstall },
  { name: 'services', title: 'services (PostgreSQL, Redis, Chromium)', run: stageServices },
  {
    name: 'typecheck',
    title: 'typecheck (all packages, then infra/ + vitest.config.ts)',
    run: stageTypecheck,
  },
  { name: 'lint', title: 'lint (all packages)', run: () => pnpm(['lint']) },
  {
    name: 'unit',
    title: 'unit + integration tests on PGlite (vitest; api and rooms only when no PostgreSQL stage follows)',
    run: stageUnit,
  },
  {
    name: 'integration',
    title: 'integration tests on PostgreSQL (+ Redis when available)',
    run: stageIntegration,
  },
  { name: 'e2e', title: 'browser tests (web build + Chromium)', run: stageE2E },
];
const NAMES = STAGES.map((s) => s.name);

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const only = new Set();
  const skip = new Set();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') {
      console.log(
        `usage: node infra/scripts/test.mjs [--only=<stage>[,<stage>]] [--skip=<stage>[,<stage>]]\nstages: ${NAMES.join(', ')}`,
      );
      process.exit(0);
    }
    const m = /^--(only|skip)(?:=(.*))?$/.exec(a);
    if (!m) {
      console.error(`unknown argument: ${a} (try --help)`);
      process.exit(2);
    }
    const value = m[2] ?? argv[++i] ?? '';
    for (const name of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!NAMES.includes(name)) {
        console.error(`unknown stage "${name}"; stages: ${NAMES.join(', ')}`);
        process.exit(2);
      }
      (m[1] === 'only' ? only : skip).add(name);
    }
  }
  return { only, skip };
}

const args = parseArgs(process.argv.slice(2));
const selected = new Set(
  NAMES.filter((n) => (args.only.size === 0 || args.only.has(n)) && !args.skip.has(n)),
);
// Stages that need services pull the services stage in, unless it was skipped explicitly.
if ((selected.has('integration') || selected.has('e2e')) && !args.skip.has('services'))
  selected.add('services');

// ---------------------------------------------------------------- services state
const svc = {
  databaseUrl: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null,
  redisUrl: process.env.TEST_REDIS_URL || process.env.REDIS_URL || null,
  chromiumPath: process.env.CHROMIUM_PATH || null,
  unavailable: {}, // what -> reason
  started: [], // { stopSync, stop }
};

async function stopServices() {
  while (svc.started.length) {
    const s = svc.started.pop();
    try {
      await s.stop();
    } catch (e) {
      console.error(`warning: stopping ${s.name} failed: ${e.message}`);
    }
  }
}
function stopServicesSync() {
  while (svc.started.length) {
    try {
      svc.started.pop().stopSync();
    } catch {
      /* best effort on exit */
    }
  }
}

// ---------------------------------------------------------------- stages
function stageInstall() {
  return pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
}

async function stageServices() {
  const e2eWillRun = selected.has('e2e') && fs.existsSync(path.join(ROOT, E2E_CONFIG));
  const want = [];
  if (!svc.databaseUrl) want.push('postgres');
  else console.log(`postgres: using ${redact(svc.databaseUrl)} from the environment`);
  if (!svc.redisUrl) want.push('redis');
  else console.log(`redis: using ${svc.redisUrl} from the environment`);
  // Chromium is only worth installing when browser tests will run (or when
  // this stage was asked for by name, to provision the machine fully).
  if (!svc.chromiumPath) {
    if (e2eWillRun || args.only.has('services')) want.push('chromium');
    else
      console.log(
        `chromium: not needed (${selected.has('e2e') ? `${E2E_CONFIG} does not exist` : 'e2e stage not selected'})`,
      );
  } else console.log(`chromium: using ${svc.chromiumPath} from the environment`);

  if (want.length) {
    const { missing, reason, attempted } = provision(want);
    for (const m of missing) {
      svc.unavailable[m] = reason;
      const consequence = {
        chromium: 'the e2e stage will be skipped',
        postgres: 'the integration stage will be skipped',
        redis: 'integration tests run without Redis (TEST_REDIS_URL unset)',
      }[m];
      console.log(`SKIPPING ${m}: ${reason}; ${consequence}`);
    }
    if (missing.length && attempted) return 1; // root on Debian: apt-get should have delivered them
  }

  if (want.includes('postgres') && !svc.unavailable.postgres) {
    const pg = await startPostgres();
    svc.started.push({ name: 'postgres', ...pg });
    console.log(`postgres check: ${pg.psql('select version()').split(',')[0]}`);
    svc.databaseUrl = pg.url;
  }
  if (want.includes('redis') && !svc.unavailable.redis) {
    const redis = await startRedis();
    svc.started.push({ name: 'redis', ...redis });
    svc.redisUrl = redis.url;
  }
  if (want.includes('chromium') && !svc.unavailable.chromium) {
    svc.chromiumPath = findChromium();
    console.log(`chromium: ${svc.chromiumPath}`);
  }
  console.log(`TEST_DATABASE_URL=${svc.databaseUrl ? redact(svc.databaseUrl) : '(none)'}`);
  console.log(`TEST_REDIS_URL=${svc.redisUrl ?? '(none)'}`);
  console.log(`CHROMIUM_PATH=${svc.chromiumPath ?? '(none)'}`);
  return 0;
}

async function stageTypecheck() {
  const code = await pnpm(['typecheck']);
  if (code !== 0) return code;
  return pnpm(['exec', 'tsc', '-p', 'infra/tsconfig.json']);
}

function vitestEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.TEST_DATABASE_URL;
  delete env.TEST_REDIS_URL;
  for (const [k, v] of Object.entries(extra)) if (v != null) env[k] = v;
  return env;
}

// What the unit stage leaves to the integration stage when that one runs on PostgreSQL: the api's
// and the rooms' suites (their SQL is the domain's, which runs on both). PGlite, the embedded default,
// keeps db, domain and embedded here (the embedded server is the api and the rooms on PGlite in one
// process) and the browser tests, which drive that same embedded server.
const POSTGRES_ONLY_PROJECTS = ['api', 'rooms'];

function stageUnit() {
  // No TEST_DATABASE_URL: the db-backed tests run on PGlite in-process.
  const integrationRuns = selected.has('integration') && Boolean(svc.databaseUrl);
  if (integrationRuns)
    console.log(`${POSTGRES_ONLY_PROJECTS.join(' and ')}: left to the integration stage (PostgreSQL)`);
  // VITEST_SKIP_PROJECTS: read by vitest.config.ts (vitest's own `--project !a --project !b` keeps both).
  return pnpm(['exec', 'vitest', 'run', '--passWithNoTests'], {
    env: vitestEnv(integrationRuns ? { VITEST_SKIP_PROJECTS: POSTGRES_ONLY_PROJECTS.join(',') } : {}),
  });
}

function stageIntegration() {
  // PostgreSQL is what this stage is for: it runs whenever a database is available. Redis is
  // optional: TEST_REDIS_URL is passed only when there is one, and the tests that need it skip.
  if (!svc.databaseUrl)
    return skip(`no PostgreSQL (${svc.unavailable.postgres ?? 'not started (services stage skipped)'})`);
  const projects = INTEGRATION_PROJECTS.filter(([, dir]) => fs.existsSync(path.join(ROOT, dir)));
  if (!projects.length) return skip('no integration projects exist');
  if (!svc.redisUrl) {
    const why = `no Redis (${svc.unavailable.redis ?? 'not started (services stage skipped)'}): PostgreSQL tests run without TEST_REDIS_URL, tests that need Redis are skipped`;
    console.log(`SKIPPING Redis in the integration stage: ${why}`);
    partial.integration = why;
  }
  return pnpm(
    ['exec', 'vitest', 'run', '--passWithNoTests', ...projects.flatMap(([name]) => ['--project', name])],
    { env: vitestEnv({ TEST_DATABASE_URL: svc.databaseUrl, TEST_REDIS_URL: svc.redisUrl ?? undefined }) },
  );
}

async function stageE2E() {
  if (!fs.existsSync(path.join(ROOT, E2E_CONFIG))) return skip(`${E2E_CONFIG} does not exist yet`);
  if (!svc.chromiumPath)
    return skip(`no Chromium (${svc.unavailable.chromium ?? 'services stage skipped; set CHROMIUM_PATH'})`);
  const build = await pnpm(['--filter', '@casino/web', 'build']);
  if (build !== 0) return build;
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  return pnpm(['exec', 'vitest', 'run', '--passWithNoTests', '--config', E2E_CONFIG], {
    env: vitestEnv({ CHROMIUM_PATH: svc.chromiumPath }),
  });
}

// ---------------------------------------------------------------- runner
// Stages that passed but left something out (say so in the summary): stage name -> what.
const partial = {};
class Skip {
  constructor(reason) {
    this.reason = reason;
  }
}
function skip(reason) {
  return new Skip(reason);
}
function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
const fmt = (ms) =>
  ms == null
    ? ''
    : ms < 60_000
      ? `${(ms / 1000).toFixed(1)}s`
      : `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

const results = STAGES.map((s) => ({
  name: s.name,
  status: selected.has(s.name) ? 'not run' : 'skipped',
  note: selected.has(s.name) ? '' : 'not selected',
  ms: null,
}));
const startedAt = Date.now();

function summary() {
  const total = Date.now() - startedAt;
  const w = Math.max(...NAMES.map((n) => n.length));
  console.log(`\n==> summary`);
  console.log(`${'stage'.padEnd(w)}  ${'status'.padEnd(7)}  ${'time'.padStart(7)}  note`);
  for (const r of results)
    console.log(`${r.name.padEnd(w)}  ${r.status.padEnd(7)}  ${fmt(r.ms).padStart(7)}  ${r.note}`);
  console.log(`${'total'.padEnd(w)}  ${''.padEnd(7)}  ${fmt(total).padStart(7)}`);
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  const skipped = results.filter((r) => r.status === 'skipped' && r.note !== 'not selected');
  if (skipped.length) console.log(`skipped: ${skipped.map((r) => `${r.name} (${r.note})`).join('; ')}`);
  const partly = results.filter((r) => r.status === 'passed' && r.note);
  if (partly.length) console.log(`partly skipped: ${partly.map((r) => `${r.name} (${r.note})`).join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nreceived ${sig}: stopping children and services`);
    killChildren('SIGTERM');
    stopServicesSync();
    const running = results.find((r) => r.status === 'running');
    if (running) {
      running.status = 'failed';
      running.note = `interrupted (${sig})`;
    }
    summary();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}
process.on('exit', stopServicesSync);

async function main() {
  console.log(
    `test run: ${STAGES.filter((s) => selected.has(s.name))
      .map((s) => s.name)
      .join(' -> ')}  (node ${process.version}, ${process.platform})`,
  );
  let failedAt = null;
  for (const [i, stage] of STAGES.entries()) {
    if (!selected.has(stage.name)) continue;
    const r = results[i];
    console.log(
      `\n==> [${i + 1}/${STAGES.length}] ${stage.name}: ${stage.title}   (${new Date().toISOString().slice(11, 19)} UTC)`,
    );
    const t0 = Date.now();
    r.status = 'running';
    let out;
    try {
      out = await stage.run();
    } catch (e) {
      console.error(e?.stack ?? String(e));
      out = 1;
    }
    r.ms = Date.now() - t0;
    if (out instanceof Skip) {
      r.status = 'skipped';
      r.note = out.reason;
      console.log(`--- ${stage.name} skipped: ${out.reason}`);
    } else if (out === 0) {
      r.status = 'passed';
      r.note = partial[stage.name] ?? '';
      console.log(`--- ${stage.name} passed in ${fmt(r.ms)}${r.note ? ` (partly skipped: ${r.note})` : ''}`);
    } else {
      r.status = 'failed';
      r.note = `exit code ${out}`;
      console.log(`--- ${stage.name} FAILED in ${fmt(r.ms)} (exit code ${out})`);
      failedAt = stage.name;
      break;
    }
  }
  if (svc.started.length) {
    console.log(`\n==> stopping services: ${svc.started.map((s) => s.name).join(', ')}`);
    await stopServices();
  }
  if (failedAt) {
    for (const r of results) if (r.status === 'not run') r.note = `not run: ${failedAt} failed first`;
  }
  const failed = summary();
  process.exitCode = failed ? 1 : 0;
}

await main();
