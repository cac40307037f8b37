import { describe, expect, it } from 'vitest';
import { evaluateProblem } from './arithmetic.js';

describe('evaluateProblem', () => {
  it.each([
    ['12 + 7', 19],
    ['20 - 8', 12],
    ['6 × 7', 42],
    ['56 ÷ 8', 7],
    ['3 × 4 + 5', 17],
    ['3 × 4 - 5', 7],
    ['(2 + 3) × 4', 20],
    ['2 + 3 × 4', 14],
    ['100 ÷ 5 ÷ 2', 10],
    ['10 - 4 - 3', 3],
  ])('%s = %d', (text, answer) => expect(evaluateProblem(text)).toBe(answer));

  it.each(['', '(1 + 2', '1 +', '1 2', 'x'])('refuses "%s"', (text) => {
    expect(() => evaluateProblem(text)).toThrow();
  });
});
