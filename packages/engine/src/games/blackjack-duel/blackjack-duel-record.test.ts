// The blackjack duel's record: what it keeps, and the check from the revealed seed.
import { BLACKJACK_DUEL } from '@casino/games';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { accepted, deepFreeze, TEST_SETUP } from '../../duels/duel-test-kit.js';
import type { BlackjackMove } from '../blackjack/blackjack.js';
import { blackjackDuelRules as rules } from './blackjack-duel.js';
import { verifyBlackjackDuelRecord, type BlackjackDuelRecord } from './blackjack-duel-record.js';

const bet = (seat: DuelSeat, hand: number, chips: number): DuelAction => ({
  type: 'move',
  seat,
  move: { hand, bet: chips },
  at: 1_000,
});
const play = (seat: DuelSeat, hand: number, action: BlackjackMove): DuelAction => ({
  type: 'move',
  seat,
  move: { hand, action },
  at: 1_000,
});

describe('the record', () => {
  const played = (): BlackjackDuelRecord => {
    let state = rules.start(TEST_SETUP);
    // Both seats bet 50 and stand on every hand (declining insurance when offered).
    for (let hand = 0; hand < BLACKJACK_DUEL.hands; hand += 1) {
      for (const seat of [0, 1] as const) {
        for (const action of [
          bet(seat, hand, 50),
          play(seat, hand, 'no-insurance'),
          play(seat, hand, 'stand'),
        ]) {
          const result = rules.apply(state, action);
          if (result.ok) state = result.state;
        }
      }
    }
    expect(rules.outcome(state)).toMatchObject({ reason: 'score' });
    return JSON.parse(JSON.stringify(rules.record(state))) as BlackjackDuelRecord;
  };

  it('holds every hand’s cards, bet, plays and net for both seats, and checks out from the seed', () => {
    const record = played();
    expect(record).toMatchObject({
      seed: TEST_SETUP.seed,
      clientSeed: 'blackjack-duel',
      decks: 6,
      hands: 10,
    });
    expect(record.seats[0]!.hands).toHaveLength(10);
    for (const hand of record.seats[0]!.hands) {
      expect(hand.bet).toBe(50);
      expect(hand.dealer.length).toBeGreaterThanOrEqual(2);
      expect(hand.player[0]!.length).toBeGreaterThanOrEqual(2);
    }
    // Same decisions on the same cards: the same hands.
    expect(record.seats[1]!.hands).toEqual(record.seats[0]!.hands);
    expect(verifyBlackjackDuelRecord(record)).toEqual([]);
  });

  it('leaves out a hand cut off by a resignation, and still checks out from the seed', () => {
    let state = deepFreeze(rules.start(TEST_SETUP));
    // Seat 0 stakes hand after hand (declining insurance, standing) until a hand is in play, then resigns.
    for (let hand = 0; state.seats[0].phase !== 'playing'; hand += 1) {
      state = deepFreeze(accepted(rules.apply(state, bet(0, hand, 100))));
      if (hand > 0) continue;
      for (const action of ['no-insurance', 'stand'] as const) {
        const result = rules.apply(state, play(0, 0, action));
        if (result.ok) state = deepFreeze(result.state);
      }
    }
    const finished = state.seats[0].results;
    expect(finished.length).toBeGreaterThan(0);
    state = accepted(rules.apply(state, { type: 'resign', seat: 0, at: 2_000 }));
    const record = JSON.parse(JSON.stringify(rules.record(state))) as BlackjackDuelRecord;
    const nets = finished.map((result) => result.net);
    expect(record.seats[0]!.finalStack).toBe(nets.reduce((sum, net) => sum + net, 1_000));
    expect(record.seats[0]!.hands.map((hand) => [hand.bet, hand.net])).toEqual(nets.map((net) => [100, net]));
    expect(verifyBlackjackDuelRecord(record)).toEqual([]);
  });

  it.each<{ name: string; tamper: (record: BlackjackDuelRecord) => BlackjackDuelRecord }>([
    { name: 'another seed', tamper: (r) => ({ ...r, seed: 'cd'.repeat(32) }) },
    {
      name: 'a net changed',
      tamper: (r) => ({
        ...r,
        seats: [
          {
            ...r.seats[0]!,
            hands: r.seats[0]!.hands.map((h, i) => (i === 3 ? { ...h, net: h.net + 50 } : h)),
          },
          r.seats[1]!,
        ],
      }),
    },
    {
      name: 'a final stack changed',
      tamper: (r) => ({ ...r, seats: [r.seats[0]!, { ...r.seats[1]!, finalStack: 5_000 }] }),
    },
    {
      name: 'a bet off the limits',
      tamper: (r) => ({
        ...r,
        seats: [{ ...r.seats[0]!, hands: [{ ...r.seats[0]!.hands[0]!, bet: 5 }] }, r.seats[1]!],
      }),
    },
    { name: 'another rule set', tamper: (r) => ({ ...r, decks: 1 }) },
  ])('finds $name', ({ tamper }) => {
    expect(verifyBlackjackDuelRecord(tamper(played()))).not.toEqual([]);
  });
});
