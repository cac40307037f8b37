import { POKER_CHALLENGE } from '@casino/games';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat, DuelSetup } from '../../duels/duel.js';
import { accepted, applyAll, deepFreeze } from '../../duels/duel-test-kit.js';
import { pokerDuelRules as rules } from './poker-duel.js';
import { POKER_HAND_PAUSE_MS, type PokerDuelState } from './poker-duel-state.js';
import { commitDeck, verifyDeal } from '../holdem/index.js';
import { cardToString } from '../../cards.js';
import { handServerSeed, POKER_DUEL_TABLE_ID } from './poker-duel-table.js';

const SETUP: DuelSetup = { seed: 'ab'.repeat(32), startedAt: 0, clockMs: POKER_CHALLENGE.clockMs };
const END = SETUP.clockMs;
/** A clock shorter than an action timer: the match reaches its end with nobody timing out. */
const SHORT: DuelSetup = { ...SETUP, clockMs: 20_000 };
const { actionMs, levelMs } = POKER_CHALLENGE;

const move = (seat: DuelSeat, at: number, action: string, amount?: number): DuelAction => ({
  type: 'move',
  seat,
  move: amount === undefined ? { action } : { action, amount },
  at,
});
const flag = (at: number): DuelAction => ({ type: 'flag', at });
const start = (setup: DuelSetup = SETUP): PokerDuelState => deepFreeze(rules.start(setup));
const view = (state: PokerDuelState, now = state.clockAt) => rules.publicView(state, now);
const total = (state: PokerDuelState): number =>
  view(state).stacks[0] + view(state).stacks[1] + view(state).pot;

describe('the first hand', () => {
  it('is dealt at the start: the creator has the button and posts the small blind, and acts first', () => {
    const state = start();
    const v = view(state);
    expect(v).toMatchObject({
      handNumber: 1,
      level: 1,
      blinds: { small: 10, big: 20 },
      nextLevelAt: levelMs,
      stacks: [990, 980],
      bets: [10, 20],
      pot: 30,
      street: 'preflop',
      button: 0,
      toAct: 0,
      actionDeadline: actionMs,
      lastHand: null,
    });
    expect(rules.toMove(state)).toBe(0);
    expect(rules.deadline(state)).toBe(actionMs);
    expect(rules.privateView(state, 0, 0)?.legal).toEqual({
      canFold: true,
      canCheck: false,
      canCall: true,
      callAmount: 10,
      canBet: false,
      canRaise: true,
      minRaiseTo: 40,
      maxRaiseTo: 1_000,
    });
    expect(rules.privateView(state, 1, 0)).toMatchObject({ legal: null });
    expect(rules.privateView(state, 1, 0)?.cards).toHaveLength(2);
  });

  it('deals each hand from the seed: the same seed, the same cards; another seed, others', () => {
    const cards = (seed: string) =>
      [0, 1].map((seat) => rules.privateView(start({ ...SETUP, seed }), seat as DuelSeat, 0)?.cards);
    expect(cards(SETUP.seed)).toEqual(cards(SETUP.seed));
    expect(cards(SETUP.seed)).not.toEqual(cards('cd'.repeat(32)));
    expect(handServerSeed(SETUP.seed, 1)).toMatch(/^[0-9a-f]{64}$/);
    expect(handServerSeed(SETUP.seed, 1)).not.toBe(handServerSeed(SETUP.seed, 2));
  });
});

/**
 * Both seats play fast: every second, what fell due happens, and the seat to act (if any) folds, so
 * a hand is dealt every POKER_HAND_PAUSE_MS. The buttons alternate, so nobody runs out of chips.
 */
function foldEveryHandUntil(state: PokerDuelState, until: number): PokerDuelState {
  let current = state;
  for (let at = current.clockAt + 1_000; at <= until; at += 1_000) {
    current = accepted(rules.apply(current, flag(at)));
    const seat = rules.toMove(current);
    if (seat !== null && at < until) current = accepted(rules.apply(current, move(seat, at, 'fold')));
  }
  return current;
}

/** The spec's schedule written out: [from game time, small, big]. */
const SCHEDULE = [
  [0, 10, 20],
  [300_000, 15, 30],
  [600_000, 25, 50],
  [900_000, 50, 100],
  [1_200_000, 75, 150],
  [1_500_000, 100, 200],
] as const;
const blindsAt = (at: number) => {
  const level = SCHEDULE.findLastIndex(([from]) => at >= from);
  const [, small, big] = SCHEDULE[level] ?? SCHEDULE[0];
  return { level: level + 1, small, big };
};

describe('blinds by level', () => {
  const played = foldEveryHandUntil(start(), END - 1_000);

  it('deals every hand at the blinds of the level running when it starts', () => {
    expect(played.hands.length).toBeGreaterThan(500);
    for (const hand of played.hands) {
      const { small, big } = blindsAt(hand.startedAt);
      expect({ hand: hand.handNumber, small: hand.smallBlind, big: hand.bigBlind }).toEqual({
        hand: hand.handNumber,
        small,
        big,
      });
      expect(hand.posts.map((p) => p.amount)).toEqual([small, big]);
    }
  });

  it.each(SCHEDULE.map(([from, small, big], index) => ({ level: index + 1, from, small, big })))(
    'level $level ($small/$big) from $from ms',
    ({ level, from, small, big }) => {
      const first = played.hands.find((hand) => hand.startedAt >= from);
      expect(first && { small: first.smallBlind, big: first.bigBlind }).toEqual({ small, big });
      expect(blindsAt(first?.startedAt ?? -1).level).toBe(level);
    },
  );

  it('shows the level of the hand in play and when the next starts', () => {
    const v = view(played, END - 1_000);
    expect(v).toMatchObject({ level: 6, blinds: { small: 100, big: 200 }, nextLevelAt: null });
    const early = view(foldEveryHandUntil(start(), levelMs + 10_000), levelMs + 10_000);
    expect(early).toMatchObject({ level: 2, blinds: { small: 15, big: 30 }, nextLevelAt: 2 * levelMs });
  });

  it('stays at the last level when the clock is longer than the schedule', () => {
    const long = applyAll(rules, start({ ...SETUP, clockMs: 3 * END }), [flag(2 * END)]);
    expect(view(long, 2 * END)).toMatchObject({
      level: 6,
      blinds: { small: 100, big: 200 },
      nextLevelAt: null,
    });
  });

  it('alternates the button every hand', () => {
    expect(played.hands.slice(0, 6).map((hand) => hand.buttonSeat)).toEqual([0, 1, 0, 1, 0, 1]);
  });
});

describe('the action timer', () => {
  it('folds a seat facing a bet, and deals the next hand with the seat still in', () => {
    const state = applyAll(rules, start(), [flag(actionMs)]);
    expect(view(state)).toMatchObject({ stacks: [990, 1_010], street: 'between', toAct: null });
    expect(state.timeouts).toEqual([{ handNumber: 1, seat: 0, at: actionMs, action: 'fold' }]);
    expect(rules.deadline(state)).toBe(actionMs + POKER_HAND_PAUSE_MS);
    const next = applyAll(rules, state, [flag(actionMs + POKER_HAND_PAUSE_MS)]);
    expect(view(next)).toMatchObject({ handNumber: 2, button: 1, toAct: 1, stacks: [970, 1_000] });
  });

  it('checks when free, and the seat gets a full timer on its next turn', () => {
    const state = applyAll(rules, start(), [move(0, 1_000, 'call'), flag(1_000 + actionMs)]);
    expect(state.timeouts).toEqual([{ handNumber: 1, seat: 1, at: 1_000 + actionMs, action: 'check' }]);
    // After the flop the big blind acts first (heads-up): the same seat, a fresh 30 s.
    expect(view(state)).toMatchObject({ street: 'flop', toAct: 1, actionDeadline: 1_000 + 2 * actionMs });
    expect(rules.privateView(state, 1, 1_000 + actionMs)?.legal?.canCheck).toBe(true);
  });

  it('scores nothing for a timed-out check, but a timed-out fold resets the streak and makes the seat cautious', () => {
    const state = applyAll(rules, start(), [flag(actionMs)]);
    expect(view(state)).toMatchObject({ scores: [0, 100], streaks: [0, 0], moods: ['cautious', 'neutral'] });
  });

  it('a flag before anything is due returns the same state', () => {
    const state = start();
    expect(accepted(rules.apply(state, flag(actionMs - 1)))).toBe(state);
  });
});

describe('moves', () => {
  it.each<{ name: string; action: DuelAction; error: string }>([
    { name: 'the other seat', action: move(1, 1_000, 'fold'), error: 'not_your_turn' },
    { name: 'a check facing the big blind', action: move(0, 1_000, 'check'), error: 'illegal_move' },
    { name: 'a raise below the minimum', action: move(0, 1_000, 'raise', 30), error: 'illegal_move' },
    { name: 'a raise above the stack', action: move(0, 1_000, 'raise', 1_001), error: 'illegal_move' },
    { name: 'a raise without an amount', action: move(0, 1_000, 'raise'), error: 'bad_move' },
    { name: 'an unknown action', action: move(0, 1_000, 'shove'), error: 'bad_move' },
    { name: 'a fractional amount', action: move(0, 1_000, 'raise', 40.5), error: 'bad_move' },
    {
      name: 'not an object',
      action: { type: 'move', seat: 0, move: 'fold', at: 1_000 },
      error: 'bad_move',
    },
    {
      name: 'a draw offer',
      action: { type: 'offer-draw', seat: 0, at: 1_000 },
      error: 'no_draws',
    },
  ])('refuses $name ($error)', ({ action, error }) => {
    expect(rules.apply(start(), action)).toEqual({ ok: false, error });
  });

  it('takes bet and raise as the same thing: the street total to make', () => {
    const called = applyAll(rules, start(), [move(0, 1_000, 'call')]);
    // On the flop nothing is bet yet: 'raise' opens the betting as a bet.
    const opened = applyAll(rules, called, [move(1, 2_000, 'check'), move(1, 3_000, 'raise', 40)]);
    expect(view(opened)).toMatchObject({
      bets: [0, 40],
      toAct: 0,
      lastAction: { seat: 1, action: 'bet', amount: 40 },
    });
    const raised = applyAll(rules, opened, [move(0, 4_000, 'bet', 120)]);
    expect(view(raised)).toMatchObject({
      bets: [120, 40],
      toAct: 1,
      lastAction: { seat: 0, action: 'raise' },
    });
  });

  it('refuses any move once the match is over', () => {
    const over = applyAll(rules, start(), [{ type: 'resign', seat: 1, at: 1_000 }]);
    expect(rules.apply(over, move(0, 2_000, 'call'))).toEqual({ ok: false, error: 'game_over' });
  });
});

describe('the score (spec: fold 10, call 20, raise 30, all-in 50, a win 100 + 10 per streak point)', () => {
  it('raise then fold: the raiser scores 30 and the win at streak 1, the folder 10 and turns cautious', () => {
    const state = applyAll(rules, start(), [move(0, 1_000, 'raise', 60), move(1, 2_000, 'fold')]);
    expect(view(state)).toMatchObject({
      stacks: [1_020, 980],
      scores: [30 + 100 + 10, 10],
      streaks: [1, 0],
      moods: ['aggressive', 'cautious'],
      lastHand: { handNumber: 1, winners: [0], pot: 40, shown: [null, null] },
    });
    expect(view(state).metrics).toEqual([
      { handsPlayed: 1, handsWon: 1, vpip: 100, aggression: 1, winRate: 100 },
      { handsPlayed: 1, handsWon: 0, vpip: 0, aggression: 0, winRate: 0 },
    ]);
  });

  it('a check counts as a call (20); an all-in scores 50 and adds 2 to the streak', () => {
    const state = applyAll(rules, start(), [
      move(0, 1_000, 'call'),
      move(1, 2_000, 'check'),
      move(1, 3_000, 'all-in'),
    ]);
    expect(view(state)).toMatchObject({
      scores: [20, 20 + 50],
      streaks: [0, 2],
      moods: ['neutral', 'aggressive'],
    });
  });
});

/** The first seed (of a few) whose hand 1, both all in before the flop, is not a split pot. */
function allInMatch(): PokerDuelState {
  for (let n = 0; n < 20; n += 1) {
    const seed = n.toString(16).padStart(2, '0').repeat(32);
    const state = applyAll(rules, start({ ...SETUP, seed }), [
      move(0, 1_000, 'all-in'),
      move(1, 2_000, 'call'),
    ]);
    if (view(state).stacks[0] !== view(state).stacks[1]) return state;
  }
  throw new Error('every seed split the pot');
}

describe('the end', () => {
  it('all in and called: the seat with all the chips wins at once, both hands shown', () => {
    const state = allInMatch();
    const v = view(state);
    const winner = v.stacks[0] === 2_000 ? 0 : 1;
    expect(v.stacks[winner]).toBe(2_000);
    expect(rules.outcome(state)).toEqual({ winner, reason: 'all_chips' });
    expect(v.lastHand?.board).toHaveLength(5);
    expect(v.lastHand?.shown.every((cards) => cards?.length === 2)).toBe(true);
    expect(rules.deadline(state)).toBeNull();
    expect(rules.toMove(state)).toBeNull();
    expect(rules.record(state)).toMatchObject({ finalStacks: v.stacks, seed: state.seed });
  });

  it('time up calls off the hand in play: every chip goes back, equal stacks draw', () => {
    // A clock shorter than the first action timer, so nobody times out before the end.
    const state = applyAll(rules, start(SHORT), [move(0, 10_000, 'raise', 100), flag(SHORT.clockMs)]);
    expect(rules.outcome(state)).toEqual({ winner: null, reason: 'time_score' });
    expect(view(state)).toMatchObject({ stacks: [1_000, 1_000], pot: 0 });
    expect(state.calledOff).toEqual({ handNumber: 1, refunds: [100, 20] });
    expect(rules.clocks(state, SHORT.clockMs + 5_000).remainingMs).toEqual([0, 0]);
  });

  it('time up: the bigger stack wins', () => {
    const afterFold = applyAll(rules, start(SHORT), [move(0, 1_000, 'fold')]);
    const state = applyAll(rules, afterFold, [flag(SHORT.clockMs)]);
    expect(state.calledOff).toEqual({ handNumber: 2, refunds: [20, 10] });
    expect(rules.outcome(state)).toEqual({ winner: 1, reason: 'time_score' });
    expect(view(state).stacks).toEqual([990, 1_010]);
  });

  it('a move sent after the end finds the match over by time', () => {
    const state = accepted(rules.apply(start(SHORT), move(0, SHORT.clockMs + 1, 'call')));
    expect(rules.outcome(state)).toEqual({ winner: null, reason: 'time_score' });
    expect(state.hands).toEqual([]);
  });

  it.each<{ name: string; action: DuelAction; reason: string }>([
    {
      name: 'resignation',
      action: { type: 'resign', seat: 0, at: 5_000 },
      reason: 'resignation',
    },
    { name: 'forfeit', action: { type: 'forfeit', seat: 0, at: 5_000 }, reason: 'forfeit' },
  ])('$name: the other seat wins, the hand in play is called off', ({ action, reason }) => {
    const state = applyAll(rules, start(), [move(0, 1_000, 'raise', 200), action]);
    expect(rules.outcome(state)).toEqual({ winner: 1, reason });
    expect(view(state).stacks).toEqual([1_000, 1_000]);
    expect(rules.privateView(state, 0, 6_000)).toEqual({ kind: 'poker', cards: [], legal: null });
  });
});

describe('the record', () => {
  it('holds the seed, every finished hand with its history, the call-off and the final figures', () => {
    const state = applyAll(rules, start(SHORT), [
      move(0, 1_000, 'raise', 60),
      move(1, 2_000, 'fold'),
      flag(2_000 + POKER_HAND_PAUSE_MS),
      flag(SHORT.clockMs),
    ]);
    const record = rules.record(state);
    expect(record).toMatchObject({
      seed: SETUP.seed,
      clientSeed: 'poker-duel',
      finalStacks: [1_020, 980],
      scores: [140, 10],
      calledOff: { handNumber: 2 },
      outcome: { winner: 0, reason: 'time_score' },
      endedAt: SHORT.clockMs,
    });
    const hands = record['hands'] as { handNumber: number; actions: unknown[] }[];
    expect(hands.map((h) => h.handNumber)).toEqual([1]);
    expect(hands[0]?.actions).toHaveLength(2);
  });
});

it('chips are conserved through a called hand', () => {
  const state = applyAll(rules, start(), [move(0, 1_000, 'call'), move(1, 2_000, 'check')]);
  expect(total(state)).toBe(2_000);
});

describe('verification after the end', () => {
  it('the revealed seed re-derives every hand’s committed deck, and each recorded deal proof checks out', () => {
    // Both seats check or call every hand down to the showdown: boards and shown hands to verify.
    let state = start();
    for (let at = 1_000; state.hands.length < 6; at += 1_000) {
      state = accepted(rules.apply(state, flag(at)));
      const seat = rules.toMove(state);
      const legal = seat === null ? null : rules.privateView(state, seat, at)?.legal;
      if (seat !== null && legal)
        state = accepted(rules.apply(state, move(seat, at, legal.canCheck ? 'check' : 'call')));
    }
    expect(state.hands.every((hand) => hand.board.length === 5 && hand.shown.length === 2)).toBe(true);
    for (const hand of state.hands) {
      const deck = commitDeck(
        POKER_DUEL_TABLE_ID,
        hand.handNumber,
        handServerSeed(state.seed, hand.handNumber),
      );
      expect(hand.proof.deckCommitment).toBe(deck.deckCommitment);
      const verified = verifyDeal(hand.proof, {
        seenBeforeDeal: deck.deckCommitment,
        board: hand.board.map(cardToString),
        shown: hand.shown.map((shown) => ({ seat: shown.seat, cards: shown.cards.map(cardToString) })),
      });
      expect(verified.ok, JSON.stringify(verified)).toBe(true);
    }
  });
});
