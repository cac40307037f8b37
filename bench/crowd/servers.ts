// The scaled-out topology `pnpm bench crowd` measures, on this machine: PostgreSQL and Redis (reused
// from BENCH_DATABASE_URL / BENCH_REDIS_URL, or throwaway ones started here), two api processes from
// the api's production bundle and one rooms process from its built dist/main.js, all on one database
// and one Redis (ARCHITECTURE.md, "Two modes": RedisPresence + RedisDriver for the rooms, the api's
// rate counters, table bus, presence store and logout channel on the same Redis). Everything started
// here is stopped by stopAll(), also on Ctrl-C and on exit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startPostgres,
  startRedis,
  type StartedPostgres,
  type StartedRedis,
} from '../../infra/scripts/lib/services.mjs';
import {
  BENCH_API_ENV,
  cpuSeconds,
  createBenchDatabase,
  freePort,
  localPostmasterOf,
  postgresCpuSeconds,
  round,
  rssMb,
  sleep,
} from '../bench-kit.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The same secret for the api processes and the rooms process: the rooms read the api's session cookie. */
export const SESSION_SECRET = 'bench-crowd-secret-bench-crowd-secret-0001';
const log = (line: string) => console.log(line);

let postgres: StartedPostgres | null = null;
let redis: StartedRedis | null = null;
const children: ChildProcess[] = [];

/** Stops what was started here (a kill for the node processes: stopProcesses() is the clean way). */
export function stopAll(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.length = 0;
  redis?.stopSync();
  redis = null;
  postgres?.stopSync();
  postgres = null;
}

/** SIGTERM to every node process started here, and a wait (up to 15 s) for them to exit. */
export async function stopProcesses(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
    }),
  );
}

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  /** The PostgreSQL server's main process, when it runs on this machine (its backends are its children). */
  postgresPid: number | null;
  /** Whether that server was started here (else it is reused, and others may be using it too). */
  postgresOwned: boolean;
  /** The redis-server process when started here. */
  redisPid: number | null;
}

/** The redis-server serving `port` on this machine, from /proc (startRedis does not say its pid). */
function redisPidOf(port: number): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('redis-server') && cmdline.includes(`:${port}`)) return Number(entry);
    } catch {
      /* gone, or not ours to read */
    }
  }
  return null;
}

/** PostgreSQL with a fresh `bench_crowd` database, and Redis. */
export async function startServices(): Promise<Services> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    postgres = await startPostgres({ log: (l) => log(`  ${l}`) });
    adminUrl = postgres.url;
  }
  const databaseUrl = await createBenchDatabase(adminUrl, 'bench_crowd');
  let redisUrl = process.env.BENCH_REDIS_URL;
  if (!redisUrl) {
    redis = await startRedis({ log: (l) => log(`  ${l}`) });
    redisUrl = redis.url;
  }
  const postgresPid = postgres
    ? Number(fs.readFileSync(path.join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) ||
      null
    : await localPostmasterOf(databaseUrl);
  return {
    databaseUrl,
    redisUrl,
    postgresPid,
    postgresOwned: postgres !== null,
    redisPid: redis ? redisPidOf(redis.port) : null,
  };
}

/** Bundles an app as production runs it (infra/scripts/build-app.mjs: esbuild, a second or two). */
export function buildApp(app: 'api' | 'rooms'): void {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'infra/scripts/build-app.mjs')], {
    cwd: path.join(ROOT, 'apps', app),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building apps/${app} failed:\n${built.stdout}\n${built.stderr}`);
}

/** Starts a node process, echoing a few of its lines (warnings, errors) with a label. */
function startNode(
  label: string,
  app: 'api' | 'rooms',
  env: Record<string, string>,
  profileDir: string | undefined,
): ChildProcess {
  // --profile=DIR: a V8 CPU profile of each server process, written there when it stops (CPU.*.<pid>.*).
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(ROOT, 'apps', app),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let echoed = 0;
  const onOutput = (d: Buffer) => {
    for (const line of d.toString().split('\n')) {
      if (!line.trim() || /rooms listening/.test(line)) continue;
      if (echoed++ < 15) log(`  ${label}: ${line.slice(0, 1500)}`);
      else if (echoed === 16) log(`  ${label}: (more output not shown)`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  return child;
}

/** Waits for GET /healthz to answer 200 (a process that exits first is a broken start). */
async function waitHealthy(label: string, child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode}) while starting`);
    if (Date.now() > deadline) throw new Error(`${label} did not become healthy in 120 s`);
    const status = await new Promise<number>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      req.setTimeout(2_000, () => req.destroy());
    });
    if (status === 200) return;
    await sleep(250);
  }
}

export interface AppProcesses {
  apis: Array<{ pid: number; port: number }>;
  rooms: { pid: number; port: number };
}

/**
 * Two api processes and one rooms process. The first api migrates and seeds the database alone
 * (the catalogue, tables, coin packages, the studio's AI games, the admin), then the others start.
 */
export async function startApps(
  services: Services,
  apiCount: number,
  profileDir?: string,
): Promise<AppProcesses> {
  log('building apps/api and apps/rooms ...');
  buildApp('api');
  buildApp('rooms');
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SESSION_SECRET,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const apiEnv = {
    ...common,
    TRUST_PROXY: 'false',
    ...BENCH_API_ENV,
  };
  const apis: Array<{ pid: number; port: number; child: ChildProcess }> = [];
  for (let i = 0; i < apiCount; i++) {
    const port = await freePort();
    const child = startNode(`api${i + 1}`, 'api', { ...apiEnv, PORT: String(port) }, profileDir);
    // The first one alone: it brings the schema and the seed up before the others read them.
    if (i === 0) await waitHealthy('api1', child, port);
    apis.push({ pid: child.pid!, port, child });
  }
  const roomsPort = await freePort();
  const roomsChild = startNode('rooms', 'rooms', { ...common, PORT: String(roomsPort) }, profileDir);
  for (const [i, api] of apis.entries()) await waitHealthy(`api${i + 1}`, api.child, api.port);
  await waitHealthy('rooms', roomsChild, roomsPort);
  return {
    apis: apis.map(({ pid, port }) => ({ pid, port })),
    rooms: { pid: roomsChild.pid!, port: roomsPort },
  };
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const v = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - (v[3] ?? 0) - (v[4] ?? 0), total };
}

export interface Usage {
  /** % of one core, averaged over the window; null for PostgreSQL on another machine. */
  cpuPct: Record<string, number | null>;
  /** The whole machine's busy time in % of one core (all processes, other people's included). */
  machineBusyPct: number;
  /** Peak resident memory in MB of each server process measured. */
  peakRssMb: Record<string, number>;
}

/**
 * CPU of each process over a window (from /proc, % of one core), the whole machine's, and the peak RSS
 * of the server processes (sampled every second). PostgreSQL counts its backends; a reused server on
 * this machine is measured too (with whatever else uses it meanwhile: the report says so).
 */
export class UsageSampler {
  private readonly t0 = performance.now();
  private readonly cpu0: Map<string, number>;
  private readonly machine0 = machineTicks();
  private readonly peak = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pids: Record<string, number>,
    private readonly postgresPid: number | null,
  ) {
    this.cpu0 = this.cpuNow();
    this.sample();
    this.timer = setInterval(() => this.sample(), 1_000);
  }

  private cpuNow(): Map<string, number> {
    const now = new Map<string, number>();
    for (const [name, pid] of Object.entries(this.pids)) now.set(name, cpuSeconds(pid));
    if (this.postgresPid) now.set('postgres', postgresCpuSeconds(this.postgresPid));
    const self = process.cpuUsage();
    now.set('loadGenerator', (self.user + self.system) / 1e6);
    return now;
  }

  private sample(): void {
    for (const [name, pid] of Object.entries(this.pids))
      this.peak.set(name, Math.max(this.peak.get(name) ?? 0, rssMb(pid)));
  }

  stop(): Usage {
    this.sample();
    clearInterval(this.timer);
    const seconds = (performance.now() - this.t0) / 1000;
    const now = this.cpuNow();
    const cpuPct: Record<string, number | null> = {};
    for (const [name, before] of this.cpu0)
      cpuPct[name] = round((((now.get(name) ?? before) - before) / seconds) * 100);
    if (!this.postgresPid) cpuPct.postgres = null;
    const machine = machineTicks();
    const cores = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((l) => /^cpu\d/.test(l)).length;
    return {
      cpuPct,
      machineBusyPct: round(
        ((machine.busy - this.machine0.busy) / Math.max(1, machine.total - this.machine0.total)) *
          100 *
          cores,
      ),
      peakRssMb: Object.fromEntries([...this.peak].map(([name, mb]) => [name, round(mb)])),
    };
  }
}
