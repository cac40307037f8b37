// `pnpm bench live`: ONE live roulette table on ONE rooms process (its built dist/main.js, as
// production runs it, with the production timings: a 15 s betting window, a 3.5 s spin) on real
// PostgreSQL, with 1,000 players betting and 1,000 spectators, all with the real client
// (colyseus.js). Per round it measures:
// - bet acknowledgement: from `room.send('bet')` to that player's `betAccepted` (stake in escrow);
// - result delivery: from the server's reveal (the state patch that carries the pocket, stamped with
//   the server's clock in `serverNow`; same machine, same clock) to each client's receipt of it;
// - settlement: how long the round's settlement transaction took, seen from outside: the round row
//   is polled every 10 ms, from the moment it shows 'settling' (outcome and payouts persisted) to the
//   moment it shows 'settled'.
// Targets (issue 16): ack p99 < 100 ms, result delivery p99 < 200 ms, settlement < 1 s. The last line
// is one JSON object.
//
// Options: --players=1000 --spectators=1000 --rounds=2 --load-processes=4 --profile=DIR --samples=FILE
// BENCH_DATABASE_URL reuses a PostgreSQL server (a `bench_live` database is recreated in it);
// otherwise a throwaway one is started. Everything started here is stopped on exit and on Ctrl-C.
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateToLatest, type Database, type Kysely } from '@casino/db';
import {
  createSessionSigner,
  move,
  openWallets,
  promotions,
  seedCatalogue,
  SESSION_COOKIE_NAME,
  transfer,
  wallet,
} from '@casino/domain';
import { startPostgres, type StartedPostgres } from '../infra/scripts/lib/services.mjs';
import {
  cpuSeconds,
  createBenchDatabase,
  freePort,
  option,
  percentile,
  pool,
  round,
  rssMb,
  sleep,
} from './bench-kit.js';
import type { ClientsCommand, ClientsReport, LoadPerson } from './live-load/protocol.js';

const PLAYERS = Number(option('players') ?? 1000);
const SPECTATORS = Number(option('spectators') ?? 1000);
const ROUNDS = Number(option('rounds') ?? 2);
// Rounds played in full before the measured ones: a process just started compiles its code and a
// database just created has no statistics on the bets' tables yet (its first settlement took
// 600 ms where the next took 130 ms). They are printed, outside the targets.
const WARMUP_ROUNDS = Number(option('warmup-rounds') ?? 1);
const CLIENT_PROCESSES = Number(option('load-processes') ?? 4);
// --profile=DIR writes V8 CPU profiles of the rooms process and the load processes there.
const PROFILE_DIR = option('profile');
// --samples=FILE writes every bet's send time and acknowledgement time there (JSON), per round.
const SAMPLES_FILE = option('samples');
if (
  !(PLAYERS > 0) ||
  !(SPECTATORS >= 0) ||
  !(ROUNDS > 0) ||
  !(WARMUP_ROUNDS >= 0) ||
  !(CLIENT_PROCESSES >= 1)
) {
  console.error(
    'usage: pnpm bench live [--players=1000] [--spectators=1000] [--rounds=2] [--warmup-rounds=1] [--load-processes=4]',
  );
  process.exit(2);
}
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOMS_DIR = path.join(ROOT, 'apps/rooms');
const SECRET = 'bench-live-secret-bench-live-secret-00001';
const TARGET = { ackP99Ms: 100, resultP99Ms: 200, settlementMs: 1_000 };
const TIME_LIMIT_MS = 240_000 + (WARMUP_ROUNDS + ROUNDS) * 40_000;
const log = (line: string) => console.log(line);

// ------------------------------------------------------------------ cleanup

let started: StartedPostgres | null = null;
let rooms: ChildProcess | null = null;
const loadProcesses: ChildProcess[] = [];
function cleanupSync(): void {
  for (const load of loadProcesses)
    if (load.exitCode === null && load.signalCode === null) load.kill('SIGKILL');
  if (rooms && rooms.exitCode === null && rooms.signalCode === null) rooms.kill('SIGKILL');
  rooms = null;
  started?.stopSync();
  started = null;
}
process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (rooms && rooms.exitCode === null) rooms.kill('SIGKILL');
    setTimeout(() => {
      cleanupSync();
      process.exit(130);
    }, 100);
  });
setTimeout(() => {
  console.error(`bench live: time limit (${Math.round(TIME_LIMIT_MS / 1000)} s) reached, stopping`);
  cleanupSync();
  process.exit(1);
}, TIME_LIMIT_MS).unref();

// ------------------------------------------------------------------ database and players

interface Player {
  userId: string;
  cookie: string;
}

async function makePlayer(db: Kysely<Database>, signer: ReturnType<typeof createSessionSigner>, n: number) {
  const userId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ id: userId, is_guest: true, first_name: `Bench${n}` })
      .execute();
    await openWallets(trx, userId);
  });
  await transfer(
    db,
    move(promotions(), wallet(userId), 10_000n * 100n, { kind: 'test_grant', currency: 'coins' }),
  );
  const sid = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      sid,
      user_id: userId,
      data: JSON.stringify({ userId, signedInAt: now }),
      expires_at: new Date(now + 3_600_000),
      updated_at: new Date(now),
    })
    .execute();
  return {
    userId,
    cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(signer.sign(sid))}`,
  } satisfies Player;
}

// ------------------------------------------------------------------ the rooms process

function buildRooms(): void {
  const result = spawnSync(process.execPath, ['../../infra/scripts/build-app.mjs'], {
    cwd: ROOMS_DIR,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building apps/rooms failed:\n${result.stdout}\n${result.stderr}`);
}

async function startRooms(databaseUrl: string, port: number): Promise<ChildProcess> {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/main.js'], {
    cwd: ROOMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  rooms = child;
  let output = '';
  const onOutput = (d: Buffer) => {
    const text = d.toString();
    if (output.length < 100_000) output += text;
    for (const line of text.split('\n'))
      if (line.trim() && !/rooms listening/.test(line)) console.log(`  rooms: ${line.slice(0, 300)}`);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const deadline = Date.now() + 120_000;
  while (!/rooms listening/.test(output)) {
    if (child.exitCode !== null) throw new Error(`rooms process exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`rooms process did not start:\n${output}`);
    await sleep(100);
  }
  return child;
}

// ------------------------------------------------------------------ the clients

/** Per round: acks of bets and when each client first saw the round's pocket. */
interface RoundStats {
  acks: number[];
  /** Each ack's [sent at (epoch ms), ms], for --samples. */
  ackSamples: Array<[number, number]>;
  refused: Map<string, number>;
  sent: number;
  results: number[];
}
const stats = new Map<number, RoundStats>();
const statsOf = (n: number) => {
  let s = stats.get(n);
  if (!s) stats.set(n, (s = { acks: [], ackSamples: [], refused: new Map(), sent: 0, results: [] }));
  return s;
};
/** Connections the server closed during the run, by close code. */
const left = new Map<number, number>();
const loops: Array<{ p99Ms: number; maxMs: number }> = [];

function onReport(message: ClientsReport): void {
  switch (message.type) {
    case 'sent':
      statsOf(message.round).sent++;
      return;
    case 'ack':
      statsOf(message.round).acks.push(message.ms);
      statsOf(message.round).ackSamples.push([message.sentAt, round(message.ms, 1)]);
      return;
    case 'refused': {
      const refused = statsOf(message.round).refused;
      refused.set(message.code, (refused.get(message.code) ?? 0) + 1);
      return;
    }
    case 'result':
      statsOf(message.round).results.push(message.ms);
      return;
    case 'left':
      left.set(message.code, (left.get(message.code) ?? 0) + 1);
      return;
    case 'loop':
      loops.push(message);
      return;
    case 'joined':
      return;
  }
}

/** Forks the load-generating processes and connects everyone; resolves with the round they saw. */
async function connectAll(url: string, tableId: number, people: LoadPerson[]) {
  const children = Array.from({ length: Math.min(CLIENT_PROCESSES, people.length) }, () =>
    fork(path.join(ROOT, 'bench/live-load/clients.ts'), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [
        ...process.execArgv,
        ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      ],
    }),
  );
  loadProcesses.push(...children);
  const joined = await Promise.all(
    children.map(
      (child, i) =>
        new Promise<{ count: number; round: number }>((resolve, reject) => {
          child.on('message', (message: ClientsReport) => {
            if (message.type === 'joined') resolve(message);
            else onReport(message);
          });
          child.once('exit', (code) => reject(new Error(`a load process exited (${code}) while joining`)));
          const share = people.filter((_, k) => k % children.length === i);
          child.send({ type: 'join', url, tableId, people: share } satisfies ClientsCommand);
        }),
    ),
  );
  return {
    connections: joined.reduce((sum, j) => sum + j.count, 0),
    round: Math.max(...joined.map((j) => j.round)),
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.send({ type: 'stop' } satisfies ClientsCommand);
            }),
        ),
      ),
  };
}

/**
 * Polls the round rows every 10 ms from a process of its own (this one takes the load processes'
 * reports, which would delay the polls): when each round first showed 'settling' (outcome and
 * payouts persisted) and then 'settled', on that process's clock. Polls every 5 ms took a tenth of a
 * core from the machine the bench measures.
 */
const SETTLEMENT_WATCH = `
import pg from 'pg';
const [url, tableId] = process.argv.slice(1);
const client = new pg.Client({ connectionString: url });
// The bench stops PostgreSQL at the end: this watcher just ends with it.
client.on('error', () => process.exit(0));
await client.connect();
const seen = new Set();
for (;;) {
  const { rows } = await client.query(
    "select round_number, status from live_rounds where table_id = $1 and status in ('settling', 'settled') and round_number > (select coalesce(max(round_number), 0) - 2 from live_rounds where table_id = $1)",
    [tableId],
  );
  const now = performance.now();
  for (const r of rows) {
    const key = r.round_number + ':' + r.status;
    if (!seen.has(key)) { seen.add(key); process.stdout.write(JSON.stringify({ round: r.round_number, status: r.status, at: now }) + '\\n'); }
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
}
`;

function watchSettlement(databaseUrl: string, tableId: number) {
  const settling = new Map<number, number>();
  const settled = new Map<number, number>();
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', SETTLEMENT_WATCH, databaseUrl, String(tableId)],
    {
      cwd: path.join(ROOT, 'bench'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let buffered = '';
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const seen = JSON.parse(line) as { round: number; status: string; at: number };
      (seen.status === 'settling' ? settling : settled).set(seen.round, seen.at);
    }
  });
  return {
    stop: () => child.kill('SIGKILL'),
    ms: (roundNumber: number) => {
      const a = settling.get(roundNumber);
      const b = settled.get(roundNumber);
      return a === undefined || b === undefined ? null : round(b - a, 1);
    },
  };
}

/** One round's figures: its bets' acknowledgements, its result's delivery and its settlement. */
async function roundLine(db: Kysely<Database>, tableId: number, n: number, settlementMs: number | null) {
  const s = statsOf(n);
  const acks = [...s.acks].sort((a, b) => a - b);
  const results = [...s.results].sort((a, b) => a - b);
  const bets = await db
    .selectFrom('live_bets as b')
    .innerJoin('live_rounds as r', 'r.id', 'b.round_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('bets'),
      eb.fn.count<string>('b.user_id').distinct().as('players'),
    ])
    .where('r.table_id', '=', tableId)
    .where('r.round_number', '=', n)
    .executeTakeFirstOrThrow();
  return {
    round: n,
    betMessages: s.sent,
    acknowledged: acks.length,
    refused: Object.fromEntries(s.refused),
    betRows: Number(bets.bets),
    bettingPlayers: Number(bets.players),
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    ackMaxMs: round(acks.at(-1) ?? 0),
    resultClients: s.results.length,
    resultP50Ms: round(percentile(results, 50)),
    resultP99Ms: round(percentile(results, 99)),
    resultMaxMs: round(results.at(-1) ?? 0),
    settlementMs,
  };
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    log('starting a throwaway PostgreSQL ...');
    started = await startPostgres();
    adminUrl = started.url;
  }
  const databaseUrl = await createBenchDatabase(adminUrl, 'bench_live');
  const database = createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 8 });
  const { db } = database;
  await migrateToLatest(db);
  await seedCatalogue(db);
  const table = await db
    .selectFrom('live_tables')
    .select(['id', 'name'])
    .where('game_key', '=', 'live-roulette')
    .where('currency', '=', 'coins')
    .where('room_code', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The sweepstakes tables (issue 18) stay closed here: the rooms process hosts the same tables as
  // before they existed, so the numbers compare with earlier runs.
  await db
    .updateTable('live_tables')
    .set({ closed_at: new Date() })
    .where('currency', '=', 'sweeps')
    .execute();
  log(`table ${table.id} (${table.name}); making ${PLAYERS} players and ${SPECTATORS} spectators ...`);
  const signer = createSessionSigner([SECRET]);
  const people: Player[] = [];
  await pool(
    Array.from({ length: PLAYERS + SPECTATORS }, (_, i) => i),
    8,
    async (i) => {
      people[i] = await makePlayer(db, signer, i);
    },
  );

  log('building apps/rooms ...');
  buildRooms();
  const port = await freePort();
  const child = await startRooms(databaseUrl, port);
  const url = `ws://127.0.0.1:${port}`;

  log(`connecting from ${CLIENT_PROCESSES} load processes ...`);
  const load = await connectAll(
    url,
    table.id,
    people.map((p, i) => ({ cookie: p.cookie, n: i, spectate: i >= PLAYERS })),
  );
  const connections = load.connections;
  log(
    `${connections} connections in the room; waiting for ${WARMUP_ROUNDS} warm-up and ${ROUNDS} measured full round(s) ...`,
  );
  const settlement = watchSettlement(databaseUrl, table.id);
  const cpuBefore = cpuSeconds(child.pid!);
  const measuredFrom = performance.now();
  const warmup = load.round + 1;
  const first = warmup + WARMUP_ROUNDS;
  const last = first + ROUNDS - 1;
  const deadline = Date.now() + (WARMUP_ROUNDS + ROUNDS) * 40_000 + 30_000;
  while (Date.now() < deadline) {
    const s = stats.get(last);
    if (s && s.results.length >= connections && settlement.ms(last) !== null) break;
    await sleep(250);
  }
  const roomsCpuPercent = round(
    ((cpuSeconds(child.pid!) - cpuBefore) * 100_000) / (performance.now() - measuredFrom),
  );
  await sleep(500);
  settlement.stop();
  const roomsRssMb = round(rssMb(child.pid!));
  await load.stop();

  const lines = [];
  for (let n = warmup; n <= last; n++) lines.push(await roundLine(db, table.id, n, settlement.ms(n)));
  for (const line of lines)
    log(
      `${line.round < first ? 'warm-up round' : 'round'} ${line.round}: ${line.acknowledged}/${line.betMessages} bets acknowledged (p50 ${line.ackP50Ms} ms, p99 ${line.ackP99Ms} ms, max ${line.ackMaxMs} ms), ` +
        `${line.betRows} bet rows; result at ${line.resultClients}/${connections} clients (p50 ${line.resultP50Ms} ms, p99 ${line.resultP99Ms} ms); ` +
        `settlement ${line.settlementMs ?? '?'} ms`,
    );
  const warmupRounds = lines.filter((line) => line.round < first);
  const perRound = lines.filter((line) => line.round >= first);
  if (SAMPLES_FILE)
    writeFileSync(
      SAMPLES_FILE,
      JSON.stringify(
        Object.fromEntries(
          [...warmupRounds, ...perRound].map((r) => [
            r.round,
            { acks: statsOf(r.round).ackSamples.sort((a, b) => a[0] - b[0]) },
          ]),
        ),
      ),
    );
  const loadLoopDelayMs = {
    p99: round(Math.max(...loops.map((l) => l.p99Ms))),
    max: round(Math.max(...loops.map((l) => l.maxMs))),
  };
  log(
    `load processes' event-loop delay (included in every latency): worst p99 ${loadLoopDelayMs.p99} ms, max ${loadLoopDelayMs.max} ms; ` +
      `rooms process ${roomsCpuPercent}% of a core, ${roomsRssMb} MB; connections closed by the server: ${JSON.stringify(Object.fromEntries(left))}`,
  );
  const worst = {
    ackP99Ms: Math.max(...perRound.map((r) => r.ackP99Ms)),
    resultP99Ms: Math.max(...perRound.map((r) => r.resultP99Ms)),
    settlementMs: Math.max(...perRound.map((r) => r.settlementMs ?? Infinity)),
  };
  const everyoneServed = perRound.every(
    (r) => r.acknowledged === r.betMessages && r.resultClients === connections,
  );
  const pass =
    everyoneServed &&
    left.size === 0 &&
    worst.ackP99Ms < TARGET.ackP99Ms &&
    worst.resultP99Ms < TARGET.resultP99Ms &&
    worst.settlementMs < TARGET.settlementMs;
  log(
    `targets: ack p99 < ${TARGET.ackP99Ms} ms, result p99 < ${TARGET.resultP99Ms} ms, settlement < ${TARGET.settlementMs} ms: ${pass ? 'PASS' : 'FAIL'}`,
  );
  await database.close();
  if (PROFILE_DIR) {
    // A profile is written when the process exits on its own: a clean shutdown, not a kill.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  }
  console.log(
    JSON.stringify({
      bench: 'live',
      players: PLAYERS,
      spectators: SPECTATORS,
      connections,
      loadProcesses: CLIENT_PROCESSES,
      rounds: perRound,
      warmupRounds,
      worst,
      loadLoopDelayMs,
      roomsCpuPercent,
      roomsRssMb,
      closedByServer: Object.fromEntries(left),
      targets: TARGET,
      pass,
    }),
  );
  cleanupSync();
  process.exit(pass ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  cleanupSync();
  process.exit(1);
});
