// How a typed riddle answer is compared with the riddle's answers: both sides are reduced to a key
// the same way (Unicode NFKD with accents stripped, lower case, apostrophes dropped, other
// punctuation as spaces, leading articles a/an/the dropped, each word made singular with the
// `pluralize` word library so "candles" = "candle" and "teeth" = "tooth", the words joined without
// spaces so "key board" = "keyboard"). An answer whose key is empty ("", "?!", "the") is no answer.
import pluralize from 'pluralize';
import type { Riddle } from './riddle-set.js';

const ARTICLES = new Set(['a', 'an', 'the']);

/** The words of an answer after normalisation (articles in front dropped, each singular). */
export function answerWords(raw: string): string[] {
  const words = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['‘’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '');
  let first = 0;
  while (first < words.length && ARTICLES.has(words[first] ?? '')) first += 1;
  return words.slice(first).map((word) => pluralize.singular(word));
}

/** The key two answers are compared by ('' when the text holds no answer at all). */
export const answerKey = (raw: string): string => answerWords(raw).join('');

/** Every key that counts as the riddle's answer. */
export const acceptedKeys = (riddle: Riddle): ReadonlySet<string> =>
  new Set([riddle.answer, ...riddle.also].map(answerKey));

/** Whether `given` answers the riddle; null when it is not an answer at all (nothing left of it). */
export function isRiddleAnswer(riddle: Riddle, given: string): boolean | null {
  const key = answerKey(given);
  if (key === '') return null;
  return acceptedKeys(riddle).has(key);
}

/** Letters (and digits) in the answer, spaces and punctuation not counted: "rubber band" → 10. */
export const answerLetters = (riddle: Riddle): number => riddle.answer.replace(/[^\p{L}\p{N}]/gu, '').length;
