import { LiveTableSnapshot } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  buttonsOf,
  cardsOf,
  dealerText,
  handText,
  holeCardHidden,
  seatBetKind,
  seatLabel,
  seatsAround,
  seatStakeOnBoard,
  tableChips,
  turnSecondsLeft,
} from './live-blackjack-model';

// Snapshots as the room sends them, parsed the way the page parses them.
function snapshotOf(raw: Record<string, unknown>): LiveTableSnapshot {
  return LiveTableSnapshot.parse({ gameKey: 'live-blackjack', minBet: 2500, maxBet: 250000, ...raw });
}

const hand = (cards: string[], status = 'playing', value = 0) => ({
  cards,
  bet: 2500,
  status,
  value,
  soft: false,
});
const seat = (n: number, userId: string, hands: unknown[], extra: Record<string, unknown> = {}) => ({
  seat: n,
  userId,
  name: userId.toUpperCase(),
  hands,
  ...extra,
});

const NONE = { hit: false, stand: false, double: false, split: false, insurance: false };

const BUTTON_CASES: Array<{
  name: string;
  raw: Record<string, unknown>;
  userId: string;
  spectating?: boolean;
  expected: typeof NONE;
}> = [
  {
    name: 'my turn on two cards of one rank: everything',
    raw: { phase: 'playing', turnSeat: 1, seats: [seat(1, 'me', [hand(['8s', '8d'])])] },
    userId: 'me',
    expected: { hit: true, stand: true, double: true, split: true, insurance: false },
  },
  {
    name: 'my turn on three cards: hit and stand only',
    raw: { phase: 'playing', turnSeat: 1, seats: [seat(1, 'me', [hand(['2s', '3d', '4c'])])] },
    userId: 'me',
    expected: { ...NONE, hit: true, stand: true },
  },
  {
    name: 'the second hand of a split: double but no second split',
    raw: {
      phase: 'playing',
      turnSeat: 0,
      turnHand: 1,
      seats: [seat(0, 'me', [hand(['8s', 'Td'], 'stood'), hand(['8d', '3c'])])],
    },
    userId: 'me',
    expected: { ...NONE, hit: true, stand: true, double: true },
  },
  {
    name: "someone else's turn: nothing",
    raw: {
      phase: 'playing',
      turnSeat: 2,
      seats: [seat(0, 'me', [hand(['8s', '8d'])]), seat(2, 'bo', [hand(['9s', '7d'])])],
    },
    userId: 'me',
    expected: NONE,
  },
  {
    name: 'the insurance offer to my seat: only the answer',
    raw: {
      phase: 'playing',
      seats: [seat(3, 'me', [hand(['8s', '8d'])], { insurancePending: true })],
      dealerCards: ['Ah'],
    },
    userId: 'me',
    expected: { ...NONE, insurance: true },
  },
  {
    name: 'a spectator sees no buttons, even on a seat of theirs',
    raw: { phase: 'playing', turnSeat: 1, seats: [seat(1, 'me', [hand(['8s', '8d'])])] },
    userId: 'me',
    spectating: true,
    expected: NONE,
  },
  {
    name: 'during betting: no moves',
    raw: { phase: 'betting', turnSeat: 1, seats: [seat(1, 'me', [hand(['8s', '8d'])])] },
    userId: 'me',
    expected: NONE,
  },
];

describe('the live blackjack buttons', () => {
  it.each(BUTTON_CASES)('$name', ({ raw, userId, spectating, expected }) => {
    expect(buttonsOf(snapshotOf(raw), userId, spectating ?? false)).toEqual(expected);
  });
});

describe('the live blackjack seats', () => {
  const snapshot = snapshotOf({ phase: 'betting', seats: [seat(0, 'me', []), seat(4, 'bo', [])] });

  it('lays out seven seats in order, open or taken', () => {
    expect(seatsAround(snapshot).map((s) => s.taken?.userId ?? null)).toEqual([
      'me',
      null,
      null,
      null,
      'bo',
      null,
      null,
    ]);
  });

  it.each([
    { seat: 0, label: 'Your seat', kind: 'seat' },
    { seat: 4, label: 'BO', kind: 'behind' },
    { seat: 6, label: 'Seat 7', kind: 'seat' },
  ])('seat $seat reads "$label" and takes a $kind bet', ({ seat: n, label, kind }) => {
    const taken = seatsAround(snapshot)[n]!.taken;
    expect(seatLabel(taken, n, 'me')).toBe(label);
    expect(seatBetKind(snapshot, n, 'me', false)).toBe(kind);
  });

  it("reads a seat's stake from the board's seat spot before the deal", () => {
    const { board } = snapshotOf({
      board: {
        'seat:0': { spotKey: 'seat:0', kind: 'seat', spec: '{"seat":0,"hand":0}', amount: 7500, bets: 2 },
        'behind:0': {
          spotKey: 'behind:0',
          kind: 'behind',
          spec: '{"seat":0,"hand":0}',
          amount: 900,
          bets: 1,
        },
        'seat:4': { spotKey: 'seat:4', kind: 'seat', spec: '{"seat":4,"hand":0}', amount: 2500, bets: 1 },
      },
    });
    expect(seatStakeOnBoard(board, 0)).toBe(7500);
    expect(seatStakeOnBoard(board, 4)).toBe(2500);
    expect(seatStakeOnBoard(board, 6)).toBe(0);
  });

  it('takes no bet outside the betting window or from a spectator', () => {
    expect(seatBetKind({ ...snapshot, phase: 'playing' }, 6, 'me', false)).toBeNull();
    expect(seatBetKind(snapshot, 6, 'me', true)).toBeNull();
  });
});

describe('the live blackjack figures', () => {
  it.each([
    { hand: { cards: ['As', '6d'], value: 17, soft: true, status: 'playing' }, text: 'Soft 17' },
    { hand: { cards: ['As', 'Kd'], value: 21, soft: true, status: 'blackjack' }, text: 'Blackjack' },
    { hand: { cards: ['Ts', '6d', 'Kc'], value: 26, soft: false, status: 'bust' }, text: 'Bust' },
    { hand: { cards: ['Ts', 'Kd'], value: 20, soft: false, status: 'won' }, text: 'Win 20' },
    { hand: { cards: ['Ts', '8d'], value: 18, soft: false, status: 'lost' }, text: 'Lose 18' },
    { hand: { cards: ['Ts', '9d'], value: 19, soft: false, status: 'push' }, text: 'Push 19' },
  ])('a hand reads "$text"', ({ hand: h, text }) => {
    expect(handText(h)).toBe(text);
  });

  it('reads card codes as cards and leaves unreadable ones out', () => {
    expect(cardsOf(['As', 'Td', '??'])).toEqual([
      { rank: 'A', suit: 'spades' },
      { rank: '10', suit: 'diamonds' },
    ]);
  });

  it.each([
    { cards: [], text: '' },
    { cards: ['6h'], text: '6' },
    { cards: ['Ah'], text: 'Soft 11' },
    { cards: ['Ah', '6c'], text: 'Soft 17' },
    { cards: ['Ah', 'Kc'], text: 'Blackjack' },
    { cards: ['Th', '6c', '9d'], text: 'Bust' },
  ])('the dealer shows "$text"', ({ cards, text }) => {
    expect(dealerText(cards)).toBe(text);
  });

  it('shows a face-down hole card only while the seats play with one dealer card up', () => {
    const playing = snapshotOf({
      phase: 'playing',
      dealerCards: ['9c'],
      seats: [seat(0, 'me', [hand(['8s', '8d'])])],
    });
    expect(holeCardHidden(playing)).toBe(true);
    expect(holeCardHidden({ ...playing, dealerCards: ['9c', '7d'] })).toBe(false);
    expect(holeCardHidden({ ...playing, phase: 'betting' })).toBe(false);
  });

  it('counts the turn down on server time', () => {
    expect(turnSecondsLeft(20_000, 10_000, 0)).toBe(10);
    expect(turnSecondsLeft(20_000, 10_000, 5_500)).toBe(5);
    expect(turnSecondsLeft(20_000, 30_000, 0)).toBe(0);
    expect(turnSecondsLeft(0, 10_000, 0)).toBe(0);
  });

  it('offers chips from the table minimum to its maximum', () => {
    expect(tableChips(2500, 250000)).toEqual([2500, 5000, 10000, 25000, 250000]);
    expect(tableChips(2500, 5000)).toEqual([2500, 5000]);
  });
});
