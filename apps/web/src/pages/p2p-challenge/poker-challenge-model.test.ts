import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { POKER_CHALLENGE } from '@casino/games';
import type { PokerDuelLegal } from '@casino/contracts';
import {
  achievementsOf,
  actionButtonsOf,
  barFraction,
  barTone,
  clampRaiseTo,
  gameNowMs,
  isRaiseToValid,
  lastHandLine,
  meterPercent,
  seatCards,
  stepRaiseTo,
  untilMs,
} from './poker-challenge-model';
import { pokerMetrics, pokerView } from './poker-test-view';

const legal = (over: Partial<PokerDuelLegal> = {}): PokerDuelLegal => ({
  canFold: true,
  canCheck: false,
  canCall: true,
  callAmount: 10,
  canBet: false,
  canRaise: true,
  minRaiseTo: 40,
  maxRaiseTo: 1_000,
  ...over,
});

describe('the action buttons from the engine’s legal options', () => {
  it.each([
    { name: 'not my turn: none', legal: null, stack: 990, bet: 10, buttons: null },
    {
      name: 'the small blind preflop: fold, call 10, raise 40-1000, all in 1000',
      legal: legal(),
      stack: 990,
      bet: 10,
      buttons: {
        fold: true,
        passive: { kind: 'call', amount: 10, allIn: false },
        aggressive: { kind: 'raise', min: 40, max: 1_000 },
        allIn: { to: 1_000 },
      },
    },
    {
      name: 'checked to me on the flop: check or bet',
      legal: legal({
        canCheck: true,
        canCall: false,
        callAmount: 0,
        canBet: true,
        canRaise: false,
        minRaiseTo: 20,
        maxRaiseTo: 900,
      }),
      stack: 900,
      bet: 0,
      buttons: {
        fold: true,
        passive: { kind: 'check' },
        aggressive: { kind: 'bet', min: 20, max: 900 },
        allIn: { to: 900 },
      },
    },
    {
      name: 'facing an all in bigger than my stack: fold or call all in, nothing else',
      legal: legal({ callAmount: 600, canRaise: false, minRaiseTo: 0, maxRaiseTo: 0 }),
      stack: 400,
      bet: 0,
      buttons: {
        fold: true,
        passive: { kind: 'call', amount: 400, allIn: true },
        aggressive: null,
        allIn: null,
      },
    },
    {
      name: 'a raise whose limits cross (short stack): only all in',
      legal: legal({ canRaise: true, minRaiseTo: 200, maxRaiseTo: 150 }),
      stack: 140,
      bet: 10,
      buttons: {
        fold: true,
        passive: { kind: 'call', amount: 10, allIn: false },
        aggressive: null,
        allIn: { to: 150 },
      },
    },
  ])('$name', ({ legal: options, stack, bet, buttons }) => {
    expect(actionButtonsOf(options, stack, bet)).toEqual(buttons);
  });
});

describe('the bet amount', () => {
  const limits = { min: 40, max: 990 };
  it.each([
    { name: 'inside', amount: 120, clamped: 120 },
    { name: 'below the minimum', amount: 5, clamped: 40 },
    { name: 'above the stack', amount: 5_000, clamped: 990 },
    { name: 'a fraction', amount: 55.4, clamped: 55 },
    { name: 'unreadable', amount: Number.NaN, clamped: 40 },
  ])('$name → $clamped', ({ amount, clamped }) => {
    expect(clampRaiseTo(amount, limits)).toBe(clamped);
  });

  it('steps by 10 and stops at the limits', () => {
    expect(stepRaiseTo(40, 1, limits)).toBe(50);
    expect(stepRaiseTo(40, -1, limits)).toBe(40);
    expect(stepRaiseTo(985, 1, limits)).toBe(990);
  });

  it('a clamped or stepped amount is always a valid raise (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.double(),
        fc.constantFrom(1 as const, -1 as const),
        (a, b, amount, direction) => {
          const bounds = { min: Math.min(a, b), max: Math.max(a, b) };
          return (
            isRaiseToValid(clampRaiseTo(amount, bounds), bounds) &&
            isRaiseToValid(stepRaiseTo(amount, direction, bounds), bounds)
          );
        },
      ),
    );
  });

  it.each([
    [39, false],
    [40, true],
    [990, true],
    [991, false],
    [Number.NaN, false],
  ])('%d is valid: %s', (amount, valid) => {
    expect(isRaiseToValid(amount, limits)).toBe(valid);
  });
});

describe('the countdowns run on game time', () => {
  it.each([
    { name: 'just arrived', gameTime: 60_000, arrived: 1_000, now: 1_000, running: true, game: 60_000 },
    { name: '2.5 s later', gameTime: 60_000, arrived: 1_000, now: 3_500, running: true, game: 62_500 },
    {
      name: 'stopped (waiting, finished)',
      gameTime: 60_000,
      arrived: 1_000,
      now: 9_000,
      running: false,
      game: 60_000,
    },
    {
      name: 'a browser clock that went back',
      gameTime: 60_000,
      arrived: 1_000,
      now: 500,
      running: true,
      game: 60_000,
    },
  ])('$name', ({ gameTime, arrived, now, running, game }) => {
    expect(gameNowMs(gameTime, arrived, now, running)).toBe(game);
  });

  it.each([
    { at: 300_000, now: 240_000, left: 60_000 },
    { at: 300_000, now: 310_000, left: 0 },
    { at: null, now: 5, left: 0 },
  ])('until $at at $now: $left', ({ at, now, left }) => {
    expect(untilMs(at, now)).toBe(left);
  });

  it.each([
    { left: 30_000, fraction: 1, tone: 'calm' },
    { left: 15_000, fraction: 0.5, tone: 'calm' },
    { left: 9_000, fraction: 0.3, tone: 'hurry' },
    { left: 3_000, fraction: 0.1, tone: 'urgent' },
    { left: 45_000, fraction: 1, tone: 'calm' },
    { left: 0, fraction: 0, tone: 'urgent' },
  ])('the 30 s action bar at $left ms: $fraction', ({ left, fraction, tone }) => {
    expect(barFraction(left)).toBeCloseTo(fraction);
    expect(barTone(barFraction(left))).toBe(tone);
  });
});

describe('the performance meter (bar maximum 1,000)', () => {
  it.each([
    [0, 0],
    [250, 25],
    [999, 100],
    [1_000, 100],
    [1_750, 100],
    [-10, 0],
  ])('%i → %i%%', (score, percent) => {
    expect(meterPercent(score)).toBe(percent);
  });

  it('uses the spec’s maximum', () => {
    expect(POKER_CHALLENGE.scoreBarMax).toBe(1_000);
    expect(meterPercent(500)).toBe(50);
  });
});

describe('achievements read from the view', () => {
  it('progress and completion per goal', () => {
    const view = pokerView({
      scores: [620, 90],
      streaks: [2, 0],
      stacks: [1_480, 480],
      bets: [40, 0],
      metrics: [
        pokerMetrics({ handsPlayed: 12, handsWon: 4 }),
        pokerMetrics({ handsPlayed: 12, handsWon: 8 }),
      ],
    });
    expect(achievementsOf(view, 0).map((a) => [a.id, a.progress, a.done])).toEqual([
      ['play-10', 10, true],
      ['win-5', 4, false],
      ['score-500', 500, true],
      ['streak-3', 2, false],
      ['chips-1500', 1_500, true],
    ]);
    expect(achievementsOf(view, 1).find((a) => a.id === 'win-5')).toMatchObject({ progress: 5, done: true });
  });

  it('a fresh match has none done', () => {
    expect(achievementsOf(pokerView(), 1).every((a) => !a.done)).toBe(true);
  });
});

describe('the last hand in words', () => {
  const names: [string, string] = ['Ann', 'Bob'];
  const hand = { handNumber: 4, winners: [1], pot: 240, board: [], shown: [null, null] as [null, null] };
  it.each([
    { name: 'none yet', lastHand: null, seat: 0 as const, line: null },
    { name: 'the opponent won', lastHand: hand, seat: 0 as const, line: 'Hand #4: Bob won a pot of 240' },
    { name: 'I won', lastHand: hand, seat: 1 as const, line: 'Hand #4: You won a pot of 240' },
    { name: 'a spectator', lastHand: hand, seat: null, line: 'Hand #4: Bob won a pot of 240' },
    {
      name: 'a split',
      lastHand: { ...hand, winners: [0, 1] },
      seat: 0 as const,
      line: 'Hand #4: split pot of 240',
    },
  ])('$name', ({ lastHand, seat, line }) => {
    expect(lastHandLine(pokerView({ lastHand }), names, seat)).toBe(line);
  });
});

describe('the cards in front of a seat', () => {
  const ace = { rank: 'A', suit: 'spades' } as const;
  const king = { rank: 'K', suit: 'hearts' } as const;
  const queen = { rank: 'Q', suit: 'clubs' } as const;
  const shownHand = (handNumber: number) => ({
    handNumber,
    winners: [0],
    pot: 2_000,
    board: [],
    shown: [
      [ace, king],
      [queen, queen],
    ] as [(typeof ace)[], (typeof queen)[]],
  });
  it.each([
    {
      name: 'my own cards in play',
      view: pokerView(),
      seat: 0 as const,
      own: [ace, king],
      cards: [ace, king],
    },
    {
      name: 'the other seat in play: two backs',
      view: pokerView(),
      seat: 1 as const,
      own: [],
      cards: [null, null],
    },
    {
      name: 'before the start: nothing',
      view: pokerView(),
      seat: 1 as const,
      own: [],
      waiting: true,
      cards: [],
    },
    {
      name: 'between hands: the showdown’s cards',
      view: pokerView({ street: 'between', handNumber: 3, lastHand: shownHand(3) }),
      seat: 1 as const,
      own: [],
      cards: [queen, queen],
    },
    {
      name: 'the match ended on a showdown: both shown',
      view: pokerView({ street: 'showdown', handNumber: 3, lastHand: shownHand(3), toAct: null }),
      seat: 1 as const,
      own: [],
      cards: [queen, queen],
    },
    {
      name: 'an earlier hand’s showdown is not this hand’s',
      view: pokerView({ street: 'flop', handNumber: 4, lastHand: shownHand(3) }),
      seat: 1 as const,
      own: [],
      cards: [null, null],
    },
    {
      name: 'between hands, not shown (a fold): nothing',
      view: pokerView({
        street: 'between',
        handNumber: 3,
        lastHand: { ...shownHand(3), shown: [null, null] },
      }),
      seat: 1 as const,
      own: [],
      cards: [],
    },
  ])('$name', ({ view, seat, own, waiting, cards }) => {
    expect(seatCards(view, seat, own, waiting ?? false)).toEqual(cards);
  });
});
