// The spec's performance score (document 2, section 4 "Poker challenge"), per seat: fold 10, call 20
// (a check counts as a call), raise or bet 30, all-in 50, a hand won 100 + 10 per streak point; a
// raise or bet adds 1 to the streak, an all-in 2, a fold resets it; raise, bet or all-in make the
// mood aggressive, a fold cautious. The score is for show: the match is decided by the chips.
// Also the metrics (hands played, hands won, VPIP, aggression, win rate), counted from each finished
// hand's history so a hand called off at the clock's end counts for none of them.
import { POKER_CHALLENGE } from '@casino/games';
import type { BettingVerb, HandHistory } from '../holdem/index.js';
import type { PokerSeatTally } from './poker-duel-state.js';

const { score: POINTS, streak: STREAK } = POKER_CHALLENGE;

export interface ScoredAction {
  readonly verb: BettingVerb;
  /** The action left the seat all-in (an all-in call counts as an all-in). */
  readonly allIn: boolean;
  /** The action timer ran out and the engine acted: no points, but a fold is still a fold. */
  readonly timedOut: boolean;
}

/** A seat's tally after one of its betting actions. */
export function scoreAction(tally: PokerSeatTally, action: ScoredAction): PokerSeatTally {
  if (action.verb === 'fold') {
    return {
      ...tally,
      score: tally.score + (action.timedOut ? 0 : POINTS.fold),
      streak: 0,
      mood: 'cautious',
    };
  }
  if (action.timedOut) return tally;
  if (action.allIn)
    return {
      ...tally,
      score: tally.score + POINTS.allIn,
      streak: tally.streak + STREAK.allIn,
      mood: 'aggressive',
    };
  if (action.verb === 'bet' || action.verb === 'raise')
    return {
      ...tally,
      score: tally.score + POINTS.raise,
      streak: tally.streak + STREAK.raise,
      mood: 'aggressive',
    };
  return { ...tally, score: tally.score + POINTS.call };
}

/** A seat's tally after a finished hand: the win bonus at its streak, and the metrics' counts. */
export function scoreHand(tally: PokerSeatTally, seat: number, history: HandHistory): PokerSeatTally {
  const won = (history.players.find((p) => p.seat === seat)?.net ?? 0) > 0;
  const own = history.actions.filter((a) => a.seat === seat);
  const voluntary = own.some((a) => a.street === 'pre-flop' && a.action !== 'fold' && a.action !== 'check');
  return {
    ...tally,
    score: tally.score + (won ? POINTS.win + POINTS.perStreakPoint * tally.streak : 0),
    handsPlayed: tally.handsPlayed + 1,
    handsWon: tally.handsWon + (won ? 1 : 0),
    vpipHands: tally.vpipHands + (voluntary ? 1 : 0),
    betsAndRaises: tally.betsAndRaises + own.filter((a) => a.action === 'bet' || a.action === 'raise').length,
    calls: tally.calls + own.filter((a) => a.action === 'call').length,
  };
}

const percent = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** The view's metrics (contracts: PokerDuelMetrics): percents to one decimal, aggression to two. */
export function metricsOf(tally: PokerSeatTally): {
  handsPlayed: number;
  handsWon: number;
  vpip: number;
  aggression: number;
  winRate: number;
} {
  return {
    handsPlayed: tally.handsPlayed,
    handsWon: tally.handsWon,
    vpip: percent(tally.vpipHands, tally.handsPlayed),
    // (bets + raises) / calls, with no calls counted as one (the contract's rule).
    aggression: Math.round((tally.betsAndRaises / Math.max(1, tally.calls)) * 100) / 100,
    winRate: percent(tally.handsWon, tally.handsPlayed),
  };
}
