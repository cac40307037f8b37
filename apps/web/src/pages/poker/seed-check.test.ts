import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@casino/engine';
import { checkRevealedSeed } from './seed-check';
import type { LastHandSnapshot } from './poker-snapshot';

const SEED = 'f'.repeat(64);
const HASH = sha256Hex(SEED);

const lastHand = (overrides: Partial<LastHandSnapshot> = {}): LastHandSnapshot => ({
  handNumber: 5,
  serverSeed: SEED,
  serverSeedHash: HASH,
  clientSeed: 'casino-table-1',
  nonce: 5,
  pot: 1_000,
  showdown: true,
  board: [],
  winners: [],
  ...overrides,
});

describe('revealed seed check', () => {
  it.each([
    ['the seed hashes to the commitment seen during the hand', lastHand(), { 5: HASH }, true, 'matches'],
    ['the commitment was seen in upper case', lastHand(), { 5: HASH.toUpperCase() }, true, 'matches'],
    ['this browser joined after the hand began', lastHand(), {}, true, 'unseen'],
    ['a different hash was shown during the hand', lastHand(), { 5: sha256Hex('other') }, true, 'differs'],
    [
      'the seed does not hash to the commitment',
      lastHand({ serverSeed: 'tampered' }),
      { 5: HASH },
      false,
      'matches',
    ],
  ] as const)('%s', (_name, hand, seen, hashMatches, commitment) => {
    const check = checkRevealedSeed(hand, seen);
    expect(check.hashMatches).toBe(hashMatches);
    expect(check.commitment).toBe(commitment);
    expect(check.computedHash).toBe(sha256Hex(hand.serverSeed));
  });
});
