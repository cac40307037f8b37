import { ErrorCode, type PokerRoomNotice } from '@casino/contracts';
import { isDatabaseBusy, isDatabaseUnavailable } from '@casino/db';
import { untilDatabaseAnswers } from '../database-retry.js';

/**
 * A table's pause while the database is unreachable (README, "Outages"): the players stay seated and
 * connected, a hand in play goes on, and whatever must move money (a finished hand's settlement, a
 * cash-out, the next hand's record) waits and retries; everyone is told when the table pauses and
 * when it resumes.
 */
export class TablePause {
  private paused = false;

  constructor(
    private readonly tableId: number,
    private readonly tell: (notice: PokerRoomNotice) => void,
    private readonly log: (level: 'info' | 'warn', message: string) => void,
    /** True once the room is closing or abandoned: then a wait gives up. */
    private readonly stopped: () => boolean,
  ) {}

  /**
   * Runs an idempotent money movement (a hand settles once; a cash-out moves what the seat holds)
   * until the database answers; any other error is thrown at once.
   */
  whileDatabaseAway<T>(operation: () => Promise<T>): Promise<T> {
    return untilDatabaseAnswers(operation, {
      stopped: this.stopped,
      onWait: (attempt, error) => {
        const busy = isDatabaseBusy(error);
        if (attempt === 1)
          this.log(
            'warn',
            `table ${this.tableId}: database ${busy ? 'busy' : 'unreachable'}, settlement waits: ${String(error)}`,
          );
        this.set(true, busy);
      },
      onRecovered: () => this.set(false),
    });
  }

  /** Whether a failed start of the next hand is this pause (try again later) rather than a fault. */
  holds(error: unknown): boolean {
    if (!isDatabaseUnavailable(error) || this.stopped()) return false;
    this.set(true, isDatabaseBusy(error));
    return true;
  }

  /**
   * Pauses or resumes, telling the players once per change. `busy`: the database answers but has no
   * connection to spare (overload), which players are told as such, not as a lost database.
   */
  set(paused: boolean, busy = false): void {
    if (this.paused === paused || this.stopped()) return;
    this.paused = paused;
    const why = busy ? 'database busy' : 'database unreachable';
    this.log('info', `table ${this.tableId}: ${paused ? `paused (${why})` : 'resumed'}`);
    this.tell({
      kind: 'info',
      code: paused ? ErrorCode.serviceUnavailable : 'resumed',
      message: !paused
        ? 'The table is back: play resumes.'
        : busy
          ? 'The table is paused for a moment: the casino is very busy. Your chips are safe.'
          : 'The table is paused while the casino reconnects to its database. Your chips are safe.',
    });
  }
}
