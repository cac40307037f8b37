import { Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import {
  ErrorCode,
  PokerRoomJoinOptions,
  PokerRoomMessage,
  PokerTableRequest,
  pokerTableChannel,
  type PokerActionType,
  type PokerRoomNotice,
  type PokerTableCall,
  type PokerTableReply,
} from '@casino/contracts';
import {
  claimTable,
  findPokerTable,
  moveBuyIn,
  moveCashOut,
  nextHandNumber,
  parseMoney,
  recordHandEnd,
  recordHandStart,
  recordSeatedPlayers,
  releaseTable,
  seatNameOf,
  type TableLease,
} from '@casino/domain';
import {
  applyTableAction,
  legalActions,
  seatOfPlayer,
  type HandResult,
  type HandState,
  type HoldemAction,
  type HoldemEvent,
  type HoldemTableState,
  type TableActionAccepted,
} from '@casino/engine';
import { roomPlayerOf } from '../room-auth.js';
import { CommandQueue } from './command-queue.js';
import { MessageRateLimit } from './message-rate-limit.js';
import { toPokerGameState, type FinishedHand } from './poker-game-state.js';
import type { PokerRoomState } from './poker-room-state.js';
import { type SeatState } from './poker-room-state.js';
import { syncRoomState } from './poker-room-sync.js';
import type { PokerRoomDeps } from './poker-room-deps.js';
import { describeRefusal, engineRefusal, TableRefusal } from './table-refusals.js';
import { bettingActionOf, engineTableOf, roomStateOf } from './table-setup.js';
import { actionLabelOf, finishedHandOf, handEndRecordOf } from './hand-outcome.js';
import { hostedTables, type HostedTable } from './hosted-tables.js';
import { TablePresence } from './table-presence.js';
import { TableTimers } from './table-timers.js';
import { answerTableCall } from './table-rest-calls.js';
import { NextDeal } from './next-deal.js';
import { TablePause } from './table-pause.js';

interface ClientData {
  userId: string;
  viewSeat: SeatState | null;
  rate: MessageRateLimit;
}

/**
 * One live no-limit hold'em cash table (issue 6). A thin adapter: it validates each message with the
 * contracts, turns it into an engine action, applies the pure reducer, copies the result into the
 * Colyseus state (hole cards only in their owner's StateView), and moves money only through the
 * domain's ledger services. Every command runs through one queue, so the table and the ledger never
 * disagree: chips move when a hand ends, and a crash before that voids the hand (see table-lease.ts).
 */
export class PokerTableRoom
  extends Room<PokerRoomState, unknown, ClientData, { userId: string }>
  implements HostedTable
{
  static deps: PokerRoomDeps;
  tableId = 0;
  /** This room's name in the lease: the process and the room, so a stale room of the same process is told apart. */
  private owner = '';
  lease!: TableLease;
  private table!: HoldemTableState;
  private readonly queue = new CommandQueue();
  private attendance!: TablePresence;
  private readonly names = new Map<string, string>();
  private readonly lastActions = new Map<number, string>();
  private currentHand: { recordId: string } | null = null;
  /** The next hand's committed deck and the players' seeds for it (engine README, "Fairness and dealing"). */
  private nextDeal!: NextDeal;
  private lastHand: FinishedHand | null = null;
  private timers!: TableTimers;
  private seatedCount = -1;
  /** Set when this process lost the table's lease: stop at once and move no money. */
  private abandoned = false;
  /** Set when the room starts closing: money movements stop waiting for the database. */
  private closing = false;
  /** While the database is unreachable, play pauses where money must move. */
  private pause!: TablePause;
  private readonly onTableRequest = (raw: unknown) => this.handleTableRequest(raw);

  private get deps(): PokerRoomDeps {
    return (this.constructor as typeof PokerTableRoom).deps;
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  override async onCreate(options: unknown): Promise<void> {
    const { tableId } = PokerRoomJoinOptions.pick({ tableId: true }).parse(options);
    const { db, timing } = this.deps;
    const owner = `${this.deps.owner}/${this.roomId}`;
    // Subscribed before the claim: a room that cannot hear its REST calls (Redis away) fails to open
    // before it takes the table, and the keeper tries again later.
    await this.presence.subscribe(pokerTableChannel(tableId), this.onTableRequest);
    let row, claim, handNumber;
    try {
      row = await findPokerTable(db, tableId);
      claim = await claimTable(db, tableId, owner, timing.leaseTtlMs);
      if (!claim.claimed) throw new Error(`poker table ${tableId} is hosted by another process`);
      // Hand numbers continue across restarts (they name the hand records).
      handNumber = await nextHandNumber(db, tableId);
    } catch (error) {
      // A claimed lease nobody renews runs out, and the next host recovers the table.
      await Promise.resolve(this.presence.unsubscribe(pokerTableChannel(tableId), this.onTableRequest)).catch(
        () => undefined,
      );
      throw error;
    }
    if (claim.recovery.voidedHands > 0 || claim.recovery.refunds.length > 0) {
      this.deps.log(
        'info',
        `table ${tableId}: voided ${claim.recovery.voidedHands} unfinished hand(s), refunded ${claim.recovery.refunds.length} seat(s)`,
      );
    }
    this.tableId = tableId;
    this.pause = new TablePause(
      tableId,
      (notice) => this.broadcast('notice', notice),
      (level, message) => this.deps.log(level, message),
      () => this.closing || this.abandoned,
    );
    this.nextDeal = new NextDeal(String(tableId));
    this.attendance = new TablePresence(timing);
    this.timers = new TableTimers(this.clock, () => this.now(), timing.nextHandDelayMs, {
      deadline: () =>
        void this.queue.run(() => this.actOnTimeout()).catch((e: unknown) => this.fail('timeout', e)),
      startHand: () =>
        void this.queue
          .run(() => this.startNextHand())
          .then(
            () => this.pause.set(false),
            // A hand that could not start for want of the database is tried again; anything else stops.
            (e: unknown) => (this.pause.holds(e) ? this.refresh() : this.fail('start hand', e)),
          ),
    });
    this.owner = owner;
    this.lease = { tableId, owner };
    hostedTables.add(this);
    this.table = engineTableOf(row, timing.actionTimeoutMs, handNumber - 1);
    const state = roomStateOf(row, timing.actionTimeoutMs);
    this.setState(state);
    this.autoDispose = false;
    this.maxClients = timing.maxClientsPerTable;

    this.onMessage('*', (client, type, message) => this.onClientMessage(client, type, message));
    this.clock.setInterval(
      () => void this.queue.run(() => this.tick()).catch((e: unknown) => this.fail('tick', e)),
      timing.tickMs,
    );
    this.refresh();
  }

  /** Checked at the WebSocket connection itself: the same session cookie as the REST api. */
  override onAuth(
    _client: Client,
    _options: unknown,
    context: { headers: Record<string, string | string[] | undefined> },
  ) {
    return roomPlayerOf(this.deps, context.headers);
  }

  override onJoin(client: Client<ClientData, { userId: string }>, options: unknown): void {
    const parsed = PokerRoomJoinOptions.safeParse(options);
    if (!parsed.success || parsed.data.tableId !== this.tableId) throw new Error('invalid join options');
    const userId = client.auth?.userId;
    if (!userId) throw new Error('not signed in');
    client.userData = {
      userId,
      viewSeat: null,
      rate: new MessageRateLimit(
        this.deps.timing.messagesPerSecond,
        this.deps.timing.messageBurst,
        this.now(),
      ),
    };
    client.view = new StateView();
    this.attendance.connect(userId, client);
    client.send('clock', { serverNow: Date.now() });
    this.refresh();
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    const userId = client.userData?.userId;
    if (!userId) return;
    this.attendance.disconnect(userId, client);
    this.refresh();
    // A dropped player keeps the seat while they may reconnect (the time-out rule plays their hand).
    if (!consented && seatOfPlayer(this.table, userId) !== null && !this.abandoned) {
      try {
        const back = await this.allowReconnection(
          client,
          Math.ceil(this.deps.timing.reconnectGraceMs / 1000),
        );
        const data = client.userData;
        (back as Client<ClientData>).userData = data ? { ...data, viewSeat: null } : undefined;
        back.view = new StateView();
        this.attendance.connect(userId, back);
        back.send('clock', { serverNow: Date.now() });
        this.refresh();
        return;
      } catch {
        // not back in time: the tick sits them out
      }
    }
    this.refresh();
  }

  override onDispose(): Promise<void> {
    return hostedTables.closingWhile(this.close());
  }

  private async close(): Promise<void> {
    this.closing = true;
    hostedTables.remove(this);
    this.timers?.clear();
    await this.presence.unsubscribe(pokerTableChannel(this.tableId), this.onTableRequest);
    if (this.abandoned || !this.lease) return;
    // A clean close (process shutting down): void an open hand and cash everyone out.
    await this.queue.run(async () => {
      const released = await releaseTable(this.deps.db, this.tableId, this.owner);
      if (released && released.refunds.length > 0)
        this.deps.log('info', `table ${this.tableId} closed: ${released.refunds.length} seat(s) cashed out`);
    });
  }

  // ------------------------------------------------------------------ client messages

  private onClientMessage(client: Client<ClientData>, type: string | number, message: unknown): void {
    const data = client.userData;
    if (!data) return;
    if (!data.rate.take(this.now())) {
      if (data.rate.refusedInARow > this.deps.timing.messageBurst * 3)
        client.leave(4008, 'too many messages');
      else
        this.notice(client, {
          kind: 'error',
          code: ErrorCode.rateLimited,
          message: 'Slow down: too many actions.',
        });
      return;
    }
    const parsed = PokerRoomMessage.safeParse({
      ...(typeof message === 'object' && message !== null ? message : {}),
      type,
    });
    if (!parsed.success) {
      this.notice(client, {
        kind: 'error',
        code: ErrorCode.validation,
        message: `Invalid ${String(type)} message.`,
      });
      return;
    }
    if (this.queue.size > this.deps.timing.maxQueuedCommands) {
      this.notice(client, {
        kind: 'error',
        code: ErrorCode.rateLimited,
        message: 'The table is busy. Try again.',
      });
      return;
    }
    const command = parsed.data;
    void this.queue
      .run(async () => {
        switch (command.type) {
          case 'sit':
            return this.sitWithSeed(
              data.userId,
              parseMoney(command.buyIn),
              command.seat,
              command.clientSeed,
              command.deckCommitment ?? null,
            );
          case 'seed':
            return this.takeSeed(data.userId, command.clientSeed, command.deckCommitment);
          case 'action':
            return this.playerAction(data.userId, command.action, command.amount, command.version);
          case 'sit-out':
            return this.seatAction(data.userId, 'sit-out');
          case 'sit-in':
            return this.seatAction(data.userId, 'sit-in');
          case 'top-up':
            return this.topUp(data.userId, parseMoney(command.amount));
          case 'stand-up':
            return this.standUp(data.userId);
        }
      })
      .catch((error: unknown) => this.notice(client, { kind: 'error', ...describeRefusal(error) }));
  }

  private notice(client: Client, notice: PokerRoomNotice): void {
    client.send('notice', notice);
  }

  // ------------------------------------------------------------------ REST calls (any process, over presence)

  private handleTableRequest(raw: unknown): void {
    // Not open yet (onCreate still claiming): the caller's wait runs out into a clear 503.
    if (!this.table) return;
    const parsed = PokerTableRequest.safeParse(raw);
    if (!parsed.success) return;
    const { replyTo, userId, call } = parsed.data;
    void this.queue
      .run(() => this.answerCall(userId, call))
      .catch((error: unknown): PokerTableReply => ({
        ok: false,
        error: describeRefusal(error).code,
        message: describeRefusal(error).message,
      }))
      .then(async (reply) => {
        await this.presence.publish(replyTo, reply);
      });
  }

  private async answerCall(userId: string, call: PokerTableCall): Promise<PokerTableReply> {
    this.attendance.polled(userId, this.now());
    const reply = await answerTableCall(
      {
        tableName: this.table.config.name,
        sitDown: (user, units, clientSeed) => this.sitWithSeed(user, units, undefined, clientSeed, null),
        playerAction: (user, type, amount, version) => this.playerAction(user, type, amount, version),
        standUp: (user) => this.standUp(user),
        gameStateFor: (user) => this.gameStateFor(user),
      },
      userId,
      call,
    );
    this.refresh();
    return reply;
  }

  private gameStateFor(userId: string) {
    return toPokerGameState(this.table, userId, this.now(), {
      tableId: this.tableId,
      connected: (playerId) => this.attendance.isConnected(playerId, this.now()),
      lastHand: this.lastHand,
      handNumber: this.table.hand?.handNumber ?? this.lastHand?.handNumber ?? null,
      nextDeck: this.nextDeal.deck(this.table),
    });
  }

  // ------------------------------------------------------------------ commands (always inside the queue)

  private async sitDown(userId: string, units: bigint, seatWanted: number | undefined): Promise<bigint> {
    if (seatOfPlayer(this.table, userId) !== null) throw engineRefusal('already_seated', this.table.config);
    const seat = seatWanted ?? this.table.seats.findIndex((s) => s === null);
    if (seat < 0 || seat >= this.table.config.maxSeats)
      throw new TableRefusal(ErrorCode.tableFull, 'Table Full');
    const name = await this.nameOf(userId);
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
    await moveBuyIn(this.deps.db, this.lease, userId, units);
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
    await moveBuyIn(this.deps.db, this.lease, userId, units);
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
    const seat = seatOfPlayer(this.table, userId);
    if (seat === null) throw new TableRefusal(ErrorCode.notSeated, 'You are not seated at this table.');
    const result = applyTableAction(this.table, { type: 'leave', seat, now: this.now() });
    if (!result.ok) throw engineRefusal(result.error, this.table.config);
    return this.commit(result, userId);
  }

  private requireSeat(userId: string): number {
    const seat = seatOfPlayer(this.table, userId);
    if (seat === null) throw new TableRefusal(ErrorCode.notSeated, 'You are not seated at this table.');
    return seat;
  }

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
    this.refresh();
    let cashedOut = 0n;
    try {
      for (const event of result.events) {
        if (event.type === 'hand-ended')
          await this.pause.whileDatabaseAway(() => this.settleHand(event.result, handBefore));
        if (event.type === 'player-left') {
          const amount = await this.pause.whileDatabaseAway(() =>
            moveCashOut(this.deps.db, this.lease, event.playerId, 'leave'),
          );
          if (event.playerId === cashOutOf) cashedOut = amount;
          this.attendance.resetSitOut(event.playerId);
        }
      }
    } catch (error) {
      // The table moved on but the ledger did not: stop hosting without moving any money. The next
      // host voids the unsettled hand and refunds every seat from the ledger, which still holds the
      // stacks as of the last settled hand.
      this.fail('settlement', error);
      throw new TableRefusal(ErrorCode.tableUnavailable, 'The table is restarting. Your chips are safe.');
    }
    if (result.events.some((e) => e.type === 'player-left')) this.refresh();
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
    if (this.table.hand || this.abandoned) return;
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
    const recordId = await recordHandStart(this.deps.db, this.lease, {
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
    this.currentHand = { recordId };
    await this.commit(result);
  }

  /** The hand's chips move between the seats' escrow accounts, with its record, in one transaction. */
  private async settleHand(result: HandResult, hand: HandState | null): Promise<void> {
    const current = this.currentHand;
    if (!current) throw new Error('a hand ended that was never recorded');
    await recordHandEnd(
      this.deps.db,
      this.lease,
      handEndRecordOf(current.recordId, this.tableId, result, hand),
    );
    this.currentHand = null;
  }

  // ------------------------------------------------------------------ time

  /** Every second: sit out the absent, remove who sat out too long, act for an expired turn. */
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
    this.refresh();
  }

  private async actOnTimeout(): Promise<void> {
    const deadline = this.table.hand?.actionDeadline;
    if (deadline === null || deadline === undefined || this.now() < deadline) return;
    const result = applyTableAction(this.table, { type: 'timeout', now: this.now() });
    if (result.ok) await this.commit(result);
  }

  /** Timers follow the state: the acting player's deadline, and the next hand when none is in play. */
  private scheduleTimers(): void {
    this.timers.arm(this.table.hand?.actionDeadline ?? null, !this.table.hand && this.readyPlayers() >= 2);
  }

  private readyPlayers(): number {
    return this.table.seats.filter((s) => s !== null && !s.sittingOut && !s.leaving && s.stack > 0).length;
  }

  get isAbandoned(): boolean {
    return this.abandoned;
  }

  relist(): Promise<unknown> {
    return Promise.resolve(this.listing.save());
  }

  /**
   * Stops hosting without moving money: the next host voids the hand in play and refunds the seats
   * from the ledger, which still holds every stack as of the last settled hand.
   */
  abandon(reason: string): void {
    if (this.abandoned) return;
    this.abandoned = true;
    this.deps.log('error', `table ${this.tableId}: stopping (${reason}); the next host refunds the seats`);
    this.broadcast('notice', {
      kind: 'error',
      code: ErrorCode.tableUnavailable,
      message: 'The table is restarting. Your chips are safe.',
    } satisfies PokerRoomNotice);
    void this.disconnect(4010);
  }

  private fail(what: string, error: unknown): void {
    this.deps.log(
      'error',
      `table ${this.tableId}: ${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    this.abandon(`${what} failed`);
  }

  // ------------------------------------------------------------------ presence and sync

  private async nameOf(userId: string): Promise<string> {
    let name = this.names.get(userId);
    if (!name) {
      name = await seatNameOf(this.deps.db, userId);
      this.names.set(userId, name);
    }
    return name;
  }

  /** Copies the table into the room state, gives each client its own seat's private view, rearms timers. */
  private refresh(): void {
    if (!this.table) return;
    const now = this.now();
    const seated = new Set(this.table.seats.filter((s) => s !== null).map((s) => s.playerId));
    const spectators = this.clients.filter((c) => !seated.has(c.userData?.userId ?? '')).length;
    syncRoomState(this.state, this.table, now, {
      connected: (playerId) => this.attendance.isConnected(playerId, now),
      lastActions: this.lastActions,
      lastHand: this.lastHand,
      nextDeck: this.nextDeal.deck(this.table),
      spectators,
    });
    for (const client of this.clients as Client<ClientData>[]) {
      const data = client.userData;
      if (!data || !client.view) continue;
      const seat = seatOfPlayer(this.table, data.userId);
      const mine = seat === null ? null : (this.state.seats.get(String(seat)) ?? null);
      if (data.viewSeat === mine) continue;
      if (data.viewSeat) client.view.remove(data.viewSeat);
      if (mine) client.view.add(mine);
      data.viewSeat = mine;
    }
    if (seated.size !== this.seatedCount && !this.abandoned) {
      this.seatedCount = seated.size;
      void recordSeatedPlayers(this.deps.db, this.tableId, this.owner, seated.size).catch(() => undefined);
    }
    this.scheduleTimers();
    // Send the change now instead of at the next patch tick (up to 50 ms later).
    this.broadcastPatch();
  }
}
