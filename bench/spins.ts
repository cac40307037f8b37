// `pnpm bench spins`: settled slot spins per second and p50/p99 latency over HTTP with 64 concurrent
// players against real PostgreSQL, next to pgbench's tpcb-like TPS on the same server in the same run.
// The api runs as its own process from its production bundle (its outbox projector running, as in
// production); this process only generates the load. Targets: spins >= 0.5 x pgbench's rate with
// p99 < 50 ms (issue 4); >= 1.0 x with p99 < 25 ms (issue 20).
// Options: --seconds=N (default 10), --players=N (default 64), --warmup=N seconds at full load before
// the measured run (default 3). BENCH_DATABASE_URL reuses a server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres, type StartedPostgres } from '../infra/scripts/lib/services.mjs';
import { cpuSeconds } from './bench-kit.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const PLAYERS = arg('players', 64);
const WARM_UP_SECONDS = arg('warmup', 3);
// --profile=DIR writes a V8 CPU profile of the api process there (open it in Chrome DevTools).
const PROFILE_DIR = process.argv.find((a) => a.startsWith('--profile='))?.split('=')[1];
const TARGETS = [
  { issue: 4, overPgbench: 0.5, p99BelowMs: 50 },
  { issue: 20, overPgbench: 1.0, p99BelowMs: 25 },
] as const;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** CPU seconds of every process whose parent is `parentPid` (PostgreSQL's backends), plus the parent. */
function cpuSecondsOfTree(parentPid: number): number {
  let total = cpuSeconds(parentPid);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (ppid === parentPid) total += cpuSeconds(Number(entry));
    } catch {
      /* gone */
    }
  }
  return total;
}

/** The PostgreSQL server's main process: from the cluster this bench started (postmaster.pid), else none. */
function postmasterPidOf(_url: string, started: StartedPostgres | null): number | null {
  if (!started) return null;
  try {
    return (
      Number(fs.readFileSync(path.join(started.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) || null
    );
  } catch {
    return null;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function pgbench(bin: string, url: string): number {
  const u = new URL(url);
  const base = ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres'];
  const db = u.pathname.slice(1);
  const init = spawnSync(path.join(bin, 'pgbench'), [...base, '-i', '-s', '4', '-q', db], {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(
    path.join(bin, 'pgbench'),
    [...base, '-c', String(PLAYERS), '-j', '2', '-T', String(SECONDS), '-M', 'prepared', db],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  if (!tps?.[1]) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  return Number(tps[1]);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  let started: StartedPostgres | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let pgBin =
    spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim() || '/usr/lib/postgresql/15/bin';
  if (!adminUrl) {
    started = await startPostgres({ log: (l) => console.log(`  ${l}`) });
    adminUrl = started.url;
    pgBin = started.bin;
  }
  let api: ChildProcess | null = null;
  try {
    const appUrl = await createDatabase(adminUrl, 'bench_spins');
    const port = await freePort();
    // The api as production runs it: the bundle `pnpm --filter @casino/api build` makes (esbuild, a second).
    const build = spawnSync(process.execPath, [path.join(ROOT, 'infra/scripts/build-app.mjs')], {
      cwd: path.join(ROOT, 'apps/api'),
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('building the api failed');
    api = spawn(
      process.execPath,
      [
        ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
        '--enable-source-maps',
        path.join(ROOT, 'apps/api/dist/main.js'),
      ],
      {
        cwd: path.join(ROOT, 'apps/api'),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: appUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'false',
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
          // Every bench player is a guest from this one address.
          GUEST_LIMIT_PER_ADDRESS_PER_DAY: '100000',
          GUEST_LIMIT_PER_MINUTE: '100000',
          // Production refuses to start without its own admin account.
          ADMIN_EMAIL: 'bench-admin@casino.local',
          ADMIN_PASSWORD: 'bench-admin-password-0001',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (i > 120) throw new Error('api did not start');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }

    const cookies: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const response = await fetch(`${base}/api/auth/guest`, { method: 'POST' });
      if (!response.ok) throw new Error(`guest ${i} refused: ${response.status} ${await response.text()}`);
      cookies.push(
        response.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    // A plain keep-alive http client: fetch costs several times more CPU per request, and this
    // process shares the machine's two cores with the api and PostgreSQL.
    const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
    const body = JSON.stringify({ betAmount: '0.25', gameId: 6 });
    const spin = (cookie: string) =>
      new Promise<{ ok: boolean }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/slots/spin`,
          {
            method: 'POST',
            agent,
            headers: {
              cookie,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ ok: res.statusCode === 200 }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    // Warm-up at full load, so the run measures the steady state: the JIT, the pool, the tables'
    // first statistics (autovacuum's analyze of new tables), and each player's first plays
    // (loyalty rows, the day's challenges) behind it.
    const warmUpUntil = performance.now() + WARM_UP_SECONDS * 1000;
    await Promise.all(
      cookies.map(async (c) => {
        while (performance.now() < warmUpUntil) await spin(c);
      }),
    );

    const latencies: number[] = [];
    let failures = 0;
    // Who used the two cores during the run: the api, PostgreSQL (all its backends) and this load generator.
    const postmasterPid = postmasterPidOf(adminUrl, started);
    const cpuBefore = {
      api: cpuSeconds(api.pid ?? 0),
      pg: postmasterPid ? cpuSecondsOfTree(postmasterPid) : 0,
      bench: process.cpuUsage(),
    };
    const deadline = performance.now() + SECONDS * 1000;
    const startedAt = performance.now();
    await Promise.all(
      cookies.map(async (cookie) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const response = await spin(cookie);
          if (response.ok) latencies.push(performance.now() - t0);
          else failures++;
        }
      }),
    );
    const elapsed = (performance.now() - startedAt) / 1000;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpuPct = {
      api: Math.round(((cpuSeconds(api.pid ?? 0) - cpuBefore.api) / elapsed) * 100),
      postgres: postmasterPid
        ? Math.round(((cpuSecondsOfTree(postmasterPid) - cpuBefore.pg) / elapsed) * 100)
        : null,
      loadGenerator: Math.round(((benchCpu.user + benchCpu.system) / 1e6 / elapsed) * 100),
    };
    agent.destroy();
    api.kill('SIGTERM');
    await once(api, 'exit');
    api = null;

    const pgbenchUrl = await createDatabase(adminUrl, 'bench_pgbench');
    const tps = pgbench(pgBin, pgbenchUrl);

    latencies.sort((a, b) => a - b);
    const spinsPerSecond = latencies.length / elapsed;
    const result = {
      players: PLAYERS,
      seconds: SECONDS,
      settledSpins: latencies.length,
      failures,
      spinsPerSecond: Math.round(spinsPerSecond),
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p90Ms: Number(percentile(latencies, 90).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      maxMs: Number((latencies.at(-1) ?? 0).toFixed(2)),
      pgbenchTpcbTps: Math.round(tps),
      spinsOverPgbench: Number((spinsPerSecond / tps).toFixed(3)),
      // Issue 4's floor and issue 20's aim, each a pair: spins per second against pgbench, and p99.
      targets: TARGETS.map((t) => ({
        ...t,
        met: spinsPerSecond >= t.overPgbench * tps && percentile(latencies, 99) < t.p99BelowMs,
      })),
      cpuPctOfOneCore: cpuPct,
    };
    console.log(
      `settled slot spins over HTTP (${PLAYERS} players, ${SECONDS} s): ${result.spinsPerSecond}/s, p50 ${result.p50Ms} ms, p90 ${result.p90Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, ${failures} failed`,
    );
    console.log(
      `CPU during the run (% of one core; 2 cores in all): api ${cpuPct.api}%, PostgreSQL ${cpuPct.postgres ?? 'n/a'}%, load generator ${cpuPct.loadGenerator}%`,
    );
    console.log(`pgbench tpcb-like on the same server (${PLAYERS} clients): ${result.pgbenchTpcbTps} tps`);
    for (const t of result.targets)
      console.log(
        `target (issue ${t.issue}): spins >= ${t.overPgbench} x pgbench and p99 < ${t.p99BelowMs} ms: ${result.spinsOverPgbench} x, p99 ${result.p99Ms} ms, ${t.met ? 'met' : 'NOT met'}`,
      );
    console.log(JSON.stringify(result));
  } finally {
    if (api) api.kill('SIGKILL');
    started?.stopSync();
  }
}

await main();
