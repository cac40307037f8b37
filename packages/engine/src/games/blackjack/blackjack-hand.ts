// Blackjack hand values (issue 3 spec): aces count 1 or 11, whichever is best without busting;
// 2-10 face value; J, Q, K count 10. A blackjack is an ace plus a ten-value card as the first two
// cards of an unsplit hand.
import { rankIndexOf, type CardId } from '../../cards.js';

export function blackjackCardValue(card: CardId): number {
  const rank = rankIndexOf(card); // 0 = deuce .. 12 = ace
  if (rank === 12) return 1;
  return Math.min(rank + 2, 10);
}

export interface HandValue {
  /** Best total not over 21 when possible. */
  readonly total: number;
  /** True when an ace is counted as 11. */
  readonly soft: boolean;
}

export function handValue(cards: readonly CardId[]): HandValue {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = blackjackCardValue(c);
    total += v;
    if (v === 1) aces++;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isNaturalBlackjack(cards: readonly CardId[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** Dealer rule: hits 16 or less, stands on 17 or more (soft 17 included). */
export function dealerHits(cards: readonly CardId[]): boolean {
  return handValue(cards).total <= 16;
}
