import type { Database, Kysely } from '@casino/db';
import {
  moveBuyIn,
  moveCashOut,
  recordHandEnd,
  recordHandStart,
  recordSeatedPlayers,
  releaseTable,
  seatNameOf,
  type HandStartRecord,
  type TableLease,
  type TableRecovery,
} from '@casino/domain';
import type { HandResult, HandState } from '@casino/engine';
import { handEndRecordOf } from './hand-outcome.js';
import type { TablePause } from './table-pause.js';

/**
 * A table's side of the ledger, as the holder of its lease: buy-ins into the seats' escrow, each
 * hand's record (opened with its secret server seed before the deal, settled with the chips it moved
 * in one transaction), cash-outs, the lobby's seat count and the cash-out of everyone on a clean
 * close. What must happen once play has moved on (a finished hand's settlement, a cash-out) waits out
 * a database outage (TablePause); the rest fails at once, and the command with it.
 */
export class TableLedger {
  private currentHand: { recordId: string } | null = null;
  private seatedCount = -1;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly lease: TableLease,
    private readonly pause: TablePause,
  ) {}

  /** Coins from the player's wallet into their seat (a sit-down or a top-up). */
  buyIn(userId: string, units: bigint): Promise<unknown> {
    return moveBuyIn(this.db, this.lease, userId, units);
  }

  /** Everything the player's seat holds back to their wallet; returns what moved. */
  cashOut(userId: string): Promise<bigint> {
    return this.pause.whileDatabaseAway(() => moveCashOut(this.db, this.lease, userId, 'leave'));
  }

  /** The hand's record, before its first card is dealt. */
  async handStarted(record: HandStartRecord): Promise<void> {
    const recordId = await recordHandStart(this.db, this.lease, record);
    this.currentHand = { recordId };
  }

  /**
   * The hand's chips move between the seats' escrow accounts, with its record, in one transaction.
   * `hand` is the hand as it stood before it ended (the result holds no unshown cards).
   */
  settle(result: HandResult, hand: HandState | null): Promise<void> {
    return this.pause.whileDatabaseAway(async () => {
      const current = this.currentHand;
      if (!current) throw new Error('a hand ended that was never recorded');
      await recordHandEnd(
        this.db,
        this.lease,
        handEndRecordOf(current.recordId, this.lease.tableId, result, hand),
      );
      this.currentHand = null;
    });
  }

  /** The lobby's count of seated players, written when it changes (best effort). */
  seated(count: number): void {
    if (count === this.seatedCount) return;
    this.seatedCount = count;
    void recordSeatedPlayers(this.db, this.lease.tableId, this.lease.owner, count).catch(() => undefined);
  }

  /** The name the player sits under (asked once per player). */
  async nameOf(userId: string): Promise<string> {
    let name = this.names.get(userId);
    if (!name) {
      name = await seatNameOf(this.db, userId);
      this.names.set(userId, name);
    }
    return name;
  }

  /** The record id of the hand in play, or null between hands. */
  get currentHandId(): string | null {
    return this.currentHand?.recordId ?? null;
  }

  /**
   * A clean close: voids an open hand and cashes every seat out, and frees the lease. Returns what
   * each seat got back (null when this process no longer held the table).
   */
  async release(): Promise<TableRecovery | null> {
    const released = await releaseTable(this.db, this.lease.tableId, this.lease.owner);
    if (released) this.currentHand = null;
    return released;
  }
}
