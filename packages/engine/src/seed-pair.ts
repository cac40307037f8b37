// Seed-pair lifecycle (issue 3, "Seed-pair helpers"): the server seed comes from a CSPRNG the
// caller injects (rule: no I/O, no Math.random in the engine), its SHA-256 is published as a
// commitment, each bet uses the next nonce, and rotation reveals the old seed.
import { sha256Hex, toHex } from './fairness-stream.js';

/** Returns `length` cryptographically secure random bytes (e.g. crypto.getRandomValues). */
export type RandomBytes = (length: number) => Uint8Array;

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_BYTES = 16;

export interface SeedPair {
  readonly serverSeed: string;
  /** sha256(serverSeed) hex: shown to the player before any bet with this pair. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next bet will use. Starts at 0. */
  readonly nonce: number;
}

export interface RevealedSeedPair {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Number of bets played with the pair (nonces 0 .. noncesUsed - 1). */
  readonly noncesUsed: number;
}

function randomHex(randomBytes: RandomBytes, length: number): string {
  const bytes = randomBytes(length);
  if (bytes.length !== length)
    throw new RangeError(`randomBytes returned ${bytes.length} bytes, wanted ${length}`);
  return toHex(bytes);
}

/** A fresh 64-hex-character server seed. */
export function newServerSeed(randomBytes: RandomBytes): string {
  return randomHex(randomBytes, SERVER_SEED_BYTES);
}

/** A fresh 32-hex-character client seed (players may replace it with their own text). */
export function newClientSeed(randomBytes: RandomBytes): string {
  return randomHex(randomBytes, CLIENT_SEED_BYTES);
}

export function commitServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** True when a revealed server seed matches the commitment published earlier. */
export function verifyCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return commitServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

export function createSeedPair(randomBytes: RandomBytes, clientSeed?: string): SeedPair {
  const serverSeed = newServerSeed(randomBytes);
  return {
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: clientSeed ?? newClientSeed(randomBytes),
    nonce: 0,
  };
}

/** The pair after one bet: same seeds, nonce + 1. */
export function incrementNonce(pair: SeedPair): SeedPair {
  return { ...pair, nonce: pair.nonce + 1 };
}

/** Reveal the current pair and start a new one (new server seed; client seed kept unless given). */
export function rotateSeedPair(
  pair: SeedPair,
  randomBytes: RandomBytes,
  newClientSeed?: string,
): { revealed: RevealedSeedPair; next: SeedPair } {
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      noncesUsed: pair.nonce,
    },
    next: createSeedPair(randomBytes, newClientSeed ?? pair.clientSeed),
  };
}
