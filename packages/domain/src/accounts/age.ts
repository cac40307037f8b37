import { MINIMUM_AGE_YEARS } from '@casino/contracts';

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar dates). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (!y || !m || !d) return Number.NaN;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const isOfAge = (dateOfBirth: string, today: Date): boolean =>
  ageInYears(dateOfBirth, today) >= MINIMUM_AGE_YEARS;
