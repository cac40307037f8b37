import { describe, expect, it } from 'vitest';
import { RepeatedWarning } from './repeated-warning.js';

describe('RepeatedWarning', () => {
  it('logs the first at once, counts the repeats of the interval into the next line', () => {
    const lines: string[] = [];
    let now = 1_000;
    const warning = new RepeatedWarning(
      'friends not told',
      (m) => lines.push(m),
      10_000,
      () => now,
    );
    warning.warn(new Error('pool busy'));
    for (let i = 0; i < 500; i++) {
      now += 10;
      warning.warn(new Error('pool busy'));
    }
    expect(lines).toEqual(['friends not told: Error: pool busy']);
    now = 11_000;
    warning.warn(new Error('still busy'));
    expect(lines).toEqual([
      'friends not told: Error: pool busy',
      'friends not told: Error: still busy (500 more in the last 10 s)',
    ]);
    // A warning alone after a quiet interval says no count.
    now = 30_000;
    warning.warn('gone');
    expect(lines[2]).toBe('friends not told: gone');
  });
});
