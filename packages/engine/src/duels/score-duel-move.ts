// A score duel's move as the contracts' PuzzleMove has it ({item, answer} | {item, hint: true} |
// {item, skip: true}, exactly those keys), read from the room's unchecked `move` without zod (the
// engine does not depend on the contracts).
/** The largest item index a move may name (contracts: PuzzleMove's item). */
const MAX_ITEM_INDEX = 10_000;
/** The longest answer a move may carry (contracts: PuzzleMove's answer). */
const MAX_ANSWER_LENGTH = 400;

export type ScoreDuelMove =
  | { readonly kind: 'answer'; readonly item: number; readonly answer: string }
  | { readonly kind: 'hint'; readonly item: number }
  | { readonly kind: 'skip'; readonly item: number };

/** The move, or null when it is not one. */
export function puzzleMoveOf(move: unknown): ScoreDuelMove | null {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const entries = move as Record<string, unknown>;
  const keys = Object.keys(entries);
  const { item } = entries;
  if (keys.length !== 2 || !Number.isSafeInteger(item)) return null;
  const index = item as number;
  if (index < 0 || index > MAX_ITEM_INDEX) return null;
  if ('answer' in entries) {
    const { answer } = entries;
    if (typeof answer !== 'string' || answer.length < 1 || answer.length > MAX_ANSWER_LENGTH) return null;
    return { kind: 'answer', item: index, answer };
  }
  if ('hint' in entries) return entries.hint === true ? { kind: 'hint', item: index } : null;
  if ('skip' in entries) return entries.skip === true ? { kind: 'skip', item: index } : null;
  return null;
}
