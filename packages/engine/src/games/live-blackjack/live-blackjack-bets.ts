// The bets of a live blackjack round, what each returns, and the exposure rule.
// Kinds (live_bets.kind; spec { seat, hand }):
// - seat: the seat's own bet; the first player whose seat bet is placed owns the seat and decides
//   for it. It rides on hand 0 (the first hand after a split).
// - behind: a stake behind someone's seat. It follows the owner's decisions on the seat's first
//   hand without adding stake: it never doubles, splits or takes insurance (it wins, pushes or loses
//   as hand 0 does, at its own stake; a natural pays it 3:2). A bet behind a seat nobody took is
//   returned.
// - double (hand h), split (hand 1), insurance: the extra stakes of the owner's moves.
// Every bet returns floor(stake × the return of its hand): blackjack 5/2, win 2, push 1, lose 0;
// insurance 3 when the dealer has blackjack (the floor's BLACKJACK_RETURN).
import { applyMultiplier, type Multiplier } from '../../money.js';
import { BLACKJACK_RETURN, insuranceReturn, insuranceStake } from '../blackjack/blackjack.js';
import type { LiveBlackjackState, LiveHandResult, LiveSeatStake } from './live-blackjack-state.js';

export const LIVE_BLACKJACK_BET_KINDS = ['seat', 'behind', 'double', 'split', 'insurance'] as const;
export type LiveBlackjackBetKind = (typeof LIVE_BLACKJACK_BET_KINDS)[number];

export interface LiveBlackjackBet {
  readonly id: string;
  readonly userId: string;
  readonly kind: LiveBlackjackBetKind;
  readonly seat: number;
  /** The hand a double rides on (0 otherwise). */
  readonly hand: number;
  /** Units. */
  readonly stake: number;
}

/**
 * The seats the deal takes from the round's placed seat and behind bets, in the order they were
 * placed: a seat's owner is its first seat bet's player; another player's seat bet on an owned seat
 * counts as a bet behind it (the room refuses those; this keeps the deal total either way).
 */
export function liveSeatsOf(bets: readonly LiveBlackjackBet[]): LiveSeatStake[] {
  const seats = new Map<
    number,
    { seat: number; owner: string; stake: number; behind: Map<string, number> }
  >();
  for (const bet of bets) {
    if (bet.kind !== 'seat') continue;
    const seat = seats.get(bet.seat) ?? { seat: bet.seat, owner: bet.userId, stake: 0, behind: new Map() };
    if (seat.owner === bet.userId) seat.stake += bet.stake;
    else seat.behind.set(bet.userId, (seat.behind.get(bet.userId) ?? 0) + bet.stake);
    seats.set(bet.seat, seat);
  }
  for (const bet of bets) {
    const seat = bet.kind === 'behind' ? seats.get(bet.seat) : undefined;
    if (seat) seat.behind.set(bet.userId, (seat.behind.get(bet.userId) ?? 0) + bet.stake);
  }
  return [...seats.values()]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({
      seat: s.seat,
      owner: s.owner,
      stake: s.stake,
      behind: [...s.behind].map(([userId, stake]) => ({ userId, stake })),
    }));
}

const LOSE: Multiplier = { num: 0, den: 1 };
const RETURN_OF: Readonly<Record<LiveHandResult, Multiplier>> = {
  blackjack: BLACKJACK_RETURN.blackjack,
  win: BLACKJACK_RETURN.win,
  push: BLACKJACK_RETURN.push,
  lose: LOSE,
};

/** What each bet returns (units, stake included) once the round is finished. */
export function liveBlackjackPayouts(
  state: LiveBlackjackState,
  bets: readonly LiveBlackjackBet[],
): Array<{ betId: string; payout: number }> {
  if (state.phase !== 'finished') throw new RangeError('the round is not finished');
  return bets.map((bet) => {
    const seat = state.seats.find((s) => s.seat === bet.seat);
    // A bet the deal did not take (behind an empty seat) is returned.
    if (!seat) return { betId: bet.id, payout: bet.stake };
    if (bet.kind === 'insurance') {
      const taken = seat.insurance === 'taken' ? bet.stake : 0;
      return { betId: bet.id, payout: insuranceReturn(taken, state.dealer) };
    }
    const handIndex = bet.kind === 'split' ? 1 : bet.kind === 'double' ? bet.hand : 0;
    const result = seat.hands[handIndex]?.result;
    return { betId: bet.id, payout: result ? applyMultiplier(bet.stake, RETURN_OF[result]) : bet.stake };
  });
}

/**
 * The house's worst-case net loss on the round's bets (the table's cap, LIVE_ROUND_EXPOSURE_CAP_UNITS,
 * bounds it): each seat and behind stake × 4 (a seat split, both hands doubled and won), plus the
 * insurance a seat may take × 2 (2:1). The double, split and insurance stakes placed during play add
 * nothing: the seat bet reserved them, so a move is never refused for exposure.
 */
export function liveBlackjackExposure(bets: ReadonlyArray<{ kind: string; stake: number }>): number {
  let units = 0;
  for (const bet of bets) {
    if (bet.kind === 'seat') units += 4 * bet.stake + 2 * insuranceStake(bet.stake);
    else if (bet.kind === 'behind') units += 4 * bet.stake;
  }
  return units;
}
