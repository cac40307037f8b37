// `npm start` (and `npm run start:api`, `npm run start:rooms`): install what is missing, build, then
// run the product. Migrations and the seed run inside the server at boot, so every start is current.
// Plain Node, no dependencies: this runs before `pnpm install`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { killChildren, PNPM_VERSION, pnpm, ROOT, run } from './lib/pnpm.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? 'embedded';
const targets = {
  // The whole product on one port (PGlite under ./data unless DATABASE_URL is set).
  embedded: { builds: ['@casino/web', '@casino/embedded'], main: 'apps/embedded/dist/main.js' },
  // Scaled-out processes: need DATABASE_URL (and REDIS_URL to share rooms and rate limits).
  api: { builds: ['@casino/web', '@casino/api'], main: 'apps/api/dist/main.js' },
  rooms: { builds: ['@casino/rooms'], main: 'apps/rooms/dist/main.js' },
};
const target = targets[only];
if (!target) {
  console.error(`unknown --only=${only}; choose one of ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}

const step = async (label, promise) => {
  console.log(`\n▸ ${label}`);
  const code = await promise;
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit ${code})`);
    process.exit(code);
  }
};

/**
 * A build as one line (`▸ build @casino/web … 6.1 s`): its output (Vite lists every chunk) is kept
 * and printed only when the build fails.
 */
const quietBuild = (pkg) =>
  new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`▸ build ${pkg} … `);
    const child = spawn('npx', ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', pkg, 'run', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(String(err))));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        console.log('failed');
        process.stderr.write(Buffer.concat(output));
        console.error(`✗ build ${pkg} failed (exit ${code})`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killChildren(signal);
    process.exit(130);
  });
}

await step(
  'install dependencies (pinned pnpm via npx)',
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']),
);
console.log('');
for (const pkg of target.builds) await quietBuild(pkg);
const main = path.join(ROOT, target.main);
if (!existsSync(main)) {
  console.error(`✗ ${target.main} was not built`);
  process.exit(1);
}
console.log(`\n▸ start ${only}`);
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (only === 'embedded' ? 'development' : 'production'),
};
process.exit(await run(process.execPath, ['--enable-source-maps', main], { env, detached: false }));
