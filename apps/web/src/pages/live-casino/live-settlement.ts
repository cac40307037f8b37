import { describeNetResult, netResultOf } from '../../components/games/net-result';
import { formatCents, toCents } from '../../components/games/money';
import type { ToastInput } from '../../components/toaster/toast-store';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import type { LiveSettlement } from './live-room-store';

/**
 * What the player is told when their round settles: net and honest (ARCHITECTURE.md "What players
 * see"): a win only when more came back than was staked; "You lost 25.00 GC" is never a win.
 */
export function settlementLine(settlement: LiveSettlement): { tone: 'win' | 'push' | 'loss'; text: string } {
  const result = netResultOf(toCents(settlement.staked), toCents(settlement.returned));
  return { tone: result.kind, text: describeNetResult(result, currencyMark(settlement.currency)) };
}

export function settlementToast(settlement: LiveSettlement): ToastInput {
  const line = settlementLine(settlement);
  const staked = toCents(settlement.staked);
  const returned = toCents(settlement.returned);
  const mark = currencyMark(settlement.currency);
  return {
    title: `Round ${settlement.roundNumber}: ${line.text}`,
    description: `${formatCents(returned)} ${mark} returned on ${formatCents(staked)} ${mark} staked`,
  };
}
