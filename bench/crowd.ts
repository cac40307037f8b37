// `pnpm bench crowd`: a crowd of players (200 by default) on the scaled-out topology: TWO api
// processes (the api's production bundle) and ONE rooms process (its built dist/main.js) on one
// PostgreSQL and one Redis, each player a real account made through the api as the web app makes it
// (a guest, registered with a declared region for three players in four: coin purchases and
// sweepstakes play need that), spread over the api processes round robin as a load balancer would,
// with its own cookie jar and its live channel (GET /api/live) held open as the web app holds it.
// For --seconds after a --warmup, each player loops with a think time over a weighted mix of every
// game and economy action of the product (crowd/mix.ts): slots, roulette, baccarat, craps, video
// poker and blackjack over REST, the generated AI games, a seat at a hold'em table for a few hands, a
// round at a live roulette, baccarat or blackjack table, a head-to-head challenge duel between two
// players of the crowd (the rooms through colyseus.js), the free coins and daily loyalty claims, a
// coin purchase, asking for a generated game, and the pages a player reads (lobby, balance, history,
// leaderboards, profile, loyalty, ...).
//
// Measured, per call ("POST /api/slots/spin", "room live bet", ...): count, refusals, errors and
// p50/p95/p99/max in ms (crowd/call-stats.ts: every call started in the window, whatever its
// outcome). An error is any answer the player did not expect: an unexpected status, a timeout, a lost
// connection, a room's refusal of a message; the refusals a player can meet through no fault of its
// own (a poker seat or a live blackjack seat taken a moment before, a betting window just closed) are
// named and counted apart. Also the CPU of each process (% of one core: each api process, the rooms
// process, PostgreSQL (when on this machine; a reused server is labelled so), Redis when started here,
// this load generator, the whole machine and so everything else on it), each server process's peak
// RSS and this process's event-loop delay (it is in every latency). After the window the load stops,
// the players finish what they are doing (a seat is given up, a live round settles, a duel ends),
// the processes settle, and the ledger audit (auditLedger from @casino/domain) runs on the database.
//
// Targets (issue 20): p99 < 250 ms for every call, 0 errors, the ledger audit holding. A table, then
// the last line is one JSON object with every figure and the targets side by side, and `pass`. The
// exit code is 0 whether or not the targets are met; 1 when the bench itself broke.
//
// Options: --players=200 --seconds=60 --warmup=10 --think=200-1000 (ms between a player's steps)
//          --mix=NAME:WEIGHT,... (crowd/mix.ts DEFAULT_MIX)  --guests=0.25 (share of players who stay guests)
//          --apis=2 (api processes)  --profile=DIR (V8 CPU profiles of the api and rooms processes)
// Env: BENCH_DATABASE_URL reuses a PostgreSQL server (a `bench_crowd` database is recreated in it),
//      BENCH_REDIS_URL reuses a Redis (it should be one nobody else uses meanwhile: the rooms' presence
//      channels are global); otherwise throwaway ones are started. Everything started here is stopped
//      on exit and on Ctrl-C.
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDatabase } from '@casino/db';
import { auditLedger, type LedgerAudit } from '@casino/domain';
import { option, pool, round, sleep } from './bench-kit.js';
import { CallStats, type CallSummary } from './crowd/call-stats.js';
import type { OpenChallenges } from './crowd/duel.js';
import { ApiClient } from './crowd/http-client.js';
import { benchFailures, DEFAULT_MIX, parseMix, runPlayer } from './crowd/mix.js';
import { Player, type Crowd } from './crowd/player.js';
import {
  startApps,
  startServices,
  stopAll,
  stopProcesses,
  UsageSampler,
  type Usage,
} from './crowd/servers.js';

// ------------------------------------------------------------------ options

const PLAYERS = Number(option('players') ?? 200);
const SECONDS = Number(option('seconds') ?? 60);
const WARMUP_SECONDS = Number(option('warmup') ?? 10);
const [THINK_MIN, THINK_MAX] = (option('think') ?? '200-1000').split('-').map(Number) as [number, number];
const GUESTS = Number(option('guests') ?? 0.25);
const API_PROCESSES = Number(option('apis') ?? 2);
const MIX = parseMix(option('mix') ?? DEFAULT_MIX);
const PROFILE_DIR = option('profile');
if (
  !(Number.isInteger(PLAYERS) && PLAYERS >= 2) ||
  !(SECONDS > 0) ||
  !(WARMUP_SECONDS >= 0) ||
  !(THINK_MIN >= 0) ||
  !(THINK_MAX >= THINK_MIN) ||
  !(GUESTS >= 0 && GUESTS <= 1) ||
  !(Number.isInteger(API_PROCESSES) && API_PROCESSES >= 1) ||
  !MIX
) {
  console.error(
    `usage: pnpm bench crowd [--players=200] [--seconds=60] [--warmup=10] [--think=200-1000] [--guests=0.25] [--apis=2] [--mix=${DEFAULT_MIX}] [--profile=DIR]`,
  );
  process.exit(2);
}
const TARGET = { p99Ms: 250, errors: 0, auditHolds: true } as const;
/** After the window: how long the players may take to finish what they are doing. */
const DRAIN_LIMIT_MS = 180_000;
const TIME_LIMIT_MS = 600_000 + (WARMUP_SECONDS + SECONDS) * 1000 + DRAIN_LIMIT_MS;
const log = (line: string) => console.log(line);

// ------------------------------------------------------------------ cleanup

process.on('exit', stopAll);
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench crowd: ${signal}, stopping`);
    // Let the event loop turn first (tsx's parent waits for this process to acknowledge the signal).
    setTimeout(() => {
      stopAll();
      process.exit(130);
    }, 100);
  });
setTimeout(() => {
  console.error(`bench crowd: time limit (${Math.round(TIME_LIMIT_MS / 1000)} s) reached, stopping`);
  stopAll();
  process.exit(1);
}, TIME_LIMIT_MS).unref();

// ------------------------------------------------------------------ the report

function auditFindings(audit: LedgerAudit): Record<string, number | string> {
  return {
    unbalancedTransactions: audit.unbalancedTransactions.length,
    mixedCurrencyTransactions: audit.mixedCurrencyTransactions.length,
    nonZeroCurrencyTotals: Object.values(audit.totals).filter((t) => t !== 0n).length,
    balanceMismatches: audit.balanceMismatches.length,
    negativeBalances: audit.negativeBalances.length,
    purchaseMismatches: audit.purchaseMismatches.length,
    promotionMismatches: audit.promotionMismatches.length,
    houseMismatches: audit.houseMismatches.length,
    holdemImbalance: String(audit.holdemImbalance),
    challengeEscrowMismatches: audit.challengeEscrowMismatches.length,
    adjustmentMismatches: audit.adjustmentMismatches.length,
    liveRoundEscrowMismatches: audit.liveRoundEscrowMismatches.length,
    sweepstakesMismatches: audit.sweepstakesMismatches.length,
  };
}

function printTable(calls: CallSummary[], overall: ReturnType<CallStats['overall']>): void {
  const head = [
    'call',
    'count',
    'ok',
    'refused',
    'errors',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'p99 < 250',
  ];
  const rows = calls.map((c) =>
    [
      c.call,
      c.count,
      c.ok,
      c.refused,
      c.errors,
      c.p50Ms,
      c.p95Ms,
      c.p99Ms,
      c.maxMs,
      c.p99Ms < TARGET.p99Ms ? 'yes' : 'NO',
    ].map(String),
  );
  rows.push(
    [
      'all calls',
      overall.count,
      calls.reduce((s, c) => s + c.ok, 0),
      calls.reduce((s, c) => s + c.refused, 0),
      calls.reduce((s, c) => s + c.errors, 0),
      overall.p50Ms,
      '',
      overall.p99Ms,
      overall.maxMs,
      '',
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log(`\n${line(head)}`);
  for (const [i, r] of rows.entries()) {
    if (i === rows.length - 1) log('-'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
    log(line(r));
  }
  for (const c of calls) {
    if (c.refused > 0) log(`  refused  ${c.call}: ${JSON.stringify(c.refusedBy)}`);
    if (c.errors > 0) {
      log(`  ERRORS   ${c.call}: ${JSON.stringify(c.errorsBy)}`);
      for (const sample of c.errorSamples) log(`           ${sample}`);
    }
  }
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  log(
    `bench crowd: ${PLAYERS} players (${Math.round(GUESTS * 100)}% guests) on ${API_PROCESSES} api processes and 1 rooms process, ` +
      `${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, think ${THINK_MIN}-${THINK_MAX} ms`,
  );
  log(`  mix: ${[...MIX!].map(([name, w]) => `${name} ${w}`).join(', ')}`);
  log(
    `  machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const services = await startServices();
  const apps = await startApps(services, API_PROCESSES, PROFILE_DIR);
  log(
    `  api processes ${apps.apis.map((a) => `${a.pid} (:${a.port})`).join(', ')}; rooms process ${apps.rooms.pid} (:${apps.rooms.port})`,
  );

  const stats = new CallStats();
  const crowd: Crowd = {
    stats,
    roomsUrl: `ws://127.0.0.1:${apps.rooms.port}`,
    thinkMs: [THINK_MIN, THINK_MAX],
    stopping: false,
    notes: new Map(),
    actions: new Map(),
  };
  // One keep-alive agent per api process, shared by its players (as a proxy's upstream pool would be).
  const agents = apps.apis.map(() => new http.Agent({ keepAlive: true, maxSockets: PLAYERS }));
  const players = Array.from(
    { length: PLAYERS },
    (_, n) =>
      new Player(
        n,
        new ApiClient('127.0.0.1', apps.apis[n % API_PROCESSES]!.port, agents[n % API_PROCESSES]!, stats),
        crowd,
      ),
  );
  const runTag = Date.now().toString(36);
  const setupStarted = performance.now();
  const guestEvery = GUESTS > 0 ? Math.round(1 / GUESTS) : Infinity;
  await pool(players, 8, (p) => p.signUp((p.n + 1) % guestEvery !== 0, runTag));
  const registered = players.filter((p) => p.registered).length;
  let channelsDropped = 0;
  const channels = await Promise.all(players.map((p) => p.api.openLiveChannel(() => channelsDropped++)));
  const channelsOpened = channels.filter(Boolean).length;
  const setupSeconds = round((performance.now() - setupStarted) / 1000);
  log(
    `  ${PLAYERS} players signed up through the api in ${setupSeconds} s (${registered} registered with a region, ${PLAYERS - registered} guests); ${channelsOpened} live channels open`,
  );

  // The measured window, and each player's two daily claims at a random moment of it.
  const windowStart = performance.now() + WARMUP_SECONDS * 1000;
  for (const p of players) {
    p.freeCoinsAt = windowStart + Math.random() * SECONDS * 1000;
    p.loyaltyAt = windowStart + Math.random() * SECONDS * 1000;
  }
  const open: OpenChallenges = new Map();
  log(`warming up ${WARMUP_SECONDS} s, then measuring ${SECONDS} s ...`);
  const loops = Promise.all(players.map((p) => runPlayer(p, MIX!, open)));
  await sleep(Math.max(0, windowStart - performance.now()));

  const eventLoop = monitorEventLoopDelay({ resolution: 10 });
  eventLoop.enable();
  const pids: Record<string, number> = Object.fromEntries(apps.apis.map((a, i) => [`api${i + 1}`, a.pid]));
  pids.rooms = apps.rooms.pid;
  if (services.redisPid) pids.redis = services.redisPid;
  const sampler = new UsageSampler(pids, services.postgresPid);
  stats.open(performance.now(), SECONDS);
  await sleep(SECONDS * 1000);
  stats.close(performance.now());
  const usage: Usage = sampler.stop();
  eventLoop.disable();
  const loopDelayMs = {
    p99: round(Math.max(0, eventLoop.percentile(99) / 1e6 - 10)),
    max: round(Math.max(0, eventLoop.max / 1e6 - 10)),
  };

  log('load stopped; the players finish what they are doing ...');
  crowd.stopping = true;
  const drainStarted = performance.now();
  const drained = await Promise.race([loops.then(() => true), sleep(DRAIN_LIMIT_MS).then(() => false)]);
  log(
    `  ${drained ? 'every player done' : 'NOT every player done'} after ${round((performance.now() - drainStarted) / 1000)} s; letting the processes settle`,
  );
  for (const channel of channels) channel?.close();
  for (const agent of agents) agent.destroy();
  await sleep(5_000);

  const database = createDatabase({ kind: 'postgres', url: services.databaseUrl, poolSize: 2 });
  const auditStarted = performance.now();
  const audit = await auditLedger(database.db);
  const auditMs = round(performance.now() - auditStarted);
  await database.close();
  await stopProcesses();

  // ---------------------------------------------------------------- report
  const calls = stats.summaries();
  const overall = stats.overall();
  printTable(calls, overall);
  const errors = calls.reduce((s, c) => s + c.errors, 0);
  const refused = calls.reduce((s, c) => s + c.refused, 0);
  const slow = calls.filter((c) => c.p99Ms >= TARGET.p99Ms);
  const worst = [...calls].sort((a, b) => b.p99Ms - a.p99Ms)[0];
  const findings = auditFindings(audit);
  const cpu = usage.cpuPct;
  const postgresServer = services.postgresOwned
    ? 'started here'
    : services.postgresPid
      ? 'reused, on this machine (its CPU includes anyone else using that server)'
      : 'reused, not on this machine (not measured)';
  const measured = Object.values(cpu).reduce<number>((sum, pct) => sum + (pct ?? 0), 0);
  const otherProcessesPct = round(Math.max(0, usage.machineBusyPct - measured));
  log(
    `\nCPU in the window (% of one core, ${os.cpus().length} cores): ${Object.entries(cpu)
      .map(([name, pct]) => `${name} ${pct ?? 'n/a'}`)
      .join(', ')}; machine ${usage.machineBusyPct} of which other processes ${otherProcessesPct}`,
  );
  log(`PostgreSQL: ${postgresServer}`);
  log(
    `peak RSS (MB): ${Object.entries(usage.peakRssMb)
      .map(([name, mb]) => `${name} ${mb}`)
      .join(', ')}; load generator event-loop delay p99 ${loopDelayMs.p99} ms, max ${loopDelayMs.max} ms`,
  );
  log(
    `throughput: ${round(overall.count / SECONDS)} calls/s; actions started (whole run): ${JSON.stringify(Object.fromEntries(crowd.actions))}`,
  );
  if (crowd.notes.size > 0)
    log(
      `noted (whole run: plays not made and why, join retries): ${JSON.stringify(Object.fromEntries(crowd.notes))}`,
    );
  if (channelsDropped > 0) log(`live channels closed by the server: ${channelsDropped}`);
  log(
    `ledger audit (${auditMs} ms, ${audit.transactions} transactions, ${audit.entries} entries): ${audit.ok ? 'holds' : `FAILS ${JSON.stringify(findings)}`}`,
  );
  for (const failure of benchFailures.slice(0, 5)) console.error(`bench failure: ${failure}`);
  const pass = slow.length === 0 && errors === 0 && audit.ok && calls.length > 0;
  log(
    `targets: p99 < ${TARGET.p99Ms} ms for every call (worst ${worst ? `${worst.call} ${worst.p99Ms} ms` : 'n/a'}; ${slow.length} over), ` +
      `0 errors (${errors}), audit holds (${audit.ok ? 'yes' : 'no'}): ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    JSON.stringify({
      benchmark: 'crowd',
      players: PLAYERS,
      registered,
      guests: PLAYERS - registered,
      apiProcesses: API_PROCESSES,
      roomsProcesses: 1,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      thinkMs: [THINK_MIN, THINK_MAX],
      mix: Object.fromEntries(MIX!),
      cores: os.cpus().length,
      setupSeconds,
      callsPerSecond: round(overall.count / SECONDS),
      overall,
      calls,
      refused,
      errors,
      actionsStarted: Object.fromEntries(crowd.actions),
      notes: Object.fromEntries(crowd.notes),
      liveChannels: { opened: channelsOpened, closedByServer: channelsDropped },
      drained,
      loadGeneratorEventLoopDelayMs: loopDelayMs,
      cpuPctOfOneCore: cpu,
      postgresServer,
      machineBusyPct: usage.machineBusyPct,
      otherProcessesPct,
      peakRssMb: usage.peakRssMb,
      audit: {
        holds: audit.ok,
        ms: auditMs,
        transactions: audit.transactions,
        entries: audit.entries,
        findings,
      },
      benchFailures: benchFailures.length,
      targets: TARGET,
      results: {
        worstP99Ms: worst?.p99Ms ?? null,
        worstCall: worst?.call ?? null,
        callsOverP99Target: slow.map((c) => ({ call: c.call, p99Ms: c.p99Ms })),
        errors,
        auditHolds: audit.ok,
      },
      pass,
    }),
  );
  if (benchFailures.length > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
} finally {
  stopAll();
}
// Open sockets and timers of the players would keep us alive.
process.exit(process.exitCode ?? 0);
