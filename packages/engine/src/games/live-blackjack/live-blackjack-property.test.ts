import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardToString, freshDeck, type CardId } from '../../cards.js';
import { shuffleWithStream } from '../../fair-mappings.js';
import { createFloatStream } from '../../fairness-stream.js';
import {
  dealLiveBlackjack,
  liveBlackjackExposure,
  liveBlackjackMoves,
  liveBlackjackPayouts,
  liveBlackjackReducer,
  liveBlackjackView,
  liveSeatsOf,
  type LiveBlackjackBet,
  type LiveBlackjackState,
} from './index.js';

// Random rounds: a six-deck shoe shuffled from a random seed, 1..7 seats (some with bets behind),
// every decision a random legal move or a time-out, until the round is finished.
const SHOE = Array.from({ length: 6 }, () => freshDeck()).flat();

const seatArb = fc.record({
  seat: fc.integer({ min: 0, max: 6 }),
  stake: fc.integer({ min: 1, max: 250_000 }),
  behind: fc.array(fc.integer({ min: 1, max: 250_000 }), { maxLength: 2 }),
});

const roundArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 16 }),
  seats: fc.uniqueArray(seatArb, { minLength: 1, maxLength: 7, selector: (s) => s.seat }),
  choices: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});

interface Played {
  state: LiveBlackjackState;
  bets: LiveBlackjackBet[];
  /** Every view seen, with the state it came from. */
  views: Array<{ state: LiveBlackjackState; cards: string[] }>;
}

interface RandomRound {
  seed: string;
  seats: Array<{ seat: number; stake: number; behind: number[] }>;
  choices: number[];
}

function playRandomRound(round: RandomRound): Played {
  const cards: CardId[] = shuffleWithStream(
    SHOE,
    createFloatStream({ serverSeed: round.seed, clientSeed: 't', nonce: 1 }),
  );
  const bets: LiveBlackjackBet[] = [];
  for (const s of round.seats) {
    bets.push({
      id: `seat-${s.seat}`,
      userId: `owner-${s.seat}`,
      kind: 'seat',
      seat: s.seat,
      hand: 0,
      stake: s.stake,
    });
    s.behind.forEach((stake, i) =>
      bets.push({
        id: `behind-${s.seat}-${i}`,
        userId: `backer-${i}`,
        kind: 'behind',
        seat: s.seat,
        hand: 0,
        stake,
      }),
    );
  }
  const dealt = dealLiveBlackjack(liveSeatsOf(bets), cards);
  if (!dealt.ok) throw new Error(dealt.error);
  let state = dealt.state;
  const views: Played['views'] = [];
  const see = () => {
    const view = liveBlackjackView(state);
    views.push({
      state,
      cards: [...view.dealerCards, ...view.seats.flatMap((s) => s.hands.flatMap((h) => h.cards))],
    });
  };
  see();
  let step = 0;
  while (state.phase !== 'finished') {
    const choice = round.choices[step++ % round.choices.length]!;
    const view = liveBlackjackView(state);
    const actor = view.seats.find((s) => liveBlackjackMoves(view, s.userId).length > 0);
    const moves = actor ? liveBlackjackMoves(view, actor.userId) : [];
    const result =
      !actor || choice % 7 === 0
        ? liveBlackjackReducer(state, { type: 'timeout' })
        : liveBlackjackReducer(state, {
            type: 'move',
            userId: actor.userId,
            move: moves[choice % moves.length]!,
          });
    if (!result.ok) throw new Error(result.error);
    result.stakes.forEach((extra, i) =>
      bets.push({
        id: `${extra.kind}-${extra.seat}-${state.version}-${i}`,
        userId: `owner-${extra.seat}`,
        kind: extra.kind,
        seat: extra.seat,
        hand: extra.hand,
        stake: extra.stake,
      }),
    );
    state = result.state;
    see();
  }
  return { state, bets, views };
}

describe('live blackjack properties', () => {
  it('pays every bet once, never more than the stakes plus the exposure the bets reserved', () => {
    fc.assert(
      fc.property(roundArb, (round) => {
        const { state, bets } = playRandomRound(round);
        const payouts = liveBlackjackPayouts(state, bets);
        expect(payouts.map((p) => p.betId)).toEqual(bets.map((b) => b.id));
        const staked = bets.reduce((sum, b) => sum + b.stake, 0);
        const paid = payouts.reduce((sum, p) => sum + p.payout, 0);
        expect(payouts.every((p) => Number.isSafeInteger(p.payout) && p.payout >= 0)).toBe(true);
        expect(paid - staked).toBeLessThanOrEqual(liveBlackjackExposure(bets));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows no card before it is dealt face up: the hole card stays out of the view until turned', () => {
    fc.assert(
      fc.property(roundArb, (round) => {
        const { views } = playRandomRound(round);
        for (const { state, cards } of views) {
          const faceUp = state.holeTurned ? state.used : state.used - 1;
          // The view holds exactly the dealt cards but the hole card: the shoe's first `used` cards.
          const expected = state.cards
            .slice(0, state.used)
            .filter((_, i) => state.holeTurned || i !== holeIndex(state));
          expect(cards.length).toBe(faceUp);
          expect([...cards].sort()).toEqual(expected.map(cardToString).sort());
          if (!state.holeTurned) expect(state.phase).not.toBe('finished');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

/** Where the hole card sits in the shoe: after each seat's two cards and the up card. */
function holeIndex(state: LiveBlackjackState): number {
  return 2 * state.seats.length + 1;
}
