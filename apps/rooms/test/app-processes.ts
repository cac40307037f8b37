import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SECRET, waitFor } from './poker-harness.js';

// The production entry points as real processes (`npm run start:rooms` / `start:api` run the same
// bundles), for the tests that kill, restart and cut them off.

export const ROOMS_DIR = fileURLToPath(new URL('..', import.meta.url));
export const API_DIR = fileURLToPath(new URL('../../api', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface Spawned {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Bundles an app's src/main.ts into dist/main.js, as `npm run start:rooms` / `start:api` run it. */
export function buildApp(dir: string): void {
  const result = spawnSync(process.execPath, ['../../infra/scripts/build-app.mjs'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build in ${dir} failed:\n${result.stdout}\n${result.stderr}`);
}

/** Starts a built entry point (the production artifact) and waits until it prints `ready`. */
export async function startApp(
  dir: string,
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<Spawned> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // Without pnpm's NODE_PATH (set for every `pnpm exec`/`pnpm run`), as production runs a bundle
  // (`node apps/api/dist/main.js`): every package the bundle loads must resolve from its own files.
  const { NODE_PATH: _pnpmNodePath, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: dir,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitFor(() => ready.test(output) || child.exitCode !== null, 60_000, `${entry} to start`);
  if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}):\n${output}`);
  return { child, port, output: () => output };
}

export const stopApp = async (s: Spawned | undefined) => {
  if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill('SIGTERM');
  await waitFor(() => s.child.exitCode !== null || s.child.signalCode !== null, 15_000, 'exit').catch(() =>
    s.child.kill('SIGKILL'),
  );
};
