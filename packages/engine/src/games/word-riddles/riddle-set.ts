// The word riddle set: the data files (riddles-easy/medium/hard.ts, one riddle a line) read into
// riddles, by difficulty. Difficulty d is drawn in round d. A malformed line throws when the module
// loads (the set's test loads it), so a bad edit to the data never reaches a duel.
import { EASY_RIDDLES } from './riddles-easy.js';
import { HARD_RIDDLES } from './riddles-hard.js';
import { MEDIUM_RIDDLES } from './riddles-medium.js';

export type RiddleDifficulty = 1 | 2 | 3;

export interface Riddle {
  readonly difficulty: RiddleDifficulty;
  readonly text: string;
  /** The answer as the record shows it. */
  readonly answer: string;
  /** Other answers accepted (normalised the same way as the answer). */
  readonly also: readonly string[];
  /** 2-3 hints, from vague to near-giveaway. */
  readonly hints: readonly string[];
}

/** One data line: `question = answer; alternative; ... | hint | hint | hint`. */
export function parseRiddleLine(line: string, difficulty: RiddleDifficulty): Riddle {
  const [asked, ...hints] = line.split(' | ').map((part) => part.trim());
  const [text, answers, extra] = (asked ?? '').split(' = ');
  const [answer, ...also] = (answers ?? '').split(';').map((part) => part.trim());
  if (!text || !answer || extra !== undefined || also.some((a) => a === '')) {
    throw new Error(`malformed riddle line: ${line}`);
  }
  if (hints.length < 2 || hints.length > 3 || hints.some((hint) => hint === '')) {
    throw new Error(`a riddle needs 2-3 hints: ${line}`);
  }
  return { difficulty, text: text.trim(), answer, also, hints };
}

const parse = (data: string, difficulty: RiddleDifficulty): Riddle[] =>
  data
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => parseRiddleLine(line, difficulty));

/** The riddles of each difficulty, in the data's order: index d-1 holds difficulty d. */
export const RIDDLES_BY_DIFFICULTY: readonly (readonly Riddle[])[] = [
  parse(EASY_RIDDLES, 1),
  parse(MEDIUM_RIDDLES, 2),
  parse(HARD_RIDDLES, 3),
];

export const RIDDLES: readonly Riddle[] = RIDDLES_BY_DIFFICULTY.flat();
