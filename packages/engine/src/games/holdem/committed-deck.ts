// The committed deck, mixed by the players (README.md, "Fairness and dealing"). Before hand h of
// table t the room draws a secret server seed S. The server deck D is a shuffle from S; each of its
// 52 positions j is committed on its own, with a salt drawn from S:
// c_j = sha256(`${t}:${h}:${j}:${card}:${salt_j}`), and the deck commitment is sha256 of the 52 c_j
// in order, published before the players' seeds are final. The dealt-in players' seeds give the
// entropy E; a shuffle keyed by E, with the deck commitment in the message, maps each deal position
// k to a deck position P[k] (deal position k gets D[P[k]]). After the hand only positions that were
// seen are opened (board and shown hands publicly, each player's own cards to that player), so S,
// burns, the stub and mucked cards stay closed and nothing public determines a folded card.
import { cardToString, DECK_SIZE, type CardId } from '../../cards.js';
import { BYTES_PER_ROUND, createFloatStream, roundSource, sha256Hex, toHex } from '../../fairness-stream.js';
import { shuffledDeck, shuffleWithStream } from '../../fair-mappings.js';
import type { FairnessSeeds } from '../../fairness-stream.js';

/** 16 bytes (32 hex characters): unguessable, and a card commitment's text stays in one SHA-256 block. */
export const SALT_BYTES = 16;
/** A player's table seed: 1-64 printable ASCII characters, no spaces (as client seeds elsewhere). */
export const TABLE_SEED_MAX_LENGTH = 64;
const TABLE_SEED = /^[\x21-\x7e]{1,64}$/;

export function isTableSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && TABLE_SEED.test(seed);
}

/** One dealt-in player's seed. */
export interface SeatSeed {
  readonly seat: number;
  readonly seed: string;
}

/** What opens one committed position: anyone can then recompute its commitment. */
export interface CardOpening {
  /** Position in the dealing order (0 = the first hole card dealt; README lists the order). */
  readonly deal: number;
  /** Position j in the committed server deck: P[deal]. */
  readonly position: number;
  /** The card as text, e.g. "Ah", "Td": exactly what the commitment hashes. */
  readonly card: string;
  readonly salt: string;
}

/** The server deck of one hand and its commitments, all from the server seed. */
export interface CommittedDeck {
  /** D: the card at each committed position. Secret. */
  readonly deck: readonly CardId[];
  /** salt_j of each position. Secret until the position is opened. */
  readonly salts: readonly string[];
  /** c_j of each position: public after the hand. */
  readonly commitments: readonly string[];
  /** sha256 of the 52 c_j concatenated: public before the players' seeds are final. */
  readonly deckCommitment: string;
}

/**
 * How one hand was dealt, kept in the hand's state. `serverSeed` and `salts` never leave the
 * server; `playerSeeds` and `commitments` are published when the hand ends. A hand dealt from a
 * test stream has no commitment (empty strings and lists): it proves nothing.
 */
export interface HandDeal {
  readonly serverSeed: string;
  readonly deckCommitment: string;
  readonly commitments: readonly string[];
  readonly salts: readonly string[];
  /** The dealt-in players' seeds, in seat order. */
  readonly playerSeeds: readonly SeatSeed[];
  readonly entropy: string;
  /** P: deal position k was dealt from committed position positions[k]. */
  readonly positions: readonly number[];
  /** Seats dealt in, in dealing order (clockwise from the seat after the button). */
  readonly dealOrder: readonly number[];
}

/** The public proof of a finished hand's deal: enough for anyone to run `verifyDeal`. */
export interface DealProof {
  readonly tableId: string;
  readonly handNumber: number;
  readonly deckCommitment: string;
  readonly commitments: readonly string[];
  readonly playerSeeds: readonly SeatSeed[];
  readonly entropy: string;
  readonly dealOrder: readonly number[];
  /** The board and the hands shown at showdown, never a burn, the stub or a mucked card. */
  readonly openings: readonly CardOpening[];
}

/** The fairness stream the server deck is shuffled with: (S, `deck:${t}`, h). */
export const deckSeeds = (tableId: string, handNumber: number, serverSeed: string): FairnessSeeds => ({
  serverSeed,
  clientSeed: `deck:${tableId}`,
  nonce: handNumber,
});

/** The salts: the bytes of the stream (S, `salt:${t}`, h), 16 per position (two per HMAC round). */
export function deckSalts(tableId: string, handNumber: number, serverSeed: string): string[] {
  const rounds = roundSource({ serverSeed, clientSeed: `salt:${tableId}`, nonce: handNumber });
  const salts: string[] = [];
  for (let round = 0; salts.length < DECK_SIZE; round++) {
    const bytes = rounds(round);
    for (let at = 0; at < BYTES_PER_ROUND && salts.length < DECK_SIZE; at += SALT_BYTES)
      salts.push(toHex(bytes.subarray(at, at + SALT_BYTES)));
  }
  return salts;
}

export function cardCommitment(
  tableId: string,
  handNumber: number,
  position: number,
  card: string,
  salt: string,
): string {
  return sha256Hex(`${tableId}:${handNumber}:${position}:${card}:${salt}`);
}

export function deckCommitmentOf(commitments: readonly string[]): string {
  return sha256Hex(commitments.join(''));
}

/** The server deck of hand `handNumber` at table `tableId`, its salts and commitments. */
export function commitDeck(tableId: string, handNumber: number, serverSeed: string): CommittedDeck {
  const deck = shuffledDeck(createFloatStream(deckSeeds(tableId, handNumber, serverSeed)));
  const salts = deckSalts(tableId, handNumber, serverSeed);
  const commitments = deck.map((card, j) =>
    cardCommitment(tableId, handNumber, j, cardToString(card), salts[j] ?? ''),
  );
  return { deck, salts, commitments, deckCommitment: deckCommitmentOf(commitments) };
}

/** E = sha256 of the lines `${seat}:${seed}` in seat order, joined by "\n" (seeds hold no newline). */
export function playerEntropy(seeds: readonly SeatSeed[]): string {
  return sha256Hex(
    [...seeds]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => `${s.seat}:${s.seed}`)
      .join('\n'),
  );
}

/** P: positions 0..51 shuffled by the stream (E, deck commitment, h). */
export function dealPermutation(entropy: string, deckCommitment: string, handNumber: number): number[] {
  return shuffleWithStream(
    Array.from({ length: DECK_SIZE }, (_, i) => i),
    createFloatStream({ serverSeed: entropy, clientSeed: deckCommitment, nonce: handNumber }),
  );
}

/** Deal positions of the hole cards of the `index`-th seat in dealing order, `dealtIn` players. */
export function holeDealPositions(dealtIn: number, index: number): [number, number] {
  return [index, dealtIn + index];
}

/** Deal positions of the five board cards: a burn before the flop, the turn and the river. */
export function boardDealPositions(dealtIn: number): number[] {
  const burn = 2 * dealtIn;
  return [burn + 1, burn + 2, burn + 3, burn + 5, burn + 7];
}

/**
 * Whether `committed` has the shape of a committed deck: 52 distinct cards, 52 salts, 52 card
 * commitments whose hash is its deck commitment. (That they come from the server seed is the
 * caller's word: the room passes the deck it drew with `commitDeck`.)
 */
export function isCommittedDeck(committed: CommittedDeck): boolean {
  const cards = new Set(committed.deck);
  return (
    committed.deck.length === DECK_SIZE &&
    cards.size === DECK_SIZE &&
    committed.deck.every((c) => Number.isInteger(c) && c >= 0 && c < DECK_SIZE) &&
    committed.salts.length === DECK_SIZE &&
    committed.commitments.length === DECK_SIZE &&
    deckCommitmentOf(committed.commitments) === committed.deckCommitment
  );
}

/**
 * The hand's deal: the committed server deck (drawn now from the server seed unless the caller
 * already drew it), the players' entropy and the permutation, and the effective deck in dealing
 * order (deal position k holds D[P[k]]).
 */
export function mixDeal(
  tableId: string,
  handNumber: number,
  serverSeed: string,
  playerSeeds: readonly SeatSeed[],
  dealOrder: readonly number[],
  drawn?: CommittedDeck,
): { deal: HandDeal; deck: CardId[] } {
  const committed = drawn ?? commitDeck(tableId, handNumber, serverSeed);
  const entropy = playerEntropy(playerSeeds);
  const positions = dealPermutation(entropy, committed.deckCommitment, handNumber);
  return {
    deal: {
      serverSeed,
      deckCommitment: committed.deckCommitment,
      commitments: committed.commitments,
      salts: committed.salts,
      playerSeeds,
      entropy,
      positions,
      dealOrder,
    },
    deck: positions.map((j) => committed.deck[j] ?? -1),
  };
}

/** The opening of deal position `k`, or null when the hand has no commitment (a test stream). */
export function openingAt(deal: HandDeal, deck: readonly CardId[], k: number): CardOpening | null {
  const position = deal.positions[k];
  const card = deck[k];
  if (position === undefined || card === undefined) return null;
  const salt = deal.salts[position];
  return salt === undefined ? null : { deal: k, position, card: cardToString(card), salt };
}

/** The openings of a seat's two hole cards (none if it was not dealt in). */
export function holeCardOpenings(deal: HandDeal, deck: readonly CardId[], seat: number): CardOpening[] {
  const index = deal.dealOrder.indexOf(seat);
  if (index < 0) return [];
  return holeDealPositions(deal.dealOrder.length, index)
    .map((k) => openingAt(deal, deck, k))
    .filter((o): o is CardOpening => o !== null);
}

/** The public proof: the board (`boardCards` of it dealt) and the hands of `shownSeats` opened. */
export function dealProofOf(
  tableId: string,
  handNumber: number,
  deal: HandDeal,
  deck: readonly CardId[],
  boardCards: number,
  shownSeats: readonly number[],
): DealProof {
  const board = boardDealPositions(deal.dealOrder.length)
    .slice(0, boardCards)
    .map((k) => openingAt(deal, deck, k))
    .filter((o): o is CardOpening => o !== null);
  const shown = [...shownSeats].sort((a, b) => a - b).flatMap((seat) => holeCardOpenings(deal, deck, seat));
  return {
    tableId,
    handNumber,
    deckCommitment: deal.deckCommitment,
    commitments: deal.commitments,
    playerSeeds: deal.playerSeeds,
    entropy: deal.entropy,
    dealOrder: deal.dealOrder,
    openings: [...shown, ...board].sort((a, b) => a.deal - b.deal),
  };
}
