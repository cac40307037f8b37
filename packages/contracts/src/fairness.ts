import { z } from 'zod';
import { PlainText } from './plain-text.js';

/** Which seeds and nonce decided a round; stored in every game session's gameData. */
export const RoundFairness = z.object({
  serverSeedHash: z.string().describe('sha256 of the server seed, committed before the round'),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type RoundFairness = z.infer<typeof RoundFairness>;

/** GET /api/fairness: the active seed pair (the server seed stays secret until rotation). */
export const FairnessState = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative().describe('the nonce the next round will use'),
});
export type FairnessState = z.infer<typeof FairnessState>;

/** A player's client seed (REST and room messages): printable ASCII, no spaces, at most 64. */
export const ClientSeed = PlainText.trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

export const ClientSeedRequest = z.strictObject({ clientSeed: ClientSeed });
export type ClientSeedRequest = z.infer<typeof ClientSeedRequest>;

/** POST /api/fairness/rotate: the old server seed revealed, a new one committed. */
export const RotateResponse = z.object({
  previousServerSeed: z.string(),
  previousServerSeedHash: z.string(),
  previousClientSeed: z.string(),
  roundsPlayed: z.number().int().nonnegative(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type RotateResponse = z.infer<typeof RotateResponse>;

/** A seed pair that has been rotated out, so its rounds can be verified. */
export const RevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  roundsPlayed: z.number().int().nonnegative(),
  revealedAt: z.string(),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;
