import {
  ErrorCode,
  wagerCurrencyOf,
  type PokerActionType,
  type PokerGameState,
  type PokerRoomMessage,
  type PokerRoomNotice,
  type PokerTableCall,
  type PokerTableReply,
} from '@casino/contracts';
import type { PokerTableRow } from '@casino/db';
import { claimTable, findPokerTable, nextHandNumber, parseMoney, type TableLease } from '@casino/domain';
import {
  applyTableAction,
  legalActions,
  seatOfPlayer,
  type HoldemAction,
  type HoldemEvent,
  type HoldemTableState,
  type TableActionAccepted,
} from '@casino/engine';
import { CommandQueue } from './command-queue.js';
import { actionLabelOf, finishedHandOf } from './hand-outcome.js';
import { NextDeal, type NextDeck } from './next-deal.js';
import { toPokerGameState, type FinishedHand } from './poker-game-state.js';
import type { PokerRoomDeps } from './poker-room-deps.js';
import { assertTableCurrency, describeRefusal, engineRefusal, TableRefusal } from './table-refusals.js';
import { answerTableCall } from './table-rest-calls.js';
import { bettingActionOf, engineTableOf } from './table-setup.js';
import { TableLedger } from './table-ledger.js';
import { TablePause } from './table-pause.js';
import { TablePresence } from './table-presence.js';
import { TableTimers } from './table-timers.js';

/** The clock a table runs on: the room's (cleared with the room) in play, a manual one in tests. */
export interface TableClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): { clear(): void };
  setInterval(callback: () => void, ms: number): { clear(): void };
}

/** What a table asks of whoever carries it to the players (the Colyseus room). */
export interface TableHost {
  /** The table changed: show it to everyone now. */
  changed(): void;
  /** A notice for everyone at the table (paused, resumed, restarting). */
  tellAll(notice: PokerRoomNotice): void;
  /** The table stopped hosting (see `abandon`): close every connection. */
  stopped(): void;
}

export type PokerTableDeps = Pick<PokerRoomDeps, 'db' | 'timing' | 'log'>;

/** What the room copies into its synced state besides the engine's table. */
export interface TableExtras {
  connected: (playerId: string) => boolean;
  lastActions: ReadonlyMap<number, string>;
  lastHand: FinishedHand | null;
  nextDeck: NextDeck | null;
}

const RESTARTING: PokerRoomNotice = {
  kind: 'error',
  code: ErrorCode.tableUnavailable,
  message: 'The table is restarting. Your chips are safe.',
};

const CLOSING: PokerRoomNotice = {
  kind: 'error',
  code: ErrorCode.tableUnavailable,
  message: 'This table is closing. Your chips go back to your wallet.',
};

const HAND_VOIDED: PokerRoomNotice = {
  kind: 'error',
  code: ErrorCode.tableUnavailable,
  message: 'The casino voided this hand: every chip at the table is back in your wallet.',
};

/**
 * One live no-limit hold'em cash table (issue 6) without its transport: the players' commands, the
 * hands' deals from committed decks and seeds, the timers, and the ledger's side of every change.
 * Each command turns into an engine action applied by the pure reducer; money moves only through the
 * domain's ledger services. Every command runs through one queue, so the table and the ledger never
 * disagree: chips move when a hand ends, and a crash before that voids the hand (see table-lease.ts).
 */
export class PokerTable {
  private table: HoldemTableState;
  private readonly queue = new CommandQueue();
  private readonly attendance: TablePresence;
  private readonly lastActions = new Map<number, string>();
  /** The next hand's committed deck and the players' seeds for it (engine README, "Fairness and dealing"). */
  private readonly nextDeal: NextDeal;
  private lastHand: FinishedHand | null = null;
  private readonly timers: TableTimers;
  private readonly ticker: { clear(): void };
  private tickQueued = false;
  /** Set when this process lost the table's lease: stop at once and move no money. */
  private abandoned = false;
  /** Set when the table starts closing: money movements stop waiting for the database. */
  private closing = false;
  /** Set when the back office closed the table: no new seat or hand; the room closes once no hand is in play. */
  private retiring = false;
  private retired = false;
  /** While the database is unreachable, play pauses where money must move. */
  private readonly pause: TablePause;
  /** Buy-ins, hand records and settlement, cash-outs. */
  private readonly ledger: TableLedger;

  /**
   * Claims the table's lease for `owner` (recovering what a dead host left: its unfinished hand is
   * voided and the seats refunded) and opens it. Throws when another process hosts it.
   */
  static async open(
    deps: PokerTableDeps,
    tableId: number,
    owner: string,
    clock: TableClock,
    host: TableHost,
  ): Promise<PokerTable> {
    const row = await findPokerTable(deps.db, tableId);
    const claim = await claimTable(deps.db, tableId, owner, deps.timing.leaseTtlMs);
    if (!claim.claimed) throw new Error(`poker table ${tableId} is hosted by another process`);
    // Hand numbers continue across restarts (they name the hand records).
    const handNumber = await nextHandNumber(deps.db, tableId);
    if (claim.recovery.voidedHands > 0 || claim.recovery.refunds.length > 0) {
      deps.log(
        'info',
        `table ${tableId}: voided ${claim.recovery.voidedHands} unfinished hand(s), refunded ${claim.recovery.refunds.length} seat(s)`,
      );
    }
    return new PokerTable(deps, row, { tableId, owner }, handNumber - 1, clock, host);
  }

  private constructor(
    private readonly deps: PokerTableDeps,
    /** The catalogue row the table was opened from (name, stakes, buy-ins). */
    readonly row: PokerTableRow,
    lease: TableLease,
    handsStarted: number,
    private readonly clock: TableClock,
    private readonly host: TableHost,
  ) {
    const { timing } = deps;
    this.table = engineTableOf(row, timing.actionTimeoutMs, handsStarted);
    this.pause = new TablePause(
      lease.tableId,
      (notice) => host.tellAll(notice),
      (level, message) => deps.log(level, message),
      () => this.closing || this.abandoned,
    );
    this.ledger = new TableLedger(deps.db, lease, this.pause);
    this.nextDeal = new NextDeal(String(this.tableId));
    this.attendance = new TablePresence(timing);
    this.timers = new TableTimers(clock, () => clock.now(), timing.nextHandDelayMs, {
      deadline: () =>
        void this.queue.run(() => this.actOnTimeout()).catch((e: unknown) => this.fail('timeout', e)),
      startHand: () =>
        void this.queue
          .run(() => this.startNextHand())
          .then(
            () => this.pause.set(false),
            // A hand that could not start for want of the database is tried again; anything else stops.
            (e: unknown) => (this.pause.holds(e) ? this.changed() : this.fail('start hand', e)),
          ),
    });
    this.ticker = clock.setInterval(() => {
      // A tick still waiting its turn does what this one would: a busy table queues one, not one a second.
      if (this.tickQueued) return;
      this.tickQueued = true;
      void this.queue
        .run(() => {
          this.tickQueued = false;
          return this.tick();
        })
        .catch((e: unknown) => this.fail('tick', e));
    }, timing.tickMs);
  }

  get lease(): TableLease {
    return this.ledger.lease;
  }

  get tableId(): number {
    return this.lease.tableId;
  }

  /** The engine's table as it stands (read-only for the caller). */
  get state(): HoldemTableState {
    return this.table;
  }

  get isAbandoned(): boolean {
    return this.abandoned;
  }

  private now(): number {
    return this.clock.now();
  }

  /** Resolves once no command is waiting or running (after a step of a manual clock, say). */
  async idle(): Promise<void> {
    while (this.queue.size > 0) await this.queue.drain();
  }

  seatOf(userId: string): number | null {
    return seatOfPlayer(this.table, userId);
  }

  /** What the room shows besides the engine's table: presence, last actions, the last hand, the next deck. */
  extras(): TableExtras {
    const now = this.now();
    return {
      connected: (playerId) => this.attendance.isConnected(playerId, now),
      lastActions: this.lastActions,
      lastHand: this.lastHand,
      nextDeck: this.nextDeal.deck(this.table),
    };
  }

  // ------------------------------------------------------------------ presence

  /** A connection of the player opened (`connection`: anything that tells one connection from another). */
  connect(userId: string, connection: object): void {
    this.attendance.connect(userId, connection);
  }

  disconnect(userId: string, connection: object): void {
    this.attendance.disconnect(userId, connection);
  }

  // ------------------------------------------------------------------ commands

  /**
   * Runs a player's room message in turn. Rejects with what to tell them (see `describeRefusal`)
   * when the table refuses it or is too busy to queue it.
   */
  command(userId: string, command: PokerRoomMessage): Promise<unknown> {
    if (this.queue.size > this.deps.timing.maxQueuedCommands)
      return Promise.reject(new TableRefusal(ErrorCode.rateLimited, 'The table is busy. Try again.'));
    return this.queue.run(async () => {
      switch (command.type) {
        case 'sit':
          assertTableCurrency(this.row.currency, wagerCurrencyOf(command));
          return this.sitWithSeed(
            userId,
            parseMoney(command.buyIn),
            command.seat,
            command.clientSeed,
            command.deckCommitment ?? null,
          );
        case 'seed':
          return this.takeSeed(userId, command.clientSeed, command.deckCommitment);
        case 'action':
          return this.playerAction(userId, command.action, command.amount, command.version);
        case 'sit-out':
          return this.seatAction(userId, 'sit-out');
        case 'sit-in':
          return this.seatAction(userId, 'sit-in');
        case 'top-up':
          assertTableCurrency(this.row.currency, wagerCurrencyOf(command));
          return this.topUp(userId, parseMoney(command.amount));
        case 'stand-up':
          return this.standUp(userId);
      }
    });
  }

  /** Answers one of the spec's REST calls in turn; a refusal is an `ok: false` reply. */
  answer(userId: string, call: PokerTableCall): Promise<PokerTableReply> {
    return this.queue
      .run(() => this.answerCall(userId, call))
      .catch((error: unknown): PokerTableReply => {
        const refusal = describeRefusal(error);
        return { ok: false, error: refusal.code, message: refusal.message };
      });
  }

  private async answerCall(userId: string, call: PokerTableCall): Promise<PokerTableReply> {
    this.attendance.polled(userId, this.now());
    const reply = await answerTableCall(
      {
        tableName: this.table.config.name,
        currency: this.row.currency,
        sitDown: (user, units, clientSeed) => this.sitWithSeed(user, units, undefined, clientSeed, null),
        playerAction: (user, type, amount, version) => this.playerAction(user, type, amount, version),
        standUp: (user) => this.standUp(user),
        gameStateFor: (user) => this.gameStateFor(user),
      },
      userId,
      call,
    );
    this.changed();
    return reply;
  }

  gameStateFor(userId: string): PokerGameState {
    return toPokerGameState(this.table, userId, this.now(), {
      tableId: this.tableId,
      currency: this.row.currency,
      connected: (playerId) => this.attendance.isConnected(playerId, this.now()),
      lastHand: this.lastHand,
      handNumber: this.table.hand?.handNumber ?? this.lastHand?.handNumber ?? null,
      nextDeck: this.nextDeal.deck(this.table),
    });
  }

  // ------------------------------------------------------------------ the commands themselves (inside the queue)

  private async sitDown(userId: string, units: bigint, seatWanted: number | undefined): Promise<bigint> {
    if (this.retiring || this.closing) throw new TableRefusal(CLOSING.code, CLOSING.message);
    if (seatOfPlayer(this.table, userId) !== null) throw engineRefusal('already_seated', this.table.config);
    const seat = seatWanted ?? this.table.seats.findIndex((s) => s === null);
    if (seat < 0 || seat >= this.table.config.maxSeats)
      throw new TableRefusal(ErrorCode.tableFull, 'Table Full');
    const name = await this.ledger.nameOf(userId);
    const action: HoldemAction = {
      type: 'sit-down',
      seat,
      playerId: userId,
      name,
      chips: Number(units),
      now: this.now(),
    };
    const result = applyTableAction(this.table, action);
    if (!result.ok) throw engineRefusal(result.error, this.table.config);
    // The money moves first; the queue guarantees the table is unchanged when the seat is taken.
    await this.ledger.buyIn(userId, units);
    await this.commit(result);
    return units;
  }

  /** Sits down, then takes the player's seed for the next deck (sent with the sit, or with a REST join). */
  private async sitWithSeed(
    userId: string,
    units: bigint,
    seat: number | undefined,
    seed: string | undefined,
    deckCommitment: string | null,
  ): Promise<bigint> {
    const moved = await this.sitDown(userId, units, seat);
    if (seed !== undefined) this.nextDeal.offer(userId, seed, deckCommitment);
    return moved;
  }

  /** A seated player's own input to the deck committed as `deckCommitment`; one for a dealt deck is dropped. */
  private takeSeed(userId: string, seed: string, deckCommitment: string): void {
    this.requireSeat(userId);
    this.nextDeal.offer(userId, seed, deckCommitment);
  }

  private async topUp(userId: string, units: bigint): Promise<void> {
    const seat = this.requireSeat(userId);
    const result = applyTableAction(this.table, {
      type: 'add-chips',
      seat,
      amount: Number(units),
      now: this.now(),
    });
    if (!result.ok) throw engineRefusal(result.error, this.table.config);
    await this.ledger.buyIn(userId, units);
    await this.commit(result);
  }

  private async playerAction(
    userId: string,
    type: PokerActionType,
    amount: string | undefined,
    version: number | undefined,
  ): Promise<void> {
    const seat = this.requireSeat(userId);
    const action = bettingActionOf(type, amount, {
      seat,
      version: version ?? this.table.version,
      now: this.now(),
    });
    const result = applyTableAction(this.table, action);
    if (!result.ok)
      throw engineRefusal(result.error, {
        ...this.table.config,
        minRaiseTo: legalActions(this.table, seat).minRaiseTo,
      });
    await this.commit(result);
  }

  private async seatAction(userId: string, type: 'sit-out' | 'sit-in'): Promise<void> {
    const seat = this.requireSeat(userId);
    const result = applyTableAction(this.table, { type, seat, now: this.now() });
    if (!result.ok) throw engineRefusal(result.error, this.table.config);
    if (type === 'sit-in') this.attendance.resetSitOut(userId);
    await this.commit(result);
  }

  /** Leaves the seat: the stack goes back to the wallet now, or when the hand in play ends. Returns what moved now. */
  private async standUp(userId: string): Promise<bigint> {
    const seat = this.requireSeat(userId);
    const result = applyTableAction(this.table, { type: 'leave', seat, now: this.now() });
    if (!result.ok) throw engineRefusal(result.error, this.table.config);
    return this.commit(result, userId);
  }

  private requireSeat(userId: string): number {
    const seat = seatOfPlayer(this.table, userId);
    if (seat === null) throw new TableRefusal(ErrorCode.notSeated, 'You are not seated at this table.');
    return seat;
  }

  // ------------------------------------------------------------------ settlement

  /**
   * Adopts an accepted engine result and does what its events ask: settle a finished hand in the
   * ledger, cash out players who left. Returns what was cashed out for `cashOutOf`.
   */
  private async commit(result: TableActionAccepted, cashOutOf?: string): Promise<bigint> {
    const handBefore = this.table.hand;
    this.table = result.state;
    for (const event of result.events) {
      this.noteAction(event);
      if (event.type === 'hand-ended') this.lastHand = finishedHandOf(event.result);
    }
    // Everyone sees the new table at once; the ledger catches up below while the queue holds every
    // later command (the next hand cannot start before this one is settled).
    this.changed();
    let cashedOut = 0n;
    try {
      for (const event of result.events) {
        if (event.type === 'hand-ended') await this.ledger.settle(event.result, handBefore);
        if (event.type === 'player-left') {
          const amount = await this.ledger.cashOut(event.playerId);
          if (event.playerId === cashOutOf) cashedOut = amount;
          this.attendance.resetSitOut(event.playerId);
        }
      }
    } catch (error) {
      // The table moved on but the ledger did not: stop hosting without moving any money. The next
      // host voids the unsettled hand and refunds every seat from the ledger, which still holds the
      // stacks as of the last settled hand.
      this.fail('settlement', error);
      throw new TableRefusal(RESTARTING.code, RESTARTING.message);
    }
    if (result.events.some((e) => e.type === 'player-left')) this.changed();
    return cashedOut;
  }

  private noteAction(event: HoldemEvent): void {
    if (event.type === 'hand-started' || event.type === 'street-dealt') this.lastActions.clear();
    const label = actionLabelOf(event);
    if (label !== null && 'seat' in event) this.lastActions.set(event.seat, label);
  }

  /**
   * Starts a hand when enough players are ready, dealt from the deck committed since the last hand
   * ended and mixed by the players' seeds; the hand record (with the secret server seed) comes first.
   */
  private async startNextHand(): Promise<void> {
    if (this.table.hand || this.abandoned || this.retiring) return;
    const input = this.nextDeal.input(this.table);
    if (!input) return;
    const result = applyTableAction(this.table, { type: 'start-hand', ...input, now: this.now() });
    if (!result.ok) {
      if (result.error !== 'not_enough_players')
        this.deps.log('warn', `table ${this.tableId}: no hand started: ${result.error}`);
      return;
    }
    const hand = result.state.hand;
    if (!hand) return;
    await this.ledger.handStarted({
      tableId: this.tableId,
      handNumber: hand.handNumber,
      serverSeed: input.serverSeed,
      deckCommitment: hand.deal.deckCommitment,
      playerSeeds: hand.deal.playerSeeds,
      players: hand.players
        .filter((p) => p !== null)
        .map((p) => ({ userId: p.playerId, seat: p.seat, name: p.name, startStack: p.startStack })),
    });
    this.nextDeal.dealt();
    await this.commit(result);
  }

  // ------------------------------------------------------------------ time

  /** Every tick: sit out the absent, remove who sat out too long, act for an expired turn. */
  private async tick(): Promise<void> {
    if (this.abandoned) return;
    const now = this.now();
    for (const [seat, s] of this.table.seats.entries()) {
      if (!s) continue;
      if (!s.sittingOut && this.attendance.absentTooLong(s.playerId, now)) {
        const result = applyTableAction(this.table, { type: 'sit-out', seat, now });
        if (result.ok) await this.commit(result);
      }
      const current = this.table.seats[seat];
      if (
        current &&
        !current.leaving &&
        this.attendance.satOutTooLong(current.playerId, current.sittingOut, now)
      ) {
        const result = applyTableAction(this.table, { type: 'leave', seat, now });
        if (result.ok) await this.commit(result);
      }
    }
    await this.actOnTimeout();
    this.changed();
  }

  private async actOnTimeout(): Promise<void> {
    const deadline = this.table.hand?.actionDeadline;
    if (deadline === null || deadline === undefined || this.now() < deadline) return;
    const result = applyTableAction(this.table, { type: 'timeout', now: this.now() });
    if (result.ok) await this.commit(result);
  }

  private readyPlayers(): number {
    return this.table.seats.filter((s) => s !== null && !s.sittingOut && !s.leaving && s.stack > 0).length;
  }

  // ------------------------------------------------------------------ after every change

  /**
   * The table changed: the host shows it, the lobby's seat count follows, and the timers follow the
   * state (the acting player's deadline, and the next hand when none is in play).
   */
  changed(): void {
    this.host.changed();
    if (this.retiring && !this.table.hand && !this.retired && !this.abandoned) {
      // The room closes now; its close waits for the commands still queued (the last hand's
      // settlement), then cashes every seat out and frees the lease (release below).
      this.retired = true;
      this.host.tellAll(CLOSING);
      this.host.stopped();
      return;
    }
    if (!this.abandoned) this.ledger.seated(this.table.seats.filter((s) => s !== null).length);
    if (this.closing) return;
    this.timers.arm(this.table.hand?.actionDeadline ?? null, !this.table.hand && this.readyPlayers() >= 2);
  }

  // ------------------------------------------------------------------ the back office

  /**
   * The back office closed the table or changed its stakes (issue 15): nobody new sits and no new
   * hand is dealt; the hand in play finishes, then the room closes and cashes every seat out.
   */
  retire(): void {
    this.retiring = true;
    this.changed();
  }

  /**
   * The back office voids hand `handId`, still in play, as a crash voids it: the hand record is
   * voided and every seat's chips go back to the wallets in one transaction (releaseTable), then
   * the room closes (the keeper opens the table again while it is active). Returns the refunds.
   */
  voidHand(handId: string): Promise<Array<{ userId: string; amount: bigint }>> {
    return this.queue.run(async () => {
      if (this.abandoned || this.closing) throw new TableRefusal(RESTARTING.code, RESTARTING.message);
      if (this.ledger.currentHandId !== handId)
        throw new TableRefusal(ErrorCode.conflict, 'That hand is no longer in play at this table.');
      this.stop();
      const released = await this.ledger.release();
      this.retiring = this.retired = true;
      this.host.tellAll(HAND_VOIDED);
      this.host.stopped();
      return released?.refunds ?? [];
    });
  }

  // ------------------------------------------------------------------ stopping

  /**
   * Stops hosting without moving money: the next host voids the hand in play and refunds the seats
   * from the ledger, which still holds every stack as of the last settled hand.
   */
  abandon(reason: string): void {
    if (this.abandoned) return;
    this.abandoned = true;
    this.deps.log('error', `table ${this.tableId}: stopping (${reason}); the next host refunds the seats`);
    this.host.tellAll(RESTARTING);
    this.host.stopped();
  }

  private fail(what: string, error: unknown): void {
    this.deps.log(
      'error',
      `table ${this.tableId}: ${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    this.abandon(`${what} failed`);
  }

  /** The table starts closing: no more timers, and money movements stop waiting for the database. */
  stop(): void {
    this.closing = true;
    this.timers.clear();
    this.ticker.clear();
  }

  /**
   * A clean close (the process shutting down): voids an open hand and cashes everyone out, after the
   * commands already queued. Nothing moves when the table was abandoned.
   */
  async release(): Promise<void> {
    this.stop();
    if (this.abandoned) return;
    await this.queue.run(async () => {
      const released = await this.ledger.release();
      const paid = released?.refunds.length ?? 0;
      if (paid > 0) this.deps.log('info', `table ${this.tableId} closed: ${paid} seat(s) cashed out`);
    });
  }
}
