// The fixed float -> outcome mappings (issue 3): documented in README.md so an outside verifier
// reproduces them. Each mapping consumes exactly one float, in stream order.
import { DECK_SIZE, type CardId } from './cards.js';
import type { FloatStream } from './fairness-stream.js';

export const ROULETTE_POCKETS = 37;

/** A die: floor(f * 6) + 1, in 1..6. */
export function dieFromFloat(f: number): number {
  return Math.floor(f * 6) + 1;
}

/** A European roulette pocket: floor(f * 37), in 0..36. */
export function pocketFromFloat(f: number): number {
  return Math.floor(f * ROULETTE_POCKETS);
}

/** Draw without replacement from n remaining items: index floor(f * n). */
export function drawIndexFromFloat(f: number, remaining: number): number {
  return Math.floor(f * remaining);
}

/** A slot reel stop: floor(f * stripLength). */
export function reelStopFromFloat(f: number, stripLength: number): number {
  return Math.floor(f * stripLength);
}

/**
 * Shuffle by repeated draws without replacement: start from `items` in order; for each draw take
 * index floor(f * remaining) from the remaining list, remove it (the rest keep their order), and
 * append it to the output. The output is the dealing order. One float per item, except the last
 * (when one item remains, it is taken without consuming a float).
 */
export function shuffleWithStream<T>(items: readonly T[], stream: FloatStream): T[] {
  const remaining = items.slice();
  const out: T[] = [];
  while (remaining.length > 1) {
    const index = drawIndexFromFloat(stream.next(), remaining.length);
    const [picked] = remaining.splice(index, 1) as [T];
    out.push(picked);
  }
  const last = remaining[0];
  if (last !== undefined) out.push(last);
  return out;
}

/** A shuffled 52-card deck (dealing order) from the stream: shuffleWithStream of ids 0..51. */
export function shuffledDeck(stream: FloatStream): CardId[] {
  return shuffleWithStream(
    Array.from({ length: DECK_SIZE }, (_, i) => i),
    stream,
  );
}

/** Two dice for craps: the first two floats, die 1 then die 2. */
export function rollDice(stream: FloatStream): [number, number] {
  const d1 = dieFromFloat(stream.next());
  const d2 = dieFromFloat(stream.next());
  return [d1, d2];
}
