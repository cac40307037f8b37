import { LIVE_BLACKJACK_SEATS, type Card, type LiveTableSnapshot } from '@casino/contracts';
import {
  handValue,
  isNaturalBlackjack,
  liveBlackjackMoves,
  parseCard,
  toCard,
  type CardId,
} from '@casino/engine';

// The live blackjack table's figures as plain functions of the room's snapshot: the seven seats
// and what the viewer may do at each, the buttons the hand in turn allows (the engine's own rule,
// liveBlackjackMoves, applied to the snapshot), hand totals and the turn's seconds left.

export type LiveSeat = LiveTableSnapshot['seats'][number];
export type LiveHand = LiveSeat['hands'][number];

/** The seats 0..6 in table order, each with its snapshot seat or null when nobody sits there. */
export function seatsAround(
  snapshot: Pick<LiveTableSnapshot, 'seats'>,
): Array<{ seat: number; taken: LiveSeat | null }> {
  return Array.from({ length: LIVE_BLACKJACK_SEATS }, (_, seat) => ({
    seat,
    taken: snapshot.seats.find((s) => s.seat === seat) ?? null,
  }));
}

/** The seat bets on a seat before the deal (the board's seat spot; the hands carry them after). */
export function seatStakeOnBoard(board: LiveTableSnapshot['board'], seat: number): number {
  return board
    .filter((b) => b.kind === 'seat' && specSeat(b.spec) === seat)
    .reduce((sum, b) => sum + b.amount, 0);
}

function specSeat(spec: string): number | null {
  try {
    const parsed = JSON.parse(spec) as { seat?: unknown };
    return typeof parsed.seat === 'number' ? parsed.seat : null;
  } catch {
    return null;
  }
}

/** What a chip on this seat would be: the viewer's own seat bet, a bet behind someone, or nothing. */
export function seatBetKind(
  snapshot: Pick<LiveTableSnapshot, 'phase' | 'seats'>,
  seat: number,
  userId: string,
  spectating: boolean,
): 'seat' | 'behind' | null {
  if (spectating || snapshot.phase !== 'betting') return null;
  const taken = snapshot.seats.find((s) => s.seat === seat);
  if (!taken || taken.userId === userId) return 'seat';
  return 'behind';
}

/** "Your seat", the owner's name, or "Seat 3" for an open one (seats count from 1 for people). */
export function seatLabel(taken: LiveSeat | null, seat: number, userId: string): string {
  if (!taken) return `Seat ${seat + 1}`;
  if (taken.userId === userId) return 'Your seat';
  return taken.name || `Seat ${seat + 1}`;
}

export interface BlackjackButtons {
  hit: boolean;
  stand: boolean;
  double: boolean;
  split: boolean;
  /** The insurance question is the viewer's to answer. */
  insurance: boolean;
}

/** The buttons enabled now: only the moves the room would accept from this viewer. */
export function buttonsOf(
  snapshot: Pick<LiveTableSnapshot, 'phase' | 'seats' | 'turnSeat' | 'turnHand'>,
  userId: string,
  spectating: boolean,
): BlackjackButtons {
  const moves = spectating || snapshot.phase !== 'playing' ? [] : liveBlackjackMoves(snapshot, userId);
  return {
    hit: moves.includes('hit'),
    stand: moves.includes('stand'),
    double: moves.includes('double'),
    split: moves.includes('split'),
    insurance: moves.includes('insurance'),
  };
}

function cardIdsOf(codes: readonly string[]): CardId[] {
  return codes.flatMap((code) => {
    try {
      return [parseCard(code)];
    } catch {
      return [];
    }
  });
}

/** The snapshot's card codes ('As', 'Td') as cards to draw; an unreadable code is left out. */
export function cardsOf(codes: readonly string[]): Card[] {
  return cardIdsOf(codes).map(toCard);
}

/** The dealer's face-up total: "6", "Soft 17", "Blackjack", "Bust" ('' before the deal). */
export function dealerText(codes: readonly string[]): string {
  const cards = cardIdsOf(codes);
  if (cards.length === 0) return '';
  if (isNaturalBlackjack(cards)) return 'Blackjack';
  const { total, soft } = handValue(cards);
  if (total > 21) return 'Bust';
  return soft && total < 21 ? `Soft ${total}` : String(total);
}

const STATUS_TEXT: Readonly<Record<string, string>> = {
  blackjack: 'Blackjack',
  bust: 'Bust',
  won: 'Win',
  lost: 'Lose',
  push: 'Push',
};

/** "19", "Soft 17", then the result once settled ("Blackjack", "Bust", "Win 20", "Lose 18", "Push 19"). */
export function handText(hand: Pick<LiveHand, 'cards' | 'value' | 'soft' | 'status'>): string {
  if (hand.cards.length === 0) return '';
  if (hand.status === 'blackjack' || hand.status === 'bust') return STATUS_TEXT[hand.status]!;
  const total = hand.soft && hand.value < 21 ? `Soft ${hand.value}` : String(hand.value);
  const result = STATUS_TEXT[hand.status];
  return result ? `${result} ${total}` : total;
}

/** The dealer's hole card is still face down: two cards dealt, only the up card shown. */
export function holeCardHidden(
  snapshot: Pick<LiveTableSnapshot, 'phase' | 'dealerCards' | 'seats'>,
): boolean {
  return (
    snapshot.phase === 'playing' &&
    snapshot.dealerCards.length === 1 &&
    snapshot.seats.some((s) => s.hands.length > 0)
  );
}

/** Whole seconds left on the turn clock, read from server time (0 when none runs). */
export function turnSecondsLeft(turnEndsAt: number, browserNow: number, clockOffsetMs: number): number {
  if (turnEndsAt <= 0) return 0;
  return Math.max(0, Math.ceil((turnEndsAt - (browserNow + clockOffsetMs)) / 1000));
}

/** The chips offered at a table: its minimum, a few multiples, and its maximum. */
export function tableChips(minBet: number, maxBet: number): number[] {
  const chips = [minBet, minBet * 2, minBet * 4, minBet * 10, maxBet].filter(
    (c) => c >= minBet && c <= maxBet,
  );
  return [...new Set(chips)].sort((a, b) => a - b);
}
