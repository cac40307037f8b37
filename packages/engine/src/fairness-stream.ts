// The provably fair byte/float stream (issue 3, "Provably fair randomness").
// HMAC-SHA256 keyed with the server seed over `${clientSeed}:${nonce}:${round}`; each round gives
// 32 bytes = 8 floats of 4 bytes; a cursor walks rounds 0, 1, 2, ... Anyone holding the revealed
// server seed can recompute every float. @noble/hashes, not node:crypto, because the same code
// runs in the browser's Fairness page.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

export interface FairnessSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export const BYTES_PER_ROUND = 32;
export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

const encoder = new TextEncoder();

/** The 32 HMAC bytes of one round. */
export function roundBytes(seeds: FairnessSeeds, round: number): Uint8Array {
  const message = `${seeds.clientSeed}:${seeds.nonce}:${round}`;
  return hmac(sha256, encoder.encode(seeds.serverSeed), encoder.encode(message));
}

/**
 * The rounds of one seed triple, as `roundBytes` gives them, with the HMAC keyed once and copied
 * per round: cheaper when many rounds are read (a hold'em deck's 26 rounds of salts).
 */
export function roundSource(seeds: FairnessSeeds): (round: number) => Uint8Array {
  const keyed = hmac.create(sha256, encoder.encode(seeds.serverSeed));
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  return (round) =>
    keyed
      .clone()
      .update(encoder.encode(`${prefix}${round}`))
      .digest();
}

/** f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4, in [0, 1). Exact in a double (32 bits). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  const b0 = bytes[offset] ?? 0;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  return b0 / 256 + b1 / 65536 + b2 / 16777216 + b3 / 4294967296;
}

/** A cursor over the floats of one seed triple; `next()` yields float 0, 1, 2, ... */
export interface FloatStream {
  next(): number;
  /** How many floats have been consumed (the cursor). */
  readonly used: number;
}

/**
 * A deterministic float cursor. The only state is the cursor and a cache of the current round's
 * bytes, so the same seeds always give the same sequence (rule: pure, reproducible from seeds).
 */
export function createFloatStream(seeds: FairnessSeeds): FloatStream {
  let cursor = 0;
  let cachedRound = -1;
  let bytes: Uint8Array = new Uint8Array(0);
  return {
    next(): number {
      const round = Math.floor(cursor / FLOATS_PER_ROUND);
      if (round !== cachedRound) {
        bytes = roundBytes(seeds, round);
        cachedRound = round;
      }
      const f = bytesToFloat(bytes, (cursor % FLOATS_PER_ROUND) * BYTES_PER_FLOAT);
      cursor += 1;
      return f;
    },
    get used(): number {
      return cursor;
    },
  };
}

/** The first `count` floats of a seed triple. */
export function fairFloats(seeds: FairnessSeeds, count: number): number[] {
  const stream = createFloatStream(seeds);
  return Array.from({ length: count }, () => stream.next());
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b] ?? '';
  return out;
}

/** SHA-256 of the UTF-8 string, lowercase hex: the commitment published before play. */
export function sha256Hex(text: string): string {
  return toHex(sha256(encoder.encode(text)));
}
