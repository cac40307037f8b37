import { describe, expect, it } from 'vitest';
import { retryOnConflict } from './conflict-retry.js';

const failing = (codes: string[]) => {
  let calls = 0;
  const operation = () => {
    const code = codes[calls++];
    return code ? Promise.reject(Object.assign(new Error(code), { code })) : Promise.resolve(calls);
  };
  return { operation, calls: () => calls };
};

describe('retryOnConflict', () => {
  it.each([
    { name: 'a deadlock, then success', codes: ['40P01'], result: 2 },
    { name: 'serialization failures, then success', codes: ['40001', '40001'], result: 3 },
  ])('runs again after $name', async ({ codes, result }) => {
    expect(await retryOnConflict(failing(codes).operation)).toBe(result);
  });

  it('gives up after the attempts, and at once on any other error', async () => {
    const conflicts = failing(['40P01', '40P01', '40P01']);
    await expect(retryOnConflict(conflicts.operation, 3)).rejects.toThrow('40P01');
    expect(conflicts.calls()).toBe(3);
    const other = failing(['23505', '40P01']);
    await expect(retryOnConflict(other.operation)).rejects.toThrow('23505');
    expect(other.calls()).toBe(1);
  });
});
