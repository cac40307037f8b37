// Showing down and splitting pots. Every hand still in at the showdown is shown, starting with the
// last player to bet or raise on the river, else the first clockwise from the button (TDA Rule
// 16); tied hands split a pot evenly and an odd chip (one minor unit) goes to the first winner
// clockwise from the button (Robert's Rules of Poker, "Split pots": in flop games the odd chip goes
// to the first player to the left of the button), one unit per winner in that order.
import { evaluate7, describeHand } from '../../hand-evaluator.js';
import type { CardId } from '../../cards.js';
import { clockwiseAfter, clockwiseDistance } from './seat-order.js';
import type { Pot } from './side-pots.js';
import type { AwardedPot, ShownHand } from './hand-history.js';
import type { SeatAmount } from './table-actions.js';

export interface Contender {
  readonly seat: number;
  /** Evaluator rank, higher wins; any constant when only one player contends. */
  readonly rank: number;
}

/** Best-of-seven rank and description for each hand, in showing order. */
export function showHands(
  hands: readonly { readonly seat: number; readonly cards: readonly CardId[] }[],
  board: readonly CardId[],
  firstToShow: number,
  maxSeats: number,
): ShownHand[] {
  const [b0, b1, b2, b3, b4] = board;
  if (b0 === undefined || b1 === undefined || b2 === undefined || b3 === undefined || b4 === undefined)
    throw new Error('holdem: showdown before the river');
  return hands
    .map((h) => {
      const [c0, c1] = h.cards;
      if (c0 === undefined || c1 === undefined) throw new Error('holdem: a hand without two cards');
      const rank = evaluate7(c0, c1, b0, b1, b2, b3, b4);
      return { seat: h.seat, cards: h.cards, rank, description: describeHand(rank) };
    })
    .sort(
      (a, b) =>
        clockwiseDistance(firstToShow, a.seat, maxSeats) - clockwiseDistance(firstToShow, b.seat, maxSeats),
    );
}

/** Each pot to the best eligible hand(s); ties split with odd units clockwise from the button. */
export function awardPots(
  pots: readonly Pot[],
  contenders: readonly Contender[],
  buttonSeat: number,
  maxSeats: number,
): AwardedPot[] {
  return pots.map((pot) => {
    let best = -Infinity;
    let winners: number[] = [];
    for (const c of contenders) {
      if (!pot.eligible.includes(c.seat)) continue;
      if (c.rank > best) {
        best = c.rank;
        winners = [c.seat];
      } else if (c.rank === best) {
        winners.push(c.seat);
      }
    }
    if (winners.length === 0) throw new Error('holdem: a pot nobody can win');
    const ordered = clockwiseAfter(winners, buttonSeat, maxSeats);
    const share = Math.floor(pot.amount / ordered.length);
    const odd = pot.amount - share * ordered.length;
    const shares: SeatAmount[] = ordered.map((seat, i) => ({ seat, amount: share + (i < odd ? 1 : 0) }));
    return { amount: pot.amount, eligible: pot.eligible, winners: shares };
  });
}
