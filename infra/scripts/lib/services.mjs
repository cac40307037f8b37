// Throwaway PostgreSQL + Redis for tests, plus apt provisioning on Debian.
// Plain Node, no dependencies. Exported for reuse by other scripts:
//
//   import { provision, startPostgres, startRedis } from './lib/services.mjs';
//   const pg = await startPostgres();   // { url, port, stop() }
//   const redis = await startRedis();   // { url, port, stop() }
//
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_DEFAULT = '/usr/bin/chromium';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => fs.existsSync('/etc/debian_version') && hasCommand('apt-get');

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Directory holding initdb/pg_ctl/postgres, or null. */
export function findPgBinDir() {
  const candidates = [];
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    /* no pg_config */
  }
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => b - a);
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    /* not Debian layout */
  }
  for (const dir of candidates) {
    if (dir && ['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(dir, b)))) return dir;
  }
  if (hasCommand('initdb') && hasCommand('pg_ctl')) {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  }
  return null;
}

export function findRedisServer() {
  if (hasCommand('redis-server'))
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  return null;
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(CHROMIUM_DEFAULT) ? CHROMIUM_DEFAULT : null;
}

/**
 * Make sure the wanted tools exist, installing missing ones with apt-get when
 * we are root on Debian. `want` is a subset of ['postgres', 'redis', 'chromium'].
 * Returns { missing: string[], reason: string|null, attempted: boolean } for what
 * is still unavailable (attempted: apt-get was run and did not deliver).
 */
export function provision(want, log = console.log) {
  const probes = {
    postgres: { pkg: 'postgresql', ok: () => findPgBinDir() !== null },
    redis: { pkg: 'redis-server', ok: () => findRedisServer() !== null },
    chromium: { pkg: 'chromium', ok: () => findChromium() !== null },
  };
  let missing = want.filter((w) => !probes[w].ok());
  if (missing.length === 0) return { missing, reason: null, attempted: false };
  const pkgs = missing.map((m) => probes[m].pkg);
  if (!isDebian())
    return {
      missing,
      reason: `not a Debian/apt system, cannot install ${pkgs.join(', ')}`,
      attempted: false,
    };
  if (!isRoot())
    return {
      missing,
      reason: `not root, cannot apt-get install ${pkgs.join(', ')} (run as root or install them yourself)`,
      attempted: false,
    };
  log(`installing missing packages with apt-get: ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: 'inherit', env };
  const update = spawnSync('apt-get', ['update'], opts);
  if (update.status !== 0) return { missing, reason: 'apt-get update failed', attempted: true };
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], opts);
  missing = want.filter((w) => !probes[w].ok());
  if (install.status !== 0 || missing.length) {
    return {
      missing,
      reason: `apt-get install ${pkgs.join(' ')} failed (exit ${install.status})`,
      attempted: true,
    };
  }
  return { missing: [], reason: null, attempted: true };
}

/** Ask the kernel for a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** OS user to run PostgreSQL as: ourselves, or `postgres` (created if needed) when root. */
function pgOsUser() {
  if (!isRoot()) return null;
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
    const r = spawnSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error('could not create the postgres OS user');
  }
  return 'postgres';
}

function asUser(user, bin, args) {
  return user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Start a throwaway PostgreSQL cluster (trust auth, 127.0.0.1, free port,
 * fsync off unless `durable`). Returns { url, port, dir, stop() }; stop() is idempotent and
 * also safe to call synchronously from a process 'exit' handler (stopSync).
 */
export async function startPostgres({ log = console.log, durable = false } = {}) {
  const bin = findPgBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (pg_config --bindir, /usr/lib/postgresql/*/bin)');
  const user = pgOsUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (user) execFileSync('chown', ['-R', `${user}:`, dir]);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();

  const runPg = (b, args) => {
    const [cmd, argv] = asUser(user, path.join(bin, b), args);
    return spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
  };
  const init = runPg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-c unix_socket_directories=${dir}`,
    // Fast and throwaway by default; `durable` keeps PostgreSQL's own guarantees, for tests that crash
    // the server and then hold it to every commit it acknowledged.
    ...(durable ? [] : [`-c fsync=off`, `-c synchronous_commit=off`, `-c full_page_writes=off`]),
    `-c max_connections=200`,
    `-c shared_buffers=128MB`,
  ].join(' ');
  const pgStart = () =>
    runPg('pg_ctl', ['-D', data, '-l', logFile, '-o', settings, '-w', '-t', '60', 'start']);
  const start = pgStart();
  if (start.status !== 0) {
    const msg = `pg_ctl start failed:\n${start.stdout}\n${start.stderr}\n--- postgres.log ---\n${tail(logFile)}`;
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(msg);
  }
  const version = runPg('postgres', ['--version']).stdout.trim();
  log(`postgres up: ${version}, port ${port}, data ${data}`);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    const r = runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    if (r.status !== 0) log(`warning: pg_ctl stop failed: ${r.stderr}`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    bin,
    user,
    logFile,
    /** Run SQL through psql as the superuser; returns trimmed stdout or throws. */
    psql(sql) {
      const [cmd, argv] = asUser(user, path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-XAtqc',
        sql,
      ]);
      const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
      if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
      return r.stdout.trim();
    },
    stopSync,
    async stop() {
      stopSync();
    },
    /** Stops the server as a crash would (`pg_ctl -m immediate`): every connection is cut at once. */
    crash() {
      const r = runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      if (r.status !== 0) throw new Error(`pg_ctl stop -m immediate failed: ${r.stderr}`);
    },
    /** Starts it again on the same port and data (after `crash`); it recovers from its WAL. */
    restart() {
      const r = pgStart();
      if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr}\n${tail(logFile)}`);
    },
  };
}

/** Send one inline Redis command over TCP and return the first reply line. */
export function redisCommand(port, command, timeoutMs = 1000) {
  return new Promise((resolve, reject) => {
    const sock = net.connect({ host: '127.0.0.1', port });
    let buf = '';
    const done = (err, val) => {
      sock.destroy();
      err ? reject(err) : resolve(val);
    };
    sock.setTimeout(timeoutMs, () => done(new Error('redis timeout')));
    sock.on('error', (e) => done(e));
    sock.on('connect', () => sock.write(`${command}\r\n`));
    sock.on('data', (d) => {
      buf += d.toString();
      const i = buf.indexOf('\r\n');
      if (i >= 0) done(null, buf.slice(0, i));
    });
  });
}

/**
 * Start redis-server on 127.0.0.1 with no persistence, on a free port or the one given (to start it
 * again where clients expect it). Returns { url, port, kill(), stop() }.
 */
export async function startRedis({ log = console.log, port: wantedPort } = {}) {
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-redis-'));
  const logFile = path.join(dir, 'redis.log');
  const port = wantedPort ?? (await freePort());
  const child = spawn(
    bin,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      dir,
      '--logfile',
      logFile,
      '--protected-mode',
      'yes',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await redisCommand(port, 'PING')) === '+PONG') break;
    } catch {
      /* not up yet */
    }
    if (exited || Date.now() > deadline) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
      const msg = `redis-server did not start:\n${tail(logFile)}`;
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(msg);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  log(`redis up: ${version.split(' ').slice(0, 3).join(' ')}, port ${port}`);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    logFile,
    /** Kills the server at once (SIGKILL), as a crash would; its data is gone (no persistence). */
    kill() {
      child.kill('SIGKILL');
    },
    stopSync,
    async stop() {
      if (stopped) return;
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      }
      stopSync();
    },
  };
}
