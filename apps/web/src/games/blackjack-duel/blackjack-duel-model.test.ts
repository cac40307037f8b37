import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLACKJACK_DUEL } from '@casino/games';
import type { BlackjackDuelRound, BlackjackDuelView } from '@casino/contracts';
import {
  betChips,
  betLimitsFor,
  chipsNetText,
  clampBet,
  handButtonsOf,
  handCounterText,
  handsPercent,
  netTone,
  raceOf,
  stepBet,
} from './blackjack-duel-model';

const round = (over: Partial<BlackjackDuelRound> = {}): BlackjackDuelRound => ({
  hand: 2,
  dealerCards: [{ rank: '9', suit: 'spades' }],
  dealerValue: 9,
  hands: [
    {
      cards: [
        { rank: '8', suit: 'hearts' },
        { rank: '3', suit: 'clubs' },
      ],
      value: 11,
      soft: false,
      bet: 50,
      outcome: 'continue',
      winAmount: 0,
    },
  ],
  activeHand: 0,
  insurance: null,
  canDouble: true,
  canSplit: false,
  finished: false,
  net: 0,
  ...over,
});

describe('the stakes a stack may bet', () => {
  it.each([
    { name: 'a full stack: up to the duel maximum', stack: 1_000, limits: { min: 10, max: 200, step: 10 } },
    {
      name: 'a short stack: up to the stack, on the step',
      stack: 125,
      limits: { min: 10, max: 120, step: 10 },
    },
    { name: 'exactly the minimum', stack: 10, limits: { min: 10, max: 10, step: 10 } },
    { name: 'below the minimum: no bet', stack: 9, limits: null },
    { name: 'broke', stack: 0, limits: null },
  ])('$name', ({ stack, limits }) => {
    expect(betLimitsFor(stack)).toEqual(limits);
  });

  it.each([
    { name: 'on the step', bet: 60, clamped: 60 },
    { name: 'rounded to the step', bet: 64, clamped: 60 },
    { name: 'below the minimum', bet: 0, clamped: 10 },
    { name: 'above the maximum', bet: 5_000, clamped: 200 },
    { name: 'unreadable', bet: Number.NaN, clamped: 10 },
  ])('a bet $name → $clamped', ({ bet, clamped }) => {
    expect(clampBet(bet, { min: 10, max: 200, step: 10 })).toBe(clamped);
  });

  it('every clamped or stepped bet is a legal stake for its stack (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.double(),
        fc.constantFrom(1, -1),
        (stack, bet, dir) => {
          const limits = betLimitsFor(stack);
          if (!limits) return stack < BLACKJACK_DUEL.minBet;
          for (const value of [clampBet(bet, limits), stepBet(bet, dir, limits)]) {
            if (value < BLACKJACK_DUEL.minBet || value > BLACKJACK_DUEL.maxBet || value > stack) return false;
            if (value % BLACKJACK_DUEL.betStep !== 0) return false;
          }
          return true;
        },
      ),
    );
  });

  it('steps move by 10 and stop at the ends', () => {
    const limits = { min: 10, max: 200, step: 10 };
    expect(stepBet(50, 1, limits)).toBe(60);
    expect(stepBet(50, -1, limits)).toBe(40);
    expect(stepBet(10, -1, limits)).toBe(10);
    expect(stepBet(200, 1, limits)).toBe(200);
  });

  it('quick stakes stay inside the limits', () => {
    expect(betChips({ min: 10, max: 200, step: 10 })).toEqual([10, 50, 100, 200]);
    expect(betChips({ min: 10, max: 70, step: 10 })).toEqual([10, 50, 70]);
    expect(betChips({ min: 10, max: 10, step: 10 })).toEqual([10]);
  });
});

describe('the buttons a hand allows', () => {
  it.each([
    {
      name: 'betting: none',
      view: { phase: 'betting' as const, round: null },
      buttons: { insurance: null, hit: false, stand: false, double: false, split: false },
    },
    {
      name: 'a fresh 11: hit, stand, double',
      view: { phase: 'playing' as const, round: round() },
      buttons: { insurance: null, hit: true, stand: true, double: true, split: false },
    },
    {
      name: 'a pair: split too',
      view: { phase: 'playing' as const, round: round({ canSplit: true, canDouble: false }) },
      buttons: { insurance: null, hit: true, stand: true, double: false, split: true },
    },
    {
      name: 'an ace up: the insurance question only',
      view: {
        phase: 'playing' as const,
        round: round({ insurance: { offer: 'insurance', decision: 'pending', bet: 25 } }),
      },
      buttons: { insurance: 'insurance', hit: false, stand: false, double: false, split: false },
    },
    {
      name: 'insurance declined: play on',
      view: {
        phase: 'playing' as const,
        round: round({ insurance: { offer: 'insurance', decision: 'declined', bet: 0 } }),
      },
      buttons: { insurance: null, hit: true, stand: true, double: true, split: false },
    },
    {
      name: 'a finished hand: none',
      view: { phase: 'playing' as const, round: round({ finished: true }) },
      buttons: { insurance: null, hit: false, stand: false, double: false, split: false },
    },
  ])('$name', ({ view, buttons }) => {
    expect(handButtonsOf(view)).toEqual(buttons);
  });
});

describe('the hand counter', () => {
  it.each([
    { hand: 0, phase: 'betting' as const, text: 'Hand 1 of 10' },
    { hand: 2, phase: 'playing' as const, text: 'Hand 3 of 10' },
    { hand: 9, phase: 'betting' as const, text: 'Hand 10 of 10' },
    { hand: 10, phase: 'done' as const, text: 'All 10 hands played' },
  ])('$phase hand $hand → $text', ({ hand, phase, text }) => {
    expect(handCounterText({ hand, phase }, 10)).toBe(text);
  });
});

describe('the race everyone sees', () => {
  const view: BlackjackDuelView = {
    kind: 'blackjack',
    hands: 10,
    startingChips: 1_000,
    handsPlayed: [4, 2],
    revealedThrough: 2,
    stacks: [1_040, 980],
    results: [
      [50, -20],
      [-10, 0],
    ],
  };

  it('revealed stacks, nets and the leader', () => {
    expect(raceOf(view)).toEqual([
      { seat: 0, stack: 1_040, net: 40, handsPlayed: 4, leads: true },
      { seat: 1, stack: 980, net: -20, handsPlayed: 2, leads: false },
    ]);
  });

  it('equal stacks: nobody leads', () => {
    expect(raceOf({ ...view, stacks: [1_000, 1_000] }).map((s) => s.leads)).toEqual([false, false]);
  });

  it.each([
    [40, '+40'],
    [-20, '−20'],
    [0, '±0'],
  ])('%i reads %s', (net, text) => {
    expect(chipsNetText(net)).toBe(text);
    expect(netTone(net)).toBe(net > 0 ? 'up' : net < 0 ? 'down' : 'even');
  });

  it.each([
    [0, 10, 0],
    [3, 10, 30],
    [10, 10, 100],
    [1, 0, 0],
  ])('%i of %i hands → %i%%', (played, hands, percent) => {
    expect(handsPercent(played, hands)).toBe(percent);
  });
});
