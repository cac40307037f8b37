import { z } from 'zod';
import { MoneyString } from './money.js';

/**
 * GET /api/jackpots: the live progressive pools, never dollars: one Grand Jackpot in coins (GC) fed
 * by coin spins, one in sweepstakes coins (SC) fed by sweepstakes spins (issue 18). Each takes
 * `sharePercent` of every featured-slot bet of its currency, is won by `winningLine` on any featured
 * slot played with that currency and is reseeded to `seedAmount` from the house after each win.
 */
export const Jackpot = z.object({
  id: z.enum(['grand', 'grand-sc']),
  name: z.string(),
  amount: MoneyString.describe('the pool now, in its currency'),
  currency: z.enum(['GC', 'SC']),
  sharePercent: z.number().describe('percent of every slot bet that feeds the pool'),
  seedAmount: MoneyString,
  winningLine: z.string(),
  lastWin: z
    .object({ amount: MoneyString, at: z.string(), slot: z.string() })
    .nullable()
    .describe('the latest win, if any'),
});
export type Jackpot = z.infer<typeof Jackpot>;

export const JackpotsResponse = z.object({ jackpots: z.array(Jackpot) });
export type JackpotsResponse = z.infer<typeof JackpotsResponse>;
