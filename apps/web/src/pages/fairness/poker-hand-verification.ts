import { PokerSessionFairness, type GameSession } from '@casino/contracts';
import { gameOf } from '@casino/games';
import { cardToString, fromCard, verifyDeal, type Card, type DealVerification } from '@casino/engine';

/**
 * A live hold'em hand from the player's own record (their game session, which only they can read):
 * its public deal proof plus the openings of their own two cards. Verifying recomputes, in the
 * browser, that their cards and the board came from the deck committed before the deal and that
 * their seed was mixed in (engine README, "Fairness and dealing"). The record holds no folded or
 * mucked card of anyone else, and no server seed.
 */
export const POKER_SESSION_SLUG = gameOf('holdem').slug;

export interface PokerHandRecord {
  tableName: string;
  handNumber: number;
  seat: number;
  /** Own hole cards and the board, as text ("As"). */
  ownCards: string[];
  board: string[];
  fairness: PokerSessionFairness;
  /** This player's seed as the record lists it. */
  seed: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function cardCodes(v: unknown): string[] | null {
  if (!Array.isArray(v)) return null;
  const codes: string[] = [];
  for (const c of v) {
    if (!isRecord(c) || typeof c.rank !== 'string' || typeof c.suit !== 'string') return null;
    try {
      codes.push(cardToString(fromCard(c as unknown as Card)));
    } catch {
      return null;
    }
  }
  return codes;
}

/** The verifiable parts of a poker session, or null (another game, or a hand dealt before committed decks). */
export function pokerHandOf(session: Pick<GameSession, 'gameSlug' | 'gameData'>): PokerHandRecord | null {
  if (session.gameSlug !== POKER_SESSION_SLUG) return null;
  const data = session.gameData;
  const fairness = PokerSessionFairness.safeParse(data.poker);
  const ownCards = cardCodes(data.holeCards);
  const board = cardCodes(data.board);
  if (!fairness.success || !ownCards || !board || typeof data.seat !== 'number') return null;
  const seat = data.seat;
  return {
    tableName: typeof data.tableName === 'string' ? data.tableName : 'Poker table',
    handNumber: fairness.data.proof.handNumber,
    seat,
    ownCards,
    board,
    fairness: fairness.data,
    seed: fairness.data.proof.playerSeeds.find((s) => s.seat === seat)?.seed ?? null,
  };
}

/** Recomputes the deal checks for the player's own hand. */
export function verifyPokerHand(hand: PokerHandRecord): DealVerification {
  return verifyDeal(hand.fairness.proof, {
    board: hand.board,
    own: { seat: hand.seat, cards: hand.ownCards, openings: hand.fairness.ownOpenings },
  });
}
