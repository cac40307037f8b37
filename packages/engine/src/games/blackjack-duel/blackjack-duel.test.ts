import { BLACKJACK_DUEL } from '@casino/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCards, toCard, type CardId } from '../../cards.js';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { accepted, applyAll, deepFreeze, mulberry32, TEST_SETUP } from '../../duels/duel-test-kit.js';
import { BLACKJACK_MOVES, type BlackjackMove } from '../blackjack/blackjack.js';
import { blackjackDuelRules as rules, type BlackjackDuelState } from './blackjack-duel.js';
import { verifyBlackjackDuelRecord, type BlackjackDuelRecord } from './blackjack-duel-record.js';
import {
  BLACKJACK_DUEL_HAND_STRIDE,
  BLACKJACK_DUEL_SHOE_SIZE,
  blackjackDuelHandCards,
  blackjackDuelShoe,
} from './blackjack-duel-shoe.js';

/**
 * A duel whose shoe is stacked: hand i's slice starts with `hands[i]` (deal order: player, dealer up,
 * player, dealer hole, then draws), every other card a 2 of clubs.
 */
function stackedDuel(hands: readonly string[]): BlackjackDuelState {
  const shoe: CardId[] = Array.from({ length: BLACKJACK_DUEL_SHOE_SIZE }, () => parseCards('2c')[0]!);
  hands.forEach((top, i) =>
    parseCards(top).forEach((card, k) => (shoe[i * BLACKJACK_DUEL_HAND_STRIDE + k] = card)),
  );
  return deepFreeze({ ...rules.start(TEST_SETUP), shoe });
}

const bet = (seat: DuelSeat, hand: number, chips: number, at = 1_000): DuelAction => ({
  type: 'move',
  seat,
  move: { hand, bet: chips },
  at,
});
const play = (seat: DuelSeat, hand: number, action: BlackjackMove, at = 1_000): DuelAction => ({
  type: 'move',
  seat,
  move: { hand, action },
  at,
});
const seatPlays = (seat: DuelSeat, hand: number, chips: number, actions: readonly BlackjackMove[]) => [
  bet(seat, hand, chips),
  ...actions.map((action) => play(seat, hand, action)),
];

describe('the shoe', () => {
  it('is six shuffled decks from the seed, the same for the same seed', () => {
    const shoe = blackjackDuelShoe(TEST_SETUP.seed);
    expect(shoe).toHaveLength(312);
    const counts = new Map<number, number>();
    for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === BLACKJACK_DUEL.decks)).toBe(true);
    expect(counts.size).toBe(52);
    expect(blackjackDuelShoe(TEST_SETUP.seed)).toEqual(shoe);
    expect(blackjackDuelShoe('cd'.repeat(32))).not.toEqual(shoe);
  });

  it('gives every hand its own stretch of it, wrapping round the end', () => {
    const shoe = blackjackDuelShoe(TEST_SETUP.seed);
    expect(blackjackDuelHandCards(shoe, 1).slice(0, 4)).toEqual(shoe.slice(31, 35));
    const last = blackjackDuelHandCards(shoe, 9);
    expect(last.slice(0, 33)).toEqual(shoe.slice(279, 312));
    expect(last[33]).toBe(shoe[0]);
  });
});

describe('hands', () => {
  it.each<{ name: string; top: string; chips: number; actions: BlackjackMove[]; net: number }>([
    { name: 'a natural pays 3:2', top: 'As 9c Kd 7c', chips: 100, actions: [], net: 150 },
    { name: 'standing 20 against 19 wins', top: 'Ks 9c Qd Tc', chips: 100, actions: ['stand'], net: 100 },
    { name: 'equal totals push', top: 'Ks 9c 8d 9d', chips: 100, actions: ['stand'], net: 0 },
    { name: 'standing 17 against 19 loses', top: 'Ks 9c 7d Tc', chips: 100, actions: ['stand'], net: -100 },
    { name: 'a hit over 21 busts', top: 'Ks 9c 6d 7c Th', chips: 50, actions: ['hit'], net: -50 },
    { name: 'the dealer busts drawing to 16', top: 'Ks 9c 8d 7c 6h', chips: 50, actions: ['stand'], net: 50 },
    { name: 'a double on 11 wins twice', top: '5s 9c 6d 8c Th', chips: 100, actions: ['double'], net: 200 },
    { name: 'a double can lose twice', top: '5s Tc 6d 9c 2h', chips: 100, actions: ['double'], net: -200 },
    {
      name: 'split eights: one wins, one loses',
      top: '8s Tc 8d 7c 3h Th',
      chips: 100,
      actions: ['split', 'stand', 'stand'],
      net: 0,
    },
    {
      name: 'insurance taken against a dealer natural: the side bet pays 2:1, net 0',
      top: 'Ts As 6d Kc',
      chips: 100,
      actions: ['insurance'],
      net: 0,
    },
    {
      name: 'even money on a natural against an ace',
      top: 'As Ah Kd 9c',
      chips: 100,
      actions: ['insurance'],
      net: 100,
    },
    {
      name: 'a dealer natural (ten up) loses at once',
      top: '9s Kc 9d Ac',
      chips: 100,
      actions: [],
      net: -100,
    },
  ])('$name', ({ top, chips, actions, net }) => {
    const state = applyAll(rules, stackedDuel([top]), seatPlays(0, 0, chips, actions));
    const view = rules.privateView(state, 0, 2_000);
    expect(view).toMatchObject({
      hand: 1,
      phase: 'betting',
      stack: 1_000 + net,
      round: { hand: 0, finished: true, net },
    });
    expect(state.seats[0].results[0]?.net).toBe(net);
    // The record keeps the stake placed (a double or a split adds to it on the table, not here).
    expect(state.seats[0].results[0]?.bet).toBe(chips);
  });

  it('hides the dealer’s hole card while the seat plays, then shows it', () => {
    const dealt = applyAll(rules, stackedDuel(['Ks 9c 7d Tc']), [bet(0, 0, 100)]);
    const playing = rules.privateView(dealt, 0, 1_000);
    expect(playing).toMatchObject({
      phase: 'playing',
      stack: 900,
      round: { finished: false, dealerValue: 9 },
    });
    expect(playing?.round?.dealerCards).toEqual([toCard(parseCards('9c')[0]!)]);
    const stood = applyAll(rules, dealt, [play(0, 0, 'stand')]);
    expect(rules.privateView(stood, 0, 1_000)?.round?.dealerCards).toHaveLength(2);
  });

  it('offers a double or split only when the stack covers it', () => {
    const base = stackedDuel(['8s Tc 8d 7c']);
    const poor = deepFreeze({ ...base, seats: [{ ...base.seats[0], stack: 150 }, base.seats[1]] as const });
    const dealt = applyAll(rules, poor, [bet(0, 0, 100)]);
    expect(rules.privateView(dealt, 0, 1_000)?.round).toMatchObject({ canDouble: false, canSplit: false });
    expect(rules.apply(dealt, play(0, 0, 'double'))).toEqual({ ok: false, error: 'illegal_move' });
    expect(rules.apply(dealt, play(0, 0, 'split'))).toEqual({ ok: false, error: 'illegal_move' });
    const rich = applyAll(rules, base, [bet(0, 0, 100)]);
    expect(rules.privateView(rich, 0, 1_000)?.round).toMatchObject({ canDouble: true, canSplit: true });
  });
});

describe('refusals', () => {
  const start = stackedDuel(['Ks 9c 7d Tc', 'Ks 9c 7d Tc']);
  const dealt = applyAll(rules, start, [bet(0, 0, 100)]);
  it.each<{ name: string; state: BlackjackDuelState; action: DuelAction; error: string }>([
    { name: 'a bet under the minimum', state: start, action: bet(0, 0, 5), error: 'illegal_move' },
    { name: 'a bet over the maximum', state: start, action: bet(0, 0, 210), error: 'illegal_move' },
    { name: 'a bet off the step', state: start, action: bet(0, 0, 15), error: 'illegal_move' },
    {
      name: 'a bet over the stack',
      state: deepFreeze({ ...start, seats: [{ ...start.seats[0], stack: 40 }, start.seats[1]] as const }),
      action: bet(0, 0, 50),
      error: 'illegal_move',
    },
    {
      name: 'a bet for a later hand (stale index)',
      state: start,
      action: bet(0, 1, 100),
      error: 'illegal_move',
    },
    { name: 'a play while betting', state: start, action: play(0, 0, 'hit'), error: 'illegal_move' },
    { name: 'a bet while playing', state: dealt, action: bet(0, 0, 100), error: 'illegal_move' },
    { name: 'a play on another hand', state: dealt, action: play(0, 1, 'stand'), error: 'illegal_move' },
    {
      name: 'insurance with no ace up',
      state: dealt,
      action: play(0, 0, 'insurance'),
      error: 'illegal_move',
    },
    { name: 'a fractional bet', state: start, action: bet(0, 0, 10.5), error: 'bad_move' },
    {
      name: 'an unknown action',
      state: dealt,
      action: { type: 'move', seat: 0, move: { hand: 0, action: 'surrender' }, at: 1 },
      error: 'bad_move',
    },
    {
      name: 'a move with extra fields',
      state: start,
      action: { type: 'move', seat: 0, move: { hand: 0, bet: 100, action: 'hit' }, at: 1 },
      error: 'bad_move',
    },
    {
      name: 'a chess move',
      state: start,
      action: { type: 'move', seat: 0, move: 'e2e4', at: 1 },
      error: 'bad_move',
    },
    { name: 'a draw offer', state: start, action: { type: 'offer-draw', seat: 0, at: 1 }, error: 'no_draws' },
    { name: 'a time of NaN', state: start, action: { type: 'flag', at: Number.NaN }, error: 'bad_move' },
  ])('refuses $name', ({ state, action, error }) => {
    expect(rules.apply(state, action)).toEqual({ ok: false, error });
  });

  it('a flag before the clock’s end is the same state', () => {
    const result = rules.apply(start, { type: 'flag', at: 299_999 });
    expect(result.ok && result.state).toBe(start);
  });
});

describe('the end', () => {
  /** Every hand: player 20 against the dealer's 19 (stand wins) unless told otherwise. */
  const allWins = Array.from({ length: BLACKJACK_DUEL.hands }, () => 'Ks 9c Qd Tc');

  it('shows a hand’s results only once both seats have finished it', () => {
    let state = applyAll(rules, stackedDuel(allWins), [
      ...seatPlays(0, 0, 100, ['stand']),
      ...seatPlays(0, 1, 200, ['stand']),
    ]);
    expect(rules.publicView(state, 2_000)).toEqual({
      kind: 'blackjack',
      hands: 10,
      startingChips: 1_000,
      handsPlayed: [2, 0],
      revealedThrough: 0,
      stacks: [1_000, 1_000],
      results: [],
    });
    state = applyAll(rules, state, seatPlays(1, 0, 50, ['stand']));
    expect(rules.publicView(state, 2_000)).toMatchObject({
      handsPlayed: [2, 1],
      revealedThrough: 1,
      stacks: [1_100, 1_050],
      results: [[100, 50]],
    });
  });

  it.each([
    { name: 'the bigger stack wins', chips: [100, 50], outcome: { winner: 0, reason: 'score' } },
    { name: 'equal stacks draw', chips: [100, 100], outcome: { winner: null, reason: 'score' } },
  ])('when both seats played every hand, $name at once', ({ chips, outcome }) => {
    const actions = [0, 1].flatMap((seat) =>
      allWins.flatMap((_, hand) => seatPlays(seat as DuelSeat, hand, chips[seat]!, ['stand'])),
    );
    const state = applyAll(rules, stackedDuel(allWins), actions);
    expect(rules.outcome(state)).toEqual(outcome);
    expect(rules.publicView(state, 2_000).stacks).toEqual([1_000 + 10 * chips[0]!, 1_000 + 10 * chips[1]!]);
    expect(rules.deadline(state)).toBeNull();
    expect(rules.apply(state, bet(0, 0, 100))).toEqual({ ok: false, error: 'game_over' });
  });

  it('when the clock runs out, a hand in play is stood and no more are dealt', () => {
    // Seat 0 is on hand 1 holding 20 against a 6 up; seat 1 has played nothing.
    const hands = ['Ks 9c Qd Tc', 'Ts 6c Qd Tc'];
    let state = applyAll(rules, stackedDuel(hands), [...seatPlays(0, 0, 100, ['stand']), bet(0, 1, 100)]);
    state = accepted(rules.apply(state, { type: 'flag', at: 300_000 }));
    expect(rules.outcome(state)).toEqual({ winner: 0, reason: 'time_score' });
    expect(state.endedAt).toBe(300_000);
    // 20 stood; the dealer's 16 draws a 2 (18): won.
    expect(state.seats[0]).toMatchObject({ stack: 1_200, phase: 'done', hand: 2 });
    expect(state.seats[0].results[1]).toMatchObject({ net: 100, timedOut: true, actions: ['stand'] });
    expect(state.seats[1]).toMatchObject({ stack: 1_000, phase: 'done', hand: 0 });
    expect(rules.publicView(state, 300_000)).toMatchObject({
      handsPlayed: [2, 0],
      revealedThrough: 2,
      stacks: [1_200, 1_000],
      results: [
        [100, 0],
        [100, 0],
      ],
    });
  });

  it('a late move after the clock ran out ends the duel on time instead', () => {
    const state = accepted(rules.apply(stackedDuel(allWins), bet(0, 0, 100, 301_000)));
    expect(rules.outcome(state)).toEqual({ winner: null, reason: 'time_score' });
  });

  it('a seat that cannot cover the minimum bet sits the remaining hands out', () => {
    const losing = Array.from({ length: BLACKJACK_DUEL.hands }, () => 'Ks 9c 7d Tc');
    const base = stackedDuel(losing);
    const poor = deepFreeze({ ...base, seats: [{ ...base.seats[0], stack: 15 }, base.seats[1]] as const });
    const state = applyAll(rules, poor, seatPlays(0, 0, 10, ['stand']));
    expect(state.seats[0]).toMatchObject({ stack: 5, phase: 'done', hand: 10 });
    expect(state.seats[0].results.slice(1).every((r) => r.bet === 0 && r.net === 0 && r.round === null)).toBe(
      true,
    );
    // Shown as played: the hand it played, not the ones it sits out.
    expect(rules.publicView(state, 1_000).handsPlayed).toEqual([1, 0]);
  });

  it.each([
    { type: 'resign', reason: 'resignation' },
    { type: 'forfeit', reason: 'forfeit' },
  ] as const)('a $type ends it for the other seat', ({ type, reason }) => {
    const state = accepted(rules.apply(stackedDuel(allWins), { type, seat: 1, at: 5_000 }));
    expect(rules.outcome(state)).toEqual({ winner: 0, reason });
  });
});

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A seat's next move from `rng`: a bet (sometimes off the limits) while betting, any play while playing. */
function randomMove(state: BlackjackDuelState, seat: DuelSeat, rng: () => number, at: number): DuelAction {
  const current = state.seats[seat];
  const hand = rng() < 0.05 ? current.hand + 1 : current.hand;
  if (current.phase === 'betting' || rng() < 0.05)
    return bet(seat, hand, pick(rng, [5, 10, 20, 50, 100, 150, 200, 250]), at);
  return play(seat, hand, pick(rng, BLACKJACK_MOVES), at);
}

/** Structural checks on what leaves the engine: no cards in public, no hole card or undealt cards in private. */
function checkViews(state: BlackjackDuelState, at: number): void {
  expect(JSON.stringify(rules.publicView(state, at))).not.toContain('rank');
  for (const seat of [0, 1] as const) {
    const own = state.seats[seat];
    const view = rules.privateView(state, seat, at);
    if (own.phase !== 'playing' || !own.round) continue;
    expect(view?.round?.dealerCards).toEqual([toCard(own.round.dealerCards[0]!)]);
    expect(view?.round?.hands.map((h) => h.cards)).toEqual(own.round.hands.map((h) => h.cards.map(toCard)));
  }
}

/** Chips: off-table stack plus what is on the table = start + every finished hand's net; never negative. */
function checkChips(state: BlackjackDuelState): void {
  for (const seat of state.seats) {
    expect(seat.stack).toBeGreaterThanOrEqual(0);
    const nets = seat.results.reduce((sum, r) => sum + r.net, 0);
    const onTable =
      seat.phase === 'playing' && seat.round
        ? seat.round.hands.reduce((s, h) => s + h.bet, 0) + (seat.round.insurance?.bet ?? 0)
        : 0;
    expect(seat.stack + onTable).toBe(BLACKJACK_DUEL.startingChips + nets);
  }
}

function randomDuel(seed: number): {
  actions: DuelAction[];
  state: BlackjackDuelState;
  start: BlackjackDuelState;
} {
  const rng = mulberry32(seed);
  const start = rules.start({ ...TEST_SETUP, seed: seed.toString(16).padStart(8, '0').repeat(8) });
  let state = deepFreeze(start);
  const actions: DuelAction[] = [];
  let at = 0;
  for (let i = 0; i < 400 && !rules.outcome(state); i += 1) {
    at += Math.floor(rng() * 2_000);
    const action: DuelAction =
      at >= 300_000 ? { type: 'flag', at } : randomMove(state, rng() < 0.5 ? 0 : 1, rng, at);
    const result = rules.apply(state, action);
    if (!result.ok) continue;
    actions.push(action);
    state = deepFreeze(result.state);
    checkViews(state, at);
    checkChips(state);
  }
  if (!rules.outcome(state)) {
    const flag: DuelAction = { type: 'flag', at: 300_000 };
    state = deepFreeze(accepted(rules.apply(state, flag)));
    actions.push(flag);
  }
  return { actions, state, start };
}

describe('random duels', () => {
  it('keep the chips, never show a hole card or an undealt card, end, and replay to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const { actions, state, start } = randomDuel(seed);
        checkChips(state);
        expect(rules.outcome(state)).not.toBeNull();
        expect(applyAll(rules, start, actions)).toEqual(state);
        const view = rules.publicView(state, 300_000);
        expect(view.stacks).toEqual(state.seats.map((s) => s.stack));
        expect(state.seats[0].results.length + state.seats[1].results.length).toBeGreaterThan(2);
        // The record checks out from the seed alone, and stands as JSON.
        const record = JSON.parse(JSON.stringify(rules.record(state))) as BlackjackDuelRecord;
        expect(verifyBlackjackDuelRecord(record)).toEqual([]);
        expect(record.seats.map((seat) => seat.finalStack)).toEqual(view.stacks);
      }),
      { numRuns: 80 },
    );
  });

  it('give both seats the same results for the same decisions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const rng = mulberry32(seed);
        let state = deepFreeze(rules.start({ ...TEST_SETUP, seed: `${seed}`.padStart(64, '0') }));
        for (let i = 0; i < 300 && !rules.outcome(state); i += 1) {
          const action = randomMove(state, 0, rng, 1_000 + i);
          const first = rules.apply(state, action);
          if (!first.ok) continue;
          // Seat 1 makes the very same decision right after.
          state = deepFreeze(accepted(rules.apply(first.state, { ...action, seat: 1 } as DuelAction)));
        }
        const [a, b] = state.seats;
        expect(b.results.map((r) => r.net)).toEqual(a.results.map((r) => r.net));
        expect(b.stack).toBe(a.stack);
        expect(a.results.length).toBeGreaterThan(2);
        if (rules.outcome(state)) expect(rules.outcome(state)?.winner).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
