import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.js';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const freshDir = () => mkdtempSync(join(tmpdir(), 'casino-lock-'));
const lockOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; host: string };
const writeLock = (dir: string, content: string) => writeFileSync(join(dir, LOCK_FILE), content);

/** A process that stays alive until killed. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

/** Runs a TypeScript entry under tsx with a clean environment; resolves with its exit code and output. */
function runTs(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: APP_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('the DATA_DIR lock', () => {
  it('is taken with our pid and host, and released (only the lock file, nothing left behind)', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(lockOf(dir)).toEqual({ pid: process.pid, host: hostname() });
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a directory a live process holds, naming the directory and the process', async () => {
    const dir = freshDir();
    const holder = sleeper();
    writeLock(dir, JSON.stringify({ pid: holder.pid, host: hostname() }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is in use by process ${holder.pid}`);
    expect(lockOf(dir).pid).toBe(holder.pid);

    // Once that process is gone its lock is stale, and the next start takes it over.
    holder.kill('SIGKILL');
    await exited(holder);
    const lock = acquireDataDirLock(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    { name: 'an unreadable lock file', content: 'garbage' },
    { name: 'an empty lock file', content: '' },
    {
      name: 'our own pid from an earlier life (a restarted container)',
      content: JSON.stringify({ pid: process.pid, host: hostname() }),
    },
  ])('takes over $name', ({ content }) => {
    const dir = freshDir();
    writeLock(dir, content);
    const lock = acquireDataDirLock(dir);
    expect(lockOf(dir)).toEqual({ pid: process.pid, host: hostname() });
    lock.release();
  });

  it("leaves another host's lock alone: its process cannot be checked from here", () => {
    const dir = freshDir();
    writeLock(dir, JSON.stringify({ pid: 1, host: 'some-other-host' }));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process 1 on some-other-host/);
  });

  it('release does not remove a lock that is no longer ours', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeLock(dir, JSON.stringify({ pid: 1, host: 'some-other-host' }));
    lock.release();
    expect(lockOf(dir).host).toBe('some-other-host');
  });

  it('gives a stale lock to exactly one of several processes starting at once', async () => {
    const dir = freshDir();
    writeLock(dir, JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() })); // above Linux's pid_max: dead
    const contender = `
      import { acquireDataDirLock } from './src/data-dir-lock.ts';
      try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('won'); setTimeout(() => {}, 6000); }
      catch (e) { console.log(e.name); }`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runTs(['--input-type=module', '-e', contender], {})),
    );
    expect(results.map((r) => r.stdout.trim()).sort()).toEqual([
      'DataDirLockedError',
      'DataDirLockedError',
      'DataDirLockedError',
      'won',
    ]);
  }, 60_000);
});

describe('a second embedded process on the same DATA_DIR', () => {
  it('exits with a clear message naming the directory, before opening PGlite', async () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir); // this test process plays the first server
    try {
      const second = await runTs(['src/main.ts'], {
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`Cannot start: DATA_DIR ${dir} is in use by process ${process.pid}`);
      expect(second.stderr).not.toContain('Aborted');
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
      expect(lockOf(dir).pid).toBe(process.pid);
    } finally {
      lock.release();
    }
  }, 60_000);
});
