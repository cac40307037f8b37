// Checking a finished hand's deal (README.md, "Fairness and dealing", verification steps): pure,
// so the browser runs the same code as the tests. A player checks that the deck was committed
// before their seed was final, that their seed went into the mix, and that their cards and the
// board came from the committed deck; anyone can check the public openings. What it cannot show:
// that the unopened positions hold 52 distinct cards (that needs a zero-knowledge shuffle proof);
// a card repeated among opened positions would prove cheating.
import { DECK_SIZE, parseCard } from '../../cards.js';
import {
  boardDealPositions,
  cardCommitment,
  dealPermutation,
  deckCommitmentOf,
  holeDealPositions,
  isTableSeed,
  playerEntropy,
  type CardOpening,
  type DealProof,
} from './committed-deck.js';

export type DealCheck =
  /** The 52 card commitments hash to the deck commitment. */
  | 'deck-commitment'
  /** The deck commitment is the one the verifier saw before the deal. */
  | 'seen-before-deal'
  /** One valid seed per dealt-in seat, and they hash to the published entropy. */
  | 'seeds'
  /** The verifier's own seed is the one used for their seat. */
  | 'own-seed'
  /** Every opening sits where the permutation says and matches its commitment. */
  | 'openings'
  /** The board is the openings at the board's deal positions. */
  | 'board'
  /** Each hand shown at showdown is the openings at that seat's hole positions. */
  | 'shown'
  /** The verifier's own cards are the openings at their hole positions. */
  | 'own-cards'
  /** No card, deck position or deal position repeats among the opened ones. */
  | 'distinct';

export type CheckOutcome = 'pass' | 'fail' | 'skipped';

/** What the verifier holds beyond the public proof; every part is optional (its check is skipped). */
export interface DealClaims {
  /** The deck commitment shown before this hand was dealt (null: not seen). */
  readonly seenBeforeDeal?: string | null;
  /** The board as recorded, cards as text ("Ah"). */
  readonly board?: readonly string[];
  /** The hands shown at showdown as recorded. */
  readonly shown?: readonly { readonly seat: number; readonly cards: readonly string[] }[];
  /** The verifier's own seat, the seed they sent (null: unknown), their cards and private openings. */
  readonly own?: {
    readonly seat: number;
    readonly seed?: string | null;
    readonly cards?: readonly string[];
    readonly openings: readonly CardOpening[];
  };
}

export interface DealVerification {
  /** No check failed, and the commitment, seeds, openings and distinctness checks passed. */
  readonly ok: boolean;
  readonly checks: Readonly<Record<DealCheck, CheckOutcome>>;
}

const HEX64 = /^[0-9a-f]{64}$/;
const outcome = (ran: boolean, passed: boolean): CheckOutcome =>
  !ran ? 'skipped' : passed ? 'pass' : 'fail';
const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The card id of a card's text, or null ("ah" and "Ah" are the same card). */
function cardIdOf(text: string): number | null {
  try {
    return parseCard(text);
  } catch {
    return null;
  }
}

function checkSeeds(proof: DealProof): boolean {
  const seats = proof.playerSeeds.map((s) => s.seat);
  return (
    proof.playerSeeds.every((s) => isTableSeed(s.seed)) &&
    new Set(seats).size === seats.length &&
    seats.length === proof.dealOrder.length &&
    proof.dealOrder.every((seat) => seats.includes(seat)) &&
    playerEntropy(proof.playerSeeds) === proof.entropy
  );
}

function checkOpening(proof: DealProof, permutation: readonly number[], o: CardOpening): boolean {
  const committed = proof.commitments[o.position];
  return (
    Number.isInteger(o.deal) &&
    permutation[o.deal] === o.position &&
    committed !== undefined &&
    cardIdOf(o.card) !== null &&
    cardCommitment(proof.tableId, proof.handNumber, o.position, o.card, o.salt) === committed
  );
}

/** The cards opened at the given deal positions, or null when one of them is not opened. */
function cardsAt(openings: readonly CardOpening[], deals: readonly number[]): string[] | null {
  const cards: string[] = [];
  for (const k of deals) {
    const o = openings.find((x) => x.deal === k);
    if (!o) return null;
    cards.push(o.card);
  }
  return cards;
}

function distinct(openings: readonly CardOpening[]): boolean {
  const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;
  // The same opening may come twice (a player's own cards shown at showdown are public too).
  const byDeal = new Map<number, CardOpening>();
  for (const o of openings) {
    const seen = byDeal.get(o.deal);
    if (seen && (seen.position !== o.position || seen.card !== o.card || seen.salt !== o.salt)) return false;
    byDeal.set(o.deal, o);
  }
  const list = [...byDeal.values()];
  return unique(list.map((o) => o.position)) && unique(list.map((o) => cardIdOf(o.card) ?? o.card));
}

/** Runs every check the proof and the claims allow (README.md, "Verifying a hand"). */
export function verifyDeal(proof: DealProof, claims: DealClaims = {}): DealVerification {
  const n = proof.dealOrder.length;
  const deckOk =
    proof.commitments.length === DECK_SIZE &&
    proof.commitments.every((c) => HEX64.test(c)) &&
    deckCommitmentOf(proof.commitments) === proof.deckCommitment;
  const seedsOk = checkSeeds(proof);
  const permutation = dealPermutation(proof.entropy, proof.deckCommitment, proof.handNumber);
  const own = claims.own;
  const all = [...proof.openings, ...(own?.openings ?? [])];
  const openingsOk = all.every((o) => checkOpening(proof, permutation, o));

  const board = claims.board;
  const boardDeals = boardDealPositions(n).slice(0, board?.length ?? 0);
  const boardCards = cardsAt(proof.openings, boardDeals);
  const shownOk = (claims.shown ?? []).every((s) => {
    const index = proof.dealOrder.indexOf(s.seat);
    const cards = index < 0 ? null : cardsAt(proof.openings, holeDealPositions(n, index));
    return cards !== null && sameCards(cards, s.cards);
  });
  const ownIndex = own ? proof.dealOrder.indexOf(own.seat) : -1;
  const ownCards = own && ownIndex >= 0 ? cardsAt(own.openings, holeDealPositions(n, ownIndex)) : null;

  const checks: Record<DealCheck, CheckOutcome> = {
    'deck-commitment': outcome(true, deckOk),
    'seen-before-deal': outcome(
      typeof claims.seenBeforeDeal === 'string',
      claims.seenBeforeDeal?.toLowerCase() === proof.deckCommitment,
    ),
    seeds: outcome(true, seedsOk),
    'own-seed': outcome(
      own !== undefined && typeof own.seed === 'string',
      proof.playerSeeds.some((s) => s.seat === own?.seat && s.seed === own.seed),
    ),
    openings: outcome(true, openingsOk),
    // Nothing to compare when no board was dealt or no hand was shown.
    board: outcome((board?.length ?? 0) > 0, boardCards !== null && sameCards(boardCards, board ?? [])),
    shown: outcome((claims.shown?.length ?? 0) > 0, shownOk),
    'own-cards': outcome(
      own !== undefined,
      ownCards !== null && (own?.cards === undefined || sameCards(ownCards, own.cards)),
    ),
    distinct: outcome(true, distinct(all)),
  };
  const ok =
    Object.values(checks).every((c) => c !== 'fail') &&
    deckOk &&
    seedsOk &&
    openingsOk &&
    checks.distinct === 'pass';
  return { ok, checks };
}
