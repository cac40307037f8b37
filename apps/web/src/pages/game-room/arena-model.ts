import type { ChallengeResult, P2pChallengeDetail } from '@casino/contracts';
import type { CoinMark } from '../../lib/format';
import { toCents, type Cents } from '../../components/games/money';

// The arena's words and figures from the viewer's side: who won, what it did to their coins (net:
// the stake included, ARCHITECTURE.md "What players see"), their rating change and why it ended.

export type Outcome = 'victory' | 'defeat' | 'draw' | 'refunded';

export const OUTCOME_TITLES: Record<Outcome, string> = {
  victory: 'Victory',
  defeat: 'Defeat',
  draw: 'Draw',
  refunded: 'Refunded',
};

/** The result for the player in `seat` (0 creator, 1 accepter); null for a spectator. */
export function outcomeFor(result: Pick<ChallengeResult, 'result'>, seat: 0 | 1 | null): Outcome | null {
  if (result.result === 'void') return 'refunded';
  if (result.result === 'draw') return 'draw';
  if (seat === null) return null;
  const creatorWon = result.result === 'creator';
  return creatorWon === (seat === 0) ? 'victory' : 'defeat';
}

/** What the challenge did to the player's coins: the pool less their stake, minus the stake, or nothing. */
export function netCentsFor(outcome: Outcome, betAmount: string): Cents {
  const stake = toCents(betAmount);
  if (outcome === 'victory') return stake;
  if (outcome === 'defeat') return -stake;
  return 0;
}

/** The viewer's rating change in a rated result, or null (void, or not a player). */
export function ratingChangeFor(
  result: Pick<ChallengeResult, 'ratingChanges'>,
  userId: string | null,
): number | null {
  const change = result.ratingChanges.find((c) => c.userId === userId);
  return change ? change.after - change.before : null;
}

const REASONS: Record<string, string> = {
  checkmate: 'by checkmate',
  timeout: 'on time',
  resignation: 'by resignation',
  forfeit: 'by forfeit: a player left',
  stalemate: 'by stalemate',
  agreement: 'by agreement',
  repetition: 'by threefold repetition',
  threefold_repetition: 'by threefold repetition',
  fifty_moves: 'by the fifty-move rule',
  insufficient_material: 'by insufficient material',
  forty_moves: 'by the forty-move rule',
  no_moves: 'no moves left',
  score: 'on points',
  all_chips: 'with all the chips',
  time_score: 'on the bigger stack when time ran out',
  time: 'on points when time ran out',
  no_show: 'nobody moved',
  nobody_moved: 'nobody moved',
  server_fault: 'a server fault interrupted the game',
  admin_void: 'the casino voided the game; both stakes are back',
};

/** "by checkmate", "on time", ...; an unknown reason is shown in plain words. */
export function reasonText(reason: string): string {
  return REASONS[reason] ?? reason.replace(/[_-]+/g, ' ');
}

/** GC for coins, SC for sweepstakes coins (play money never carries a currency sign). */
export const coinMarkOf = (detail: Pick<P2pChallengeDetail, 'betType'>): CoinMark =>
  detail.betType === 'sweepstakes' ? 'SC' : 'GC';

/** "+50.00 GC", "−50.00 SC", "0.00 GC". */
export function formatNet(cents: Cents, mark: CoinMark): string {
  const sign = cents > 0 ? '+' : cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(abs / 100);
  return `${sign}${amount} ${mark}`;
}

/** The line under Victory / Defeat / Draw / Refunded: honest about the net effect. */
export function outcomeLine(outcome: Outcome, betAmount: string, mark: CoinMark): string {
  const net = formatNet(netCentsFor(outcome, betAmount), mark);
  switch (outcome) {
    case 'victory':
      return `You won the prize pool: ${net} on your stake.`;
    case 'defeat':
      return `Your stake went to your opponent: ${net}.`;
    case 'draw':
      return `Both stakes were returned: ${net}.`;
    case 'refunded':
      return `The challenge was voided and both stakes refunded: ${net}.`;
  }
}

/** Seat of the viewer among the challenge's players, or null for a spectator. */
export function seatOf(players: P2pChallengeDetail['players'], userId: string | null): 0 | 1 | null {
  return players.find((p) => p.userId === userId)?.seat ?? null;
}
