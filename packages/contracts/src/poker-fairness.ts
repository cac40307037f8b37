import { z } from 'zod';
import { ClientSeed } from './fairness.js';

// Live hold'em fairness (engine README, "Fairness and dealing"): each hand is dealt from a committed
// deck mixed by the dealt-in players' seeds. These are the public proof of a finished hand, a
// player's own card openings, and the seed a player sends for the next deck. No field ever carries
// the server seed, a burn, the stub or a folded card.

/** A SHA-256 in lowercase hex: a deck commitment, a card commitment, the players' entropy. */
export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters');

/** A player's table seed: their own input to the deal (the rules of a client seed). */
export const TableSeed = ClientSeed;

/** What opens one committed deck position (sha256(`${table}:${hand}:${position}:${card}:${salt}`)). */
export const PokerCardOpening = z.object({
  deal: z.number().int().describe('position in the dealing order'),
  position: z.number().int().describe('position in the committed deck: P[deal]'),
  card: z.string().describe('the card as text, e.g. "Ah"'),
  salt: z.string(),
});
export type PokerCardOpening = z.infer<typeof PokerCardOpening>;

export const PokerSeatSeed = z.object({ seat: z.number().int(), seed: z.string() });
export type PokerSeatSeed = z.infer<typeof PokerSeatSeed>;

/** A finished hand's public proof: enough for anyone to run the engine's verifyDeal. */
export const PokerDealProof = z.object({
  tableId: z.string(),
  handNumber: z.number().int(),
  deckCommitment: z.string().describe('published before the players’ seeds were final'),
  commitments: z.array(z.string()).describe('the 52 card commitments, in committed-deck order'),
  playerSeeds: z.array(PokerSeatSeed).describe('the dealt-in players’ seeds, in seat order'),
  entropy: z.string(),
  dealOrder: z.array(z.number().int()).describe('seats dealt in, in dealing order'),
  openings: z.array(PokerCardOpening).describe('the board and the hands shown at showdown only'),
});
export type PokerDealProof = z.infer<typeof PokerDealProof>;

/** The next hand's deck commitment, published as soon as it is drawn (before the seeds are final). */
export const PokerNextDeck = z.object({
  handNumber: z.number().int(),
  deckCommitment: z.string(),
});
export type PokerNextDeck = z.infer<typeof PokerNextDeck>;

/** A player's own hand record (game session gameData.poker): the proof and their own openings. */
export const PokerSessionFairness = z.object({
  proof: PokerDealProof,
  ownOpenings: z.array(PokerCardOpening),
});
export type PokerSessionFairness = z.infer<typeof PokerSessionFairness>;
