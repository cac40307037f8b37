import { LiveTableSnapshot } from '@casino/contracts';
import {
  dealLiveBlackjack,
  liveBlackjackReducer,
  liveBlackjackView,
  liveSeatsOf,
  parseCards,
  type LiveBlackjackBet,
} from '@casino/engine';
import { describe, expect, it } from 'vitest';
import type { LiveTableView, PlacedLiveBet } from '../live-game.js';
import { LiveTableState } from '../live-table-state.js';
import { createLiveBlackjack } from './live-blackjack.js';
import { syncLiveBlackjack } from './live-blackjack-sync.js';

// The blackjack part of the synced state, read back the way the web reads it (LiveTableSnapshot):
// the seats before the deal come from the board's bets; after it, from the engine's public view,
// with the hole card absent until the dealer turns it.

const bet = (id: string, userId: string, kind: LiveBlackjackBet['kind'], seat: number, stake: number) =>
  ({ id, userId, kind, seat, hand: 0, stake }) satisfies LiveBlackjackBet;

const names: Record<string, string> = { ana: 'Ana', bea: 'Bea' };

/** A fresh state and the table's bets as the room holds them (in escrow, in order). */
function tableWith(bets: LiveBlackjackBet[]): { state: LiveTableState; table: LiveTableView } {
  const placed: PlacedLiveBet[] = bets.map((b) => ({
    betId: b.id,
    userId: b.userId,
    kind: b.kind,
    spec: { seat: b.seat, hand: 0 },
    stake: BigInt(b.stake),
    spotKey: `${b.kind}:${b.seat}`,
  }));
  return {
    state: new LiveTableState(),
    table: { placed, nameOf: (userId) => names[userId] ?? '', isConnected: () => true },
  };
}

describe('live blackjack in the synced state', () => {
  const bets = [
    bet('a', 'ana', 'seat', 2, 2500),
    bet('b', 'bea', 'behind', 2, 1000),
    bet('c', 'bea', 'seat', 5, 5000),
  ];

  it('shows the seats the bets claimed before the deal, with names and bets behind', () => {
    const { state, table } = tableWith(bets);
    syncLiveBlackjack(state, table, null, 0);
    const snapshot = LiveTableSnapshot.parse(state);
    expect(snapshot.seats.map((s) => [s.seat, s.userId, s.name, s.hands.length])).toEqual([
      [2, 'ana', 'Ana', 0],
      [5, 'bea', 'Bea', 0],
    ]);
    expect(snapshot.seats[0]!.behind).toEqual([{ userId: 'bea', name: 'Bea', amount: 1000 }]);
    expect(snapshot.dealerCards).toEqual([]);
    expect(snapshot.turnSeat).toBe(-1);
  });

  it('shows the dealt cards, the up card only, and the turn; the hole card once turned', () => {
    const { state, table } = tableWith(bets);
    // Seat 2: T 9; seat 5: 8 8; the dealer 6 up, K in the hole, then a 5.
    const dealt = dealLiveBlackjack(liveSeatsOf(bets), parseCards('Ts 8c 6h 9d 8d Kc 5s'));
    if (!dealt.ok) throw new Error(dealt.error);
    syncLiveBlackjack(state, table, liveBlackjackView(dealt.state), 123_000);
    let snapshot = LiveTableSnapshot.parse(state);
    expect(snapshot.dealerCards).toEqual(['6h']);
    expect(JSON.stringify(state.toJSON())).not.toContain('Kc');
    expect(snapshot.seats.map((s) => s.hands.map((h) => h.cards.join(' ')))).toEqual([['Ts 9d'], ['8c 8d']]);
    expect(snapshot.seats[0]!.hands[0]).toMatchObject({ bet: 2500, value: 19, status: 'playing' });
    expect([snapshot.turnSeat, snapshot.turnHand, snapshot.turnEndsAt]).toEqual([2, 0, 123_000]);

    let round = dealt.state;
    for (const [userId, move] of [
      ['ana', 'stand'],
      ['bea', 'stand'],
    ] as const) {
      const next = liveBlackjackReducer(round, { type: 'move', userId, move });
      if (!next.ok) throw new Error(next.error);
      round = next.state;
    }
    syncLiveBlackjack(state, table, liveBlackjackView(round), 0);
    snapshot = LiveTableSnapshot.parse(state);
    expect(snapshot.dealerCards).toEqual(['6h', 'Kc', '5s']);
    expect(snapshot.seats.map((s) => s.hands[0]!.status)).toEqual(['lost', 'lost']);
    expect([snapshot.turnSeat, snapshot.turnEndsAt]).toEqual([-1, 0]);
  });
});

describe('live blackjack history labels', () => {
  it.each([
    {
      outcome: { dealerCards: [], dealerValue: 0, dealerBlackjack: false, seats: [], cardsUsed: 0 },
      label: 'no hands',
    },
    {
      outcome: { dealerCards: ['Ah', 'Kd'], dealerValue: 21, dealerBlackjack: true, cardsUsed: 4 },
      label: 'dealer blackjack',
    },
    {
      outcome: { dealerCards: ['Th', '6d', '9c'], dealerValue: 25, dealerBlackjack: false, cardsUsed: 5 },
      label: 'dealer bust',
    },
    {
      outcome: { dealerCards: ['Th', 'Kd'], dealerValue: 20, dealerBlackjack: false, cardsUsed: 4 },
      label: 'dealer 20',
    },
    { outcome: null, label: '' },
  ])('$label', ({ outcome, label }) => {
    expect(createLiveBlackjack().labelOf(outcome)).toBe(label);
  });
});
