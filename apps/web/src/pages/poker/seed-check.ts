import { verifyDeal, type DealCheck, type DealVerification } from '@casino/engine';
import type { PokerLastHandSnapshot } from '@casino/contracts';
import type { OwnHand, SentSeed } from './poker-room-store';

/**
 * The checks a player makes on a finished hand in the browser (engine README, "Fairness and
 * dealing"): the deck was committed before the deal (and this browser saw that commitment), their
 * own seed went into the mix, their cards and the board came from the committed deck, and no opened
 * card repeats. A spectator checks what the public proof allows; nobody can see a folded hand.
 */
export interface HandCheck {
  handNumber: number;
  deckCommitment: string;
  verification: DealVerification;
  /** The seed this browser sent for the deck, if it sent one for this very commitment. */
  sentSeed: string | null;
  /** This browser's own cards in the hand, if it played it. */
  ownCards: string[] | null;
}

export interface BrowserMemory {
  /** Hand number → the deck commitment shown before that hand's deal. */
  commitments: Readonly<Record<number, string>>;
  sentSeeds: Readonly<Record<number, SentSeed>>;
  ownCards: OwnHand | null;
}

export function checkLastHand(
  lastHand: PokerLastHandSnapshot,
  memory: BrowserMemory,
  shown: readonly { seat: number; cards: readonly string[] }[] = [],
): HandCheck {
  const { handNumber, proof } = lastHand;
  const sent = memory.sentSeeds[handNumber];
  const sentSeed = sent && sent.deckCommitment === proof.deckCommitment ? sent.seed : null;
  const own = memory.ownCards?.handNumber === handNumber ? memory.ownCards : null;
  const verification = verifyDeal(proof, {
    seenBeforeDeal: memory.commitments[handNumber] ?? null,
    board: lastHand.board,
    shown,
    ...(own ? { own: { seat: own.seat, seed: sentSeed, cards: own.cards, openings: own.openings } } : {}),
  });
  return {
    handNumber,
    deckCommitment: proof.deckCommitment,
    verification,
    sentSeed,
    ownCards: own ? own.cards : null,
  };
}

/** Each check in the player's words, pass and fail (a skipped check is not shown). */
export const CHECK_TEXT: Record<DealCheck, { pass: string; fail: string }> = {
  'deck-commitment': {
    pass: 'the 52 card commitments hash to the deck commitment',
    fail: 'the card commitments do not hash to the deck commitment',
  },
  'seen-before-deal': {
    pass: 'this deck commitment was shown here before the deal',
    fail: 'a different deck commitment was shown here before the deal',
  },
  seeds: {
    pass: 'every dealt-in player’s seed is listed and they give the published entropy',
    fail: 'the players’ seeds do not give the published entropy',
  },
  'own-seed': {
    pass: 'your own seed, sent after the commitment, was mixed in',
    fail: 'the seed you sent for this deck was not used (sent too late, or replaced)',
  },
  openings: {
    pass: 'every opened card matches its commitment, at the position your seeds chose',
    fail: 'an opened card does not match its commitment',
  },
  board: {
    pass: 'the board came from the committed deck',
    fail: 'the board does not match the opened cards',
  },
  shown: {
    pass: 'the hands shown came from the committed deck',
    fail: 'a shown hand does not match the opened cards',
  },
  'own-cards': {
    pass: 'your cards came from the committed deck',
    fail: 'your cards do not match their openings',
  },
  distinct: {
    pass: 'no card appears twice among the opened ones',
    fail: 'a card appears twice: the deck was not a real deck',
  },
};
