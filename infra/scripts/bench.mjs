#!/usr/bin/env node
// `pnpm bench <name> [args...]` runs bench/<name>.ts with tsx (in bench/, so
// its own dependencies resolve); `pnpm bench` lists the available benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm } from './lib/pnpm.mjs';

const BENCH_DIR = path.join(ROOT, 'bench');

function available() {
  if (!fs.existsSync(BENCH_DIR)) return [];
  return fs
    .readdirSync(BENCH_DIR)
    .filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts') && !f.includes('.config.'),
    )
    .map((f) => f.slice(0, -3))
    .sort();
}

const [name, ...rest] = process.argv.slice(2);
const names = available();

if (!name || name === '--list' || name === '-h' || name === '--help') {
  console.log('usage: pnpm bench <name> [args...]   (runs bench/<name>.ts with tsx)');
  console.log(
    names.length
      ? `available benchmarks:\n${names.map((n) => `  ${n}`).join('\n')}`
      : 'no benchmarks yet (add bench/<name>.ts)',
  );
  process.exit(0);
}

const bench = name.replace(/\.ts$/, '');
if (!names.includes(bench)) {
  console.error(`no benchmark "${bench}" (bench/${bench}.ts)`);
  console.error(names.length ? `available: ${names.join(', ')}` : 'no benchmarks yet (add bench/<name>.ts)');
  process.exit(2);
}

// The benchmark shares our process group, so Ctrl-C reaches it directly; we
// just wait for it to exit and pass its exit code on.
process.on('SIGINT', () => {});
const code = await pnpm(['--filter', '@casino/bench', 'exec', 'tsx', `${bench}.ts`, ...rest], {
  cwd: ROOT,
  quiet: true,
  detached: false,
});
process.exit(code);
