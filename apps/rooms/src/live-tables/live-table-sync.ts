import { ArraySchema } from '@colyseus/schema';
import { LIVE_PLAYERS_SHOWN, LIVE_RECENT_BETS } from '@casino/contracts';
import type { LiveGame, PlacedLiveBet } from './live-game.js';
import {
  LiveBetState,
  LiveHistoryState,
  LivePlayerState,
  LiveSpotState,
  type LiveTableState,
} from './live-table-state.js';
import type { LiveRoundLoop } from './round-loop.js';
import { setField } from './schema-fields.js';

/** Who is in the room right now: each connected user once, and how many connections watch. */
export interface RoomPresence {
  connectedUsers: ReadonlySet<string>;
  connections: number;
}

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
 * crowd: the board's totals per spot, the last LIVE_RECENT_BETS bets (a ring of slots rewritten in
 * place) and the LIVE_PLAYERS_SHOWN biggest players, with the count of everyone. Each player's own
 * bets are kept here per player for the room to send them alone (`myBets`).
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
  private readonly betsByUser = new Map<string, PlacedLiveBet[]>();
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
      state.history = new ArraySchema(...loop.history.map((entry) => new LiveHistoryState(entry)));
    }
    game.syncView(state, {
      placed: loop.placed,
      nameOf: this.nameOf,
      isConnected: (userId) => presence.connectedUsers.has(userId),
    });
    return changed;
  }

  private syncBets(placed: readonly PlacedLiveBet[], roundId: string): Set<string> {
    const changed = new Set<string>();
    const sameRound = roundId === this.syncedRound;
    const appended = sameRound && placed === this.syncedBets && placed.length >= this.syncedCount;
    if (!appended) {
      // Within a round, whoever had bets may have lost some (a cancel); a new round starts bare.
      if (sameRound) for (const userId of this.betsByUser.keys()) changed.add(userId);
      this.betsByUser.clear();
      this.state.board.clear();
      (this.state.recentBets as unknown as ArraySchema<LiveBetState>).clear();
      this.ringNext = 0;
      for (const player of this.players.values()) player.stake = 0;
      this.syncedCount = 0;
    }
    for (let i = this.syncedCount; i < placed.length; i++) {
      const bet = placed[i]!;
      this.addBet(bet);
      changed.add(bet.userId);
    }
    this.syncedBets = placed;
    this.syncedCount = placed.length;
    this.syncedRound = roundId;
    return changed;
  }

  private addBet(bet: PlacedLiveBet): void {
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

    // The feed: a ring of slots, the oldest rewritten in place.
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

    let player = this.players.get(bet.userId);
    if (!player) this.players.set(bet.userId, (player = { userId: bet.userId, stake: 0, connected: true }));
    player.stake += amount;
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
    const shown = [...this.players.values()]
      .map((player) => ({ player, net: lastNet(player.userId) }))
      .sort(
        (a, b) =>
          b.player.stake - a.player.stake || b.net - a.net || (a.player.userId < b.player.userId ? -1 : 1),
      )
      .slice(0, LIVE_PLAYERS_SHOWN);
    const list = state.players;
    while (list.length > shown.length) list.pop();
    shown.forEach(({ player, net }, i) => {
      let slot = list.at(i);
      if (!slot) list.push((slot = new LivePlayerState()));
      setField(slot, 'userId', player.userId);
      setField(slot, 'name', this.nameOf(player.userId));
      setField(slot, 'totalBet', player.stake);
      setField(slot, 'lastNet', net);
      setField(slot, 'connected', player.connected);
    });
  }
}
