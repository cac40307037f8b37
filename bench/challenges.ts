// `pnpm bench challenges`: simulated players with the real client (colyseus.js) play head-to-head
// challenges in many rooms hosted by ONE rooms process (its built dist/main.js, as production runs
// it) on real PostgreSQL, in a mix of every challenge game (challenge-moves.ts: random legal chess
// moves, right math and riddle and sudoku answers, image puzzles skipped, blackjack hands, heads-up
// poker). We measure move-to-update latency: for a turn-based move (chess, poker), from
// `room.send('move')` to the first state patch whose ply is past it; for a game played at one's own
// pace (math, puzzles, blackjack), to the seat's next `private` message. Per level (duels in play at once; a finished duel is
// replaced by a new one between the same two players) it prints p50/p95/p99/max, the rooms process's
// CPU (% of one core) and peak RSS, and this load generator's CPU. The last line is one JSON object.
// Target (issue 13): 1,000 concurrent duels (2,000 players), p99 < 50 ms.
//
// Options: --levels=100,500,1000 (duels)  --seconds=N (measured per level, default 20)
//          --warmup=N (seconds, default 5)  --think=MIN-MAX (ms before a move, default 500-1500)
//          --mix=GAME:WEIGHT,... (the games of the duels, default challenge-moves.ts DEFAULT_MIX;
//            math and puzzle players think three times as long)
//          --ramp=N (seconds at most to bring a level's duels in, default 180; the duels in play are reported)
//          --profile=DIR (the rooms process's CPU profile, written there when it exits)
// BENCH_DATABASE_URL reuses a PostgreSQL server (a `bench_challenges` database is recreated in it);
// otherwise a throwaway one is started. Everything started here is stopped on exit and on Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { CHALLENGE_ROOM } from '@casino/contracts';
import { createDatabase, migrateToLatest, type Database, type Kysely } from '@casino/db';
import { acceptChallenge, createChallenge, seedCatalogue } from '@casino/domain';
import { makePlayer, SECRET } from '../apps/rooms/test/test-players.js';
import { startPostgres, type StartedPostgres } from '../infra/scripts/lib/services.mjs';
import { createBenchDatabase, freePort, option, percentile, pool, round, rssMb, sleep } from './bench-kit.js';
import {
  DEFAULT_MIX,
  mixSequence,
  nextMove,
  parseMix,
  type BenchGame,
  type BenchRoomView,
} from './challenge-moves.js';

// ------------------------------------------------------------------ options

const LEVELS = [...new Set((option('levels') ?? '100,500,1000').split(',').map((s) => Number(s.trim())))]
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const SECONDS = Number(option('seconds') ?? 20);
const WARMUP_SECONDS = Number(option('warmup') ?? 5);
const [THINK_MIN, THINK_MAX] = (option('think') ?? '500-1500').split('-').map(Number) as [number, number];
const PARSED_MIX = parseMix(option('mix') ?? DEFAULT_MIX);
if (
  LEVELS.length === 0 ||
  !(SECONDS > 0) ||
  !(WARMUP_SECONDS >= 0) ||
  !(THINK_MIN >= 0) ||
  !(THINK_MAX >= THINK_MIN) ||
  !PARSED_MIX
) {
  console.error(
    `usage: pnpm bench challenges [--levels=100,500,1000] [--seconds=20] [--warmup=5] [--think=500-1500] [--mix=${DEFAULT_MIX}]`,
  );
  process.exit(2);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOMS_DIR = path.join(ROOT, 'apps/rooms');
const MAX_DUELS = LEVELS[LEVELS.length - 1]!;
const TARGET = { duels: 1000, p99Ms: 50 };
/** The game of pair i, the mix spread evenly over the pairs. */
const MIX = PARSED_MIX;
const GAME_OF_PAIR = mixSequence(MIX, MAX_DUELS);
/** A level's players are brought in for at most this long (a loaded machine opens rooms slowly). */
const RAMP_LIMIT_MS = Number(option('ramp') ?? 180) * 1000;
/** A directory for the rooms process's CPU profile (written when it exits), as `bench rooms --profile`. */
const PROFILE_DIR = option('profile');
const TIME_LIMIT_MS = 300_000 + LEVELS.length * (RAMP_LIMIT_MS + 60_000 + (WARMUP_SECONDS + SECONDS) * 1000);

const log = (line: string) => console.log(line);
const think = () => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);

// ------------------------------------------------------------------ cleanup

let started: StartedPostgres | null = null;
let rooms: ChildProcess | null = null;
let finishing = false;

function cleanupSync(): void {
  if (rooms && rooms.exitCode === null && rooms.signalCode === null) rooms.kill('SIGKILL');
  rooms = null;
  started?.stopSync();
  started = null;
}
process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench challenges: ${signal}, stopping`);
    if (rooms && rooms.exitCode === null && rooms.signalCode === null) rooms.kill('SIGKILL');
    setTimeout(() => {
      cleanupSync();
      process.exit(130);
    }, 100);
  });
}
setTimeout(() => {
  console.error(`bench challenges: time limit (${Math.round(TIME_LIMIT_MS / 1000)} s) reached, stopping`);
  cleanupSync();
  process.exit(1);
}, TIME_LIMIT_MS).unref();

// ------------------------------------------------------------------ /proc sampling

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
const cpuTicks = (pid: number): number => {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};

/** CPU (% of one core, averaged) and peak RSS of the rooms process, and this process's CPU, over a window. */
class Sampler {
  private readonly t0 = performance.now();
  private readonly rooms0: number;
  private readonly self0 = cpuTicks(process.pid);
  private readonly timer: NodeJS.Timeout;
  peakRss: number;

  constructor(private readonly roomsPid: number) {
    this.rooms0 = cpuTicks(roomsPid);
    this.peakRss = rssMb(roomsPid);
    this.timer = setInterval(() => (this.peakRss = Math.max(this.peakRss, rssMb(roomsPid))), 1_000);
  }

  stop() {
    clearInterval(this.timer);
    const seconds = (performance.now() - this.t0) / 1000;
    const pct = (ticks: number) => round((ticks / CLK_TCK / seconds) * 100);
    return {
      roomsCpuPct: pct(cpuTicks(this.roomsPid) - this.rooms0),
      roomsPeakRssMb: round(Math.max(this.peakRss, rssMb(this.roomsPid))),
      benchCpuPct: pct(cpuTicks(process.pid) - this.self0),
    };
  }
}

// ------------------------------------------------------------------ the players

interface Player {
  userId: string;
  cookie: string;
}

/** One measured window: moves sent in it count, answered or not. */
class Window {
  open = true;
  sent = 0;
  latencies: number[] = [];
  /** The same latencies by game. */
  byGame = new Map<BenchGame, number[]>();
  refused = new Map<string, number>();
  finished = 0;
}
let measuring: Window | null = null;
let disconnects = 0;
const joinErrors = new Map<string, number>();
/** Duels that could not start (and were started again): why. */
const startFailures = new Map<string, number>();
const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/**
 * One player in one duel: decides its next move (challenge-moves.ts) whenever the synced state or its
 * private view changes, sends it after thinking, and times the answer.
 */
class Duelist {
  room: Room<BenchRoomView> | null = null;
  private pending: { answeredBy: 'ply' | 'private'; ply: number; t0: number; win: Window | null } | null =
    null;
  private timer: NodeJS.Timeout | null = null;
  private scheduledFor = '';
  private state: BenchRoomView | null = null;
  private privateView: unknown = null;
  private ended: () => void = () => undefined;
  readonly done = new Promise<void>((resolve) => (this.ended = resolve));

  constructor(
    private readonly player: Player,
    private readonly seat: 0 | 1,
    private readonly gameType: BenchGame,
    private readonly seed: string,
  ) {}

  async join(url: string, challengeId: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        this.room = await new Client(url, { headers: { cookie: this.player.cookie } }).join<BenchRoomView>(
          CHALLENGE_ROOM,
          { challengeId },
        );
        break;
      } catch (error) {
        bump(joinErrors, error instanceof Error ? error.message : String(error));
        if (Date.now() > deadline) throw error;
        await sleep(250);
      }
    }
    const room = this.room;
    room.onStateChange((state) => this.onState(state));
    room.onMessage('private', (message: { view: unknown }) => this.onPrivate(message.view));
    room.onMessage('notice', (notice: { code: string }) => {
      // Refusals of a move this player is waiting on (a game that just ended, a stale ply).
      if (this.pending?.win) bump(this.pending.win.refused, notice.code);
      this.pending = null;
      this.scheduledFor = '';
      this.decide();
    });
    room.onLeave(() => {
      if (this.room !== room) return;
      if (!finishing) disconnects++;
      this.stop();
    });
    room.onError(() => undefined);
    room.send('ready', {});
  }

  private answered(): void {
    const pending = this.pending;
    if (pending?.win) {
      const ms = performance.now() - pending.t0;
      pending.win.latencies.push(ms);
      const mine = pending.win.byGame.get(this.gameType) ?? [];
      mine.push(ms);
      pending.win.byGame.set(this.gameType, mine);
    }
    this.pending = null;
  }

  private onState(state: BenchRoomView): void {
    this.state = { phase: state.phase, ply: state.ply, game: state.game, gameTime: state.gameTime };
    if (this.pending?.answeredBy === 'ply' && state.ply > this.pending.ply) this.answered();
    if (state.phase === 'finished') {
      if (this.seat === 0 && measuring?.open) measuring.finished++;
      this.stop();
      return;
    }
    this.decide();
  }

  private onPrivate(view: unknown): void {
    this.privateView = view;
    if (this.pending?.answeredBy === 'private') this.answered();
    this.decide();
  }

  /** Schedules the next move once per decision; it is worked out again when sent, from the latest views. */
  private decide(): void {
    if (this.pending || !this.state) return;
    const next = nextMove(this.gameType, this.seat, this.seed, this.state, this.privateView);
    if (!next || next.key === this.scheduledFor) return;
    this.scheduledFor = next.key;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.room || !this.state || this.pending) return;
      const now = nextMove(this.gameType, this.seat, this.seed, this.state, this.privateView);
      if (!now) return;
      this.scheduledFor = now.key;
      const win = measuring?.open ? measuring : null;
      if (win) win.sent++;
      this.pending = { answeredBy: now.answeredBy, ply: this.state.ply, t0: performance.now(), win };
      this.room.send('move', now.message);
    }, think() * next.think);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const room = this.room;
    this.room = null;
    if (room) void room.leave().catch(() => undefined);
    this.ended();
  }
}

/** Two players who play duel after duel: a finished one is replaced by a new challenge between them. */
class Pair {
  private stopped = false;
  current: [Duelist, Duelist] | null = null;
  /** Both players are in the duel's room. */
  inPlay = false;

  constructor(
    private readonly players: [Player, Player],
    private readonly gameType: BenchGame,
  ) {}

  /** Starts the pair's next duel; a duel that could not start (the rooms process overloaded) is counted and tried again. */
  async next(db: Kysely<Database>, url: string): Promise<void> {
    while (!this.stopped && !finishing) {
      try {
        await this.start(db, url);
        return;
      } catch (error) {
        bump(startFailures, error instanceof Error ? error.message.slice(0, 80) : String(error));
        for (const d of this.current ?? []) d.stop();
        await sleep(1_000);
      }
    }
  }

  private async start(db: Kysely<Database>, url: string): Promise<void> {
    const challenge = await createChallenge(
      db,
      this.players[0].userId,
      { gameType: this.gameType, betAmount: '1.00', betType: 'coins', skillLevel: 'any' },
      { now: new Date(), expiryMs: 3_600_000 },
    );
    await acceptChallenge(db, this.players[1].userId, challenge.id, new Date());
    // The simulated players of riddles and sudoku answer from the seed (see challenge-moves.ts).
    const { server_seed: seed } = await db
      .selectFrom('p2p_challenges')
      .select('server_seed')
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    const duel: [Duelist, Duelist] = [
      new Duelist(this.players[0], 0, this.gameType, seed ?? ''),
      new Duelist(this.players[1], 1, this.gameType, seed ?? ''),
    ];
    this.current = duel;
    await Promise.all(duel.map((d) => d.join(url, challenge.id)));
    this.inPlay = true;
    void Promise.all(duel.map((d) => d.done)).then(() => {
      this.inPlay = false;
      if (!this.stopped && !finishing) void this.next(db, url);
    });
  }

  stop(): void {
    this.stopped = true;
    for (const d of this.current ?? []) d.stop();
  }
}

// ------------------------------------------------------------------ main

async function startRooms(databaseUrl: string, port: number): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, ['../../infra/scripts/build-app.mjs'], {
    cwd: ROOMS_DIR,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building apps/rooms failed:\n${built.stdout}\n${built.stderr}`);
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
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
  let echoed = 0;
  const onOutput = (d: Buffer) => {
    const text = d.toString();
    if (output.length < 100_000) output += text;
    for (const line of text.split('\n')) {
      if (!line.trim() || /rooms listening/.test(line)) continue;
      if (echoed++ < 20) console.log(`  rooms: ${line}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const deadline = Date.now() + 120_000;
  while (!/rooms listening/.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`rooms process exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`rooms process did not start:\n${output}`);
    await sleep(100);
  }
  return child;
}

interface LevelResult {
  duels: number;
  /** Duels with both players in their room when the window opened and when it closed. */
  duelsInPlay: [number, number];
  players: number;
  moves: number;
  movesPerSecond: number;
  unanswered: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Moves and latency percentiles per game of the mix. */
  byGame: Record<string, { moves: number; p50: number; p99: number }>;
  refused: Record<string, number>;
  duelsFinished: number;
  roomsCpuPct: number;
  roomsPeakRssMb: number;
  benchCpuPct: number;
}

async function main() {
  log(
    `bench challenges: levels ${LEVELS.join(', ')} duels, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, think ${THINK_MIN}-${THINK_MAX} ms, mix ${[...MIX].map(([g, w]) => `${g} ${w}`).join(', ')}`,
  );
  log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    started = await startPostgres({ log: (l) => log(`  ${l}`) });
    adminUrl = started.url;
  }
  const databaseUrl = await createBenchDatabase(adminUrl, 'bench_challenges');
  const database = createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 });
  await migrateToLatest(database.db);
  await seedCatalogue(database.db);
  const setupStarted = performance.now();
  const players: Player[] = new Array<Player>(MAX_DUELS * 2);
  await pool(
    Array.from({ length: MAX_DUELS * 2 }, (_, i) => i),
    8,
    async (i) => {
      players[i] = await makePlayer(database.db, 100_000n);
    },
  );
  log(
    `  ${MAX_DUELS * 2} signed-in players created in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const roomsProcess = await startRooms(databaseUrl, port);
  const url = `ws://127.0.0.1:${port}`;
  log(`  rooms process ${roomsProcess.pid} up on 127.0.0.1:${port}`);

  const pairs: Pair[] = [];
  const results: LevelResult[] = [];
  for (const level of LEVELS) {
    const fresh: Pair[] = [];
    for (let i = pairs.length; i < level; i++)
      fresh.push(new Pair([players[2 * i]!, players[2 * i + 1]!], GAME_OF_PAIR[i]!));
    const rampStarted = performance.now();
    // The ramp is bounded: the level is measured with the duels in play by then (reported below).
    await Promise.race([pool(fresh, 16, (pair) => pair.next(database.db, url)), sleep(RAMP_LIMIT_MS)]);
    pairs.push(...fresh);
    log(
      `\n${level} duels in play (${fresh.length} created, accepted and joined in ${((performance.now() - rampStarted) / 1000).toFixed(1)} s); warming up ${WARMUP_SECONDS} s, measuring ${SECONDS} s`,
    );
    await sleep(WARMUP_SECONDS * 1000);
    const win = new Window();
    const sampler = new Sampler(roomsProcess.pid!);
    measuring = win;
    const inPlay = () => pairs.filter((p) => p.inPlay).length;
    const inPlayAtStart = inPlay();
    await sleep(SECONDS * 1000);
    win.open = false;
    const inPlayAtEnd = inPlay();
    const usage = sampler.stop();
    await sleep(2_000);
    const sorted = [...win.latencies].sort((a, b) => a - b);
    const result: LevelResult = {
      duels: level,
      duelsInPlay: [inPlayAtStart, inPlayAtEnd],
      players: level * 2,
      moves: sorted.length,
      movesPerSecond: round(sorted.length / SECONDS),
      unanswered: win.sent - sorted.length - [...win.refused.values()].reduce((a, b) => a + b, 0),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted[sorted.length - 1] ?? 0),
      },
      byGame: Object.fromEntries(
        [...win.byGame].map(([game, list]) => {
          const ordered = [...list].sort((a, b) => a - b);
          const p = (n: number) => round(percentile(ordered, n));
          return [game, { moves: ordered.length, p50: p(50), p99: p(99) }];
        }),
      ),
      refused: Object.fromEntries(win.refused),
      duelsFinished: win.finished,
      ...usage,
    };
    results.push(result);
    log(`  duels in play: ${inPlayAtStart} when measuring started, ${inPlayAtEnd} at its end`);
    log(
      `  moves ${result.moves} (${result.movesPerSecond}/s), latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
    );
    log(
      `  by game: ${Object.entries(result.byGame)
        .map(([game, g]) => `${game} ${g.moves} moves p50 ${g.p50} p99 ${g.p99} ms`)
        .join('; ')}`,
    );
    log(
      `  rooms CPU ${result.roomsCpuPct}% of a core, peak RSS ${result.roomsPeakRssMb} MB; bench CPU ${result.benchCpuPct}%; duels finished ${result.duelsFinished}; refused ${JSON.stringify(result.refused)}; unanswered ${result.unanswered}`,
    );
  }
  finishing = true;
  for (const pair of pairs) pair.stop();
  if (joinErrors.size > 0) log(`join retries: ${[...joinErrors].map(([k, v]) => `${k} (${v})`).join(', ')}`);
  if (startFailures.size > 0)
    log(`duels started again: ${[...startFailures].map(([k, v]) => `${k} (${v})`).join(', ')}`);
  if (disconnects > 0) log(`unexpected disconnects: ${disconnects}`);
  await database.close();
  const exited = new Promise((resolve) => roomsProcess.once('exit', resolve));
  roomsProcess.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);

  const atTarget = results.find((r) => r.duels === TARGET.duels);
  const summary = {
    benchmark: 'challenges',
    target: TARGET,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    thinkMs: [THINK_MIN, THINK_MAX],
    mix: Object.fromEntries(MIX),
    cores: os.cpus().length,
    levels: results,
    unexpectedDisconnects: disconnects,
    duelsStartedAgain: [...startFailures.values()].reduce((a, b) => a + b, 0),
    meetsTarget:
      atTarget !== undefined &&
      atTarget.moves > 0 &&
      Math.min(...atTarget.duelsInPlay) >= TARGET.duels &&
      atTarget.latencyMs.p99 < TARGET.p99Ms,
  };
  log(
    `target: ${TARGET.duels} duels on one rooms process, p99 < ${TARGET.p99Ms} ms: ${atTarget ? `p99 ${atTarget.latencyMs.p99} ms, ${summary.meetsTarget ? 'met' : 'NOT met'}` : 'not measured (no 1000-duel level)'}`,
  );
  console.log(JSON.stringify(summary));
}

try {
  await main();
} catch (error) {
  finishing = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
} finally {
  cleanupSync();
}
process.exit(process.exitCode ?? 0);
