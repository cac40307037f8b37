import { formatCents, type Cents } from './money';

/**
 * What a settled round did to the player's coins, stake included (issue 12, honest results):
 * a round is a win only when more came back than was staked, a push when exactly the stake came
 * back, a loss otherwise. "+10.00 GC" always means ten coins up on the round.
 */
export type NetResult = { kind: 'win'; net: Cents } | { kind: 'push'; net: 0 } | { kind: 'loss'; net: Cents };

/** `staked` is what the player paid for the round (0 on a free spin the house paid for). */
export function netResultOf(staked: Cents, returned: Cents): NetResult {
  const net = returned - staked;
  if (net > 0) return { kind: 'win', net };
  if (net === 0) return { kind: 'push', net: 0 };
  return { kind: 'loss', net };
}

/**
 * +1000 → "+10.00 GC", -550 → "−5.50 GC", 0 → "0.00 GC" (a real minus sign, never a dollar); a
 * round played with sweepstakes coins is marked SC.
 */
export function formatNetCoins(net: Cents, mark: 'GC' | 'SC' = 'GC'): string {
  const sign = net > 0 ? '+' : net < 0 ? '−' : '';
  return `${sign}${formatCents(Math.abs(net))} ${mark}`;
}

/** The line a result panel shows for a round: honest about wins, pushes and losses, in its currency. */
export function describeNetResult(result: NetResult, mark: 'GC' | 'SC' = 'GC'): string {
  switch (result.kind) {
    case 'win':
      return `You won ${formatNetCoins(result.net, mark)}`;
    case 'push':
      return `Stake returned · 0.00 ${mark}`;
    case 'loss':
      return `You lost ${formatNetCoins(result.net, mark).replace('−', '')}`;
  }
}

/** A win at least this many times the stake earns a toast even during auto play. */
export const BIG_WIN_MULTIPLE = 10;

/** Big win: at least BIG_WIN_MULTIPLE times the stake came back (a free spin counts its nominal bet). */
export function isBigWin(nominalBet: Cents, returned: Cents): boolean {
  return nominalBet > 0 && returned >= nominalBet * BIG_WIN_MULTIPLE;
}

/**
 * Whether a settled round earns a toast (issue 12: the result is shown in the game): a win outside
 * auto play (the spec's 'Congratulations! 🎉'), a big win during it; never a push or a loss.
 */
export function shouldToastWin(
  result: NetResult,
  round: { duringAutoPlay: boolean; nominalBet: Cents; returned: Cents },
): boolean {
  if (result.kind !== 'win') return false;
  return !round.duringAutoPlay || isBigWin(round.nominalBet, round.returned);
}
