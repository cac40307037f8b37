// The blackjack duel's cards: one six-deck shoe (BLACKJACK_DUEL.decks) shuffled from the duel's seed
// with the published HMAC stream (fairness-stream.ts: serverSeed = the seed, clientSeed
// 'blackjack-duel', nonce 0) by the house's shuffle (fair-mappings.ts shuffleWithStream over the
// shoe's card ids in order: deck 1's 0..51, then deck 2's, ...). Both seats play hand i from the same
// cards: the slice of the shoe starting at i × BLACKJACK_DUEL_HAND_STRIDE (31 for 10 hands of a
// 312-card shoe, so the hands start on cards nobody saw in an earlier hand), BLACKJACK_ROUND_MAX_CARDS
// long, wrapping round the shoe's end. A hand usually takes 4-8 cards; only a hand taking more than
// 31 reads on into the next hand's cards, which changes nothing about fairness (both seats still get
// the same cards for every hand).
import { BLACKJACK_DUEL } from '@casino/games';
import { freshDeck, type CardId } from '../../cards.js';
import { shuffleWithStream } from '../../fair-mappings.js';
import { createFloatStream } from '../../fairness-stream.js';
import { BLACKJACK_ROUND_MAX_CARDS } from '../blackjack/blackjack.js';

export const BLACKJACK_DUEL_CLIENT_SEED = 'blackjack-duel';
export const BLACKJACK_DUEL_NONCE = 0;
export const BLACKJACK_DUEL_SHOE_SIZE = BLACKJACK_DUEL.decks * 52;
/** Where hand i's cards start in the shoe: i × this. */
export const BLACKJACK_DUEL_HAND_STRIDE = Math.floor(BLACKJACK_DUEL_SHOE_SIZE / BLACKJACK_DUEL.hands);

/** The duel's shoe in dealing order, from its seed alone (anyone holding the revealed seed can rebuild it). */
export function blackjackDuelShoe(seed: string): CardId[] {
  const ordered = Array.from({ length: BLACKJACK_DUEL.decks }, () => freshDeck()).flat();
  const stream = createFloatStream({
    serverSeed: seed,
    clientSeed: BLACKJACK_DUEL_CLIENT_SEED,
    nonce: BLACKJACK_DUEL_NONCE,
  });
  return shuffleWithStream(ordered, stream);
}

/** The cards hand `hand` is dealt from (the same for both seats), next card first. */
export function blackjackDuelHandCards(shoe: readonly CardId[], hand: number): CardId[] {
  const start = hand * BLACKJACK_DUEL_HAND_STRIDE;
  return Array.from(
    { length: BLACKJACK_ROUND_MAX_CARDS },
    (_, k) => shoe[(start + k) % shoe.length] as CardId,
  );
}
