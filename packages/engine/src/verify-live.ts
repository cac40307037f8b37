// Recomputes a live table's round from its revealed seed (issue 16, "Fairness"). The Fairness page
// and outside verifiers call this with a round's public record:
//   live roulette: the round's own seed; (seed, `live-table-<tableId>`, round number) -> 1 float ->
//     pocket floor(f * 37), exactly verify('roulette').
//   live baccarat and live blackjack: the shoe's seed, revealed when the shoe ends;
//     (seed, `live-table-<tableId>`, shoe id) -> shuffledShoe(decks) (shoe.ts) -> the round's cards
//     from its recorded position on, in dealing order. Baccarat plays the coup from them with the
//     floor's third-card rules; blackjack gives the cards the round took, which the live blackjack
//     reducer replays with the seats' recorded decisions.
import { toCard, type Card } from './cards.js';
import { createFloatStream, type FairnessSeeds } from './fairness-stream.js';
import { pocketFromFloat } from './fair-mappings.js';
import { liveBaccaratCoup } from './games/live-baccarat/live-baccarat.js';
import { pocketColor, type RouletteColor } from './games/roulette/roulette.js';
import type { BaccaratWinner } from './games/baccarat/baccarat.js';
import { verifyCommitment } from './seed-pair.js';
import { MAX_SHOE_DECKS, shuffledShoe } from './shoe.js';

export const LIVE_FAIR_GAMES = ['live-roulette', 'live-baccarat', 'live-blackjack'] as const;
export type LiveFairGame = (typeof LIVE_FAIR_GAMES)[number];

/** Where a card round's cards come from: the shoe's size and the round's first card in it. */
export interface LiveShoePlace {
  readonly decks: number;
  /** Position of the round's first card in the shoe (0 = the first card dealt from it). */
  readonly position: number;
}

/** What a round's public record gives a verifier (LiveRoundRecord once its seed is revealed). */
export type LiveRoundProof =
  | { readonly game: 'live-roulette'; readonly seeds: FairnessSeeds; readonly seedHash?: string }
  | {
      readonly game: 'live-baccarat';
      /** The shoe's seeds: nonce = the shoe id. */
      readonly seeds: FairnessSeeds;
      readonly seedHash?: string;
      readonly shoe: LiveShoePlace;
    }
  | {
      readonly game: 'live-blackjack';
      readonly seeds: FairnessSeeds;
      readonly seedHash?: string;
      readonly shoe: LiveShoePlace;
      /** How many cards the round took (the record's cardsUsed). */
      readonly cards: number;
    };

export type VerifiedLiveOutcome =
  | { readonly game: 'live-roulette'; readonly pocket: number; readonly color: RouletteColor }
  | {
      readonly game: 'live-baccarat';
      readonly playerCards: Card[];
      readonly bankerCards: Card[];
      readonly playerTotal: number;
      readonly bankerTotal: number;
      readonly winner: BaccaratWinner;
      readonly playerPair: boolean;
      readonly bankerPair: boolean;
      readonly cardsUsed: number;
    }
  | { readonly game: 'live-blackjack'; readonly cards: Card[] };

export type LiveVerifyError = 'unknown_game' | 'invalid_nonce' | 'invalid_shoe' | 'shoe_exhausted';

export type LiveVerifyResult =
  | {
      readonly ok: true;
      readonly outcome: VerifiedLiveOutcome;
      /** sha256(seed) equals the published hash; null when no hash was given to compare. */
      readonly commitmentMatches: boolean | null;
    }
  | { readonly ok: false; readonly error: LiveVerifyError };

const isShoePlace = (shoe: LiveShoePlace) =>
  Number.isInteger(shoe.decks) &&
  shoe.decks >= 1 &&
  shoe.decks <= MAX_SHOE_DECKS &&
  Number.isInteger(shoe.position) &&
  shoe.position >= 0;

/** The shoe's cards from `place.position` on, `count` of them, or null past the shoe's end. */
export function liveShoeCards(seeds: FairnessSeeds, place: LiveShoePlace, count: number): Card[] | null {
  if (!isShoePlace(place) || !Number.isInteger(count) || count < 0) return null;
  const shoe = shuffledShoe(seeds, place.decks);
  if (place.position + count > shoe.length) return null;
  return shoe.slice(place.position, place.position + count).map(toCard);
}

function outcomeOf(proof: LiveRoundProof): VerifiedLiveOutcome | LiveVerifyError {
  switch (proof.game) {
    case 'live-roulette': {
      const pocket = pocketFromFloat(createFloatStream(proof.seeds).next());
      return { game: proof.game, pocket, color: pocketColor(pocket) };
    }
    case 'live-baccarat': {
      if (!isShoePlace(proof.shoe)) return 'invalid_shoe';
      const coup = liveBaccaratCoup(shuffledShoe(proof.seeds, proof.shoe.decks), proof.shoe.position);
      if (!coup) return 'shoe_exhausted';
      return {
        game: proof.game,
        playerCards: coup.playerCards.map(toCard),
        bankerCards: coup.bankerCards.map(toCard),
        playerTotal: coup.playerTotal,
        bankerTotal: coup.bankerTotal,
        winner: coup.winner,
        playerPair: coup.playerPair,
        bankerPair: coup.bankerPair,
        cardsUsed: coup.cardsUsed,
      };
    }
    case 'live-blackjack': {
      if (!isShoePlace(proof.shoe)) return 'invalid_shoe';
      const cards = liveShoeCards(proof.seeds, proof.shoe, proof.cards);
      return cards ? { game: proof.game, cards } : 'shoe_exhausted';
    }
    default:
      return 'unknown_game';
  }
}

/** Recomputes a live round from its revealed seed and checks the seed against its published hash. */
export function verifyLiveRound(proof: LiveRoundProof): LiveVerifyResult {
  if (!(LIVE_FAIR_GAMES as readonly string[]).includes(proof.game))
    return { ok: false, error: 'unknown_game' };
  const { nonce } = proof.seeds;
  if (!Number.isSafeInteger(nonce) || nonce < 0) return { ok: false, error: 'invalid_nonce' };
  const outcome = outcomeOf(proof);
  if (typeof outcome === 'string') return { ok: false, error: outcome };
  const commitmentMatches =
    proof.seedHash === undefined ? null : verifyCommitment(proof.seeds.serverSeed, proof.seedHash);
  return { ok: true, outcome, commitmentMatches };
}
