import {
  ErrorCode,
  LIVE_BETS_CLOSED_MESSAGE,
  LIVE_HISTORY_LENGTH,
  type LiveBetMessage,
  type LivePhase,
} from '@casino/contracts';
import { untilDatabaseAnswers } from '../database-retry.js';
import { describeRefusal } from '../poker/table-refusals.js';
import type { LiveTableTiming } from './live-table-deps.js';
import {
  isRefusal,
  type LiveAction,
  type LiveBetRow,
  type LiveGame,
  type LiveRefusal,
  type LiveRoundDraw,
  type LiveRoundResult,
  type PlacedLiveBet,
} from './live-game.js';

// The round loop of one live table (issue 16, "The round loop"): open a round (its seed hash
// published) → betting window → no more bets → the game's outcome (roulette, baccarat) or play
// (blackjack) → outcome and payouts persisted → reveal → settlement → results → next round. Money
// moves only through the domain (LiveRoundCalls); the loop keeps what the room shows. A public table
// runs rounds while someone is in the room and waits otherwise; a private one closes after
// `privateIdleMs` with nobody at it.

/** A round as the domain opened it. */
export interface OpenedLiveRound {
  roundId: string;
  roundNumber: number;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  /** Epoch ms, database clock: bets after it are refused there too. */
  bettingClosesAt: number;
  draw: LiveRoundDraw;
}

export interface PlayerSettlement {
  userId: string;
  staked: bigint;
  returned: bigint;
  balance: bigint;
}

/** The domain's live-table calls with this table's lease bound in (live-round-calls.ts). */
export interface LiveRoundCalls {
  openRound(bettingMs: number): Promise<OpenedLiveRound>;
  placeBets(input: {
    roundId: string;
    userId: string;
    clientBetId: string;
    rows: readonly LiveBetRow[];
    exposureOf: (bets: readonly LiveBetRow[]) => bigint;
  }): Promise<{ balance: bigint; replayed: boolean; bets: PlacedLiveBet[] }>;
  cancelBets(roundId: string, userId: string): Promise<void>;
  closeBetting(roundId: string): Promise<PlacedLiveBet[]>;
  recordOutcome(roundId: string, result: LiveRoundResult): Promise<void>;
  settle(roundId: string): Promise<PlayerSettlement[]>;
  /** Recent settled outcomes, newest first. */
  history(limit: number): Promise<Array<{ roundNumber: number; outcome: unknown }>>;
  /** Closes a private table for good (its shoe revealed). */
  closeTable(): Promise<void>;
}

/** What the loop asks of its room. */
export interface LiveLoopHost {
  /** The loop's view changed: copy it into the synced state (`urgent`: send the patch now). */
  changed(urgent: boolean): void;
  /** The round's settlements, each to its player's own connections. */
  settled(settlements: readonly PlayerSettlement[], roundNumber: number): void;
  /** How many connections are in the room (players and spectators). */
  present(): number;
  /** The table cannot go on here (lease lost, closed, an unexpected failure): the room closes. */
  stop(reason: string): void;
  now(): number;
  setTimeout(callback: () => void, ms: number): { clear(): void };
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface LiveHistoryEntry {
  roundNumber: number;
  label: string;
  outcome: string;
}

export type BetOutcome = { balance: bigint; replayed: boolean } | LiveRefusal;

const closed = (): LiveRefusal => ({ code: ErrorCode.conflict, message: LIVE_BETS_CLOSED_MESSAGE });

export class LiveRoundLoop {
  phase: LivePhase = 'waiting';
  phaseEndsAt = 0;
  round: OpenedLiveRound | null = null;
  /** The round's bets in escrow, in the order they were accepted. */
  placed: PlacedLiveBet[] = [];
  /** The outcome of the round in progress once drawn (JSON), '' before. */
  outcome = '';
  history: LiveHistoryEntry[] = [];
  lastRoundId = '';
  /** Each player's net of their last settled round here (units). */
  readonly lastNet = new Map<string, bigint>();
  /** Bets on their way to escrow (a seat being taken is taken for the others already). */
  private readonly pending = new Set<PlacedLiveBet[]>();
  /** What each player bet in the current round, and in the last round they played (for rebet). */
  private readonly messagesNow = new Map<string, LiveBetMessage[]>();
  private readonly messagesBefore = new Map<string, LiveBetMessage[]>();
  private running = false;
  private stopped = false;
  private emptySince: number | null = null;
  private idleTimer: { clear(): void } | null = null;

  constructor(
    private readonly game: LiveGame,
    private readonly calls: LiveRoundCalls,
    private readonly timing: LiveTableTiming,
    private readonly host: LiveLoopHost,
    private readonly isPrivate: boolean,
  ) {}

  async start(): Promise<void> {
    const recent = await this.calls.history(LIVE_HISTORY_LENGTH);
    this.history = recent.map((r) => this.historyEntry(r.roundNumber, r.outcome));
    this.occupancyChanged();
  }

  stop(): void {
    this.stopped = true;
    this.idleTimer?.clear();
  }

  /** Someone joined or left: a waiting table opens a round; an empty private table starts its idle time. */
  occupancyChanged(): void {
    if (this.stopped) return;
    const here = this.host.present();
    if (here > 0) {
      this.emptySince = null;
      this.idleTimer?.clear();
      this.idleTimer = null;
      if (!this.running) void this.runRounds();
      return;
    }
    if (this.isPrivate && this.emptySince === null) {
      this.emptySince = this.host.now();
      this.idleTimer = this.host.setTimeout(() => void this.closeIfIdle(), this.timing.privateIdleMs);
    }
  }

  private async closeIfIdle(): Promise<void> {
    if (this.stopped || this.host.present() > 0) return;
    // The last round is still finishing: look again once it has.
    if (this.running) {
      this.idleTimer = this.host.setTimeout(() => void this.closeIfIdle(), 1_000);
      return;
    }
    try {
      await this.calls.closeTable();
      this.host.stop('private table closed after its idle time');
    } catch (error) {
      this.host.log('warn', `private table not closed: ${String(error)}`);
    }
  }

  // ------------------------------------------------------------------ bets

  async bet(userId: string, message: LiveBetMessage): Promise<BetOutcome> {
    const round = this.round;
    if (!round || this.phase !== 'betting') return closed();
    if (message.game !== this.game.key)
      return { code: ErrorCode.invalidBet, message: 'That bet is for another game.' };
    const taken = [...this.placed, ...[...this.pending].flat()];
    const rows = this.game.betRowsOf(userId, message, taken);
    if (isRefusal(rows)) return rows;
    const outcome = await this.place(round, userId, message.clientBetId, rows);
    if (!isRefusal(outcome) && !outcome.replayed && round === this.round)
      this.messagesNow.set(userId, [...(this.messagesNow.get(userId) ?? []), message]);
    return outcome;
  }

  /** Places again what the player bet in the last round they played, under one client bet id. */
  async rebet(userId: string, clientBetId: string): Promise<BetOutcome> {
    const round = this.round;
    if (!round || this.phase !== 'betting') return closed();
    const before = this.messagesBefore.get(userId) ?? [];
    if (before.length === 0)
      return { code: ErrorCode.noBets, message: 'There is no previous bet to place again.' };
    const rows: LiveBetRow[] = [];
    const taken = [...this.placed, ...[...this.pending].flat()];
    for (const message of before) {
      const more = this.game.betRowsOf(userId, message, taken);
      if (isRefusal(more)) return more;
      rows.push(...more);
    }
    const outcome = await this.place(round, userId, clientBetId, rows);
    if (!isRefusal(outcome) && !outcome.replayed && round === this.round)
      this.messagesNow.set(userId, [...(this.messagesNow.get(userId) ?? []), ...before]);
    return outcome;
  }

  async cancel(userId: string): Promise<LiveRefusal | null> {
    const round = this.round;
    if (!round || this.phase !== 'betting') return closed();
    await this.calls.cancelBets(round.roundId, userId);
    if (round === this.round) {
      this.placed = this.placed.filter((bet) => bet.userId !== userId);
      this.messagesNow.delete(userId);
      this.host.changed(false);
    }
    return null;
  }

  /** Blackjack's moves while the round plays. */
  act(userId: string, action: LiveAction): Promise<LiveRefusal | null> {
    if (!this.round || this.phase !== 'playing' || action.roundNumber !== this.round.roundNumber)
      return Promise.resolve({
        code: ErrorCode.invalidAction,
        message: 'There is no hand of yours to play now.',
      });
    return this.game.act(userId, action);
  }

  private async place(
    round: OpenedLiveRound,
    userId: string,
    clientBetId: string,
    rows: LiveBetRow[],
  ): Promise<BetOutcome> {
    const claim = rows.map((row) => ({ ...row, betId: '', userId }));
    this.pending.add(claim);
    try {
      const placed = await this.calls.placeBets({
        roundId: round.roundId,
        userId,
        clientBetId,
        rows,
        exposureOf: (bets) => this.game.exposureOf(bets),
      });
      if (!placed.replayed && round === this.round) {
        this.placed.push(...placed.bets);
        this.host.changed(false);
      }
      return { balance: placed.balance, replayed: placed.replayed };
    } finally {
      this.pending.delete(claim);
    }
  }

  // ------------------------------------------------------------------ the loop

  private async runRounds(): Promise<void> {
    this.running = true;
    try {
      while (!this.stopped && this.host.present() > 0) await this.playRound();
    } catch (error) {
      if (!this.stopped)
        this.host.stop(`round failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    this.setPhase('waiting', 0);
    // Someone may have come in while the last round ended.
    this.occupancyChanged();
  }

  private async playRound(): Promise<void> {
    const round = await this.step(() => this.calls.openRound(this.timing.bettingMs));
    this.round = round;
    this.placed = [];
    this.outcome = '';
    this.game.openRound({ roundId: round.roundId, roundNumber: round.roundNumber, draw: round.draw });
    this.setPhase('betting', round.bettingClosesAt);
    await this.sleep(Math.max(0, round.bettingClosesAt - this.host.now()));
    if (this.stopped) return;

    this.setPhase('closed', 0);
    const bets = await this.step(() => this.calls.closeBetting(round.roundId));
    this.placed = bets;
    if (!this.game.revealsOutcome) this.setPhase('playing', 0);
    const result = await this.game.play(bets, this.gameTable());
    if (this.stopped) return;
    await this.step(() => this.calls.recordOutcome(round.roundId, result));
    this.outcome = JSON.stringify(result.outcome);
    // The outcome is persisted before anyone sees it: a crash from here on settles it as drawn.
    const revealMs = this.game.revealsOutcome ? this.timing.revealMs : 0;
    const revealEnds = this.host.now() + revealMs;
    this.setPhase('closed', revealMs > 0 ? revealEnds : 0);
    const settlements = await this.step(() => this.calls.settle(round.roundId));
    await this.sleep(Math.max(0, revealEnds - this.host.now()));
    if (this.stopped) return;

    this.history = [this.historyEntry(round.roundNumber, result.outcome), ...this.history].slice(
      0,
      LIVE_HISTORY_LENGTH,
    );
    for (const s of settlements) this.lastNet.set(s.userId, s.returned - s.staked);
    for (const [userId, messages] of this.messagesNow) this.messagesBefore.set(userId, messages);
    this.messagesNow.clear();
    this.lastRoundId = round.roundId;
    this.setPhase('results', this.host.now() + this.timing.resultsMs);
    this.host.settled(settlements, round.roundNumber);
    await this.sleep(this.timing.resultsMs);
    this.round = null;
  }

  private gameTable() {
    return {
      now: () => this.host.now(),
      setTimeout: (callback: () => void, ms: number) => this.host.setTimeout(callback, ms),
      changed: () => this.host.changed(true),
      turnMs: this.timing.turnMs,
      placeBets: async (userId: string, rows: LiveBetRow[]) => {
        const round = this.round;
        if (!round) return closed();
        try {
          const placed = await this.calls.placeBets({
            roundId: round.roundId,
            userId,
            clientBetId: `${round.roundId}-${userId.slice(0, 8)}-${this.placed.length}`,
            rows,
            exposureOf: (bets) => this.game.exposureOf(bets),
          });
          this.placed.push(...placed.bets);
          this.host.changed(false);
          return placed.bets;
        } catch (error) {
          return refusalOf(error);
        }
      },
    };
  }

  /**
   * A step of the round that must happen: while the database does not answer, the table shows
   * 'paused' and the step is tried again (each is idempotent in the domain); then the round goes on.
   */
  private async step<T>(operation: () => Promise<T>): Promise<T> {
    let before: [LivePhase, number] | null = null;
    return untilDatabaseAnswers(operation, {
      stopped: () => this.stopped,
      onWait: (attempt, error) => {
        if (before) return;
        before = [this.phase, this.phaseEndsAt];
        this.host.log('warn', `live table paused (attempt ${attempt}): ${String(error)}`);
        this.setPhase('paused', 0);
      },
      onRecovered: () => {
        if (before) this.setPhase(...before);
      },
    });
  }

  private historyEntry(roundNumber: number, outcome: unknown): LiveHistoryEntry {
    return { roundNumber, label: this.game.labelOf(outcome), outcome: JSON.stringify(outcome) };
  }

  private setPhase(phase: LivePhase, endsAt: number): void {
    this.phase = phase;
    this.phaseEndsAt = endsAt;
    this.host.changed(true);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.host.setTimeout(resolve, ms));
  }
}

/** A refusal from the domain (a DomainError's code and message), the database away, or a plain failure. */
export const refusalOf = (error: unknown): LiveRefusal => describeRefusal(error);
