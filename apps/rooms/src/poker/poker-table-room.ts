import { Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import {
  ErrorCode,
  PokerRoomJoinOptions,
  PokerRoomMessage,
  PokerTableAdminRequest,
  PokerTableRequest,
  pokerTableChannel,
  type PokerRoomNotice,
  type PokerTableAdminCall,
  type PokerTableAdminReply,
  type PlayerWhereabouts,
} from '@casino/contracts';
import { formatMoney, type TableLease } from '@casino/domain';
import { roomPlayerOf } from '../room-auth.js';
import { MessageRateLimit } from './message-rate-limit.js';
import type { PokerRoomState, SeatState } from './poker-room-state.js';
import { RoomSync, roomStateOf } from './poker-room-sync.js';
import type { PokerRoomDeps } from './poker-room-deps.js';
import { PokerTable, type TableClock } from './poker-table.js';
import { describeRefusal } from './table-refusals.js';
import { hostedTables, type HostedTable } from './hosted-tables.js';

interface ClientData {
  userId: string;
  viewSeat: SeatState | null;
  rate: MessageRateLimit;
}

/**
 * The Colyseus transport of one live hold'em table (issue 6): it authenticates players, validates
 * their messages with the contracts and hands them to the PokerTable (commands, settlement, timers,
 * seeds: poker-table.ts), answers the REST calls that reach it over presence, and copies the table
 * into the synced state (hole cards only in their owner's StateView) after every change.
 */
export class PokerTableRoom
  extends Room<PokerRoomState, unknown, ClientData, { userId: string }>
  implements HostedTable
{
  static deps: PokerRoomDeps;
  tableId = 0;
  /** Set once the table is claimed and open (onCreate). */
  private table: PokerTable | null = null;
  private readonly onTableRequest = (raw: unknown) => this.handleTableRequest(raw);
  private readonly sync = new RoomSync();

  private get deps(): PokerRoomDeps {
    return (this.constructor as typeof PokerTableRoom).deps;
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  get lease(): TableLease {
    return this.table?.lease ?? { tableId: this.tableId, owner: '' };
  }

  get isAbandoned(): boolean {
    return this.table?.isAbandoned ?? false;
  }

  /** Where a player connected here is (presence: the friends list, active rooms). */
  whereabouts(): PlayerWhereabouts | null {
    const row = this.table?.row;
    if (!row) return null;
    return {
      kind: 'poker-table',
      name: row.room_code ? `Private table ${row.room_code}` : row.name,
      route: `/poker?table=${row.id}`,
      roomCode: row.room_code,
    };
  }

  override async onCreate(options: unknown): Promise<void> {
    const { tableId } = PokerRoomJoinOptions.pick({ tableId: true }).parse(options);
    const { timing } = this.deps;
    // Subscribed before the claim: a room that cannot hear its REST calls (Redis away) fails to open
    // before it takes the table, and the keeper tries again later.
    await this.presence.subscribe(pokerTableChannel(tableId), this.onTableRequest);
    // Node's own timers, not the room clock: that clock advances only when a patch is broadcast, and
    // this room broadcasts only when its state changed (no patch interval: see below). The table
    // clears its timers when it stops (close, abandon).
    const clock: TableClock = {
      now: () => this.now(),
      setTimeout: (callback, ms) => {
        const timer = setTimeout(callback, ms);
        return { clear: () => clearTimeout(timer) };
      },
      setInterval: (callback, ms) => {
        const timer = setInterval(callback, ms);
        return { clear: () => clearInterval(timer) };
      },
    };
    let table: PokerTable;
    try {
      // The owner names the process and the room, so a stale room of the same process is told apart.
      table = await PokerTable.open(this.deps, tableId, `${this.deps.owner}/${this.roomId}`, clock, {
        changed: () => this.refresh(),
        tellAll: (notice) => this.broadcast('notice', notice),
        stopped: () => void this.disconnect(4010),
      });
    } catch (error) {
      // A claimed lease nobody renews runs out, and the next host recovers the table.
      await Promise.resolve(this.presence.unsubscribe(pokerTableChannel(tableId), this.onTableRequest)).catch(
        () => undefined,
      );
      throw error;
    }
    this.tableId = tableId;
    this.setState(roomStateOf(table.row, timing.actionTimeoutMs));
    // Every change is sent the moment it happens (refresh). 0 turns off Colyseus's patch interval,
    // which would look 20 times a second at every table for changes that are not there.
    this.patchRate = 0;
    this.table = table;
    hostedTables.add(this);
    this.autoDispose = false;
    this.maxClients = timing.maxClientsPerTable;
    this.onMessage('*', (client, type, message) => this.onClientMessage(client, type, message));
    table.changed();
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
    this.admit(userId, client);
  }

  /** A connection of the player joins the table's presence with a fresh view and the server's clock. */
  private admit(userId: string, client: Client): void {
    client.view = new StateView();
    this.table?.connect(userId, client);
    client.send('clock', { serverNow: Date.now() });
    this.refresh();
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    const userId = client.userData?.userId;
    const table = this.table;
    if (!userId || !table) return;
    table.disconnect(userId, client);
    this.refresh();
    // A dropped player keeps the seat while they may reconnect (the time-out rule plays their hand).
    if (!consented && table.seatOf(userId) !== null && !table.isAbandoned) {
      try {
        const back = await this.allowReconnection(
          client,
          Math.ceil(this.deps.timing.reconnectGraceMs / 1000),
        );
        const data = client.userData;
        (back as Client<ClientData>).userData = data ? { ...data, viewSeat: null } : undefined;
        this.admit(userId, back);
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
    hostedTables.remove(this);
    this.table?.stop();
    await this.presence.unsubscribe(pokerTableChannel(this.tableId), this.onTableRequest);
    // A clean close (process shutting down): void an open hand and cash everyone out.
    await this.table?.release();
  }

  // ------------------------------------------------------------------ client messages

  private onClientMessage(client: Client<ClientData>, type: string | number, message: unknown): void {
    const data = client.userData;
    const table = this.table;
    if (!data || !table) return;
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
    table
      .command(data.userId, parsed.data)
      .catch((error: unknown) => this.notice(client, { kind: 'error', ...describeRefusal(error) }));
  }

  private notice(client: Client, notice: PokerRoomNotice): void {
    client.send('notice', notice);
  }

  // ------------------------------------------------------------------ REST calls (any process, over presence)

  private handleTableRequest(raw: unknown): void {
    // Not open yet (onCreate still claiming): the caller's wait runs out into a clear 503.
    const table = this.table;
    if (!table) return;
    const parsed = PokerTableRequest.safeParse(raw);
    if (!parsed.success) {
      const admin = PokerTableAdminRequest.safeParse(raw);
      if (admin.success) void this.answerAdmin(table, admin.data.replyTo, admin.data.call);
      return;
    }
    const { replyTo, userId, call } = parsed.data;
    void table.answer(userId, call).then(async (reply) => {
      await this.presence.publish(replyTo, reply);
    });
  }

  /** The back office's calls (retire the table, void the hand in play): the table runs them. */
  private async answerAdmin(table: PokerTable, replyTo: string, call: PokerTableAdminCall): Promise<void> {
    let reply: PokerTableAdminReply;
    try {
      if (call.op === 'retire') {
        table.retire();
        reply = { ok: true, refunds: [] };
      } else {
        const refunds = await table.voidHand(call.handId);
        reply = {
          ok: true,
          refunds: refunds.map((r) => ({ userId: r.userId, amount: formatMoney(r.amount) })),
        };
      }
    } catch (error) {
      const refusal = describeRefusal(error);
      reply = { ok: false, error: refusal.code, message: refusal.message };
    }
    await Promise.resolve(this.presence.publish(replyTo, reply)).catch((error: unknown) =>
      this.deps.log('warn', `table ${this.tableId}: admin call not answered: ${String(error)}`),
    );
  }

  // ------------------------------------------------------------------ hosting

  retire(): void {
    this.table?.retire();
  }

  relist(): Promise<unknown> {
    return Promise.resolve(this.listing.save());
  }

  abandon(reason: string): void {
    this.table?.abandon(reason);
  }

  // ------------------------------------------------------------------ sync

  /**
   * Copies the table into the room state (when anything in it changed), gives each client its own
   * seat's private view, and sends the change at once.
   */
  private refresh(): void {
    const table = this.table;
    if (!table) return;
    let spectators = 0;
    for (const client of this.clients as Client<ClientData>[])
      if (table.seatOf(client.userData?.userId ?? '') === null) spectators++;
    let changed = this.sync.sync(this.state, table.state, this.now(), { ...table.extras(), spectators });
    for (const client of this.clients as Client<ClientData>[]) {
      const data = client.userData;
      if (!data || !client.view) continue;
      const seat = table.seatOf(data.userId);
      const mine = seat === null ? null : (this.state.seats.get(String(seat)) ?? null);
      if (data.viewSeat === mine) continue;
      if (data.viewSeat) client.view.remove(data.viewSeat);
      if (mine) client.view.add(mine);
      data.viewSeat = mine;
      changed = true;
    }
    if (changed) this.broadcastPatch();
  }
}
