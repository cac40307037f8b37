import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hintLabel, letterBoxes, riddleAnswer, RIDDLE_ANSWER_MAX } from './riddle-model';

describe('the letter boxes', () => {
  it.each([
    { name: 'nothing typed', text: '', letters: 4, boxes: ['', '', '', ''], over: 0 },
    { name: 'part typed, upper-cased', text: 'ec', letters: 4, boxes: ['E', 'C', '', ''], over: 0 },
    { name: 'spaces are not letters', text: 'a  map ', letters: 4, boxes: ['A', 'M', 'A', 'P'], over: 0 },
    { name: 'too many letters', text: 'echoes', letters: 4, boxes: ['E', 'C', 'H', 'O'], over: 2 },
    { name: 'a riddle without a count', text: 'x', letters: 0, boxes: [], over: 1 },
  ])('$name', ({ text, letters, boxes, over }) => {
    expect(letterBoxes(text, letters)).toEqual({ boxes, over });
  });

  it('always has one box per letter of the answer', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (text, letters) => {
        const result = letterBoxes(text, letters);
        expect(result.boxes).toHaveLength(letters);
        expect(result.boxes.filter((b) => b !== '').length + result.over).toBe(
          [...text.replace(/\s+/g, '')].length,
        );
      }),
    );
  });
});

describe('the answer sent', () => {
  it.each([
    { name: 'a word', text: 'echo', answer: 'echo' },
    { name: 'trimmed', text: '  echo \n', answer: 'echo' },
    { name: 'inner spaces collapsed', text: 'a   map', answer: 'a map' },
    { name: 'empty', text: '', answer: null },
    { name: 'only spaces', text: '   ', answer: null },
    { name: 'too long', text: 'x'.repeat(RIDDLE_ANSWER_MAX + 1), answer: null },
    { name: 'the longest taken', text: 'x'.repeat(RIDDLE_ANSWER_MAX), answer: 'x'.repeat(RIDDLE_ANSWER_MAX) },
  ])('$name', ({ text, answer }) => {
    expect(riddleAnswer(text)).toBe(answer);
  });
});

describe('the Hint button', () => {
  it.each([
    [2, 'Hint (-2 pts)'],
    [1, 'Hint (-1 pt)'],
  ])('costs %i → %s', (cost, label) => {
    expect(hintLabel(cost)).toBe(label);
  });
});
