// The Grand Jackpot: one progressive pool shared by the featured slots (issue 12).
//   - Every slot bet feeds the pool with a published share of the stake: 1%, rounded down to the
//     minor unit (the house keeps a sub-unit remainder of bets that are not a multiple of 1 coin).
//   - Five diamonds on the payline win the whole pool as it stood, on top of the line's 50x.
//   - After a win the pool is reseeded from the house with the published seed amount.
// The slot's published RTP is its base return (the paytable over every stop combination) plus the
// jackpot share: what the pool takes from every bet goes back to the players who win it.
import type { SlotDefinition } from './featured-slots.js';
import { ratio, type Ratio } from '../../ratio.js';
import { REEL_COUNT, type SlotSymbol } from './slots-paytable.js';

export const JACKPOT_RULES = {
  /** The share of every slot bet that feeds the pool. */
  share: { num: 1n, den: 100n } as Ratio,
  /** Five of this symbol on the payline win the pool. */
  symbol: 'diamond' as SlotSymbol,
  /** The pool after a win (and before the first bet): 10,000 coins, in minor units. */
  seedUnits: 1_000_000n,
  /**
   * The sweepstakes pool's seed (issue 18: one pool per currency, fed by that currency's spins only):
   * 100 sweepstakes coins, in minor units.
   */
  sweepsSeedUnits: 10_000n,
  /** Ledger code of the pool account. */
  poolCode: 'jackpot:grand',
} as const;

/** The part of a stake that feeds the pool (minor units, rounded down). */
export const jackpotContributionOf = (betUnits: bigint): bigint =>
  (betUnits * JACKPOT_RULES.share.num) / JACKPOT_RULES.share.den;

/** Whether a payline wins the jackpot: five of the jackpot symbol. */
export const isJackpotLine = (reels: readonly SlotSymbol[]): boolean =>
  reels.length === REEL_COUNT && reels.every((s) => s === JACKPOT_RULES.symbol);

/** The exact chance of the jackpot line on a slot: product over the reels of (symbol stops / stops). */
export function jackpotProbability(slot: Pick<SlotDefinition, 'strips'>): Ratio {
  let num = 1n;
  let den = 1n;
  for (const strip of slot.strips) {
    num *= BigInt(strip.filter((s) => s === JACKPOT_RULES.symbol).length);
    den *= BigInt(strip.length);
  }
  return ratio(num, den);
}
