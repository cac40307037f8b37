import { ROOM_CODE_ALPHABET, RoomCode } from '@casino/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newRoomCode, ROOM_CODE_ATTEMPTS, withFreshRoomCode } from './room-codes.js';

describe('room codes', () => {
  it('any bytes below the rejection limit give six characters of the alphabet, which the contracts accept', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 247 }), { minLength: 1 }), (bytes) => {
        let i = 0;
        const code = newRoomCode((n) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length] ?? 0));
        expect(code).toHaveLength(6);
        expect([...code].every((c) => ROOM_CODE_ALPHABET.includes(c))).toBe(true);
        expect(RoomCode.parse(code.toLowerCase())).toBe(code);
      }),
    );
  });

  it.each([
    ['bytes 0..30 map to the alphabet in order', [0, 1, 2, 3, 4, 5], '234567'],
    [
      'a byte at or above 248 (31 x 8) is skipped, so each character is equally likely',
      [248, 255, 30, 61, 62, 0, 1, 2],
      'ZZ2234',
    ],
  ])('%s', (_name, bytes, expected) => {
    let i = 0;
    expect(newRoomCode((n) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length] ?? 0))).toBe(
      expected,
    );
  });

  it('a taken code is retried with a fresh one, and gives up after a few', async () => {
    let calls = 0;
    expect(await withFreshRoomCode((code) => Promise.resolve(++calls < 3 ? null : code))).toMatch(
      /^[2-9A-Z]{6}$/,
    );
    expect(calls).toBe(3);
    calls = 0;
    await expect(withFreshRoomCode(() => Promise.resolve(++calls && null))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(calls).toBe(ROOM_CODE_ATTEMPTS);
  });
});
