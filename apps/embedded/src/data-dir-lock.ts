import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file's name under DATA_DIR. */
export const LOCK_FILE = 'casino.lock';

interface LockOwner {
  pid: number;
  host: string;
}

/** Another live process already serves this DATA_DIR: PGlite would abort if we opened it too. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where =
      owner.host === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
    super(
      `DATA_DIR ${dataDir} is in use by ${where}: one process at a time can open its PGlite database. ` +
        `Stop that process, or start this one with another DATA_DIR (or DATABASE_URL). ` +
        `If no such process exists, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null; // gone, or not ours to understand: treated as stale
  }
}

/** Whether the owner may still be running. Another host's process cannot be checked: assume it is. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // Our own pid in the file is a leftover from an earlier life of this pid (a restarted container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sameOwner = (a: LockOwner | null, b: LockOwner | null) => a?.pid === b?.pid && a?.host === b?.host;

/**
 * Takes DATA_DIR for this process: creates `DATA_DIR/casino.lock` holding our pid and host, or
 * throws DataDirLockedError naming the directory when a live process holds it. A lock left by a
 * process that no longer runs is taken over. The file is created complete in one step (written
 * aside, then hard-linked into place), and a stale one is moved away by rename, which exactly one
 * contender wins, so two processes starting together cannot both get it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname() };
  const draft = join(dir, `${LOCK_FILE}.${process.pid}.new`);
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return lockHandle(file, me);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      // Stale: move it aside. If what we moved is not the stale lock we judged (someone took over
      // in between), put it back and look again.
      const aside = join(dir, `${LOCK_FILE}.${process.pid}.stale`);
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (!sameOwner(readOwner(aside), owner)) {
        try {
          linkSync(aside, file);
        } catch {
          // another contender already holds it; the next look says who
        }
      }
      unlinkSync(aside);
    }
    throw new Error(`could not take the lock ${file}: it keeps changing hands`);
  } finally {
    unlinkSync(draft);
  }
}

function lockHandle(file: string, me: LockOwner): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (sameOwner(readOwner(file), me)) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // However the process ends (process.exit, an uncaught error), the lock goes with it; a SIGKILL
  // leaves it behind, and the next start sees a dead pid and takes it over.
  process.on('exit', release);
  return { file, release };
}
