// The word riddle board's answer box as plain data: the letter boxes filled from what is typed
// (spaces not counted, as the riddle's letter count does not count them), what is sent as the answer,
// and the Hint button's words. The server normalises and judges the answer; this only keeps an empty
// or oversized one from being sent.

/** The longest answer the room takes (contracts: PuzzleMove's answer). */
export const RIDDLE_ANSWER_MAX = 400;

export interface LetterBoxes {
  /** One entry per letter of the answer: the letter typed there, or '' when not yet. */
  boxes: string[];
  /** Letters typed beyond the answer's count. */
  over: number;
}

export function letterBoxes(text: string, letters: number): LetterBoxes {
  const typed = [...text.replace(/\s+/g, '')];
  const count = Math.max(0, letters);
  return {
    boxes: Array.from({ length: count }, (_, i) => (typed[i] ?? '').toUpperCase()),
    over: Math.max(0, typed.length - count),
  };
}

/** The answer to send: trimmed, inner spaces collapsed; null when empty or too long. */
export function riddleAnswer(text: string): string | null {
  const answer = text.trim().replace(/\s+/g, ' ');
  if (answer.length === 0 || answer.length > RIDDLE_ANSWER_MAX) return null;
  return answer;
}

export const hintLabel = (cost: number): string => `Hint (-${cost} pt${cost === 1 ? '' : 's'})`;
