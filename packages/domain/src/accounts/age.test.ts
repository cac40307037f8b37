import { describe, expect, it } from 'vitest';
import { ageInYears, isOfAge } from './age.js';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age', () => {
  it.each([
    ['the day before the 18th birthday', '2008-11-22', '2026-11-21', 17, false],
    ['on the 18th birthday', '2008-11-21', '2026-11-21', 18, true],
    ['a leap-day birth on 28 Feb of a common year', '2008-02-29', '2026-02-28', 17, false],
    ['a leap-day birth on 1 Mar of a common year', '2008-02-29', '2026-03-01', 18, true],
    ['a centenarian', '1920-01-01', '2026-11-21', 106, true],
    ['a birth date in the future', '2030-01-01', '2026-11-21', -4, false],
  ])('%s', (_name, dob, today, age, ofAge) => {
    expect(ageInYears(dob, on(today))).toBe(age);
    expect(isOfAge(dob, on(today))).toBe(ofAge);
  });
});
