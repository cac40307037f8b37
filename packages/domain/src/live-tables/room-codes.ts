import { randomBytes } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@casino/contracts';
import { DomainError } from '../errors.js';

/**
 * A fresh room code: ROOM_CODE_LENGTH characters of ROOM_CODE_ALPHABET (no look-alikes) drawn from
 * crypto.randomBytes, each byte kept only below the largest multiple of the alphabet's size so
 * every character is equally likely. 31^6 ≈ 887 million codes.
 */
export function newRoomCode(random: (n: number) => Uint8Array = (n) => randomBytes(n)): string {
  const size = ROOM_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < ROOM_CODE_LENGTH) {
    for (const byte of random(ROOM_CODE_LENGTH * 2)) {
      if (byte >= limit || code.length === ROOM_CODE_LENGTH) continue;
      code += ROOM_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/** How many fresh codes a creation tries before giving up (a collision is already rare). */
export const ROOM_CODE_ATTEMPTS = 8;

/**
 * Runs `insert` with fresh codes until one is not taken (the insert answers null on a taken code,
 * from its unique constraint) and returns what it inserted.
 */
export async function withFreshRoomCode<T>(insert: (code: string) => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < ROOM_CODE_ATTEMPTS; attempt++) {
    const inserted = await insert(newRoomCode());
    if (inserted !== null) return inserted;
  }
  throw new DomainError('conflict', 'No free room code right now; please try again.');
}
