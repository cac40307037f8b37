// Property checks over random matches: two players acting at random (legal actions mostly, some
// refused ones, long silences that run the action timer out, the odd resignation), flags at random
// times. Chips are conserved at every step, no view shows a hole card it should not, and the moves
// alone (the room journals no flags) rebuild the same match.
import { toCard } from '../../cards.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DuelAction, DuelSeat } from '../../duels/duel.js';
import { mulberry32 } from '../../duels/duel-test-kit.js';
import { pokerDuelRules as rules } from './poker-duel.js';
import type { PokerDuelState } from './poker-duel-state.js';

const TOTAL = 2_000;

interface Played {
  readonly final: PokerDuelState;
  /** Every accepted action, flags included. */
  readonly applied: readonly DuelAction[];
  readonly steps: readonly PokerDuelState[];
}

function randomMove(state: PokerDuelState, seat: DuelSeat, random: () => number): unknown {
  const legal = rules.privateView(state, seat, state.clockAt)?.legal;
  if (!legal) return { action: 'fold' };
  const passive = { action: legal.canCheck ? 'check' : 'call' };
  const roll = random();
  if (roll < 0.12) return { action: 'fold' };
  if (roll < 0.75) return passive;
  if (roll < 0.9 && (legal.canBet || legal.canRaise)) {
    // Mostly small bets, now and then a big one, so matches last several hands.
    const span = legal.maxRaiseTo - legal.minRaiseTo;
    const amount = legal.minRaiseTo + Math.floor(random() ** 3 * (span + 1));
    return { action: random() < 0.5 ? 'raise' : 'bet', amount };
  }
  if (roll < 0.91) return { action: 'all-in' };
  // Refused ones: too small a raise, a check facing a bet, a raise without an amount.
  if (roll < 0.9)
    return [{ action: 'raise', amount: 1 }, { action: 'check' }, { action: 'bet' }][Math.floor(random() * 3)];
  return passive;
}

function play(seed: number, clockMs: number): Played {
  const random = mulberry32(seed);
  const setup = { seed: seed.toString(16).padStart(8, '0').repeat(8), startedAt: 0, clockMs };
  let state = rules.start(setup);
  let at = 0;
  const applied: DuelAction[] = [];
  const steps: PokerDuelState[] = [state];
  for (let step = 0; step < 2_000 && !rules.outcome(state); step += 1) {
    // Mostly quick actions; now and then a silence longer than the action timer.
    at += random() < 0.05 ? Math.floor(random() * 45_000) : Math.floor(random() * 4_000);
    const roll = random();
    const toMove = rules.toMove(state);
    let action: DuelAction;
    if (roll < 0.002) action = { type: 'resign', seat: random() < 0.5 ? 0 : 1, at };
    else if (roll < 0.15 || toMove === null) action = { type: 'flag', at };
    else if (roll < 0.2) action = { type: 'move', seat: toMove === 0 ? 1 : 0, move: { action: 'call' }, at };
    else action = { type: 'move', seat: toMove, move: randomMove(state, toMove, random), at };
    const result = rules.apply(state, action);
    if (!result.ok) continue;
    state = result.state;
    applied.push(action);
    steps.push(state);
  }
  return { final: state, applied, steps };
}

const inPlay = (state: PokerDuelState): number =>
  state.table.hand?.players.reduce((sum, p) => sum + (p ? p.committed + p.dead : 0), 0) ?? 0;

const matches = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  clockMs: fc.integer({ min: 30_000, max: 400_000 }),
});

describe('random heads-up matches', () => {
  it('conserve the chips: stacks + pot = 2,000 at every step, no stack below zero, and end as they say', () => {
    fc.assert(
      fc.property(matches, ({ seed, clockMs }) => {
        const { final, steps } = play(seed, clockMs);
        for (const state of steps) {
          const view = rules.publicView(state, state.clockAt);
          expect(view.stacks[0] + view.stacks[1] + view.pot).toBe(TOTAL);
          expect(view.pot).toBe(inPlay(state));
          expect(Math.min(...view.stacks)).toBeGreaterThanOrEqual(0);
          expect(view.scores.every((score) => score >= 0)).toBe(true);
        }
        const outcome = rules.outcome(final);
        const [a, b] = rules.publicView(final, final.clockAt).stacks;
        if (outcome?.reason === 'all_chips') expect(Math.max(a, b)).toBe(TOTAL);
        if (outcome?.reason === 'time_score') expect(outcome.winner).toBe(a === b ? null : a > b ? 0 : 1);
        if (outcome) expect(final.table.hand).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('show no hole card of the hand in play in the public view, nor the other seat’s in a private one', () => {
    fc.assert(
      fc.property(matches, ({ seed, clockMs }) => {
        for (const state of play(seed, clockMs).steps) {
          const hand = state.table.hand;
          const { lastHand, ...live } = rules.publicView(state, state.clockAt);
          const history = state.hands[state.hands.length - 1];
          // A finished hand's cards are shown only if it went to a showdown, and only the live hands.
          if (lastHand && history && !history.showdown) expect(lastHand.shown).toEqual([null, null]);
          if (!hand) continue;
          const publicText = JSON.stringify(live);
          for (const seat of [0, 1] as const) {
            const own = hand.players[seat]?.cards.map(toCard) ?? [];
            const other = rules.privateView(state, seat === 0 ? 1 : 0, state.clockAt);
            expect(rules.privateView(state, seat, state.clockAt)?.cards).toEqual(own);
            for (const card of own) {
              expect(publicText).not.toContain(JSON.stringify(card));
              expect(JSON.stringify(other)).not.toContain(JSON.stringify(card));
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are rebuilt by their moves alone (flags are not journaled) and replay the same', () => {
    fc.assert(
      fc.property(matches, ({ seed, clockMs }) => {
        const { final, applied } = play(seed, clockMs);
        const journal = applied.filter((action) => action.type !== 'flag');
        const last = applied[applied.length - 1]?.at ?? 0;
        const replay = (actions: readonly DuelAction[]) =>
          [...actions, { type: 'flag', at: last } as const].reduce<PokerDuelState>(
            (state, action) => {
              if (rules.outcome(state)) return state;
              const result = rules.apply(state, action);
              if (!result.ok) throw new Error(`replay refused ${action.type}: ${result.error}`);
              return result.state;
            },
            rules.start({ seed: final.seed, startedAt: 0, clockMs }),
          );
        const live = replay(applied);
        expect(replay(journal)).toEqual(live);
        expect(replay(journal)).toEqual(replay(journal));
        expect(rules.record(live)).toEqual(rules.record(replay(journal)));
      }),
      { numRuns: 40 },
    );
  });
});
