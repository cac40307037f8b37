import {
  BACCARAT_LIVE_BET_TYPES as LIVE_SPOTS,
  type LiveBaccaratBetType,
  type LiveMyBets,
  type LiveSpotSnapshot,
} from '@casino/contracts';
import { baccaratCardValue, parseCard } from '@casino/engine';

// What the live baccarat view shows, from the room's state: each spot's chips (the player's own from
// myBets, everyone's from the board), the hands' totals as the cards come face up, and the coup's winner once drawn.

export { LIVE_SPOTS };
export type LiveBaccaratSpot = LiveBaccaratBetType;

type LiveBet = Pick<LiveSpotSnapshot, 'kind' | 'spec' | 'amount'>;

/** The spot a bet's spec names ({ type } as placed), or the bet's kind. */
export function baccaratSpotOf(bet: Pick<LiveBet, 'spec' | 'kind'>): LiveBaccaratSpot | null {
  let type: unknown = bet.kind;
  try {
    const parsed = JSON.parse(bet.spec) as { type?: unknown; kind?: unknown } | null;
    type = parsed?.type ?? parsed?.kind ?? bet.kind;
  } catch {
    // not JSON: the kind says it
  }
  return (LIVE_SPOTS as readonly unknown[]).includes(type) ? (type as LiveBaccaratSpot) : null;
}

export interface SpotChips {
  mine: number;
  everyone: number;
}

export function chipsBySpot(
  board: readonly LiveBet[],
  myBets: Readonly<LiveMyBets['bets']>,
): Record<LiveBaccaratSpot, SpotChips> {
  const chips = Object.fromEntries(LIVE_SPOTS.map((s) => [s, { mine: 0, everyone: 0 }])) as Record<
    LiveBaccaratSpot,
    SpotChips
  >;
  for (const spot of board) {
    const key = baccaratSpotOf(spot);
    if (key) chips[key].everyone += spot.amount;
  }
  for (const bet of myBets) {
    const key = baccaratSpotOf(bet);
    if (key) chips[key].mine += bet.amount;
  }
  return chips;
}

/** A hand's baccarat total (the last digit of its points), or null before any card shows. */
export function handTotal(codes: readonly string[]): number | null {
  let total = 0;
  let cards = 0;
  for (const code of codes) {
    try {
      total += baccaratCardValue(parseCard(code));
      cards++;
    } catch {
      // not a card: skipped (never expected from the room)
    }
  }
  return cards === 0 ? null : total % 10;
}

export type CoupWinner = 'player' | 'banker' | 'tie';

/** The coup's winner from the round's outcome JSON, once drawn. */
export function coupWinner(outcome: string): CoupWinner | null {
  if (!outcome) return null;
  try {
    const winner = (JSON.parse(outcome) as { winner?: unknown } | null)?.winner;
    return winner === 'player' || winner === 'banker' || winner === 'tie' ? winner : null;
  } catch {
    return null;
  }
}
