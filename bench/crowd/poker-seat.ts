// A seat at a hold'em cash table for a few hands, in `pnpm bench crowd`: the player reads the lobby
// (GET /api/poker/tables), picks a table with a free seat it can afford (one with players already
// sitting first, so hands are dealt), joins its room with the real client, sits with a buy-in, plays
// random legal actions (as bench rooms does: mostly check/call, sometimes fold or raise) for three
// hands, then stands up and leaves with its chips. Timed: the join, the sit (until the seat shows in
// the state: the buy-in is in escrow), each action (until the first patch past the version it was
// made on that shows it applied) and a stand-up between hands. An action refused as stale (another
// seat changed the table while it was on its way) is counted as refused and decided again. A seat taken or a table filled
// a moment before ours is a refusal the lobby cannot rule out (counted as refused, by code).
import { PokerRoomMessage, type PlayCurrency, type PokerTable } from '@casino/contracts';
import type { Room } from 'colyseus.js';
import { seatOfPlayer, type SeatView, type TableView } from '../poker-room-view.js';
import { bodyOf } from './http-client.js';
import { bump, moneyOf, pick, unitsOf, type Player } from './player.js';
import { joinRoom, Pending, Waiter } from './room-kit.js';

const HANDS = 3;
/** A seated player whose table deals no hand this long gives up the seat. */
const NO_HAND_MS = 20_000;
const SESSION_LIMIT_MS = 120_000;
const SEAT_REFUSALS = ['table_full', 'conflict'];

function seatOf(state: TableView | undefined, userId: string): SeatView | undefined {
  return seatOfPlayer(state, userId)?.seat;
}

/** What a player's own action changes: its seat's bet, chips and last action, the turn, the street. */
const fingerprint = (state: TableView, seat: SeatView | undefined): string =>
  `${state.handNumber}|${state.phase}|${state.actionOn}|${seat?.lastAction}|${seat?.streetBet}|${seat?.chips}`;

type Message = ReturnType<typeof PokerRoomMessage.parse>;
/** A room message, checked against the contract the first time each type is sent. */
function send(room: Room, message: Message): void {
  const { type, ...rest } = bodyOf(PokerRoomMessage, message);
  room.send(type, rest);
}

export async function pokerSeat(p: Player): Promise<void> {
  const lobby = await p.api.get<PokerTable[]>('/api/poker/tables', { parse: true });
  if (!lobby.ok || !lobby.body) return;
  const affordable = (t: PokerTable) => {
    const buyIn = Math.min(unitsOf(t.maxBuyIn), unitsOf(t.minBuyIn) * 2);
    const balance = t.currency === 'sweeps' ? p.sweeps : p.coins;
    return (t.currency === 'coins' || p.eligible) && balance >= buyIn * 2;
  };
  const open = lobby.body
    .filter((t) => t.isOpen && t.currentPlayers < t.maxPlayers && affordable(t))
    .sort((a, b) => b.currentPlayers - a.currentPlayers);
  if (open.length === 0) {
    bump(p.crowd.notes, 'poker: no free seat the player can afford');
    return;
  }
  const table = pick(open.slice(0, 2));
  const buyIn = Math.min(unitsOf(table.maxBuyIn), unitsOf(table.minBuyIn) * 2);
  await p.think();
  const room = await joinRoom<TableView>(p, 'room poker join', 'poker_table', { tableId: table.id });
  if (!room) return;
  await new PokerSession(p, room, table.currency, buyIn).play();
}

class PokerSession {
  private sit: Pending | null = null;
  private action: (Pending & { version: number; before: string }) | null = null;
  private standUp: Pending | null = null;
  private seated = false;
  private left = false;
  private standing = false;
  private handsSeen = new Set<number>();
  private seatedAt = 0;
  private scheduled = -1;
  private lastSitIn = 0;
  private readonly startedAt = performance.now();
  private readonly gone = new Waiter(() => this.left || (this.seated && this.standing && !this.mySeat()));

  constructor(
    private readonly p: Player,
    private readonly room: Room<TableView>,
    private readonly currency: PlayCurrency,
    private readonly buyIn: number,
  ) {}

  private mySeat(): SeatView | undefined {
    return seatOf(this.room.state, this.p.userId);
  }

  async play(): Promise<void> {
    const room = this.room;
    room.onMessage('clock', () => undefined);
    room.onMessage('notice', (notice: { kind: string; code: string; message: string }) =>
      this.onNotice(notice),
    );
    room.onLeave((code) => {
      if (!this.standing && !this.left)
        this.p.crowd.stats.record('room poker connection', performance.now(), 0, 'error', `closed ${code}`);
      this.left = true;
      this.gone.poke();
    });
    room.onStateChange(() => this.onState());
    // A quiet table sends no patches: the session's clock (hands not dealt, the load stopping) ticks apart.
    const tick = setInterval(() => {
      if (!this.left) this.onState();
    }, 500);
    this.sit = new Pending(this.p, 'room poker sit');
    send(room, { type: 'sit', buyIn: moneyOf(this.buyIn), currency: this.currency });
    // Played until the session says it is done; then the seat is given up (its chips come back).
    const ended = await this.gone.wait(SESSION_LIMIT_MS + 30_000);
    clearInterval(tick);
    // What the room never answered is an error, not a missing sample.
    this.sit?.finish('error', 'no answer', 'sit');
    this.action?.finish('error', 'no answer', 'action');
    this.standUp?.finish('error', 'no answer', 'stand-up');
    if (!ended) bump(this.p.crowd.notes, 'poker: seat not given up in time (left the room)');
    await room.leave(true).catch(() => undefined);
    await this.p.refetchUser();
  }

  private onNotice(notice: { kind: string; code: string; message: string }): void {
    if (notice.kind !== 'error') return;
    if (this.sit && !this.sit.finished && !this.seated) {
      const refused = SEAT_REFUSALS.includes(notice.code);
      this.sit.finish(refused ? 'refused' : 'error', notice.code, notice.message);
      // Not seated: nothing to give up.
      this.standing = true;
      this.left = true;
      this.gone.poke();
      return;
    }
    const action = this.action;
    if (action && !action.finished) {
      // An action made on a state a patch had already replaced (another seat timed out meanwhile).
      action.finish(notice.code === 'stale_version' ? 'refused' : 'error', notice.code, notice.message);
      this.action = null;
      this.scheduled = -1;
      return;
    }
    this.p.crowd.stats.record(
      'room poker notice',
      performance.now(),
      0,
      'error',
      notice.code,
      notice.message,
    );
  }

  private onState(): void {
    const state = this.room.state;
    const seat = this.mySeat();
    // Answered by the first patch past the version acted on that shows the action applied (another
    // seat's change also moves the version on: then the action is refused as stale, by a notice).
    const action = this.action;
    if (action && state.version > action.version && fingerprint(state, seat) !== action.before) {
      action.finish('ok');
      this.action = null;
    }
    if (seat && !this.seated) {
      this.seated = true;
      this.seatedAt = performance.now();
      this.sit?.finish('ok');
    }
    if (!seat) {
      if (this.seated && this.standing) {
        this.standUp?.finish('ok');
        this.gone.poke();
      }
      return;
    }
    if (seat.inHand) this.handsSeen.add(state.handNumber);
    const now = performance.now();
    const done =
      this.handsSeen.size > HANDS ||
      this.p.crowd.stopping ||
      now - this.startedAt > SESSION_LIMIT_MS ||
      (this.handsSeen.size === 0 && now - this.seatedAt > NO_HAND_MS) ||
      (seat.chips === 0 && !seat.inHand);
    if (done && !this.standing) {
      this.standing = true;
      if (!seat.inHand) this.standUp = new Pending(this.p, 'room poker stand-up');
      send(this.room, { type: 'stand-up' });
      return;
    }
    if (this.standing || seat.isLeaving) return;
    const mine = seat.private;
    if (state.actionOn === seat.position && mine?.canFold) {
      if (!this.action && this.scheduled !== state.version) {
        this.scheduled = state.version;
        void this.p.think().then(() => this.act(state.version));
      }
      return;
    }
    // Timed out of a hand (sitting out): back in for the next one.
    if (seat.isSittingOut && !seat.inHand && now - this.lastSitIn > 2_000) {
      this.lastSitIn = now;
      send(this.room, { type: 'sit-in' });
    }
  }

  /** Random legal play, as bench rooms plays: mostly check or call, sometimes fold, bet or raise. */
  private act(version: number): void {
    const state = this.room.state;
    const seat = this.mySeat();
    const p = seat?.private;
    if (!seat || !p?.canFold || state.actionOn !== seat.position || state.version !== version) return;
    if (this.action || this.standing || this.left) return;
    const r = Math.random();
    const raise = (): Message => {
      const lo = p.minRaiseTo;
      const hi = p.maxRaiseTo;
      const amount = Math.min(
        hi,
        lo + Math.floor(Math.random() ** 2 * Math.max(0, Math.min(hi, lo * 3) - lo)),
      );
      return {
        type: 'action',
        action: p.raiseKind === 'raise' ? 'raise' : 'bet',
        amount: moneyOf(amount),
        version,
      };
    };
    let message: Message;
    if (p.canCheck) message = p.canRaise && r < 0.2 ? raise() : { type: 'action', action: 'check', version };
    else if (r < 0.2) message = { type: 'action', action: 'fold', version };
    else if (p.canRaise && r < 0.3) message = raise();
    else message = { type: 'action', action: 'call', version };
    this.action = Object.assign(new Pending(this.p, 'room poker action'), {
      version,
      before: fingerprint(state, seat),
    });
    send(this.room, message);
  }
}
