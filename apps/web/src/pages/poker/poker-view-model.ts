import { formatCents, type Cents } from '../../components/games/money';
import { COIN_MARK, netLabel } from './coin-labels';
import type { RaiseLimits } from './raise-rules';
import { seatSpots, WIDE_FELT_ASPECT, type SeatSpot } from './seat-layout';
import type { PokerSeatSnapshot, PokerTableSnapshot } from '@casino/contracts';

// The table as the page draws it, derived from one room snapshot and who is looking. The rule that
// matters most lives here: face-up cards only for the viewer's own seat and for hands shown at
// showdown; every other player in the hand shows card backs.

export type SeatCards = { kind: 'face'; codes: string[] } | { kind: 'backs' } | { kind: 'none' };

export type SeatStatus =
  'playing' | 'folded' | 'all-in' | 'sitting-out' | 'away' | 'leaving' | 'next-hand' | 'seated';

export interface PlayerSeatView {
  kind: 'player';
  position: number;
  spot: SeatSpot;
  playerId: string;
  name: string;
  chips: Cents;
  streetBet: Cents;
  isDealer: boolean;
  blind: 'SB' | 'BB' | null;
  lastAction: string;
  isActing: boolean;
  isMe: boolean;
  isWinner: boolean;
  /** The winner's result on the hand just ended (what they took less what they put in); null otherwise. */
  winNet: Cents | null;
  status: SeatStatus;
  /** Text for the status badge, empty when there is nothing to say. */
  statusLabel: string;
  cards: SeatCards;
  /** The hand shown at showdown ("Two Pair, Kings and Nines"). */
  handDescription: string;
}

export interface EmptySeatView {
  kind: 'empty';
  position: number;
  spot: SeatSpot;
}

export type SeatView = PlayerSeatView | EmptySeatView;

/** The viewer's betting options when it is their turn (spec §5 and the room's private view). */
export interface ActionOptions {
  version: number;
  canFold: boolean;
  canCheck: boolean;
  canCall: boolean;
  callAmount: Cents;
  /** The call takes every chip the player has. */
  callIsAllIn: boolean;
  canRaise: boolean;
  raiseKind: 'bet' | 'raise';
  raiseLimits: RaiseLimits;
  canAllIn: boolean;
  pot: Cents;
  currentBet: Cents;
}

export interface TableView {
  seats: SeatView[];
  me: PokerSeatSnapshot | null;
  /** Connected without a seat: a spectator. */
  isWatching: boolean;
  freeSeats: number[];
  /** Five community card slots: a code, or null for an empty slot. */
  board: (string | null)[];
  pot: Cents;
  /** Spec §4: the phase as text ("pre-flop", ...). */
  phaseLabel: string;
  handNumber: number;
  actions: ActionOptions | null;
  /** Who won the hand that just ended ("Ana wins 20.00 with a Pair of Kings"). */
  resultLines: string[];
  /** What the table waits for, when no hand is being played. */
  waitingMessage: string | null;
  /** Between hands (waiting, or a hand just ended): whether and when the next one comes. */
  nextHandMessage: string | null;
}

/** Cards of the viewer's own last hand, kept after the hand ends so they can still be seen. */
export interface RememberedCards {
  handNumber: number;
  cards: string[];
}

function statusOf(seat: PokerSeatSnapshot, table: PokerTableSnapshot): { status: SeatStatus; label: string } {
  if (seat.isLeaving) return { status: 'leaving', label: 'Leaving' };
  if (!seat.isConnected) return { status: 'away', label: 'Disconnected' };
  const handInPlay = table.phase !== 'waiting' && table.phase !== 'showdown';
  if (seat.inHand && handInPlay) {
    if (seat.isFolded) return { status: 'folded', label: 'Folded' };
    if (seat.isAllIn) return { status: 'all-in', label: 'All in' };
    // Sitting out takes effect from the next hand; this one is still played.
    return { status: 'playing', label: seat.isSittingOut ? 'Out next hand' : '' };
  }
  if (seat.isSittingOut) return { status: 'sitting-out', label: 'Sitting out' };
  if (handInPlay) return { status: 'next-hand', label: 'Next hand' };
  return { status: 'seated', label: '' };
}

function cardsOf(
  seat: PokerSeatSnapshot,
  isMe: boolean,
  table: PokerTableSnapshot,
  remembered: RememberedCards | null,
): SeatCards {
  if (isMe && seat.private && seat.private.cards.length > 0)
    return { kind: 'face', codes: seat.private.cards };
  if (seat.shownCards.length > 0) return { kind: 'face', codes: seat.shownCards };
  if (
    isMe &&
    remembered &&
    remembered.handNumber === table.handNumber &&
    table.phase === 'showdown' &&
    remembered.cards.length > 0
  ) {
    return { kind: 'face', codes: remembered.cards };
  }
  if (seat.hasCards) return { kind: 'backs' };
  return { kind: 'none' };
}

function phaseLabelOf(table: PokerTableSnapshot): string {
  if (table.phase === 'waiting') return 'waiting';
  if (table.phase === 'showdown' && table.lastHand && !table.lastHand.showdown) return 'hand over';
  return table.phase;
}

function actionsOf(me: PokerSeatSnapshot | null, table: PokerTableSnapshot): ActionOptions | null {
  const p = me?.private;
  if (!me || !p || !me.isActing || table.actionOn !== me.position) return null;
  if (!p.canFold && !p.canCheck && !p.canCall && !p.canRaise) return null;
  const callIsAllIn = p.canCall && p.callAmount >= me.chips;
  return {
    version: table.version,
    canFold: p.canFold,
    canCheck: p.canCheck,
    canCall: p.canCall,
    callAmount: p.callAmount,
    callIsAllIn,
    canRaise: p.canRaise && p.maxRaiseTo > p.minRaiseTo,
    raiseKind: p.raiseKind,
    raiseLimits: { min: p.minRaiseTo, max: p.maxRaiseTo },
    canAllIn: (p.canRaise || callIsAllIn) && me.chips > 0,
    pot: table.pot,
    currentBet: table.currentBet,
  };
}

function nextHandMessageOf(table: PokerTableSnapshot): string | null {
  if (table.phase !== 'waiting' && table.phase !== 'showdown') return null;
  const ready = table.seats.filter((s) => !s.isSittingOut && !s.isLeaving && s.chips > 0).length;
  if (ready >= 2) return 'The next hand is about to be dealt.';
  return table.seats.length === 0
    ? 'Waiting for players to sit down.'
    : 'Waiting for another player to sit down.';
}

export function tableViewOf(
  table: PokerTableSnapshot,
  myUserId: string | null,
  remembered: RememberedCards | null = null,
  feltAspect: number = WIDE_FELT_ASPECT,
): TableView {
  const me = (myUserId && table.seats.find((s) => s.playerId === myUserId)) || null;
  const spots = seatSpots(table.maxPlayers, me?.position ?? 0, feltAspect);
  const byPosition = new Map(table.seats.map((s) => [s.position, s]));
  const ended =
    table.phase === 'showdown' && table.lastHand !== null && table.lastHand.handNumber === table.handNumber;
  const winners = ended && table.lastHand ? table.lastHand.winners : [];

  const seats: SeatView[] = spots.map((spot) => {
    const seat = byPosition.get(spot.position);
    if (!seat) return { kind: 'empty', position: spot.position, spot };
    const isMe = seat === me;
    const { status, label } = statusOf(seat, table);
    return {
      kind: 'player',
      position: seat.position,
      spot,
      playerId: seat.playerId,
      name: seat.playerName || `Seat ${seat.position + 1}`,
      chips: seat.chips,
      streetBet: seat.streetBet,
      isDealer: seat.isDealer,
      blind: seat.isSmallBlind ? 'SB' : seat.isBigBlind ? 'BB' : null,
      lastAction: seat.lastAction,
      isActing: seat.isActing && table.actionOn === seat.position,
      isMe,
      isWinner: winners.some((w) => w.playerId === seat.playerId),
      winNet: winners.find((w) => w.playerId === seat.playerId)?.net ?? null,
      status,
      statusLabel: label,
      cards: cardsOf(seat, isMe, table, remembered),
      handDescription: seat.shownDescription,
    };
  });

  const board: (string | null)[] = Array.from({ length: 5 }, (_, i) => table.board[i] ?? null);
  return {
    seats,
    me,
    isWatching: me === null,
    freeSeats: spots.filter((s) => !byPosition.has(s.position)).map((s) => s.position),
    board,
    pot: ended && table.lastHand ? table.lastHand.pot : table.pot,
    phaseLabel: phaseLabelOf(table),
    handNumber: table.handNumber,
    actions: actionsOf(me, table),
    resultLines: winners.map(
      (w) =>
        `${w.playerName} wins ${netLabel(w.net)} ${table.currency === 'sweeps' ? 'SC' : COIN_MARK} (pot ${formatCents(w.amount)})${w.handName ? ` with ${w.handName}` : ''}`,
    ),
    waitingMessage: table.phase === 'waiting' ? nextHandMessageOf(table) : null,
    nextHandMessage: nextHandMessageOf(table),
  };
}
