// Test helpers (imported only by *.test.ts): scripted actions through a duel's rules, frozen states.
import { expect } from 'vitest';
import type { DuelAction, DuelResult, DuelRules, DuelSeat, DuelSetup } from './duel.js';

export const TEST_SETUP: DuelSetup = { seed: 'ab'.repeat(32), startedAt: 0, clockMs: 300_000 };

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The accepted state, or a failed expectation naming the refusal. */
export function accepted<S>(result: DuelResult<S>): S {
  if (!result.ok) expect.fail(`refused: ${result.error}`);
  return result.state;
}

/** Applies every action in order (each must be accepted); states are frozen so a mutation throws. */
export function applyAll<S>(
  rules: DuelRules<S, unknown, unknown>,
  state: S,
  actions: readonly DuelAction[],
): S {
  return actions.reduce((current, action) => accepted(rules.apply(deepFreeze(current), action)), state);
}

/** Moves alternating from `first`, one second apart from `from` (game time). */
export function alternatingMoves(
  moves: readonly unknown[],
  options: { first?: DuelSeat; from?: number; stepMs?: number } = {},
): DuelAction[] {
  const first = options.first ?? 0;
  const from = options.from ?? 1_000;
  const step = options.stepMs ?? 1_000;
  return moves.map((move, index) => ({
    type: 'move',
    seat: ((first + index) % 2) as DuelSeat,
    move,
    at: from + index * step,
  }));
}

/** mulberry32: a small seeded PRNG (test code only; the engine never uses one). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
