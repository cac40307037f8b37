import { z } from 'zod';
import { MoneyString } from './money.js';

/**
 * GET /api/jackpots: the live progressive pools, in coins (GC), never dollars. The Grand Jackpot
 * takes `sharePercent` of every featured-slot bet, is won by `winningLine` on any featured slot and
 * is reseeded to `seedAmount` from the house after each win.
 */
export const Jackpot = z.object({
  id: z.literal('grand'),
  name: z.string(),
  amount: MoneyString.describe('the pool now, in coins'),
  currency: z.literal('GC'),
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
