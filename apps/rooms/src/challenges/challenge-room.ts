import { Room, type Client } from '@colyseus/core';
import {
  CHALLENGE_EVENTS_CHANNEL,
  ChallengeClientMessages,
  ChallengeJoinOptions,
  ChallengeRoomRequest,
  challengeRoomChannel,
  type ChallengeInteraction,
  type ChallengeInteractionEvent,
  type ChallengeResult,
  type ChallengeRoomReply,
  type ChallengeServerMessages,
  type PlayerWhereabouts,
} from '@casino/contracts';
import type { ChallengeLease } from '@casino/domain';
import { roomPlayerOf } from '../room-auth.js';
import { MessageRateLimit } from '../poker/message-rate-limit.js';
import { ChallengeDuel } from './challenge-duel.js';
import { ChallengeInteractions, isRefusal } from './challenge-interactions.js';
import { answerChallengeCall, type ChallengeCallTarget } from './challenge-room-calls.js';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';
import { ChallengeRoomState, ChallengeSeatState } from './challenge-room-state.js';
import { ROOM_REFUSALS, type DuelRefusal } from './duel-refusals.js';
import { hostedChallenges, type HostedChallenge } from './hosted-challenges.js';
import type { DuelSeat } from './duel-rules.js';

interface ClientData {
  userId: string;
  /** The player's seat, or null for a spectator. */
  seat: DuelSeat | null;
  rate: MessageRateLimit;
  /** JSON of the last private view sent to this connection (only changes are sent). */
  lastPrivate: string | null;
}

type ChangedEvent = ReturnType<(typeof ChallengeServerMessages)['changed']['parse']>;

/** How often the room clock ticks (its timers fire at most this late); patches go out on every change. */
export const CLOCK_TICK_MS = 200;

/**
 * The Colyseus transport of one accepted challenge (issue 13): it authenticates the connection,
 * seats the two players (seat 0 the creator, seat 1 the accepter) and lets others watch, validates
 * each message with the contracts and hands it to the ChallengeDuel (rules, clocks, journal,
 * settlement: challenge-duel.ts), and copies the duel into the synced state after every change. A
 * math player's problem reaches only that seat's connections, in the `private` message.
 */
export class ChallengeRoom
  extends Room<ChallengeRoomState, unknown, ClientData, { userId: string }>
  implements HostedChallenge
{
  static deps: ChallengeRoomDeps;
  challengeId = '';
  private duel: ChallengeDuel | null = null;
  private interactions: ChallengeInteractions | null = null;
  private readonly onCallRequest = (raw: unknown) => this.handleCallRequest(raw);

  private get deps(): ChallengeRoomDeps {
    return (this.constructor as typeof ChallengeRoom).deps;
  }

  private now(): number {
    return this.deps.clock().getTime();
  }

  get lease(): ChallengeLease {
    return this.duel?.lease ?? { challengeId: this.challengeId, owner: '' };
  }

  /** Where a player connected here is (presence: the friends list, active rooms). */
  whereabouts(): PlayerWhereabouts | null {
    if (!this.duel) return null;
    const game = this.state.gameType;
    return {
      kind: 'challenge',
      name: `${game.charAt(0).toUpperCase()}${game.slice(1)} challenge`,
      route: `/game-room/${this.challengeId}`,
      roomCode: null,
    };
  }

  get holdsLease(): boolean {
    return this.duel?.holdsLease ?? false;
  }

  override async onCreate(options: unknown): Promise<void> {
    const { challengeId } = ChallengeJoinOptions.pick({ challengeId: true }).parse(options);
    this.challengeId = challengeId;
    this.setState(new ChallengeRoomState());
    this.autoDispose = false;
    // Every change is sent at once (refresh() broadcasts the patch), so the patch interval only ticks
    // the room clock: a flag or a round change is applied at most this late (the engine ends a game
    // at its deadline, not at the tick), and a process hosting 1,000 duels runs 5,000 interval
    // callbacks a second instead of Colyseus's default 20,000.
    this.patchRate = CLOCK_TICK_MS;
    // Two tabs per player at most, and the spectators (onJoin caps them).
    this.maxClients = this.deps.timing.maxSpectators + 4;
    // Subscribed before the claim (as a poker table): a room that cannot hear the REST calls (Redis
    // away) fails to open before it takes the challenge, and the keeper tries again later.
    await this.presence.subscribe(challengeRoomChannel(challengeId), this.onCallRequest);
    let duel: ChallengeDuel;
    try {
      // The owner names the process and the room, so a stale room of the same process is told apart.
      duel = await ChallengeDuel.open(
        this.deps,
        challengeId,
        `${this.deps.owner}/${this.roomId}`,
        {
          now: () => this.now(),
          // Run after the clock's tick: a callback that ends the game clears other timers, which the
          // room clock must not see while it walks its list.
          setTimeout: (callback, ms) => this.clock.setTimeout(() => queueMicrotask(callback), ms),
        },
        {
          changed: () => this.refresh(),
          ended: (result) => this.ended(result),
          stopped: () => void this.disconnect(4010),
        },
      );
    } catch (error) {
      await this.unsubscribeCalls();
      throw error;
    }
    const { challenge } = duel;
    this.state.challengeId = challenge.id;
    this.state.gameType = challenge.gameType;
    for (const player of challenge.players) {
      this.state.seats.push(
        new ChallengeSeatState().assign({
          seat: player.seat,
          userId: player.userId,
          name: player.name,
          rating: player.rating,
        }),
      );
    }
    this.duel = duel;
    this.interactions = new ChallengeInteractions(this.now());
    hostedChallenges.add(this);
    this.onMessage('*', (client, type, message) => this.onClientMessage(client, type, message));
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
    const parsed = ChallengeJoinOptions.safeParse(options);
    const duel = this.duel;
    if (!parsed.success || parsed.data.challengeId !== this.challengeId || !duel)
      throw new Error('invalid join options');
    const userId = client.auth?.userId;
    if (!userId) throw new Error('not signed in');
    // The players of the challenge always take their seat; everyone else watches, up to the cap.
    const seat = duel.seatOf(userId);
    if (seat === null && this.spectatorCount() >= this.deps.timing.maxSpectators)
      throw new Error('This game already has as many spectators as it can take.');
    client.userData = {
      userId,
      seat,
      rate: new MessageRateLimit(
        this.deps.timing.messagesPerSecond,
        this.deps.timing.messageBurst,
        this.now(),
      ),
      lastPrivate: null,
    };
    this.admit(client);
  }

  private admit(client: Client<ClientData>): void {
    const seat = client.userData?.seat ?? null;
    if (seat !== null) this.duel?.connection(seat, 1);
    // The recent emotes and chat lines, so a client that joins late sees the conversation.
    for (const event of this.interactions?.latest ?? []) client.send('interaction', event);
    this.refresh();
  }

  override async onLeave(client: Client<ClientData>, consented: boolean): Promise<void> {
    const data = client.userData;
    const duel = this.duel;
    if (!data || !duel) return;
    if (data.seat !== null) duel.connection(data.seat, -1);
    this.refresh();
    // A dropped player keeps the seat while they may reconnect (the duel forfeits them after the grace).
    if (!consented && data.seat !== null && duel.currentPhase !== 'finished' && !duel.isAbandoned) {
      try {
        const back = (await this.allowReconnection(
          client,
          Math.max(1, Math.ceil(this.deps.timing.reconnectGraceMs / 1000)),
        )) as Client<ClientData>;
        back.userData = { ...data, lastPrivate: null };
        this.admit(back);
      } catch {
        // not back in time (or the room closed): the duel's absence rule decides
      }
    }
  }

  override onDispose(): Promise<void> {
    return hostedChallenges.closingWhile(this.close());
  }

  private async close(): Promise<void> {
    await this.unsubscribeCalls();
    await this.duel?.close();
    hostedChallenges.remove(this);
  }

  private async unsubscribeCalls(): Promise<void> {
    await Promise.resolve(
      this.presence.unsubscribe(challengeRoomChannel(this.challengeId), this.onCallRequest),
    ).catch(() => undefined);
  }

  leaseLost(): void {
    this.duel?.leaseLost();
  }

  // ------------------------------------------------------------------ client messages

  private onClientMessage(client: Client<ClientData>, type: string | number, message: unknown): void {
    const data = client.userData;
    const duel = this.duel;
    if (!data || !duel) return;
    if (!data.rate.take(this.now())) {
      if (data.rate.refusedInARow > this.deps.timing.messageBurst * 3)
        client.leave(4008, 'too many messages');
      else this.notice(client, ROOM_REFUSALS.rateLimited);
      return;
    }
    // A bare `send(type)` carries no payload: the same as an empty one (null is not).
    const refusal = this.dispatch(duel, data.userId, type, message === undefined ? {} : message);
    if (refusal) this.notice(client, refusal);
  }

  /** Validates a message against its contract and hands it to the duel; unknown types are refused. */
  private dispatch(
    duel: ChallengeDuel,
    userId: string,
    type: string | number,
    body: unknown,
  ): DuelRefusal | null {
    const invalid = ROOM_REFUSALS.invalid(String(type).slice(0, 40));
    switch (type) {
      case 'ready':
        return ChallengeClientMessages.ready.safeParse(body).success ? duel.setReady(userId) : invalid;
      case 'move': {
        const parsed = ChallengeClientMessages.move.safeParse(body);
        return parsed.success ? duel.move(userId, parsed.data.ply, parsed.data.move) : invalid;
      }
      case 'interaction': {
        const parsed = ChallengeClientMessages.interaction.safeParse(body);
        if (!parsed.success) return invalid;
        const sent = this.interact(userId, parsed.data);
        return isRefusal(sent) ? sent : null;
      }
      case 'resign':
      case 'offer-draw':
      case 'accept-draw':
      case 'decline-draw':
        return ChallengeClientMessages[type].safeParse(body).success
          ? duel.playerAction(userId, type)
          : invalid;
      default:
        // "toString", "__proto__", numbers: not a message of this room.
        return invalid;
    }
  }

  private notice(client: Client, notice: DuelRefusal): void {
    client.send('notice', notice);
  }

  /** A player's emote or chat line, broadcast to everyone in the room (players and spectators). */
  private interact(
    userId: string,
    interaction: ChallengeInteraction,
  ): ChallengeInteractionEvent | DuelRefusal {
    const duel = this.duel;
    const seat = duel?.seatOf(userId) ?? null;
    if (!duel || !this.interactions || seat === null) return ROOM_REFUSALS.notAPlayer;
    const name = duel.challenge.players.find((p) => p.seat === seat)?.name ?? '';
    const sent = this.interactions.send(seat, name, interaction, this.now());
    if (!isRefusal(sent)) this.broadcast('interaction', sent);
    return sent;
  }

  // ------------------------------------------------------------------ REST calls (any process, over presence)

  private handleCallRequest(raw: unknown): void {
    // Not open yet (onCreate still claiming): the caller's wait runs out into a clear 503.
    const duel = this.duel;
    if (!duel) return;
    const parsed = ChallengeRoomRequest.safeParse(raw);
    if (!parsed.success) return;
    const { replyTo, userId, call } = parsed.data;
    if (call.kind === 'void') {
      void this.voidByAdmin(duel, replyTo, call.reason);
      return;
    }
    const target: ChallengeCallTarget = {
      seatOf: (id) => duel.seatOf(id),
      publicView: () => duel.publicView(),
      privateView: (seat) => duel.privateView(seat),
      moveNow: (id, move) => duel.moveNow(id, move),
      interact: (id, interaction) => this.interact(id, interaction),
      now: () => this.now(),
    };
    const reply = answerChallengeCall(target, userId, call);
    Promise.resolve(this.presence.publish(replyTo, reply)).catch((error: unknown) =>
      this.deps.log('warn', `challenge ${this.challengeId}: call not answered: ${String(error)}`),
    );
  }

  // ------------------------------------------------------------------ the end

  /**
   * The back office voids the game (issue 15): the duel settles it as void through its own
   * settlement (both stakes back, unrated), exactly once; a game already over is refused.
   */
  private async voidByAdmin(duel: ChallengeDuel, replyTo: string, reason: string): Promise<void> {
    const voided = await duel.voidByAdmin(reason);
    const reply: ChallengeRoomReply =
      'code' in voided
        ? { ok: false, error: voided.code, message: voided.message }
        : { ok: true, state: null, score: 0, at: this.now() };
    await Promise.resolve(this.presence.publish(replyTo, reply)).catch((error: unknown) =>
      this.deps.log('warn', `challenge ${this.challengeId}: void not answered: ${String(error)}`),
    );
  }

  private ended(result: ChallengeResult): void {
    this.refresh();
    const event: ChangedEvent = {
      challengeId: this.challengeId,
      status: result.result === 'void' ? 'voided' : 'finished',
      invitedId: null,
    };
    Promise.resolve(this.presence.publish(CHALLENGE_EVENTS_CHANNEL, event)).catch((error: unknown) =>
      this.deps.log('warn', `challenge ${this.challengeId}: lobby not told of the end: ${String(error)}`),
    );
    // Both players see the result for a while, then the room closes.
    this.clock.setTimeout(() => void this.disconnect(), this.deps.timing.resultShownMs);
  }

  // ------------------------------------------------------------------ sync

  private spectatorCount(): number {
    return this.clients.filter((c) => c.userData?.seat === null).length;
  }

  /** Copies the duel into the room state and sends each player's connections their private view. */
  private refresh(): void {
    const duel = this.duel;
    if (!duel) return;
    const snapshot = duel.snapshot();
    const state = this.state;
    state.phase = snapshot.phase;
    state.running = snapshot.running;
    state.clockAt = snapshot.clockAt;
    state.ply = snapshot.ply;
    state.drawOfferedBy = snapshot.drawOfferedBy;
    if (state.game !== snapshot.game) state.game = snapshot.game;
    state.result = snapshot.result;
    state.seedHash = snapshot.seedHash;
    state.serverSeed = snapshot.serverSeed;
    state.gameTime = snapshot.gameTime;
    state.spectators = this.spectatorCount();
    for (const seat of state.seats) {
      const s = seat.seat as DuelSeat;
      seat.connected = duel.isConnected(s);
      seat.ready = snapshot.ready[s];
      seat.clockMs = snapshot.clockMs[s];
    }
    for (const client of this.clients as Client<ClientData>[]) {
      const data = client.userData;
      if (!data || data.seat === null) continue;
      const view = duel.privateView(data.seat);
      const json = JSON.stringify(view);
      if (json === data.lastPrivate) continue;
      data.lastPrivate = json;
      client.send('private', { view });
    }
    // Send the change now instead of at the next patch tick (up to 50 ms later).
    this.broadcastPatch();
  }
}
