import { describe, expect, it } from 'vitest';
import { parseCards } from '../../cards.js';
import {
  dealLiveBlackjack,
  liveBlackjackPayouts,
  liveBlackjackReducer,
  liveBlackjackView,
  liveSeatsOf,
  type LiveBlackjackBet,
  type LiveBlackjackState,
} from './index.js';
import type { BlackjackMove } from '../blackjack/blackjack.js';

// Cards in dealing order: each seat's first card, the dealer's up card, each seat's second card,
// the hole card, then the draws.
const A = 'alice';
const B = 'bob';
const C = 'carol';

function bet(
  id: string,
  userId: string,
  kind: LiveBlackjackBet['kind'],
  seat: number,
  stake: number,
  hand = 0,
) {
  return { id, userId, kind, seat, hand, stake } satisfies LiveBlackjackBet;
}

interface Case {
  name: string;
  bets: LiveBlackjackBet[];
  cards: string;
  /** Each: a user's move, or 'timeout'. */
  actions: Array<[string, BlackjackMove] | 'timeout'>;
  payouts: Record<string, number>;
  dealer: string;
  extraStakes?: string[];
}

const CASES: Case[] = [
  {
    name: 'a natural pays 3:2 and the dealer does not draw against it alone',
    bets: [bet('s', A, 'seat', 0, 100)],
    cards: 'As 9c Kd 7h',
    actions: [],
    payouts: { s: 250 },
    dealer: '9c 7h',
  },
  {
    name: 'dealer blackjack under an ace: insurance pays 2:1, the seat loses, a natural pushes',
    bets: [bet('s0', A, 'seat', 0, 100), bet('s1', B, 'seat', 1, 200), bet('i0', A, 'insurance', 0, 50)],
    cards: 'Ts Ac Ad 9h Kc Kh',
    actions: [
      [A, 'insurance'],
      [B, 'no-insurance'],
    ],
    payouts: { s0: 0, s1: 200, i0: 150 },
    dealer: 'Ad Kh',
    extraStakes: ['insurance:0:50'],
  },
  {
    name: 'the dealer peeks under a ten: blackjack ends the round at once, no one plays',
    bets: [bet('s', A, 'seat', 0, 100)],
    cards: '9s Kc 9d Ah',
    actions: [],
    payouts: { s: 0 },
    dealer: 'Kc Ah',
  },
  {
    name: 'insurance lost when the dealer has no blackjack; the round plays on',
    bets: [bet('s', A, 'seat', 0, 100), bet('i', A, 'insurance', 0, 50)],
    cards: 'Ts Ac 9d 7h',
    actions: [
      [A, 'insurance'],
      [A, 'stand'],
    ],
    payouts: { s: 200, i: 0 },
    dealer: 'Ac 7h',
    extraStakes: ['insurance:0:50'],
  },
  {
    name: 'split aces take one card each, stand, and 21 after a split pays even money',
    bets: [bet('s', A, 'seat', 0, 100), bet('p', A, 'split', 0, 100, 1)],
    cards: 'As 6c Ad Th Kc 9s Td',
    actions: [[A, 'split']],
    payouts: { s: 200, p: 200 },
    dealer: '6c Th Td',
    extraStakes: ['split:1:100'],
  },
  {
    name: 'a double takes one card and the double bet wins with the hand',
    bets: [bet('s', A, 'seat', 0, 100), bet('d', A, 'double', 0, 100, 0)],
    cards: '5s 9c 6d 7h Tc 2s',
    actions: [[A, 'double']],
    payouts: { s: 200, d: 200 },
    dealer: '9c 7h 2s',
    extraStakes: ['double:0:100'],
  },
  {
    name: 'a bust loses and the dealer keeps the hole card as the last hand',
    bets: [bet('s', A, 'seat', 0, 100)],
    cards: 'Ts 9c 6d 7h Tc',
    actions: [[A, 'hit']],
    payouts: { s: 0 },
    dealer: '9c 7h',
  },
  {
    name: 'a push returns the stake',
    bets: [bet('s', A, 'seat', 0, 100)],
    cards: 'Ts Tc 8d 8h',
    actions: [[A, 'stand']],
    payouts: { s: 100 },
    dealer: 'Tc 8h',
  },
  {
    name: 'a turn time-out stands; an insurance time-out declines',
    bets: [bet('s', A, 'seat', 0, 100)],
    cards: 'Ts Ac 9d 7h',
    actions: ['timeout', 'timeout'],
    payouts: { s: 200 },
    dealer: 'Ac 7h',
  },
  {
    name: 'three seats in turn, a split on the middle one, a bet behind following its first hand',
    bets: [
      bet('a', A, 'seat', 0, 100),
      bet('b', B, 'seat', 3, 100),
      bet('c', C, 'seat', 6, 100),
      bet('behind', C, 'behind', 3, 40),
      bet('split', B, 'split', 3, 100, 1),
    ],
    // Seats 0, 3, 6 get T, 8, 9; the dealer 6 up; then 9, 8, 7; the hole T. B splits the 8s (3 and
    // T come), hits 11 to 20 and stands, stands on 18; C times out on 16; the dealer draws 2: 18.
    cards: 'Ts 8c 9d 6h 9c 8d 7s Th 3c Td 9h 2c',
    actions: [[A, 'stand'], [B, 'split'], [B, 'hit'], [B, 'stand'], [B, 'stand'], 'timeout'],
    payouts: { a: 200, b: 200, split: 100, behind: 80, c: 0 },
    dealer: '6h Th 2c',
    extraStakes: ['split:1:100'],
  },
];

function playCase(c: Case): { state: LiveBlackjackState; stakes: string[] } {
  const dealt = dealLiveBlackjack(
    liveSeatsOf(c.bets.filter((b) => b.kind === 'seat' || b.kind === 'behind')),
    parseCards(c.cards),
  );
  if (!dealt.ok) throw new Error(dealt.error);
  let state = dealt.state;
  const stakes: string[] = [];
  for (const action of c.actions) {
    const result = liveBlackjackReducer(
      state,
      action === 'timeout' ? { type: 'timeout' } : { type: 'move', userId: action[0], move: action[1] },
    );
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error}`);
    state = result.state;
    stakes.push(...result.stakes.map((s) => `${s.kind}:${s.hand}:${s.stake}`));
  }
  return { state, stakes };
}

describe('live blackjack rounds', () => {
  it.each(CASES)('$name', (c) => {
    const { state, stakes } = playCase(c);
    expect(state.phase).toBe('finished');
    expect(liveBlackjackView(state).dealerCards.join(' ')).toBe(c.dealer);
    const payouts = Object.fromEntries(liveBlackjackPayouts(state, c.bets).map((p) => [p.betId, p.payout]));
    expect(payouts).toEqual(c.payouts);
    expect(stakes).toEqual(c.extraStakes ?? []);
    expect(state.used).toBe(parseCards(c.cards).length);
  });
});

describe('live blackjack refusals', () => {
  const deal = (cards: string, bets = [bet('a', A, 'seat', 0, 100), bet('b', B, 'seat', 1, 100)]) => {
    const dealt = dealLiveBlackjack(liveSeatsOf(bets), parseCards(cards));
    if (!dealt.ok) throw new Error(dealt.error);
    return dealt.state;
  };
  const REFUSALS: Array<{ name: string; cards: string; userId: string; move: BlackjackMove; error: string }> =
    [
      {
        name: 'not the seat in turn',
        cards: 'Ts 9s 5c Td 8d 7h',
        userId: B,
        move: 'stand',
        error: 'not_your_turn',
      },
      { name: 'a spectator', cards: 'Ts 9s 5c Td 8d 7h', userId: C, move: 'hit', error: 'not_your_turn' },
      {
        name: 'split of two ranks',
        cards: 'Ts 9s 5c Kd 8d 7h',
        userId: A,
        move: 'split',
        error: 'cannot_split',
      },
      {
        name: 'insurance without an ace up',
        cards: 'Ts 9s 5c Td 8d 7h',
        userId: A,
        move: 'insurance',
        error: 'insurance_not_offered',
      },
      {
        name: 'playing before insurance is answered',
        cards: 'Ts 9s Ac Td 8d 7h',
        userId: A,
        move: 'hit',
        error: 'insurance_pending',
      },
    ];
  it.each(REFUSALS)('$name', ({ cards, userId, move, error }) => {
    const state = deal(cards);
    expect(liveBlackjackReducer(state, { type: 'move', userId, move })).toEqual({ ok: false, error });
  });

  it('refuses a double after a hit, and any move once the round is finished', () => {
    let state = deal('2s 9s 5c Td 3d 7h 4c', [bet('a', A, 'seat', 0, 100)]);
    const hit = liveBlackjackReducer(state, { type: 'move', userId: A, move: 'hit' });
    if (!hit.ok) throw new Error(hit.error);
    state = hit.state;
    expect(liveBlackjackReducer(state, { type: 'move', userId: A, move: 'double' })).toEqual({
      ok: false,
      error: 'cannot_double',
    });
    const stand = liveBlackjackReducer(state, { type: 'move', userId: A, move: 'stand' });
    if (!stand.ok) throw new Error(stand.error);
    expect(liveBlackjackReducer(stand.state, { type: 'timeout' })).toEqual({
      ok: false,
      error: 'round_finished',
    });
  });

  it('refuses a deal without seats, and a round the cards run out on', () => {
    expect(dealLiveBlackjack([], parseCards('As Kd'))).toEqual({ ok: false, error: 'no_seats' });
    expect(dealLiveBlackjack(liveSeatsOf([bet('a', A, 'seat', 0, 100)]), parseCards('As Kd 9c'))).toEqual({
      ok: false,
      error: 'shoe_exhausted',
    });
  });

  it('each accepted action moves the version on', () => {
    const state = deal('Ts 9s 5c Td 8d 7h');
    const next = liveBlackjackReducer(state, { type: 'move', userId: A, move: 'stand' });
    expect(next.ok && next.state.version).toBe(state.version + 1);
  });
});
