import type { ArraySchema } from '@colyseus/schema';
import { LIVE_HISTORY_LENGTH, LIVE_PLAYERS_SHOWN, LIVE_RECENT_BETS } from '@casino/contracts';
import type { LiveGame, PlacedLiveBet } from './live-game.js';
import {
  LiveBetState,
  LiveHistoryState,
  LivePlayerState,
  LiveSpotState,
  type LiveTableState,
} from './live-table-state.js';
import type { LiveHistoryEntry, LiveRoundLoop } from './round-loop.js';
import { setField } from './schema-fields.js';

/** Who is in the room right now: each connected user once, and how many connections watch. */
export interface RoomPresence {
  connectedUsers: ReadonlySet<string>;
  connections: number;
}

function copyPlayer(target: LivePlayerState, source: LivePlayerState): void {
  setField(target, 'userId', source.userId);
  setField(target, 'name', source.name);
  setField(target, 'totalBet', source.totalBet);
  setField(target, 'lastNet', source.lastNet);
  setField(target, 'connected', source.connected);
}

/**
 * At most this many of the bets arriving between two patches go into the feed (the latest): in a
 * crowd the feed still moves at 10+ bets a second, and every client decodes a few slots per patch
 * instead of rewriting all of them.
 */
export const FEED_PER_PATCH = 2;

const sameBets = (a: readonly PlacedLiveBet[] = [], b: readonly PlacedLiveBet[] = []) =>
  a.length === b.length && a.every((bet, i) => bet.betId === b[i]!.betId);

/** What the sync reads of the round loop. */
export type LoopView = Pick<
  LiveRoundLoop,
  'phase' | 'phaseEndsAt' | 'round' | 'outcome' | 'lastRoundId' | 'placed' | 'history' | 'lastNet'
>;

/** Someone at the table: connected, or with chips down this round. */
interface TablePlayer {
  userId: string;
  /** This round's stake (units). */
  stake: number;
  connected: boolean;
}

/**
 * Copies a table's loop into its synced state. What every client receives does not grow with the
 * crowd: the board's totals per spot, the latest LIVE_RECENT_BETS bets (a ring of slots rewritten in
 * place, at most FEED_PER_PATCH new ones per patch) and the LIVE_PLAYERS_SHOWN biggest players, with
 * the count of everyone. Each player's own bets are kept here per player for the room to send them
 * alone (`myBets`).
 *
 * Bets only ever get added during a window (hundreds a second at a busy table), so new ones are
 * folded in as they come; the round's part is rebuilt only when bets went away (a cancel) or the
 * round changed.
 */
export class LiveTableSync {
  private syncedBets: readonly PlacedLiveBet[] = [];
  private syncedCount = 0;
  private syncedRound = '';
  private syncedHistory: unknown = null;
  /** The feed's next sequence number and the ring's next slot. */
  private seq = 0;
  private ringNext = 0;
  private readonly players = new Map<string, TablePlayer>();
  private betsByUser = new Map<string, PlacedLiveBet[]>();
  /** Players connected now (the others in the room are watching). */
  connectedPlayers = 0;

  constructor(
    private readonly state: LiveTableState,
    private readonly nameOf: (userId: string) => string,
  ) {}

  /** The round the per-player bets belong to. */
  get roundId(): string {
    return this.syncedRound;
  }

  /** A player's own bets in the current round, in order. */
  betsOf(userId: string): readonly PlacedLiveBet[] {
    return this.betsByUser.get(userId) ?? [];
  }

  /** Copies the loop into the state; returns the players whose own bets changed. */
  sync(loop: LoopView, game: Pick<LiveGame, 'syncView'>, presence: RoomPresence, now: number): Set<string> {
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
    const changed = this.syncBets(loop.placed, round?.roundId ?? '');
    this.syncPlayers(loop, presence);
    if (this.syncedHistory !== loop.history) {
      this.syncedHistory = loop.history;
      this.syncHistory(loop.history);
    }
    game.syncView(state, {
      placed: loop.placed,
      nameOf: this.nameOf,
      isConnected: (userId) => presence.connectedUsers.has(userId),
    });
    return changed;
  }

  /**
   * The last outcomes as a ring of LIVE_HISTORY_LENGTH slots: a new round rewrites the oldest slot
   * (the client sorts by round number) instead of sending twenty new entries to everyone.
   */
  private syncHistory(history: readonly LiveHistoryEntry[]): void {
    const ring = this.state.history as unknown as ArraySchema<LiveHistoryState>;
    const present = new Set(ring.map((slot) => slot.roundNumber));
    for (const entry of [...history].reverse()) {
      if (present.has(entry.roundNumber)) continue;
      if (ring.length < LIVE_HISTORY_LENGTH) ring.push(new LiveHistoryState(entry));
      else {
        let oldest = ring.at(0);
        for (const slot of ring) if (slot.roundNumber < oldest.roundNumber) oldest = slot;
        Object.assign(oldest, entry);
      }
    }
  }

  private syncBets(placed: readonly PlacedLiveBet[], roundId: string): Set<string> {
    const changed = new Set<string>();
    const sameRound = roundId === this.syncedRound;
    // The loop appends to its list, and replaces it when bets go away (a cancel) or when betting closes
    // (the list read back from the database: the same bets). Only a real change rebuilds the board.
    const appended =
      sameRound &&
      placed.length >= this.syncedCount &&
      (placed === this.syncedBets || this.syncedBets.every((bet, i) => placed[i]?.betId === bet.betId));
    if (!appended) {
      const before = this.betsByUser;
      this.betsByUser = new Map();
      this.state.board.clear();
      (this.state.recentBets as unknown as ArraySchema<LiveBetState>).clear();
      this.ringNext = 0;
      for (const player of this.players.values()) player.stake = 0;
      placed.forEach((bet, i) => this.addBet(bet, i >= placed.length - LIVE_RECENT_BETS));
      // Within a round, tell whoever's own bets differ now (a cancel); a new round starts bare.
      if (sameRound)
        for (const userId of new Set([...before.keys(), ...this.betsByUser.keys()]))
          if (!sameBets(before.get(userId), this.betsByUser.get(userId))) changed.add(userId);
      if (!sameRound) for (const userId of this.betsByUser.keys()) changed.add(userId);
    } else {
      for (let i = this.syncedCount; i < placed.length; i++) {
        const bet = placed[i]!;
        this.addBet(bet, i >= placed.length - FEED_PER_PATCH);
        changed.add(bet.userId);
      }
    }
    this.syncedBets = placed;
    this.syncedCount = placed.length;
    this.syncedRound = roundId;
    return changed;
  }

  /** Adds a bet to the board, the player's own bets and their stake; to the feed if `feed`. */
  private addBet(bet: PlacedLiveBet, feed: boolean): void {
    const amount = Number(bet.stake);
    const spec = JSON.stringify(bet.spec);
    let mine = this.betsByUser.get(bet.userId);
    if (!mine) this.betsByUser.set(bet.userId, (mine = []));
    mine.push(bet);

    const board = this.state.board;
    let spot = board.get(bet.spotKey);
    if (!spot) {
      spot = new LiveSpotState({ spotKey: bet.spotKey, kind: bet.kind, spec, amount: 0, bets: 0 });
      board.set(bet.spotKey, spot);
    }
    spot.amount += amount;
    spot.bets += 1;

    if (feed) this.addToFeed(bet, amount, spec);

    let player = this.players.get(bet.userId);
    if (!player) this.players.set(bet.userId, (player = { userId: bet.userId, stake: 0, connected: true }));
    player.stake += amount;
  }

  /** The feed: a ring of slots, the oldest rewritten in place. */
  private addToFeed(bet: PlacedLiveBet, amount: number, spec: string): void {
    const recent = this.state.recentBets;
    const slot = this.ringNext % LIVE_RECENT_BETS;
    this.ringNext++;
    const entry = {
      seq: ++this.seq,
      userId: bet.userId,
      name: this.nameOf(bet.userId),
      kind: bet.kind,
      spec,
      amount,
    };
    const existing = recent.at(slot);
    if (existing) Object.assign(existing, entry);
    else recent.push(new LiveBetState(entry));
  }

  /** Everyone at the table is counted; the biggest players of the round are shown. */
  private syncPlayers(loop: LoopView, presence: RoomPresence): void {
    let connected = 0;
    for (const [userId, player] of this.players) {
      const here = presence.connectedUsers.has(userId);
      // Someone who left and has nothing on the table is no longer at it.
      if (!here && player.stake === 0) {
        this.players.delete(userId);
        continue;
      }
      if (here) connected++;
      player.connected = here;
    }
    this.connectedPlayers = connected;
    const { state } = this;
    state.playerCount = this.players.size;
    state.spectators = Math.max(0, presence.connections - connected);

    const lastNet = (userId: string) => Number(loop.lastNet.get(userId) ?? 0n);
    // On a tie, whoever is shown stays, then whoever came to the table first (the map's order, kept
    // by the stable sort): a crowd betting the same stake does not reshuffle the list every patch.
    const shownNow = new Set(state.players.map((slot) => slot.userId));
    const shown = [...this.players.values()]
      .map((player) => ({ player, net: lastNet(player.userId), shown: shownNow.has(player.userId) ? 1 : 0 }))
      .sort((a, b) => b.player.stake - a.player.stake || b.net - a.net || b.shown - a.shown)
      .slice(0, LIVE_PLAYERS_SHOWN);
    this.showPlayers(shown);
  }

  /**
   * Writes the shown players into slots that keep their player while they stay shown (the client
   * sorts them), so a newcomer among the biggest rewrites one slot instead of shifting all below it.
   */
  private showPlayers(shown: ReadonlyArray<{ player: TablePlayer; net: number }>): void {
    const list = this.state.players as unknown as ArraySchema<LivePlayerState>;
    const wanted = new Map(shown.map((entry) => [entry.player.userId, entry]));
    const free: number[] = [];
    for (let i = 0; i < list.length; i++) if (!wanted.has(list.at(i).userId)) free.push(i);
    const placed = new Set(list.map((slot) => slot.userId));
    for (const entry of shown) {
      if (placed.has(entry.player.userId)) continue;
      const index = free.shift();
      if (index === undefined) list.push(new LivePlayerState({ userId: entry.player.userId }));
      else list.at(index).userId = entry.player.userId;
    }
    // Fewer to show than slots: the last slots move into the free ones, then go.
    while (free.length > 0) {
      const index = free.pop()!;
      const last = list.length - 1;
      if (index !== last) copyPlayer(list.at(index), list.at(last));
      list.pop();
    }
    for (const slot of list) {
      const entry = wanted.get(slot.userId)!;
      setField(slot, 'name', this.nameOf(slot.userId));
      setField(slot, 'totalBet', entry.player.stake);
      setField(slot, 'lastNet', entry.net);
      setField(slot, 'connected', entry.player.connected);
    }
  }
}
