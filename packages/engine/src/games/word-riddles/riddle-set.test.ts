import { describe, expect, it } from 'vitest';
import { answerKey, answerWords } from './riddle-answers.js';
import { parseRiddleLine, RIDDLES, RIDDLES_BY_DIFFICULTY } from './riddle-set.js';

const duplicates = (keys: readonly string[]): string[] => keys.filter((key, i) => keys.indexOf(key) !== i);
/** Whether the words of `needle` occur in a row among the words of `text`. */
const spells = (text: string, needle: string): boolean =>
  ` ${answerWords(text).join(' ')} `.includes(` ${answerWords(needle).join(' ')} `);

describe('the riddle set', () => {
  it('holds at least 200 riddles, at least 60 of each difficulty', () => {
    expect(RIDDLES.length).toBeGreaterThanOrEqual(200);
    for (const [i, pool] of RIDDLES_BY_DIFFICULTY.entries()) {
      expect(pool.length).toBeGreaterThanOrEqual(60);
      for (const riddle of pool) expect(riddle.difficulty).toBe(i + 1);
    }
  });

  it('has no question and no answer twice', () => {
    expect(duplicates(RIDDLES.map((riddle) => answerKey(riddle.text)))).toEqual([]);
    expect(duplicates(RIDDLES.map((riddle) => answerKey(riddle.answer)))).toEqual([]);
  });

  it('gives every riddle an answer, alternatives that are answers, and 2-3 hints that never spell the answer', () => {
    for (const riddle of RIDDLES) {
      expect(riddle.text.length, riddle.answer).toBeGreaterThan(10);
      for (const answer of [riddle.answer, ...riddle.also])
        expect(answerKey(answer), riddle.text).not.toBe('');
      expect(duplicates([riddle.answer, ...riddle.also].map(answerKey)), riddle.answer).toEqual([]);
      expect(riddle.hints.length).toBeGreaterThanOrEqual(2);
      expect(riddle.hints.length).toBeLessThanOrEqual(3);
      for (const hint of riddle.hints)
        expect(spells(hint, riddle.answer), `${riddle.answer}: ${hint}`).toBe(false);
    }
  });

  it('never shows a riddle’s answer (6 letters or more) in another question or hint of its round', () => {
    for (const pool of RIDDLES_BY_DIFFICULTY) {
      for (const riddle of pool.filter((r) => r.answer.length >= 6)) {
        const shownBy = pool.filter(
          (other) =>
            other !== riddle &&
            [other.text, ...other.hints].some((text) =>
              text.toLowerCase().includes(riddle.answer.toLowerCase()),
            ),
        );
        expect(
          shownBy.map((other) => other.text),
          riddle.answer,
        ).toEqual([]);
      }
    }
  });

  it.each([
    { name: 'a line without hints', line: 'What is it? = egg' },
    { name: 'one hint only', line: 'What is it? = egg | It is white.' },
    { name: 'four hints', line: 'What is it? = egg | a | b | c | d' },
    { name: 'no answer', line: 'What is it? =  | a | b' },
    { name: 'no question', line: ' = egg | a | b' },
    { name: 'an empty alternative', line: 'What is it? = egg; ; eggs | a | b' },
    { name: 'two answer parts', line: 'What is it? = egg = hen | a | b' },
    { name: 'an empty hint', line: 'What is it? = egg | a |  | b' },
  ])('refuses $name', ({ line }) => {
    expect(() => parseRiddleLine(line, 1)).toThrow();
  });

  it('reads a well-formed line', () => {
    expect(parseRiddleLine('What is it? = egg; an egg | Round. | A hen lays it.', 2)).toEqual({
      difficulty: 2,
      text: 'What is it?',
      answer: 'egg',
      also: ['an egg'],
      hints: ['Round.', 'A hen lays it.'],
    });
  });
});
