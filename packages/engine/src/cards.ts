// Playing cards as small integers, shared by every card game and the hold'em evaluator.
// Why integers: the evaluator and the shuffles run millions of times (issue 3, "fast hand
// evaluator"); a card id is `rank * 4 + suit`, the same layout `phe` uses, so hands compare
// across libraries in the benchmark without translation.

/** 0..51; `rankIndex = id >> 2` (0 = deuce .. 12 = ace), `suitIndex = id & 3`. */
export type CardId = number;

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** The public, JSON-friendly card shape the API exposes. */
export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

export const DECK_SIZE = 52;

export function cardId(rankIndex: number, suitIndex: number): CardId {
  return rankIndex * 4 + suitIndex;
}

export function rankIndexOf(id: CardId): number {
  return id >> 2;
}

export function suitIndexOf(id: CardId): number {
  return id & 3;
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

export function toCard(id: CardId): Card {
  const rank = RANKS[id >> 2];
  const suit = SUITS[id & 3];
  if (rank === undefined || suit === undefined) throw new RangeError(`not a card id: ${id}`);
  return { suit, rank };
}

export function fromCard(card: Card): CardId {
  const r = RANKS.indexOf(card.rank);
  const s = SUITS.indexOf(card.suit);
  if (r < 0 || s < 0) throw new RangeError(`not a card: ${JSON.stringify(card)}`);
  return cardId(r, s);
}

const SUIT_LETTERS = 'cdhs';
const RANK_LETTERS = '23456789TJQKA';

/** Short text form, e.g. `As`, `Td`, `2c` (tests, logs, README vectors). */
export function cardToString(id: CardId): string {
  return `${RANK_LETTERS.charAt(id >> 2)}${SUIT_LETTERS.charAt(id & 3)}`;
}

export function parseCard(text: string): CardId {
  const r = RANK_LETTERS.indexOf(text.charAt(0).toUpperCase());
  const s = SUIT_LETTERS.indexOf(text.charAt(1).toLowerCase());
  if (text.length !== 2 || r < 0 || s < 0) throw new RangeError(`not a card: ${text}`);
  return cardId(r, s);
}

/** `parseCards('As Kd 7h')` */
export function parseCards(text: string): CardId[] {
  return text.trim().split(/\s+/).map(parseCard);
}

/** The unshuffled deck every shuffle starts from: ids 0..51 ascending (2c, 2d, 2h, 2s, 3c, ... As). */
export function freshDeck(): CardId[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i);
}
