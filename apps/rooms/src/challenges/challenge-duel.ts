import type { ChallengeClientMessage, ChallengeResult } from '@casino/contracts';
import {
  ADMIN_VOID_REASON,
  claimChallenge,
  releaseChallenge,
  settleChallenge,
  type ChallengeForRoom,
  type ChallengeLease,
} from '@casino/domain';
import { challengeGameOf } from '@casino/games';
import { untilDatabaseAnswers } from '../database-retry.js';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';
import { engineRefusal, ROOM_REFUSALS, type DuelRefusal } from './duel-refusals.js';
import { duelRulesOf, type AnyDuelRules, type DuelAction, type DuelSeat } from './duel-rules.js';
import { retryOnConflict } from './conflict-retry.js';
import { GameClock } from './game-clock.js';
import { MoveJournal, type JournalMove } from './move-journal.js';

/** The room's clock: wall time and timers cleared with the room. */
export interface DuelTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): { clear(): void };
}

/** What a duel asks of whoever carries it to the players (the Colyseus room). */
export interface DuelHost {
  /** Something changed: show it to everyone now. */
  changed(): void;
  /** The challenge is settled (exactly once): show the result, tell the lobby, close later. */
  ended(result: ChallengeResult): void;
  /** This process no longer hosts the challenge (lease lost): close every connection. */
  stopped(): void;
}

export type DuelPhase = 'waiting' | 'playing' | 'finished';

/** What the room copies into its synced state (contracts ChallengeRoomSnapshot, seat by seat). */
export interface DuelSnapshot {
  phase: DuelPhase;
  ready: readonly [boolean, boolean];
  clockMs: readonly [number, number];
  running: number;
  clockAt: number;
  ply: number;
  drawOfferedBy: number;
  game: string;
  result: string;
  seedHash: string;
  serverSeed: string;
  gameTime: number;
}

type PlayerAction = Exclude<ChallengeClientMessage, 'move' | 'ready' | 'interaction'>;
type Settlement = {
  result: 'creator' | 'opponent' | 'draw' | 'void';
  reason: string;
  record: Record<string, unknown>;
};

const RESULT_OF_WINNER = { 0: 'creator', 1: 'opponent' } as const;

/**
 * One head-to-head challenge without its transport (as poker-table.ts is for a poker table): the
 * two seats, the phases (waiting until both players are ready, playing while the clocks run,
 * finished once settled), the engine's pure reducer for the game, the clocks' deadlines, the
 * absence rules, the journal of moves and the settlement. Every player message becomes one engine
 * action; money moves only through the domain's settleChallenge.
 */
export class ChallengeDuel {
  private state: unknown;
  private phase: DuelPhase;
  private readonly rules: AnyDuelRules;
  private readonly game: GameClock;
  private readonly journal: MoveJournal;
  private readonly ready: [boolean, boolean] = [false, false];
  private readonly connections: [number, number] = [0, 0];
  private ply = 0;
  /**
   * The decision a turn-based move answers: every journaled action and every flag that changed the
   * game (a poker action timing out, the next hand dealt) moves it on, so a move made against the
   * view before a time-out is refused as stale instead of landing on the next decision. Clients read
   * it as the snapshot's `ply`; after a resume it starts again from the journal's ply.
   */
  private turn = 0;
  private result: ChallengeResult | null = null;
  private settling: Promise<void> | null = null;
  private abandoned = false;
  private closing = false;
  private flagTimer: { clear(): void; at: number } | null = null;
  private readonly absenceTimers: [{ clear(): void } | null, { clear(): void } | null] = [null, null];
  private noShowTimer: { clear(): void } | null = null;

  /** Claims the challenge's lease for `owner` and opens it (resuming a game a dead host left). */
  static async open(
    deps: ChallengeRoomDeps,
    challengeId: string,
    owner: string,
    timers: DuelTimers,
    host: DuelHost,
  ): Promise<ChallengeDuel> {
    const challenge = await claimChallenge(deps.db, challengeId, owner, deps.timing.leaseTtlMs);
    return new ChallengeDuel(deps, challenge, { challengeId, owner }, timers, host);
  }

  private constructor(
    private readonly deps: ChallengeRoomDeps,
    readonly challenge: ChallengeForRoom,
    readonly lease: ChallengeLease,
    private readonly timers: DuelTimers,
    private readonly host: DuelHost,
  ) {
    this.game = new GameClock(() => timers.now());
    const rules = duelRulesOf(challenge.gameType);
    // The api accepts only playable games; a challenge of any other type is voided and refunded.
    this.rules = rules ?? duelRulesOf('chess')!;
    const clockMs = deps.timing.clockMsOverride ?? challengeGameOf(challenge.gameType).clockMs;
    this.state = this.rules.start({ seed: challenge.seed, startedAt: 0, clockMs });
    this.journal = new MoveJournal(
      {
        started: (at) => deps.writeJournal({ kind: 'started', lease, at }),
        moves: (moves) => deps.writeJournal({ kind: 'moves', lease, moves }),
      },
      {
        fault: (error) => this.abandon(`moves not written: ${String(error)}`),
        stopped: () => this.abandoned || this.closing,
      },
    );
    if (!rules) {
      this.phase = 'finished';
      this.finish({ result: 'void', reason: 'server_fault', record: { unplayable: challenge.gameType } });
      return;
    }
    const started = challenge.startedAt !== null || challenge.moves.length > 0;
    if (!started) {
      this.phase = 'waiting';
      // Nobody moved: a player who does not show up and press Start within the grace voids it.
      this.noShowTimer = timers.setTimeout(() => this.noShow(), deps.timing.reconnectGraceMs);
      return;
    }
    this.phase = 'playing';
    this.ready[0] = this.ready[1] = true;
    const resumedAt = this.replay(challenge.moves);
    if (resumedAt === null) {
      this.finish({ result: 'void', reason: 'server_fault', record: { moves: challenge.moves.length } });
      return;
    }
    this.game.runFrom(resumedAt);
    const outcome = this.rules.outcome(this.state);
    if (outcome) {
      this.settleOutcome();
      return;
    }
    // Nobody is connected to a new host yet: each player has the grace to come back.
    for (const seat of [0, 1] as const) this.armAbsence(seat);
    this.armFlag();
  }

  /**
   * Rebuilds the game from the persisted actions; returns the game time of the last one, or null
   * when they do not replay (a gap, or an action the rules refuse): the game is then voided.
   */
  private replay(moves: ChallengeForRoom['moves']): number | null {
    const ordered = [...moves].sort((a, b) => a.ply - b.ply);
    let at = 0;
    for (const [index, move] of ordered.entries()) {
      if (move.ply !== index) return null;
      if (this.catchUp(move.atMs)) return null;
      const applied = this.rules.apply(this.state, {
        ...move.action,
        seat: move.seat,
        at: move.atMs,
      } as DuelAction);
      if (!applied.ok) return null;
      this.state = applied.state;
      at = move.atMs;
    }
    this.ply = ordered.length;
    this.turn = this.ply;
    return at;
  }

  get isAbandoned(): boolean {
    return this.abandoned;
  }

  /** Whether the lease is still this duel's to renew: not once settled (settlement released it) or abandoned. */
  get holdsLease(): boolean {
    return !this.abandoned && this.result === null;
  }

  get currentPhase(): DuelPhase {
    return this.phase;
  }

  seatOf(userId: string): DuelSeat | null {
    return this.challenge.players.find((p) => p.userId === userId)?.seat ?? null;
  }

  // ------------------------------------------------------------------ presence

  /** A connection of the seat's player opened (+1) or closed (-1). */
  connection(seat: DuelSeat, delta: 1 | -1): void {
    this.connections[seat] = Math.max(0, this.connections[seat] + delta);
    if (this.connections[seat] > 0) {
      this.absenceTimers[seat]?.clear();
      this.absenceTimers[seat] = null;
    } else if (this.phase === 'playing') {
      this.armAbsence(seat);
    }
  }

  isConnected(seat: DuelSeat): boolean {
    return this.connections[seat] > 0;
  }

  /** A player away for the grace forfeits (their seat's `forfeit` action). */
  private armAbsence(seat: DuelSeat): void {
    if (this.connections[seat] > 0 || this.absenceTimers[seat]) return;
    this.absenceTimers[seat] = this.timers.setTimeout(() => {
      this.absenceTimers[seat] = null;
      if (this.phase !== 'playing' || this.connections[seat] > 0) return;
      this.act({ type: 'forfeit', seat, at: this.game.now() });
    }, this.deps.timing.reconnectGraceMs);
  }

  private noShow(): void {
    this.noShowTimer = null;
    if (this.phase !== 'waiting') return;
    this.finish({ result: 'void', reason: 'no_show', record: { ready: [...this.ready] } });
  }

  // ------------------------------------------------------------------ commands

  /** Both players press Start Challenge; the clocks start when both have. */
  setReady(userId: string): DuelRefusal | null {
    const seat = this.seatOf(userId);
    if (seat === null) return ROOM_REFUSALS.notAPlayer;
    if (this.phase !== 'waiting')
      return this.phase === 'finished' ? ROOM_REFUSALS.finished : ROOM_REFUSALS.notWaiting;
    this.ready[seat] = true;
    if (this.ready[0] && this.ready[1]) this.start();
    this.host.changed();
    return null;
  }

  private start(): void {
    this.noShowTimer?.clear();
    this.noShowTimer = null;
    this.phase = 'playing';
    this.game.runFrom(0);
    this.journal.started(new Date(this.timers.now()));
    for (const seat of [0, 1] as const) if (this.connections[seat] === 0) this.armAbsence(seat);
    this.armFlag();
  }

  /** A move: `ply` must be the current one in turn-based games (a stale second tab is refused). */
  move(userId: string, ply: number, move: unknown): DuelRefusal | null {
    const seat = this.seatOf(userId);
    if (seat === null) return ROOM_REFUSALS.notAPlayer;
    if (this.phase !== 'playing')
      return this.phase === 'finished' ? ROOM_REFUSALS.finished : ROOM_REFUSALS.notPlaying;
    const at = this.game.now();
    // A deadline passed since the last tick (a poker action timer, a flag): it applies first.
    if (this.catchUp(at)) {
      this.settleOutcome();
      return ROOM_REFUSALS.finished;
    }
    // Simultaneous games (the score duels, blackjack) answer a numbered item or hand instead: the
    // engine refuses a stale one. Poker is turn-based between hands (toMove: the seat to act).
    if (this.rules.toMove(this.state) !== null && ply !== this.turn) return ROOM_REFUSALS.stalePly;
    return this.act({ type: 'move', seat, move, at });
  }

  /** A move at the current ply (the poker challenge's REST action, which carries no ply). */
  moveNow(userId: string, move: unknown): DuelRefusal | null {
    return this.move(userId, this.turn, move);
  }

  /** Resign and the draw offer, accept and decline. */
  playerAction(userId: string, type: PlayerAction): DuelRefusal | null {
    const seat = this.seatOf(userId);
    if (seat === null) return ROOM_REFUSALS.notAPlayer;
    if (this.phase !== 'playing')
      return this.phase === 'finished' ? ROOM_REFUSALS.finished : ROOM_REFUSALS.notPlaying;
    return this.act({ type, seat, at: this.game.now() });
  }

  /** Applies one action with the engine; on success journals it and ends the game if it is over. */
  private act(action: DuelAction & { seat: DuelSeat }): DuelRefusal | null {
    const applied = this.rules.apply(this.state, action);
    if (!applied.ok) return engineRefusal(applied.error);
    this.state = applied.state;
    const { seat, at, ...rest } = action;
    const entry: JournalMove = { ply: this.ply, seat, action: rest, atMs: at };
    this.ply++;
    this.turn++;
    this.journal.append(entry);
    if (this.rules.outcome(this.state)) this.settleOutcome();
    else this.armFlag();
    this.host.changed();
    return null;
  }

  // ------------------------------------------------------------------ clocks

  /** Schedules the engine's next deadline (a flag fall, or a duel's end of time). */
  private armFlag(): void {
    const deadline = this.phase === 'playing' ? this.rules.deadline(this.state) : null;
    if (this.flagTimer && this.flagTimer.at === deadline) return;
    this.flagTimer?.clear();
    this.flagTimer = null;
    if (deadline === null) return;
    const timer = this.timers.setTimeout(
      () => {
        this.flagTimer = null;
        this.flag();
      },
      Math.max(0, deadline - this.game.now()) + 1,
    );
    this.flagTimer = { clear: () => timer.clear(), at: deadline };
  }

  /**
   * Applies the flag of a deadline already past at `at` (the room's timer fires up to a tick late)
   * before a move at `at`, live and in a replay alike, so both see the same game. True when the game
   * is over then (live, the caller settles it; in a replay, a journaled move after the end is a fault).
   */
  private catchUp(at: number): boolean {
    const deadline = this.rules.deadline(this.state);
    if (deadline === null || deadline >= at) return false;
    this.applyFlag(at);
    return this.rules.outcome(this.state) !== null;
  }

  /** Applies the engine's flag at `at`; a flag that changed the game moves the turn on. */
  private applyFlag(at: number): void {
    const applied = this.rules.apply(this.state, { type: 'flag', at });
    if (!applied.ok || applied.state === this.state) return;
    this.state = applied.state;
    this.turn++;
  }

  /** Flags are not journaled: a resumed game reaches the same deadline again by itself. */
  private flag(): void {
    if (this.phase !== 'playing') return;
    this.applyFlag(this.game.now());
    if (this.rules.outcome(this.state)) this.settleOutcome();
    else this.armFlag();
    this.host.changed();
  }

  // ------------------------------------------------------------------ the end

  private settleOutcome(): void {
    const outcome = this.rules.outcome(this.state);
    if (!outcome) return;
    this.finish({
      result: outcome.winner === null ? 'draw' : RESULT_OF_WINNER[outcome.winner],
      reason: outcome.reason,
      record: this.rules.record(this.state),
    });
  }

  /** Settles exactly once, after every move is written; a database outage waits and retries. */
  private finish(settlement: Settlement): void {
    if (this.settling || this.abandoned) return;
    this.phase = 'finished';
    this.game.stop();
    this.clearTimers();
    this.settling = (async () => {
      await this.journal.flushed();
      // Exactly once whatever is retried: a second call returns the stored result.
      const result = await untilDatabaseAnswers(
        () => retryOnConflict(() => settleChallenge(this.deps.db, this.lease, settlement)),
        { stopped: () => this.abandoned },
      );
      this.result = result;
      this.host.ended(result);
    })().catch((error: unknown) => this.abandon(`not settled: ${String(error)}`));
    this.host.changed();
  }

  /**
   * The back office ends the game as void (both stakes back, unrated, end reason `admin_void`) through
   * the same settlement as any end. Refused once the game is over or settling, or this room stopped.
   */
  async voidByAdmin(reason: string): Promise<ChallengeResult | DuelRefusal> {
    if (this.abandoned) return ROOM_REFUSALS.unavailable;
    if (this.settling || this.phase === 'finished') return ROOM_REFUSALS.finished;
    this.finish({
      result: 'void',
      reason: ADMIN_VOID_REASON,
      record: { ...this.rules.record(this.state), voidReason: reason },
    });
    await this.settled;
    return this.result ?? ROOM_REFUSALS.unavailable;
  }

  get settled(): Promise<void> {
    return this.settling ?? Promise.resolve();
  }

  private clearTimers(): void {
    this.flagTimer?.clear();
    this.noShowTimer?.clear();
    for (const timer of this.absenceTimers) timer?.clear();
    this.flagTimer = this.noShowTimer = this.absenceTimers[0] = this.absenceTimers[1] = null;
  }

  /**
   * The renewal found the lease gone. A settlement under way released it itself (or, if another
   * process really took over, fails on the lease and abandons): only an unsettled duel stops here.
   */
  leaseLost(): void {
    if (!this.settling) this.abandon('lost the challenge lease');
  }

  /** Lost the lease (another process hosts it now) or could not write: stop at once, move nothing. */
  abandon(reason: string): void {
    if (this.abandoned) return;
    this.abandoned = true;
    this.clearTimers();
    this.deps.log('warn', `challenge ${this.lease.challengeId}: stopped hosting (${reason})`);
    this.host.stopped();
  }

  /**
   * A clean close (the process shuts down, or the room disposes): a game still in play keeps its
   * written moves and its lease is released so another process resumes it at once.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.clearTimers();
    await this.settled;
    if (this.abandoned || this.result) return;
    await this.journal.flushed().catch(() => undefined);
    await releaseChallenge(this.deps.db, this.lease).catch((error: unknown) =>
      this.deps.log('warn', `challenge ${this.lease.challengeId}: lease not released: ${String(error)}`),
    );
  }

  // ------------------------------------------------------------------ views

  /** The synced snapshot's contents (the room copies them into its Colyseus state). */
  snapshot(): DuelSnapshot {
    const now = this.game.now();
    const clocks = this.rules.clocks(this.state, now);
    const shared = challengeGameOf(this.challenge.gameType).clock === 'shared';
    const running =
      this.phase !== 'playing' ? -1 : clocks.running !== null ? clocks.running : shared ? 2 : -1;
    return {
      phase: this.phase,
      ready: this.ready,
      clockMs: clocks.remainingMs,
      running,
      clockAt: this.timers.now(),
      ply: this.turn,
      drawOfferedBy: this.rules.drawOffer(this.state) ?? -1,
      game: JSON.stringify(this.rules.publicView(this.state, now)),
      result: this.result ? JSON.stringify(this.result) : '',
      seedHash: this.challenge.seedHash,
      serverSeed: this.phase === 'finished' && this.result ? this.challenge.seed : '',
      gameTime: now,
    };
  }

  /** The engine's public view now (what the snapshot's `game` holds, as an object). */
  publicView(): unknown {
    return this.rules.publicView(this.state, this.game.now());
  }

  /** What only this seat may see, while the game runs (a math duel's problem), or null. */
  privateView(seat: DuelSeat): unknown {
    if (this.phase !== 'playing') return null;
    return this.rules.privateView(this.state, seat, this.game.now());
  }
}
