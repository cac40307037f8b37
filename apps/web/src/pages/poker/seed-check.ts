import { sha256Hex } from '@casino/engine';
import type { LastHandSnapshot } from './poker-snapshot';

/**
 * The checks a player can make on a finished hand in the browser (ARCHITECTURE.md "Fairness": a
 * hand commits its seed hash when it starts and reveals the seed when it ends): the revealed seed
 * hashes to the commitment, and that commitment is the one this browser saw while the hand was played.
 */
export interface SeedCheck {
  handNumber: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  computedHash: string;
  hashMatches: boolean;
  /** 'unseen' when this browser joined after the hand started. */
  commitment: 'matches' | 'differs' | 'unseen';
}

export function checkRevealedSeed(
  lastHand: LastHandSnapshot,
  seenCommitments: Readonly<Record<number, string>>,
): SeedCheck {
  const computedHash = sha256Hex(lastHand.serverSeed);
  const seen = seenCommitments[lastHand.handNumber];
  return {
    handNumber: lastHand.handNumber,
    serverSeed: lastHand.serverSeed,
    serverSeedHash: lastHand.serverSeedHash,
    clientSeed: lastHand.clientSeed,
    nonce: lastHand.nonce,
    computedHash,
    hashMatches: computedHash === lastHand.serverSeedHash.toLowerCase(),
    commitment:
      seen === undefined
        ? 'unseen'
        : seen.toLowerCase() === lastHand.serverSeedHash.toLowerCase()
          ? 'matches'
          : 'differs',
  };
}
