// Run child processes (and the pinned pnpm) with inherited stdio.
// Plain Node, no dependencies: these scripts run before `pnpm install`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PNPM_VERSION = '10.34.8';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const running = new Map(); // child -> detached

/** Kill every child still running (used on SIGINT/SIGTERM). */
export function killChildren(signal = 'SIGTERM') {
  for (const [child, detached] of running) {
    try {
      // Detached children lead their own process group: kill the whole group.
      process.kill(detached ? -child.pid : child.pid, signal);
    } catch {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }
}

/**
 * Run a command; resolves with its exit code (a child killed by a signal counts as 1).
 * Never rejects for a non-zero exit: callers decide what a failure means.
 */
export function run(cmd, args = [], { cwd = ROOT, env = process.env, quiet = false, detached = true } = {}) {
  if (!quiet) console.log(`$ ${[cmd, ...args].map(quote).join(' ')}`);
  return new Promise((resolve) => {
    // detached: own process group, so killChildren() can stop npx *and* what it started.
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit', detached });
    running.set(child, detached);
    child.on('error', (err) => {
      running.delete(child);
      console.error(`failed to start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Run the pinned pnpm through npx (pnpm is never assumed to be installed). */
export function pnpm(args, opts) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], opts);
}

function quote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
}
