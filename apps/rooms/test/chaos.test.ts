import { Client, type Room } from 'colyseus.js';
import {
  BlackjackDuelPrivateView,
  CHALLENGE_ROOM,
  ChallengePrivateView,
  LIVE_TABLE_ROOM,
  PokerDuelPrivateView,
  PokerDuelView,
  type PokerRoomNotice,
} from '@casino/contracts';
import { createDatabase, sql, type DatabaseHandle } from '@casino/db';
import { auditLedger } from '@casino/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPgBinDir,
  findRedisServer,
  startPostgres,
  startRedis,
  type StartedPostgres,
  type StartedRedis,
} from '../../../infra/scripts/lib/services.mjs';
import { API_DIR, buildApp, freePort, ROOMS_DIR, startApp, stopApp, type Spawned } from './app-processes.js';
import { sleep, waitFor } from './poker-harness.js';

// Chaos on real services (issue 11): players bet over HTTP through an api process and play at a poker
// table in a rooms process, and pairs play the head-to-head challenges of issue 14 (poker, blackjack,
// the three score duels, with emotes) and players bet at the live roulette table of issue 16, while PostgreSQL is crashed and restarted, then Redis, then the
// api process is killed with SIGKILL and started again. Afterwards the money audit holds, every round a player
// was told about is in the books exactly once (and none besides the ones whose answer was lost), every
// process recovered by itself, and every answer a client got was a clear one.
//
// It brings its own PostgreSQL cluster and redis-server (it must restart them), so it runs where the
// integration stage runs: TEST_DATABASE_URL set, and the server binaries installed.

const enabled =
  Boolean(process.env.TEST_DATABASE_URL) && findPgBinDir() !== null && findRedisServer() !== null;

/** Every answer a client got, or the error it got instead of one. */
interface Exchange {
  op: string;
  at: number;
  status: number | null;
  body: unknown;
  error?: string;
  ms: number;
}

/** What the test did to the services, with when, to judge each exchange against. */
const faults: Array<{ what: string; from: number; to: number }> = [];
const inFault = (at: number, what?: string) =>
  faults.some((f) => (what === undefined || f.what === what) && at >= f.from - 200 && at <= f.to + 3_000);
/** An exchange in flight at any moment of a fault: one sent before a kill dies with the process. */
const overlapsFault = (e: Pick<Exchange, 'at' | 'ms'>, what: string) =>
  faults.some((f) => f.what === what && e.at <= f.to + 3_000 && e.at + e.ms >= f.from - 200);

interface SeatView {
  position: number;
  playerId: string;
  private?: { canCheck: boolean; canCall: boolean };
}
interface TableView {
  version: number;
  handNumber: number;
  phase: string;
  actionOn: number;
  seats: { forEach(cb: (seat: SeatView) => void): void; size: number };
}
const view = (room: Room) => room.state as TableView;

/** The seeded admin of the api process, and the coins of the adjustments the back office makes under load. */
const CHAOS_ADMIN = { email: 'chaos-admin@casino.test', password: 'chaos-admin-password-1' } as const;
const SMALL_ADJUSTMENT = '1.00';
const LARGE_ADJUSTMENT = '1500.00';

describe.skipIf(!enabled)('chaos: PostgreSQL, then Redis restarted, then the api killed, under load', () => {
  let pg: StartedPostgres;
  let redis: StartedRedis;
  let books: DatabaseHandle;
  let api: Spawned | undefined;
  let rooms: Spawned | undefined;
  const apiPort = { value: 0 };
  let apiEnv: Record<string, string>;

  beforeAll(async () => {
    buildApp(ROOMS_DIR);
    buildApp(API_DIR);
    // Durable: the crash below must not lose a commit PostgreSQL acknowledged.
    pg = await startPostgres({ log: () => undefined, durable: true });
    redis = await startRedis({ log: () => undefined });
    books = createDatabase({ kind: 'postgres', url: pg.url, poolSize: 4 });
    apiPort.value = await freePort();
    apiEnv = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      PORT: String(apiPort.value),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_LIMIT_PER_ADDRESS_PER_DAY: '1000',
      GUEST_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: CHAOS_ADMIN.email,
      ADMIN_PASSWORD: CHAOS_ADMIN.password,
    };
    api = await startApp(API_DIR, 'dist/main.js', apiEnv, /Server listening/);
    rooms = await startApp(
      ROOMS_DIR,
      'dist/main.js',
      {
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        POKER_LEASE_TTL_MS: '3000',
        LIVE_LEASE_TTL_MS: '3000',
        LIVE_BETTING_MS: '4000',
      },
      /rooms listening/,
    );
  }, 180_000);

  afterAll(async () => {
    await stopApp(api);
    await stopApp(rooms);
    await books?.close();
    await redis?.stop();
    await pg?.stop();
  });

  const apiUrl = (path: string) => `http://127.0.0.1:${apiPort.value}${path}`;

  async function exchange(log: Exchange[], op: string, path: string, cookie: string, body?: unknown) {
    const at = Date.now();
    try {
      const response = await fetch(apiUrl(path), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(25_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* kept as text: judged below */
      }
      const entry = { op, at, status: response.status, body: parsed, ms: Date.now() - at };
      log.push(entry);
      return entry;
    } catch (error) {
      const entry = {
        op,
        at,
        status: null,
        body: null,
        error:
          error instanceof Error
            ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`
            : String(error),
        ms: Date.now() - at,
      };
      log.push(entry);
      return entry;
    }
  }

  async function newGuest(): Promise<{ cookie: string; userId: string }> {
    const response = await fetch(apiUrl('/api/auth/guest'), { method: 'POST' });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const user = (await response.json()) as { user: { id: string } };
    return { cookie, userId: user.user.id };
  }

  async function signIn(email: string, password: string): Promise<{ cookie: string }> {
    const response = await fetch(apiUrl('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  }

  /** A second admin: registered, granted the role by the seeded one (four eyes need two). */
  async function secondAdmin(admin: { cookie: string }) {
    const email = `chaos-second-${Date.now()}@casino.test`;
    const password = 'second-admin-password-1';
    const registered = await fetch(apiUrl('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        firstName: 'Second',
        lastName: 'Admin',
        dateOfBirth: '1980-01-01',
      }),
    });
    const { user } = (await registered.json()) as { user: { id: string } };
    const granted = await fetch(apiUrl(`/api/admin/players/${user.id}/role`), {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin', reason: 'chaos test: the second pair of eyes' }),
    });
    expect(granted.status).toBe(200);
    return signIn(email, password);
  }

  /**
   * The back office under the same faults: one admin credits a player a coin at a time (applied at
   * once) and reads the overview, the live rooms and the audit runs; a large credit waits for the
   * second admin, who approves whatever is pending. Every answer goes to `log`.
   */
  async function backOffice(
    admin: { cookie: string },
    approver: { cookie: string },
    playerId: string,
    log: Exchange[],
    running: { on: boolean },
  ) {
    let turn = 0;
    while (running.on) {
      turn++;
      const large = turn % 10 === 1;
      await exchange(log, 'adjust', `/api/admin/players/${playerId}/adjustments`, admin.cookie, {
        currency: 'coins',
        amount: large ? LARGE_ADJUSTMENT : SMALL_ADJUSTMENT,
        reasonCode: 'test',
        note: large ? 'chaos: a large credit' : 'chaos: a small credit',
      });
      const pending = await exchange(
        log,
        'pending',
        '/api/admin/adjustments?status=pending',
        approver.cookie,
      );
      for (const item of (pending.body as { items?: Array<{ id: string }> } | null)?.items ?? [])
        await exchange(log, 'approve', `/api/admin/adjustments/${item.id}/approve`, approver.cookie, {
          note: 'chaos: approved',
        });
      const reads = [
        '/api/admin/overview',
        '/api/admin/live',
        '/api/admin/ledger/audits',
        '/api/admin/dashboard',
      ];
      await exchange(log, 'read', reads[turn % reads.length]!, admin.cookie);
      await sleep(150);
    }
  }

  /** One player betting on slots, roulette and blackjack until told to stop. */
  async function bettor(cookie: string, log: Exchange[], running: { on: boolean }) {
    while (running.on) {
      await exchange(log, 'slots', '/api/slots/spin', cookie, { betAmount: '1.00', gameId: 6 });
      await exchange(log, 'roulette', '/api/roulette/spin', cookie, {
        bets: [{ type: 'red', amount: '1.00' }],
      });
      const dealt = await exchange(log, 'blackjack-deal', '/api/blackjack/deal', cookie, {
        betAmount: '5.00',
      });
      const dealtRound = dealt.body as { phase?: string; insurance?: { decision?: string } | null } | null;
      // A dealer ace asks for the insurance decision first; without it every stand would be refused.
      if (dealtRound?.insurance?.decision === 'pending')
        await exchange(log, 'blackjack-insurance', '/api/blackjack/insurance', cookie, { take: false });
      const open = dealt.status === 409 || dealtRound?.phase === 'playing';
      for (let i = 0; i < 4 && open && running.on; i++) {
        const stood = await exchange(log, 'blackjack-stand', '/api/blackjack/stand', cookie, {});
        if (stood.status === 200 || stood.status === 409) break;
        await sleep(200);
      }
      // The social reads of issue 17 (presence over Redis, invites in PostgreSQL) under the same faults.
      await exchange(log, 'social', '/api/friends/invites', cookie);
      await exchange(log, 'social', '/api/social/active-rooms', cookie);
      await sleep(30);
    }
  }

  /** A poker player: checks or calls whenever it is their turn; rejoins if ever dropped. */
  function pokerPlayer(cookie: string, userId: string, running: { on: boolean }) {
    const seen: PokerRoomNotice[] = [];
    const drops: Array<{ at: number; code: number }> = [];
    const conn: { room: Room | null } = { room: null };
    const join = async () => {
      const room = await waitFor(
        () =>
          new Client(`ws://127.0.0.1:${rooms!.port}`, { headers: { cookie } })
            .join('poker_table', { tableId: 2 })
            .catch(() => false as const),
        60_000,
        'a seat at table 2',
      );
      room.onMessage('notice', (n: PokerRoomNotice) => seen.push(n));
      room.onMessage('*', () => undefined);
      room.onLeave((code) => {
        drops.push({ at: Date.now(), code });
        conn.room = null;
      });
      room.send('sit', { buyIn: '200.00' });
      conn.room = room;
    };
    const loop = (async () => {
      await join();
      let acted = -1;
      while (running.on) {
        const current = conn.room;
        if (!current) {
          await join().catch(() => undefined);
          continue;
        }
        const state = view(current);
        let mine: SeatView | undefined;
        state.seats?.forEach((s) => {
          if (s.playerId === userId) mine = s;
        });
        if (mine && state.actionOn === mine.position && state.version !== acted && mine.private) {
          acted = state.version;
          current.send('action', {
            action: mine.private.canCheck ? 'check' : 'call',
            version: state.version,
          });
        }
        await sleep(40);
      }
      const last = conn.room;
      if (last) {
        last.send('stand-up', {});
        await sleep(500);
        await last.leave();
      }
    })();
    return { seen, drops, loop, handNumber: () => (conn.room ? view(conn.room).handNumber : 0) };
  }

  /**
   * Two guests in a challenge of `gameType` created and accepted over the api, playing in the rooms
   * process until told to stop (score duels skip items, blackjack bets the minimum and stands, poker
   * checks or calls) and sending an emote now and then. Returns what each seat received.
   */
  async function challengePair(gameType: string, running: { on: boolean }) {
    const [creator, accepter] = [await newGuest(), await newGuest()];
    const log: Exchange[] = [];
    const created = await exchange(log, 'challenge-create', '/api/p2p-challenges/create', creator.cookie, {
      gameType,
      betAmount: '1.00',
      betType: 'coins',
      skillLevel: 'any',
    });
    const id = (created.body as { challenge: { id: string } }).challenge.id;
    await exchange(log, 'challenge-accept', `/api/p2p-challenges/${id}/accept`, accepter.cookie, {});
    const seats = await Promise.all(
      [creator, accepter].map(async (player, seat) => {
        const room = await waitFor(
          () =>
            new Client(`ws://127.0.0.1:${rooms!.port}`, { headers: { cookie: player.cookie } })
              .join(CHALLENGE_ROOM, { challengeId: id })
              .catch(() => false as const),
          30_000,
          `the ${gameType} challenge room`,
        );
        const seen = { notices: [] as string[], interactions: 0, privates: [] as unknown[], drops: 0 };
        room.onMessage('notice', (n: { code: string }) => seen.notices.push(n.code));
        room.onMessage('interaction', () => seen.interactions++);
        room.onMessage('private', (m: { view: unknown }) => seen.privates.push(m.view));
        room.onMessage('*', () => undefined);
        room.onLeave(() => seen.drops++);
        room.send('ready', {});
        return { room, seat: seat as 0 | 1, seen };
      }),
    );
    const moveOf = (seat: 0 | 1, state: { ply: number; game: string }, own: unknown): unknown => {
      if (gameType === 'poker') {
        const legal = PokerDuelPrivateView.nullable().safeParse(own).data?.legal;
        const view = PokerDuelView.safeParse(JSON.parse(state.game || 'null')).data;
        return view?.toAct === seat && legal ? { action: legal.canCheck ? 'check' : 'call' } : null;
      }
      if (gameType === 'blackjack') {
        const view = BlackjackDuelPrivateView.nullable().safeParse(own).data;
        if (!view || view.phase === 'done') return null;
        if (view.phase === 'betting') return { hand: view.hand, bet: 10 };
        return {
          hand: view.hand,
          action: view.round?.insurance?.decision === 'pending' ? 'no-insurance' : 'stand',
        };
      }
      const view = ChallengePrivateView.nullable().safeParse(own).data;
      return view && 'item' in view && view.item ? { item: view.item.index, skip: true } : null;
    };
    const loop = (async () => {
      let turn = 0;
      while (running.on) {
        for (const s of seats) {
          const state = s.room.state as { phase: string; ply: number; game: string };
          if (state.phase !== 'playing') continue;
          const move = moveOf(s.seat, state, s.seen.privates.at(-1) ?? null);
          if (move) s.room.send('move', { ply: state.ply, move });
          if (turn % 10 === s.seat) s.room.send('interaction', { type: 'emote', message: 'Good luck!' });
        }
        turn++;
        await sleep(400);
      }
    })();
    const [first, second] = seats as [(typeof seats)[number], (typeof seats)[number]];
    const phase = () => (first.room.state as { phase: string }).phase;
    const ply = () => (first.room.state as { ply: number }).ply;
    return { id, gameType, seats, accepter: second, loop, phase, ply, log };
  }

  /**
   * A guest at the public live roulette table: a chip on red every round while betting is open, each
   * message with its own clientBetId. Remembers which ones the room accepted and which it refused.
   */
  async function liveRoulettePlayer(tableId: number, running: { on: boolean }) {
    const guest = await newGuest();
    const room = await waitFor(
      () =>
        new Client(`ws://127.0.0.1:${rooms!.port}`, { headers: { cookie: guest.cookie } })
          .join(LIVE_TABLE_ROOM, { tableId })
          .catch(() => false as const),
      30_000,
      'the live roulette table',
    );
    const seen = {
      accepted: [] as string[],
      refused: [] as string[],
      notices: [] as string[],
      drops: 0,
      settled: 0,
    };
    room.onMessage('betAccepted', (m: { clientBetId: string }) => seen.accepted.push(m.clientBetId));
    room.onMessage('notice', (n: { code: string; clientBetId?: string }) => {
      seen.notices.push(n.code);
      if (n.clientBetId) seen.refused.push(n.clientBetId);
    });
    room.onMessage('settled', () => seen.settled++);
    room.onMessage('*', () => undefined);
    room.onLeave(() => seen.drops++);
    const loop = (async () => {
      let betRound = 0;
      while (running.on) {
        const state = room.state as { phase: string; roundNumber: number };
        if (state.phase === 'betting' && state.roundNumber > betRound) {
          betRound = state.roundNumber;
          const clientBetId = `chaos-${guest.userId.slice(0, 8)}-${betRound}`;
          room.send('bet', { game: 'live-roulette', clientBetId, bets: [{ type: 'red', amount: '1.00' }] });
        }
        await sleep(250);
      }
    })();
    const roundNumber = () => (room.state as { roundNumber: number }).roundNumber;
    return { userId: guest.userId, room, seen, loop, roundNumber };
  }

  const healthy = async (port: number) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(3_000),
      });
      return response.status === 200 ? ((await response.json()) as { status: string }) : null;
    } catch {
      return null;
    }
  };

  it('loses and doubles nothing, recovers every process by itself, and tells clients only clear errors', async () => {
    const started = Date.now();
    const bettors = await Promise.all(Array.from({ length: 4 }, () => newGuest()));
    const seated = await Promise.all(Array.from({ length: 2 }, () => newGuest()));
    const log: Exchange[] = [];
    const running = { on: true };
    const betting = bettors.map((b) => bettor(b.cookie, log, running));
    const players = seated.map((p) => pokerPlayer(p.cookie, p.userId, running));
    const admin = await signIn(CHAOS_ADMIN.email, CHAOS_ADMIN.password);
    const approver = await secondAdmin(admin);
    const credited = bettors[0]!;
    const adminLog: Exchange[] = [];
    const office = backOffice(admin, approver, credited.userId, adminLog, running);
    const hands = () => Math.max(...players.map((p) => p.handNumber()));
    await waitFor(() => hands() >= 2, 60_000, 'poker hands under way');
    const rouletteTable = await books.db
      .selectFrom('live_tables')
      .select('id')
      .where('game_key', '=', 'live-roulette')
      .where('room_code', 'is', null)
      .executeTakeFirstOrThrow();
    const live = await Promise.all(
      Array.from({ length: 3 }, () => liveRoulettePlayer(rouletteTable.id, running)),
    );
    const liveRounds = () => Math.max(...live.map((p) => p.roundNumber()));
    await waitFor(() => live.every((p) => p.seen.accepted.length > 0), 60_000, 'live roulette bets accepted');
    const duels = await Promise.all(
      ['poker', 'blackjack', 'word_riddles', 'logic_puzzles', 'image_puzzles'].map((g) =>
        challengePair(g, running),
      ),
    );
    await waitFor(() => duels.every((d) => d.ply() > 0), 30_000, 'every challenge under way');
    const duelMoves = () => duels.map((d) => d.ply());
    const movedSince = async (before: number[], what: string) =>
      waitFor(
        () => duels.every((d, i) => d.phase() !== 'playing' || d.ply() > before[i]!),
        60_000,
        `every challenge to go on after ${what}`,
      );
    await sleep(2_000);

    // 1. PostgreSQL crashes (every connection cut) and comes back 4 s later.
    const pgFault = { what: 'postgres', from: Date.now(), to: 0 };
    faults.push(pgFault);
    pg.crash();
    await sleep(4_000);
    pg.restart();
    pgFault.to = Date.now();
    await waitFor(() => healthy(apiPort.value), 30_000, 'the api to be healthy again');
    await waitFor(() => healthy(rooms!.port), 30_000, 'the rooms to be healthy again');
    const afterPg = hands();
    const duelsAfterPg = duelMoves();
    await waitFor(() => hands() > afterPg + 1, 60_000, 'poker to go on after the database returned');
    const liveAfterPg = liveRounds();
    await waitFor(
      () => liveRounds() > liveAfterPg,
      60_000,
      'live roulette to go on after the database returned',
    );
    await movedSince(duelsAfterPg, 'the database returned');

    // 2. Redis is killed (its data with it) and started again on its port 3 s later.
    const redisFault = { what: 'redis', from: Date.now(), to: 0 };
    faults.push(redisFault);
    redis.kill();
    await sleep(3_000);
    redis = await startRedis({ log: () => undefined, port: redis.port });
    redisFault.to = Date.now();
    await waitFor(
      async () => (await healthy(apiPort.value))?.status === 'ok',
      30_000,
      'the api to see Redis again',
    );
    await waitFor(() => healthy(rooms!.port), 30_000, 'the rooms to see Redis again');
    const afterRedis = hands();
    const duelsAfterRedis = duelMoves();
    await waitFor(() => hands() > afterRedis + 1, 60_000, 'poker to go on after Redis returned');
    const liveAfterRedis = liveRounds();
    await waitFor(() => liveRounds() > liveAfterRedis, 60_000, 'live roulette to go on after Redis returned');
    await movedSince(duelsAfterRedis, 'Redis returned');
    // A newcomer can still find the table (its listing was lost with Redis's data).
    const newcomer = await newGuest();
    const spectator = await waitFor(
      () =>
        new Client(`ws://127.0.0.1:${rooms!.port}`, { headers: { cookie: newcomer.cookie } })
          .join('poker_table', { tableId: 2, spectate: true })
          .catch(() => false as const),
      20_000,
      'a spectator to find the table after Redis restarted',
    );
    await spectator.leave();

    // 3. The api process is killed with SIGKILL in the middle of requests, and started again.
    const apiFault = { what: 'api', from: Date.now(), to: 0 };
    faults.push(apiFault);
    const survivedUntilKilled = api!.child.exitCode === null && api!.child.signalCode === null;
    api!.child.kill('SIGKILL');
    await waitFor(() => api!.child.signalCode === 'SIGKILL', 5_000, 'the kill');
    api = await startApp(API_DIR, 'dist/main.js', apiEnv, /Server listening/);
    apiFault.to = Date.now();
    await waitFor(() => healthy(apiPort.value), 30_000, 'the new api process');
    await sleep(3_000);

    const handsPlayed = hands();
    running.on = false;
    const stoppedAt = Date.now();
    await Promise.all(betting);
    await office;
    await Promise.all(players.map((p) => p.loop));
    await Promise.all(duels.map((d) => d.loop));
    await Promise.all(live.map((p) => p.loop));
    // The live round in progress ends too: every bet at the table is settled or refunded.
    await waitFor(
      async () => {
        const open = await books.db
          .selectFrom('live_bets')
          .select('id')
          .where('status', '=', 'placed')
          .where(
            'user_id',
            'in',
            live.map((p) => p.userId),
          )
          .execute();
        return open.length === 0;
      },
      60_000,
      'every live roulette bet to be settled or refunded',
    );
    // Every challenge ends by a resignation now, and is paid from escrow.
    for (const d of duels) if (d.phase() === 'playing') d.accepter.room.send('resign', {});
    await waitFor(
      async () => {
        const rows = await books.db
          .selectFrom('p2p_challenges')
          .select(['status', 'result'])
          .where(
            'id',
            'in',
            duels.map((d) => d.id),
          )
          .execute();
        return rows.length === duels.length && rows.every((r) => r.status === 'finished') ? rows : undefined;
      },
      30_000,
      'every challenge to be settled',
    );
    await sleep(1_000);

    // ---- every process recovered by itself
    expect(survivedUntilKilled).toBe(true);
    expect(rooms!.child.exitCode).toBeNull();
    expect(rooms!.child.signalCode).toBeNull();
    expect(await healthy(rooms!.port)).toMatchObject({ status: 'ok' });
    expect(await healthy(apiPort.value)).toMatchObject({ status: 'ok' });

    // ---- clients saw only clear errors
    const answered = log.filter((e) => e.status !== null);
    const unclear = answered.filter((e) => {
      const status = e.status ?? 0;
      if (status < 400) return false;
      const body = e.body as { error?: unknown; message?: unknown } | null;
      if (typeof body?.error !== 'string' || typeof body.message !== 'string') return true;
      if (status === 503) return body.error !== 'service_unavailable';
      return status >= 500;
    });
    expect(unclear).toEqual([]);
    // No answer took longer than the documented timeouts (15 s a statement, 5 s a connection).
    expect(Math.max(...log.map((e) => e.ms))).toBeLessThan(25_000);
    // Requests went unanswered only while the api process was dead.
    const unanswered = log.filter((e) => e.status === null);
    expect(unanswered.filter((e) => !overlapsFault(e, 'api'))).toEqual([]);
    // The table kept its players through both restarts: nobody was dropped.
    for (const p of players) expect(p.drops.filter((d) => d.at < stoppedAt)).toEqual([]);
    const noticeCodes = new Set(players.flatMap((p) => p.seen.map((n) => n.code)));
    for (const code of noticeCodes)
      expect(['service_unavailable', 'resumed', 'stale_version']).toContain(code);

    // ---- the challenges: nobody dropped, both players heard the emotes, only clear refusals
    for (const d of duels) {
      for (const seat of d.seats) {
        expect(seat.seen.drops, d.gameType).toBe(0);
        expect(seat.seen.interactions, d.gameType).toBeGreaterThan(0);
        for (const code of seat.seen.notices)
          expect(
            ['rate_limited', 'stale_version', 'illegal_move', 'not_your_turn', 'game_over', 'locked_out'],
            `${d.gameType}: ${code}`,
          ).toContain(code);
      }
      expect(d.log.map((e) => e.status)).toEqual([201, 200]);
    }

    // ---- live roulette: every bet the room accepted is in the books once and was settled or refunded,
    // every refusal was a clear one, and each wallet moved by exactly the rounds' stakes and returns
    for (const p of live) {
      for (const code of p.seen.notices)
        expect(['service_unavailable', 'conflict', 'rate_limited'], `live roulette: ${code}`).toContain(code);
      const rows = await books.db
        .selectFrom('live_bets')
        .select(['client_bet_id', 'status', 'stake', 'payout'])
        .where('user_id', '=', p.userId)
        .execute();
      const messages = rows.map((r) => r.client_bet_id.split(':')[0]);
      for (const id of p.seen.accepted) expect(messages.filter((m) => m === id)).toHaveLength(1);
      expect(new Set(messages).size).toBe(rows.length);
      expect(rows.every((r) => r.status === 'settled' || r.status === 'refunded')).toBe(true);
      const net = rows
        .filter((r) => r.status === 'settled')
        .reduce((sum, r) => sum + (r.payout ?? 0n) - r.stake, 0n);
      const moved = await books.db
        .selectFrom('ledger_entries as e')
        .innerJoin('accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('total'))
        .where('a.user_id', '=', p.userId)
        .where('a.kind', '=', 'wallet')
        .where('t.kind', 'in', ['live_bet', 'live_bet_cancel', 'live_round', 'live_round_void'])
        .executeTakeFirstOrThrow();
      expect(BigInt(moved.total), 'live roulette wallet').toBe(net);
    }

    // ---- the back office: only clear answers; every adjustment it was told of applied exactly once
    const adminUnclear = adminLog.filter((e) => {
      if (e.status === null) return !overlapsFault(e, 'api');
      if (e.status < 400) return false;
      const body = e.body as { error?: unknown; message?: unknown } | null;
      if (typeof body?.error !== 'string' || typeof body.message !== 'string') return true;
      return e.status >= 500 && body.error !== 'service_unavailable';
    });
    expect(adminUnclear).toEqual([]);
    const toldApplied = adminLog
      .filter((e) => (e.op === 'adjust' || e.op === 'approve') && e.status !== null && e.status < 300)
      .map((e) => e.body as { id: string; status: string })
      .filter((a) => a.status === 'applied')
      .map((a) => a.id);
    expect(new Set(toldApplied).size).toBe(toldApplied.length);
    const adjustments = await books.db
      .selectFrom('balance_adjustments')
      .select(['id', 'status', 'amount', 'transaction_id'])
      .where('user_id', '=', credited.userId)
      .execute();
    const applied = adjustments.filter((a) => a.status === 'applied');
    for (const id of toldApplied) expect(applied.map((a) => a.id.toString())).toContain(id);
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.some((a) => a.amount === 150_000n)).toBe(true);
    // Each applied adjustment is one ledger transaction, and the wallet got exactly their sum.
    expect(new Set(applied.map((a) => String(a.transaction_id))).size).toBe(applied.length);
    const adjusted = await books.db
      .selectFrom('ledger_entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('total'))
      .where('a.user_id', '=', credited.userId)
      .where('t.kind', '=', 'adjustment')
      .executeTakeFirstOrThrow();
    expect(BigInt(adjusted.total)).toBe(applied.reduce((sum, a) => sum + a.amount, 0n));

    // ---- nothing lost, nothing doubled
    const audit = await auditLedger(books.db);
    expect(audit).toMatchObject({ ok: true, houseMismatches: [], holdemImbalance: 0n, negativeBalances: [] });
    const sessions = await books.db
      .selectFrom('game_sessions')
      .select(['id', 'user_id', 'bet_amount', 'win_amount', 'game_id'])
      .where(
        'user_id',
        'in',
        bettors.map((b) => b.userId),
      )
      .execute();
    const ids = new Set(sessions.map((s) => s.id.toString()));
    // Every round a player was told about is recorded, once.
    const told = answered
      .filter((e) => e.status === 200)
      .map((e) => (e.body as { sessionId?: string | null }).sessionId)
      .filter((id): id is string => typeof id === 'string');
    expect(new Set(told).size).toBe(told.length);
    for (const id of told) expect(ids.has(id)).toBe(true);
    // And no other round settled but those whose answer never arrived or came as a 503.
    const inDoubt = log.filter((e) => e.status === null || e.status === 503).length;
    expect(sessions.length).toBeGreaterThanOrEqual(told.length);
    expect(sessions.length - told.length).toBeLessThanOrEqual(inDoubt);
    // Each bettor's wallet moved by exactly what their recorded rounds returned, minus what is still
    // on an open blackjack hand (rewards paid by the projections are other transactions).
    for (const b of bettors) {
      const mine = sessions.filter((s) => s.user_id === b.userId);
      const open = await books.db
        .selectFrom('game_rounds')
        .select('staked')
        .where('user_id', '=', b.userId)
        .where('status', '=', 'open')
        .execute();
      const net = mine.reduce((sum, s) => sum + s.win_amount - s.bet_amount, 0n);
      const onTable = open.reduce((sum, r) => sum + BigInt(r.staked), 0n);
      const moved = await books.db
        .selectFrom('ledger_entries as e')
        .innerJoin('accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('total'))
        .where('a.user_id', '=', b.userId)
        .where('a.kind', '=', 'wallet')
        .where('t.kind', 'in', ['round', 'bet', 'win'])
        .executeTakeFirstOrThrow();
      expect(BigInt(moved.total)).toBe(net - onTable);
    }
    // Poker moved chips only between these two players' own wallets and seats (no rake, nothing
    // leaked elsewhere), hands voided by a restart included.
    const pokerMoves = await books.db
      .selectFrom('ledger_entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(sql<bigint>`coalesce(sum(e.amount), 0)::bigint`.as('total'))
      .where('t.kind', 'like', 'poker_%')
      .where((eb) =>
        eb.or([
          eb(
            'a.user_id',
            'in',
            seated.map((p) => p.userId),
          ),
          eb(
            'a.code',
            'in',
            seated.map((p) => `poker:2:${p.userId}`),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(BigInt(pokerMoves.total)).toBe(0n);
    const unfinished = await books.db
      .selectFrom('poker_hands')
      .select('id')
      .where('status', '=', 'in_progress')
      .execute();
    expect(unfinished.length).toBeLessThanOrEqual(1);

    const summary = {
      seconds: Math.round((Date.now() - started) / 1000),
      requests: log.length,
      byStatus: Object.fromEntries(
        [...new Set(log.map((e) => String(e.status ?? e.error?.split(':')[0])))].map((s) => [
          s,
          log.filter((e) => String(e.status ?? e.error?.split(':')[0]) === s).length,
        ]),
      ),
      roundsTold: told.length,
      roundsRecorded: sessions.length,
      pokerHands: handsPlayed,
      challengeMoves: Object.fromEntries(duels.map((d) => [d.gameType, d.ply()])),
      pokerNotices: [...noticeCodes],
      slowestMs: Math.max(...log.map((e) => e.ms)),
      backOffice: { requests: adminLog.length, adjustmentsApplied: applied.length },
      liveRoulette: {
        rounds: liveRounds(),
        accepted: live.reduce((n, p) => n + p.seen.accepted.length, 0),
        refused: live.reduce((n, p) => n + p.seen.refused.length, 0),
        settledMessages: live.reduce((n, p) => n + p.seen.settled, 0),
        notices: [...new Set(live.flatMap((p) => p.seen.notices))],
      },
    };
    console.log(`chaos summary: ${JSON.stringify(summary)}`);
  }, 300_000);
});
