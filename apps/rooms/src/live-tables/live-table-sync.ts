import { ArraySchema } from '@colyseus/schema';
import type { LiveGame, PlacedLiveBet } from './live-game.js';
import { LiveBetState, LiveHistoryState, LivePlayerState, type LiveTableState } from './live-table-state.js';
import type { LiveRoundLoop } from './round-loop.js';

/** Who is in the room right now: each connected user once, and how many connections watch. */
export interface RoomPresence {
  connectedUsers: ReadonlySet<string>;
  connections: number;
}

/**
 * Copies a table's loop into its synced state. Bets only ever get added during a window (hundreds a
 * second at a busy table), so new ones are appended to the synced list instead of rebuilding it;
 * the list is rebuilt only when bets went away (a cancel) or the round changed.
 */
export class LiveTableSync {
  private syncedBets: readonly PlacedLiveBet[] = [];
  private syncedCount = 0;
  private syncedRound = '';
  private syncedHistory: unknown = null;
  private readonly players = new Map<string, LivePlayerState>();

  constructor(
    private readonly state: LiveTableState,
    private readonly nameOf: (userId: string) => string,
  ) {}

  sync(loop: LiveRoundLoop, game: LiveGame, presence: RoomPresence, now: number): void {
    const { state } = this;
    const round = loop.round;
    state.phase = loop.phase;
    state.phaseEndsAt = loop.phaseEndsAt;
    state.serverNow = now;
    if (round) {
      state.roundNumber = round.roundNumber;
      state.roundId = round.roundId;
      state.seedHash = round.seedHash;
      state.clientSeed = round.clientSeed;
      state.nonce = round.nonce;
    }
    state.outcome = loop.outcome;
    state.lastRoundId = loop.lastRoundId;
    this.syncBets(loop.placed, round?.roundId ?? '');
    this.syncPlayers(loop, presence);
    if (this.syncedHistory !== loop.history) {
      this.syncedHistory = loop.history;
      state.history = new ArraySchema(...loop.history.map((entry) => new LiveHistoryState(entry)));
    }
    game.syncView(state);
  }

  private syncBets(placed: readonly PlacedLiveBet[], roundId: string): void {
    const { state } = this;
    const appended =
      roundId === this.syncedRound && placed === this.syncedBets && placed.length >= this.syncedCount;
    if (!appended) {
      state.bets.splice(0, state.bets.length);
      for (const player of this.players.values()) player.totalBet = 0;
      this.syncedCount = 0;
    }
    for (let i = this.syncedCount; i < placed.length; i++) {
      const bet = placed[i]!;
      state.bets.push(
        new LiveBetState({
          userId: bet.userId,
          name: this.nameOf(bet.userId),
          kind: bet.kind,
          spec: JSON.stringify(bet.spec),
          amount: Number(bet.stake),
        }),
      );
      this.playerOf(bet.userId).totalBet += Number(bet.stake);
    }
    this.syncedBets = placed;
    this.syncedCount = placed.length;
    this.syncedRound = roundId;
  }

  /** The table's players: whoever bet here while in the room; spectators are the other connections. */
  private syncPlayers(loop: LiveRoundLoop, presence: RoomPresence): void {
    let connected = 0;
    for (const [userId, player] of this.players) {
      const here = presence.connectedUsers.has(userId);
      // Someone who left and has nothing on the table is no longer at it.
      if (!here && player.totalBet === 0) {
        this.players.delete(userId);
        const index = this.state.players.indexOf(player);
        if (index >= 0) this.state.players.splice(index, 1);
        continue;
      }
      if (here) connected++;
      player.connected = here;
      player.lastNet = Number(loop.lastNet.get(userId) ?? 0n);
    }
    this.state.spectators = Math.max(0, presence.connections - connected);
  }

  private playerOf(userId: string): LivePlayerState {
    let player = this.players.get(userId);
    if (!player) {
      player = new LivePlayerState({ userId, name: this.nameOf(userId) });
      this.players.set(userId, player);
      this.state.players.push(player);
    }
    return player;
  }
}
