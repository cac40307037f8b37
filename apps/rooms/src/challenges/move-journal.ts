import { untilDatabaseAnswers } from '../database-retry.js';

/** One applied action as the challenge's moves table keeps it (the keys of appendChallengeMoves). */
export interface JournalMove {
  ply: number;
  seat: 0 | 1;
  action: Record<string, unknown>;
  /** Game time (ms) when it was applied. */
  atMs: number;
}

/** Where the journal writes: the domain's lease-checked calls, bound to the room's lease. */
export interface JournalWriter {
  started(at: Date): Promise<void>;
  moves(moves: JournalMove[]): Promise<void>;
}

/**
 * Writes a challenge's start and its moves behind the play: the room broadcasts a move at once and
 * the journal sends everything that queued up meanwhile in one call when the previous write is
 * done, in order (the start before any move). While the database is unreachable it waits and tries
 * again (the writes are idempotent per ply). Any other failure (the lease is gone) is a fault: the
 * room stops hosting. The game's end waits for `flushed()`, so a settled challenge's record and its
 * moves agree.
 */
export class MoveJournal {
  private pending: JournalMove[] = [];
  private startedAt: Date | null = null;
  private writing: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(
    private readonly writer: JournalWriter,
    private readonly hooks: { fault(error: unknown): void; stopped(): boolean },
  ) {}

  started(at: Date): void {
    this.startedAt = at;
    this.kick();
  }

  append(move: JournalMove): void {
    this.pending.push(move);
    this.kick();
  }

  /** Moves accepted but not yet written. */
  get backlog(): number {
    return this.pending.length;
  }

  /** Resolves once everything appended so far is written; throws the fault that stopped the writes. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.failure) throw this.failure;
  }

  private kick(): void {
    if (this.writing || this.failure) return;
    this.writing = this.drain().finally(() => {
      this.writing = null;
      if (!this.failure && (this.startedAt || this.pending.length > 0)) this.kick();
    });
  }

  private async drain(): Promise<void> {
    const retry = { stopped: () => this.hooks.stopped() };
    try {
      while (this.startedAt || this.pending.length > 0) {
        const startedAt = this.startedAt;
        if (startedAt) {
          await untilDatabaseAnswers(() => this.writer.started(startedAt), retry);
          if (this.startedAt === startedAt) this.startedAt = null;
          continue;
        }
        const batch = this.pending;
        this.pending = [];
        await untilDatabaseAnswers(() => this.writer.moves(batch), retry);
      }
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      this.hooks.fault(error);
    }
  }
}
