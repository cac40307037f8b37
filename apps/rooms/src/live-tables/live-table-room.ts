import { Room, SchemaSerializer, type Client, type Serializer } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import {
  ErrorCode,
  wagerCurrencyOf,
  LIVE_TABLE_STATUS_KEY,
  LiveTableClientMessages,
  LiveTableJoinOptions,
  type LiveMyBets,
  type LiveTableClientMessage,
  type LiveTableStatus,
  type PlayerWhereabouts,
} from '@casino/contracts';
import {
  claimLiveTable,
  formatMoney,
  seatNameOf,
  tableCurrencyRefusal,
  type LiveTableForRoom,
} from '@casino/domain';
import { roomPlayerOf } from '../room-auth.js';
import { MessageRateLimit } from '../poker/message-rate-limit.js';
import { liveGameOf } from './games/index.js';
import { hostedLiveTables, type HostedLiveTable } from './hosted-live-tables.js';
import { isRefusal, type LiveGame, type LiveRefusal, type PlacedLiveBet } from './live-game.js';
import { liveRoundCallsOf } from './live-round-calls.js';
import { SlicedFanOutSerializer } from './sliced-fan-out.js';
import type { LiveTableDeps } from './live-table-deps.js';
import { LiveTableState } from './live-table-state.js';
import { LiveTableSync } from './live-table-sync.js';
import { LiveRoundLoop, refusalOf, type PlayerSettlement } from './round-loop.js';

/** The encoder buffer of a live table's state: room for a few thousand players' chips. */
const LIVE_STATE_BUFFER_BYTES = 1024 * 1024;
/** Connections a patch is written to in one turn of the event loop (sliced-fan-out.ts). */
const PATCH_SLICE_CLIENTS = 200;

interface ClientData {
  userId: string;
  spectator: boolean;
  rate: MessageRateLimit;
  /** The round and count of the own bets last sent to this connection (myBets). */
  betsSent?: { roundId: string; count: number };
}

/**
 * The Colyseus room of one live table (issue 16): it authenticates the connection (the REST api's
 * session cookie), lets players and spectators in, validates their messages with the contracts and
 * hands them to the round loop (round-loop.ts), which runs the rounds through the domain and the
 * table's game; then it copies the loop into the synced state. Hosted on the process holding the
 * table's lease (hosted-live-tables.ts), as poker tables are.
 */
export class LiveTableRoom
  extends Room<LiveTableState, unknown, ClientData, { userId: string }>
  implements HostedLiveTable
{
  static deps: LiveTableDeps;
  tableId = 0;
  private claimed: LiveTableForRoom | null = null;
  private loop: LiveRoundLoop | null = null;
  private game: LiveGame | null = null;
  private sync: LiveTableSync | null = null;
  private readonly names = new Map<string, string>();
  private fanOut: SlicedFanOutSerializer<LiveTableState> | null = null;
  private dirty = false;
  /** The room is closing (abandon). */
  private stopping = false;
  /** The lease went to another process: nothing here may touch the table any more. */
  private abandoned = false;

  private get deps(): LiveTableDeps {
    return (this.constructor as typeof LiveTableRoom).deps;
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  get lease() {
    return this.claimed?.lease ?? { tableId: this.tableId, owner: '' };
  }

  get isAbandoned(): boolean {
    return this.abandoned;
  }

  /** Where a player connected here is (presence: the friends list, active rooms). */
  whereabouts(): PlayerWhereabouts | null {
    const table = this.claimed?.table;
    if (!table) return null;
    return {
      kind: 'live-table',
      name: table.roomCode ? `Private table ${table.roomCode}` : table.name,
      route: `/live-casino/${table.id}`,
      roomCode: table.roomCode,
    };
  }

  override async onCreate(options: unknown): Promise<void> {
    const { tableId } = LiveTableJoinOptions.pick({ tableId: true }).parse(options);
    const { db, timing, log } = this.deps;
    // The owner names the process and the room, so a stale room of the same process is told apart.
    const claimed = await claimLiveTable(db, tableId, `${this.deps.owner}/${this.roomId}`, timing.leaseTtlMs);
    if (!claimed) throw new Error(`live table ${tableId} is hosted elsewhere or closed`);
    this.tableId = tableId;
    this.claimed = claimed;
    const { table } = claimed;
    const game = liveGameOf(table.gameKey, { tableId, minBet: table.minBet, maxBet: table.maxBet });
    // A busy table's state (a thousand players and their chips) is far above the encoder's 8 KB
    // default, and @colyseus/schema 3.0 never keeps the buffer it grows: this room's starts large.
    const defaultBufferSize = Encoder.BUFFER_SIZE;
    Encoder.BUFFER_SIZE = LIVE_STATE_BUFFER_BYTES;
    try {
      this.setState(
        new LiveTableState({
          tableId,
          gameKey: table.gameKey,
          name: table.name,
          roomCode: table.roomCode ?? '',
          currency: table.currency,
          minBet: Number(table.minBet),
          maxBet: Number(table.maxBet),
          roundNumber: table.roundNumber,
        }),
      );
    } finally {
      Encoder.BUFFER_SIZE = defaultBufferSize;
    }
    this.game = game;
    this.sync = new LiveTableSync(this.state, (userId) => this.names.get(userId) ?? 'Player');
    this.loop = new LiveRoundLoop(
      game,
      liveRoundCallsOf(db, claimed),
      timing,
      {
        changed: (urgent) => this.changed(urgent),
        settled: (settlements, roundNumber) => this.tellSettled(settlements, roundNumber),
        present: () => this.clients.length,
        stop: (reason) => this.abandon(reason),
        now: () => this.now(),
        setTimeout: (callback, ms) => this.clock.setTimeout(callback, ms),
        log: (level, message) => log(level, `live table ${tableId}: ${message}`),
      },
      table.roomCode !== null,
    );
    hostedLiveTables.add(this);
    this.autoDispose = false;
    this.maxClients = timing.maxClientsPerTable;
    this.setPatchRate(timing.patchMs);
    this.onMessage('*', (client, type, message) => this.onClientMessage(client, type, message));
    this.clock.setInterval(() => void this.writeStatus(), timing.statusEveryMs);
    const { recovery } = claimed;
    log('info', `live table ${tableId} hosted here (recovered: ${JSON.stringify(recovery, bigints)})`);
    await this.loop.start();
    this.changed(true);
  }

  /**
   * Colyseus gives the state a SchemaSerializer (Room's state setter calls this): the room takes the
   * same serializer with a sliced fan-out instead (sliced-fan-out.ts says why).
   */
  override setSerializer(serializer: Serializer<LiveTableState>): void {
    if (serializer instanceof SchemaSerializer && !(serializer instanceof SlicedFanOutSerializer))
      serializer = this.fanOut = new SlicedFanOutSerializer(PATCH_SLICE_CLIENTS);
    super.setSerializer(serializer);
  }

  /** Checked at the WebSocket connection itself: the same session cookie as the REST api. */
  override onAuth(
    _client: Client,
    _options: unknown,
    context: { headers: Record<string, string | string[] | undefined> },
  ) {
    return roomPlayerOf(this.deps, context.headers);
  }

  override async onJoin(client: Client<ClientData, { userId: string }>, options: unknown): Promise<void> {
    const parsed = LiveTableJoinOptions.safeParse(options);
    if (!parsed.success || parsed.data.tableId !== this.tableId) throw new Error('invalid join options');
    const userId = client.auth?.userId;
    if (!userId) throw new Error('not signed in');
    if (!this.names.has(userId)) this.names.set(userId, await seatNameOf(this.deps.db, userId));
    const { messagesPerSecond, messageBurst } = this.deps.timing;
    client.userData = {
      userId,
      spectator: parsed.data.spectate === true,
      rate: new MessageRateLimit(messagesPerSecond, messageBurst, this.now()),
    };
    if (this.sync) this.sendMyBets(client, this.sync.roundId, this.sync.betsOf(userId));
    this.loop?.occupancyChanged();
    // Not urgent: the newcomer gets the whole state as it joins, the others the counts with the next
    // patch (a crowd arriving at once would otherwise send a patch to everyone per arrival).
    this.changed(false);
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    const userId = client.userData?.userId;
    this.changed(false);
    // A player with bets in the round keeps their place while they may come back (a blackjack seat).
    const betting = userId !== undefined && (this.loop?.placed.some((bet) => bet.userId === userId) ?? false);
    if (!consented && betting && !this.abandoned) {
      try {
        const seconds = Math.ceil(this.deps.timing.reconnectGraceMs / 1000);
        const back = await this.allowReconnection(client, seconds);
        if (this.sync) this.sendMyBets(back, this.sync.roundId, this.sync.betsOf(userId));
        this.changed(false);
        return;
      } catch {
        // not back in time: the round plays on without them (a blackjack turn times out)
      }
    }
    this.loop?.occupancyChanged();
    this.changed(false);
  }

  override onBeforePatch(): void {
    if (this.dirty) this.refresh();
  }

  override onDispose(): Promise<void> {
    this.fanOut?.flush();
    return hostedLiveTables.closingWhile(this.close());
  }

  private async close(): Promise<void> {
    hostedLiveTables.remove(this);
    this.loop?.stop();
    await Promise.resolve(this.presence.hdel(LIVE_TABLE_STATUS_KEY, String(this.tableId))).catch(
      () => undefined,
    );
    // A clean close (process shutting down): settle or void the round in progress, free the lease.
    if (this.claimed && !this.abandoned) await hostedLiveTables.release(this.deps, this.claimed.lease);
  }

  // ------------------------------------------------------------------ client messages

  private onClientMessage(client: Client<ClientData>, type: string | number, message: unknown): void {
    const data = client.userData;
    const loop = this.loop;
    if (!data || !loop) return;
    if (!data.rate.take(this.now())) {
      if (data.rate.refusedInARow > this.deps.timing.messageBurst * 3)
        client.leave(4008, 'too many messages');
      else this.notice(client, { code: ErrorCode.rateLimited, message: 'Slow down: too many actions.' });
      return;
    }
    if (typeof type !== 'string' || !Object.hasOwn(LiveTableClientMessages, type)) {
      this.notice(client, { code: ErrorCode.validation, message: `Unknown message ${String(type)}.` });
      return;
    }
    const kind = type as LiveTableClientMessage;
    const parsed = LiveTableClientMessages[kind].safeParse(message);
    if (!parsed.success) {
      this.notice(client, { code: ErrorCode.validation, message: `Invalid ${kind} message.` });
      return;
    }
    const clientBetId =
      typeof parsed.data === 'object' && 'clientBetId' in parsed.data ? parsed.data.clientBetId : undefined;
    if (data.spectator) {
      this.notice(client, {
        code: ErrorCode.forbidden,
        message: 'You are watching this table.',
        clientBetId,
      });
      return;
    }
    this.handle(client, data.userId, kind, parsed.data).catch((error: unknown) =>
      this.notice(client, { ...refusalOf(error), clientBetId }),
    );
  }

  private async handle(client: Client, userId: string, kind: LiveTableClientMessage, message: unknown) {
    const loop = this.loop!;
    switch (kind) {
      case 'bet':
      case 'rebet': {
        const parsed = message as { clientBetId: string; currency?: 'coins' | 'sweeps' };
        // A bet names its currency (coins when it names none): it must be the table's. A rebet
        // repeats bets placed at this table, in its currency.
        const currency = this.claimed?.table.currency ?? 'coins';
        const wrong = kind === 'bet' ? tableCurrencyRefusal(currency, wagerCurrencyOf(parsed)) : null;
        if (wrong) {
          this.notice(client, { code: wrong.code, message: wrong.message, clientBetId: parsed.clientBetId });
          return;
        }
        const outcome =
          kind === 'bet'
            ? await loop.bet(userId, LiveTableClientMessages.bet.parse(message))
            : await loop.rebet(userId, parsed.clientBetId);
        if (isRefusal(outcome)) {
          this.notice(client, { ...outcome, clientBetId: parsed.clientBetId });
          return;
        }
        client.send('betAccepted', {
          clientBetId: parsed.clientBetId,
          balance: formatMoney(outcome.balance),
          currency,
        });
        // The player's chips show at once; everyone else sees them on the board with the next patch.
        const roundId = loop.round?.roundId ?? '';
        this.sendMyBets(
          client,
          roundId,
          loop.placed.filter((bet) => bet.userId === userId),
        );
        return;
      }
      case 'cancelBets': {
        const refusal = await loop.cancel(userId);
        if (refusal) this.notice(client, refusal);
        return;
      }
      case 'action': {
        const refusal = await loop.act(userId, LiveTableClientMessages.action.parse(message));
        if (refusal) this.notice(client, refusal);
        return;
      }
    }
  }

  private notice(client: Client, notice: LiveRefusal & { clientBetId?: string | undefined }): void {
    const { code, message, clientBetId } = notice;
    client.send('notice', clientBetId === undefined ? { code, message } : { code, message, clientBetId });
  }

  /**
   * Each player's settlement to their own connections: one pass over the room's connections (one
   * per player made it players x connections, 2,000,000 steps and 220 ms of one turn at a table of
   * 1,000 players and 1,000 spectators).
   */
  private tellSettled(settlements: readonly PlayerSettlement[], roundNumber: number): void {
    const currency = this.claimed?.table.currency ?? 'coins';
    const byUser = new Map(settlements.map((s) => [s.userId, s]));
    for (const client of this.clients as Client<ClientData>[]) {
      const s = client.userData && byUser.get(client.userData.userId);
      if (!s) continue;
      client.send('settled', {
        roundNumber,
        staked: formatMoney(s.staked),
        returned: formatMoney(s.returned),
        net: signedMoney(s.returned - s.staked),
        balance: formatMoney(s.balance),
        currency,
      });
    }
  }

  // ------------------------------------------------------------------ hosting

  /** The table cannot go on here (lease lost, closed, failed): everyone is disconnected, the room closes. */
  abandon(reason: string): void {
    if (this.stopping) return;
    this.stopping = true;
    this.deps.log('warn', `live table ${this.tableId} stops here: ${reason}`);
    this.loop?.stop();
    void this.disconnect(4010);
  }

  /** Another process holds the table now: stop at once and leave its round to that process. */
  leaseLost(): void {
    this.abandoned = true;
    this.abandon('lost the table lease');
  }

  relist(): Promise<unknown> {
    return Promise.resolve(this.listing.save());
  }

  // ------------------------------------------------------------------ sync

  private changed(urgent: boolean): void {
    this.dirty = true;
    if (!urgent) return;
    this.refresh();
    this.broadcastPatch();
    void this.writeStatus();
  }

  private refresh(): void {
    const { loop, game, sync } = this;
    if (!loop || !game || !sync) return;
    this.dirty = false;
    const connectedUsers = new Set<string>();
    for (const client of this.clients as Client<ClientData>[])
      if (client.userData && !client.userData.spectator) connectedUsers.add(client.userData.userId);
    const changed = sync.sync(loop, game, { connectedUsers, connections: this.clients.length }, this.now());
    if (changed.size === 0) return;
    for (const client of this.clients as Client<ClientData>[]) {
      const data = client.userData;
      if (!data || !changed.has(data.userId)) continue;
      const bets = sync.betsOf(data.userId);
      // Already sent as the bet was accepted.
      if (data.betsSent?.roundId === sync.roundId && data.betsSent.count === bets.length) continue;
      this.sendMyBets(client, sync.roundId, bets);
    }
  }

  /** The player's own bets of the round, to them alone (the synced state has the board's totals). */
  private sendMyBets(client: Client, roundId: string, bets: readonly PlacedLiveBet[]): void {
    const data = client.userData as ClientData | undefined;
    if (data) data.betsSent = { roundId, count: bets.length };
    const message: LiveMyBets = {
      roundId,
      bets: bets.map((bet) => ({
        kind: bet.kind,
        spec: JSON.stringify(bet.spec),
        spotKey: bet.spotKey,
        amount: Number(bet.stake),
      })),
    };
    client.send('myBets', message);
  }

  /** The table's line in the Live Casino list (read by GET /api/live-tables). */
  private async writeStatus(): Promise<void> {
    if (!this.loop || this.abandoned) return;
    const status: LiveTableStatus = {
      tableId: this.tableId,
      players: this.sync?.connectedPlayers ?? 0,
      spectators: this.state.spectators,
      phase: this.loop.phase,
      phaseEndsAt: this.loop.phaseEndsAt,
      roundNumber: this.state.roundNumber,
      recent: this.loop.history.map((entry) => entry.label),
      updatedAt: this.now(),
    };
    await Promise.resolve(
      this.presence.hset(LIVE_TABLE_STATUS_KEY, String(this.tableId), JSON.stringify(status)),
    ).catch((error: unknown) =>
      this.deps.log('warn', `live table ${this.tableId}: status not written: ${String(error)}`),
    );
  }
}

const signedMoney = (units: bigint) => (units < 0n ? `-${formatMoney(-units)}` : formatMoney(units));
const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
