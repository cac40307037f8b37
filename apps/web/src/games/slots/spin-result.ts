import type { SlotSpinResponse } from '@casino/contracts';
import { formatCents, toCents, type Cents } from '../../components/games/money';
import { netResultOf, type NetResult } from '../../components/games/net-result';

/**
 * What one settled spin did, as the machine shows it: the net result on the round (stake included)
 * and, when the spin hit the Grand Jackpot, the pool it paid (already part of `winAmount`).
 */
export interface SpinResult {
  net: NetResult;
  jackpot: Cents | null;
}

/** `staked` is what the player paid for the spin (0 on a free spin the house paid for). */
export function spinResultOf(
  response: Pick<SlotSpinResponse, 'winAmount' | 'jackpotWon'>,
  staked: Cents,
): SpinResult {
  const jackpot = response.jackpotWon === undefined ? null : toCents(response.jackpotWon);
  return {
    net: netResultOf(staked, toCents(response.winAmount)),
    jackpot: jackpot !== null && jackpot > 0 ? jackpot : null,
  };
}

/** The toast for a Grand Jackpot win: always shown, auto play or not. */
export function jackpotToastOf(jackpot: Cents): { title: string; description: string } {
  return {
    title: 'GRAND JACKPOT! 🎉',
    description: `You won the Grand Jackpot: ${formatCents(jackpot)} GC.`,
  };
}
