import { describe, expect, it } from 'vitest';
import { parseAnswer } from './math-duel-model';

describe('reading an answer', () => {
  it.each([
    ['42', 42],
    [' -7 ', -7],
    ['0', 0],
    ['', null],
    ['4.5', null],
    ['12a', null],
    ['--3', null],
    ['12345678901', null],
  ])('%j → %j', (text, value) => {
    expect(parseAnswer(text)).toBe(value);
  });
});
