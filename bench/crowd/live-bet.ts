// A round at a live table, in `pnpm bench crowd`: the player reads the Live Casino list
// (GET /api/live-tables), picks a public table of one of the three live games in a currency it can
// play, joins its room with the real client, waits for a betting window with time left, bets
// (roulette: a colour and a number; baccarat: player or banker; blackjack: a free seat, else behind
// one), plays its blackjack hand when its turn comes (insurance declined, hit below 17), waits for its
// own settlement of the round and leaves. Timed: the join, the bet (until `betAccepted`: the stake is
// in escrow) and each blackjack decision (until the table moves past it). A bet that meets a window
// closing or a seat taken a moment before it is a refusal the player can meet (counted by kind).
import {
  LIVE_BETS_CLOSED_MESSAGE,
  LIVE_BLACKJACK_SEATS,
  LIVE_TABLE_ROOM,
  LiveBetMessage,
  LiveTableClientMessages,
  type LiveGameKey,
  type LiveTableSummary,
  type PlayCurrency,
} from '@casino/contracts';
import { randomBytes } from 'node:crypto';
import type { Room } from 'colyseus.js';
import { bodyOf } from './http-client.js';
import { bump, moneyOf, pick, unitsOf, type Player } from './player.js';
import { joinRoom, Pending, Waiter } from './room-kit.js';

/** A betting window needs this much left for the bet to be placed (else the next one is waited for). */
const MIN_WINDOW_LEFT_MS = 2_500;
const ROUND_LIMIT_MS = 90_000;
/** How long a player waits for a betting window with time left before giving up. */
const WINDOW_WAIT_MS = 60_000;

/** The part of the table's synced state the player reads (LiveTableSnapshot in @casino/contracts). */
interface HandView {
  cards: { length: number };
  value: number;
  status: string;
}
interface SeatView {
  seat: number;
  userId: string;
  insurancePending: boolean;
  hands: { at(i: number): HandView | undefined; length: number };
}
interface LiveView {
  phase: string;
  roundNumber: number;
  phaseEndsAt: number;
  turnSeat: number;
  turnHand: number;
  seats: { forEach(cb: (seat: SeatView) => void): void };
}

export async function liveTableBet(p: Player): Promise<void> {
  const list = await p.api.get<LiveTableSummary[]>('/api/live-tables', { parse: true });
  if (!list.ok || !list.body) return;
  const game = pick(['live-roulette', 'live-baccarat', 'live-blackjack'] as const);
  const sweeps = p.eligible && Math.random() < 0.3;
  const tables = list.body.filter(
    (t) => t.gameKey === game && !t.isPrivate && t.currency === (sweeps ? 'sweeps' : 'coins'),
  );
  const table = tables.length > 0 ? pick(tables) : undefined;
  const stake = table ? unitsOf(table.minBet) : 0;
  const balance = sweeps ? p.sweeps : p.coins;
  if (!table || balance < stake * 6) {
    bump(p.crowd.notes, `live table: no ${game} table the player can afford`);
    return;
  }
  await p.think();
  const room = await joinRoom<LiveView>(p, 'room live join', LIVE_TABLE_ROOM, { tableId: table.id });
  if (!room) return;
  await new LiveRound(p, room, game, table.currency, stake * 2).play();
}

class LiveRound {
  private bet: Pending | null = null;
  private betId = '';
  private betRound = -1;
  private triedSeats = new Set<number>();
  private mySeat = -1;
  private action: (Pending & { key: string }) | null = null;
  private scheduledKey = '';
  private settled = false;
  /** State patches seen, and when the last came (said when no betting window was seen). */
  private patches = 0;
  private lastPatchAt = performance.now();
  private left = false;
  private readonly windowOpen = new Waiter(() => this.left || this.p.crowd.stopping || this.bettable());
  /** Settled, or no bet of ours is left in the round (refused, with no other seat to try). */
  private readonly finished = new Waiter(() => this.left || this.settled || this.bet === null);

  constructor(
    private readonly p: Player,
    private readonly room: Room<LiveView>,
    private readonly game: LiveGameKey,
    private readonly currency: PlayCurrency,
    private readonly stake: number,
  ) {}

  /** A betting window with time left (the rooms process runs on this machine: one clock). */
  private bettable(): boolean {
    const s = this.room.state;
    return s.phase === 'betting' && s.phaseEndsAt - Date.now() > MIN_WINDOW_LEFT_MS;
  }

  async play(): Promise<void> {
    const room = this.room;
    room.onMessage('myBets', () => undefined);
    room.onMessage('betAccepted', (m: { clientBetId: string; balance: string }) => {
      if (m.clientBetId !== this.betId) return;
      this.bet?.finish('ok');
      this.p.noteBalance(this.currency, m.balance);
    });
    room.onMessage('notice', (m: { code: string; message: string; clientBetId?: string }) =>
      this.onNotice(m),
    );
    room.onMessage('settled', (m: { roundNumber: number; balance: string }) => {
      if (m.roundNumber !== this.betRound) return;
      this.p.noteBalance(this.currency, m.balance);
      this.settled = true;
      this.finished.poke();
    });
    room.onError((code, message) =>
      this.p.crowd.stats.record(
        'room live connection',
        performance.now(),
        0,
        'error',
        `error ${code}`,
        message ?? '',
      ),
    );
    room.onLeave((code) => {
      if (!this.left)
        this.p.crowd.stats.record('room live connection', performance.now(), 0, 'error', `closed ${code}`);
      this.left = true;
      this.windowOpen.poke();
      this.finished.poke();
    });
    room.onStateChange(() => {
      this.patches++;
      this.lastPatchAt = performance.now();
      this.windowOpen.poke();
      this.onState();
    });
    // The window is looked at again every 250 ms besides each patch (its phase and its end may come
    // in separate patches); a window that closed while the player thought means waiting for the next.
    const tick = setInterval(() => this.windowOpen.poke(), 250);
    const giveUpAt = performance.now() + WINDOW_WAIT_MS;
    while (!this.bet && !this.left && !this.p.crowd.stopping && performance.now() < giveUpAt) {
      if (!(await this.windowOpen.wait(giveUpAt - performance.now())) || this.p.crowd.stopping) break;
      await this.p.think(0.5);
      if (this.bettable()) this.placeBet();
    }
    clearInterval(tick);
    if (this.bet) {
      const done = await this.finished.wait(ROUND_LIMIT_MS);
      // A bet the room never answered is an error, not a missing sample.
      this.bet?.finish('error', 'no answer', `bet ${this.betId} of round ${this.betRound}`);
      this.action?.finish('error', 'no answer', 'blackjack decision');
      if (!done && !this.left) {
        const s = this.room.state;
        bump(
          this.p.crowd.notes,
          `live table: no settlement seen in ${ROUND_LIMIT_MS / 1000} s (${this.game}${this.game === 'live-blackjack' ? (this.mySeat >= 0 ? ', own seat' : ', behind') : ''}, bet in round ${this.betRound}, table at round ${s.roundNumber} ${s.phase})`,
        );
      }
    } else if (!this.left && !this.p.crowd.stopping)
      bump(
        this.p.crowd.notes,
        `live table: no betting window with time left in ${WINDOW_WAIT_MS / 1000} s (${this.game}, phase ${this.room.state.phase} ` +
          `ending ${Math.round((this.room.state.phaseEndsAt - Date.now()) / 1000)} s from now, round ${this.room.state.roundNumber}; ` +
          `${this.patches} patches, the last ${Math.round((performance.now() - this.lastPatchAt) / 1000)} s before)`,
      );
    this.left = true;
    await room.leave(true).catch(() => undefined);
    await this.p.refetchUser();
  }

  private placeBet(): void {
    const state = this.room.state;
    this.betId = `crowd${this.p.n}r${state.roundNumber}${randomBytes(4).toString('hex')}`;
    this.betRound = state.roundNumber;
    const amount = moneyOf(this.stake);
    let message: ReturnType<typeof LiveBetMessage.parse>;
    if (this.game === 'live-roulette')
      message = {
        game: this.game,
        clientBetId: this.betId,
        currency: this.currency,
        bets: [
          { type: pick(['red', 'black'] as const), amount },
          { type: 'number', value: Math.floor(Math.random() * 37), amount },
        ],
      };
    else if (this.game === 'live-baccarat')
      message = {
        game: this.game,
        clientBetId: this.betId,
        currency: this.currency,
        bets: [{ type: pick(['player', 'banker'] as const), amount }],
      };
    else {
      const taken = new Set<number>();
      state.seats.forEach((s) => taken.add(s.seat));
      const free = Array.from({ length: LIVE_BLACKJACK_SEATS }, (_, i) => i).filter(
        (i) => !taken.has(i) && !this.triedSeats.has(i),
      );
      const behind = free.length === 0;
      const seat = behind ? pick([...taken]) : pick(free);
      if (seat === undefined) return;
      this.triedSeats.add(seat);
      if (!behind) this.mySeat = seat;
      message = { game: this.game, clientBetId: this.betId, currency: this.currency, seat, behind, amount };
    }
    this.bet = new Pending(this.p, 'room live bet');
    this.room.send('bet', bodyOf(LiveBetMessage, message));
  }

  private onNotice(m: { code: string; message: string; clientBetId?: string }): void {
    if (this.bet && !this.bet.finished && m.clientBetId === this.betId) {
      const closed = m.message === LIVE_BETS_CLOSED_MESSAGE;
      const seatTaken = this.game === 'live-blackjack' && m.code === 'conflict' && !closed;
      this.bet.finish(
        closed || seatTaken ? 'refused' : 'error',
        closed ? 'bets closed' : seatTaken ? 'seat taken' : m.code,
        m.message,
      );
      this.bet = null;
      this.mySeat = -1;
      // A seat taken a moment before ours: another seat (or behind one) while the window is open.
      if (seatTaken && this.bettable() && this.triedSeats.size < 3) this.placeBet();
      this.finished.poke();
      return;
    }
    if (this.action && !this.action.finished) {
      this.action.finish('error', m.code, m.message);
      this.action = null;
      return;
    }
    this.p.crowd.stats.record('room live notice', performance.now(), 0, 'error', m.code, m.message);
  }

  /** Blackjack: the seat's decisions when its turn (or the insurance offer) comes. */
  private onState(): void {
    if (this.game !== 'live-blackjack' || this.mySeat < 0) return;
    const state = this.room.state;
    let seat: SeatView | undefined;
    state.seats.forEach((s) => {
      if (s.seat === this.mySeat && s.userId === this.p.userId) seat = s;
    });
    const hand = seat?.hands.at(state.turnSeat === this.mySeat ? state.turnHand : 0);
    const key = `${state.roundNumber}:${state.turnSeat}:${state.turnHand}:${hand?.cards.length ?? 0}:${seat?.insurancePending ?? false}`;
    if (this.action && key !== this.action.key) {
      this.action.finish('ok');
      this.action = null;
    }
    if (!seat || state.phase !== 'playing' || this.action || key === this.scheduledKey) return;
    const move = seat.insurancePending
      ? 'no-insurance'
      : state.turnSeat === this.mySeat && hand?.status === 'playing'
        ? hand.value < 17
          ? 'hit'
          : 'stand'
        : null;
    if (!move) return;
    this.scheduledKey = key;
    const roundNumber = state.roundNumber;
    void this.p.think().then(() => {
      const now = this.room.state;
      const still = `${now.roundNumber}:${now.turnSeat}:${now.turnHand}`;
      if (this.left || this.action || still !== key.split(':').slice(0, 3).join(':')) return;
      this.action = Object.assign(new Pending(this.p, 'room live blackjack action'), { key });
      this.room.send('action', bodyOf(LiveTableClientMessages.action, { roundNumber, move }));
    });
  }
}
