// Helpers every load benchmark shares (bench rooms, bench challenges, bench spins): command-line
// options, percentiles, ports, bounded concurrency and the /proc reading of a process's memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';

/** The value of `--name=value` on the command line, if given. */
export const option = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** The p-th percentile of ascending samples (nearest rank), 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A fresh database `name` on the server of `adminUrl` (dropped first, its connections closed); its URL. */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The environment a production api (or the embedded server) needs to serve a bench: every bench
 * player signs up from this one address, and production refuses to start without its own admin
 * account.
 */
export const BENCH_API_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  GUEST_LIMIT_PER_ADDRESS_PER_DAY: '100000',
  GUEST_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: 'bench-admin@casino.local',
  ADMIN_PASSWORD: 'bench-admin-password-0001',
} as const;

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs `work` over `items` with at most `width` in flight. */
export async function pool<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Resident memory of a process in MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** utime, stime, cutime, cstime of a process in seconds (clock ticks of 1/100 s), or null once gone. */
function cpuTimes(pid: number): { own: number; reaped: number; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      own: (Number(f[11]) + Number(f[12])) / 100,
      reaped: (Number(f[13]) + Number(f[14])) / 100,
      ppid: Number(f[1]),
    };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export const cpuSeconds = (pid: number): number => cpuTimes(pid)?.own ?? 0;

/** The flags of `--name="--flag --other"`, split on spaces (none when not given). */
export const nodeFlagsOption = (name: string, fallback = ''): string[] =>
  (option(name) ?? fallback).split(' ').filter((f) => f.length > 0);

/**
 * Runs this benchmark again in a new process with these Node/V8 flags (for example a larger young
 * generation for a load generator), unless it already runs with them; it returns only in the process
 * that has them. Startup flags such as --max-semi-space-size cannot be set once the heap exists.
 */
export function relaunchWithNodeFlags(flags: readonly string[]): void {
  if (flags.every((f) => process.execArgv.includes(f))) return;
  const run = spawnSync(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

/** The main process of a PostgreSQL server on this machine: the parent of our own backend. */
export async function localPostmasterOf(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = rows[0]?.pid;
    if (!backend) return null;
    const stat = fs.readFileSync(`/proc/${backend}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8').includes('postgres') ? ppid : null;
  } catch {
    // Another machine (or a container): its CPU is not ours to read.
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * CPU seconds of PostgreSQL: the postmaster's own, its backends' that have exited (the kernel adds
 * them to the parent's children times when it reaps them) and its live backends'.
 */
export function postgresCpuSeconds(root: number): number {
  const main = cpuTimes(root);
  if (!main) return 0;
  let total = main.own + main.reaped;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = cpuTimes(Number(entry));
    if (child?.ppid === root) total += child.own;
  }
  return total;
}
