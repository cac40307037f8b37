// A live table's shoe (issue 16, "Fairness"): `decks` decks of fresh cards (deck 1's ids 0..51, then
// deck 2's, ...) shuffled in one pass with the house's draw-without-replacement mapping
// (fair-mappings.ts shuffleWithStream) over the published HMAC stream of the shoe's seeds:
//   serverSeed = the shoe's secret seed (its SHA-256 is published when the shoe starts),
//   clientSeed = `live-table-<tableId>`, nonce = the shoe's id.
// The shoe is dealt in order: each round records the position of its first card and takes the next
// cards. The cut card sits at 75% of the shoe (CUT_CARD_PENETRATION): once a round ends with the
// position at or past it, the shoe ends and its seed is revealed, so anyone can rebuild every card.
// A live roulette round has its own seed: clientSeed the same, nonce = the round number (one float).
import { freshDeck, type CardId } from './cards.js';
import { shuffleWithStream } from './fair-mappings.js';
import { createFloatStream, type FairnessSeeds } from './fairness-stream.js';

/** The part of the shoe dealt before the cut card: 3/4. */
export const CUT_CARD_PENETRATION = 0.75;
/** Shoes of a live table hold 1..8 decks. */
export const MAX_SHOE_DECKS = 8;
/** The decks in each live card game's shoe (issue 16): blackjack six, baccarat eight. */
export const LIVE_SHOE_DECKS = { 'live-blackjack': 6, 'live-baccarat': 8 } as const;

function assertDecks(decks: number): void {
  if (!Number.isInteger(decks) || decks < 1 || decks > MAX_SHOE_DECKS)
    throw new RangeError(`a shoe holds 1..${MAX_SHOE_DECKS} decks, not ${decks}`);
}

/** The client seed of every live table's fairness stream: `live-table-<tableId>`. */
export function liveTableClientSeed(tableId: number): string {
  return `live-table-${tableId}`;
}

/** The seeds a shoe is shuffled from: (shoe seed, `live-table-<tableId>`, shoe id). */
export function shoeSeedsOf(serverSeed: string, tableId: number, shoeId: number): FairnessSeeds {
  return { serverSeed, clientSeed: liveTableClientSeed(tableId), nonce: shoeId };
}

/** The seeds of a live roulette round: (round seed, `live-table-<tableId>`, round number). */
export function liveRoundSeedsOf(serverSeed: string, tableId: number, roundNumber: number): FairnessSeeds {
  return { serverSeed, clientSeed: liveTableClientSeed(tableId), nonce: roundNumber };
}

/** The shoe in dealing order: `decks` fresh decks one after the other, shuffled from the seeds. */
export function shuffledShoe(seeds: FairnessSeeds, decks: number): CardId[] {
  assertDecks(decks);
  const ordered = Array.from({ length: decks }, () => freshDeck()).flat();
  return shuffleWithStream(ordered, createFloatStream(seeds));
}

/** How many cards a shoe of `decks` decks holds. */
export function shoeSize(decks: number): number {
  assertDecks(decks);
  return decks * 52;
}

/** The cut card's position: a round that ends with the next card at or past it ends the shoe. */
export function cutCardPosition(decks: number): number {
  return Math.floor(shoeSize(decks) * CUT_CARD_PENETRATION);
}

/** Whether a shoe whose next card is at `position` is past its cut card (the shoe ends). */
export function isPastCutCard(decks: number, position: number): boolean {
  return position >= cutCardPosition(decks);
}
