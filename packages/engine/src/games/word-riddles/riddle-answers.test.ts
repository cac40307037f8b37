import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, isRiddleAnswer } from './riddle-answers.js';
import type { Riddle } from './riddle-set.js';

const riddle = (answer: string, ...also: string[]): Riddle => ({
  difficulty: 1,
  text: 'What is it?',
  answer,
  also,
  hints: ['a', 'b'],
});

describe('answer normalisation', () => {
  it.each<{ name: string; riddle: Riddle; given: string; expected: boolean | null }>([
    { name: 'the exact answer', riddle: riddle('echo'), given: 'echo', expected: true },
    { name: 'capitals and a leading "the"', riddle: riddle('echo'), given: 'The Echo', expected: true },
    { name: 'a leading "an" and punctuation', riddle: riddle('egg'), given: 'an egg!', expected: true },
    { name: 'a leading "a"', riddle: riddle('candle'), given: 'a candle', expected: true },
    { name: 'the plural of the answer', riddle: riddle('candle'), given: 'candles', expected: true },
    {
      name: 'the singular of a plural answer',
      riddle: riddle('footsteps'),
      given: 'footstep',
      expected: true,
    },
    { name: 'an irregular plural', riddle: riddle('tooth'), given: 'teeth', expected: true },
    {
      name: 'a compound written in two words',
      riddle: riddle('keyboard'),
      given: 'key board',
      expected: true,
    },
    { name: 'a compound with a hyphen', riddle: riddle('keyboard'), given: 'key-board', expected: true },
    {
      name: 'a two-word answer written as one',
      riddle: riddle('rubber band'),
      given: 'rubberband',
      expected: true,
    },
    {
      name: 'extra spaces around and inside',
      riddle: riddle('rubber band'),
      given: '  rubber    band ',
      expected: true,
    },
    { name: 'accents', riddle: riddle('cafe'), given: 'Café', expected: true },
    { name: 'an accented answer typed without', riddle: riddle('café'), given: 'cafe', expected: true },
    { name: 'full-width letters (NFKD)', riddle: riddle('echo'), given: 'ｅｃｈｏ', expected: true },
    {
      name: 'an apostrophe',
      riddle: riddle('roosters dont lay eggs'),
      given: "Roosters don't lay eggs.",
      expected: true,
    },
    { name: 'an accepted alternative', riddle: riddle('clock', 'watch'), given: 'a watch', expected: true },
    { name: 'an alternative with digits', riddle: riddle('seven', '7'), given: '7', expected: true },
    { name: '"the letter m" for m', riddle: riddle('m', 'letter m'), given: 'The letter M', expected: true },
    { name: '"&" for "and"', riddle: riddle('lunch and dinner'), given: 'lunch & dinner', expected: true },
    { name: 'a wrong answer', riddle: riddle('echo'), given: 'shadow', expected: false },
    { name: 'a near miss stays wrong', riddle: riddle('echo'), given: 'echos chamber', expected: false },
    { name: 'a misspelling stays wrong', riddle: riddle('candle'), given: 'candel', expected: false },
    { name: 'the answer inside a longer phrase', riddle: riddle('egg'), given: 'egg white', expected: false },
    {
      name: 'an article inside is kept',
      riddle: riddle('deck of cards'),
      given: 'deck of the cards',
      expected: false,
    },
    { name: 'a different number', riddle: riddle('seven', '7'), given: '8', expected: false },
    { name: 'only punctuation: no answer', riddle: riddle('echo'), given: '?!', expected: null },
    { name: 'only an article: no answer', riddle: riddle('echo'), given: 'the', expected: null },
    { name: 'only spaces: no answer', riddle: riddle('echo'), given: '   ', expected: null },
  ])('$name: "$given" for "$riddle.answer" → $expected', ({ riddle: r, given, expected }) => {
    expect(isRiddleAnswer(r, given)).toBe(expected);
  });

  it('gives the same key however the answer is cased or spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/), (answer) => {
        expect(answerKey(answer.toUpperCase())).toBe(answerKey(answer));
        expect(answerKey(`  ${answer.split(' ').join('   ')}!`)).toBe(answerKey(answer));
      }),
    );
  });
});
