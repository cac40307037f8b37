import { JackpotsResponse } from '@casino/contracts';
import { getJackpots } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';

/** The live progressive jackpots (public: a pool's size is no one's private data). */
export function jackpotRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/jackpots',
    {
      schema: {
        tags: ['casino'],
        summary:
          'The Grand Jackpot now, in coins: fed by 1% of every featured-slot bet, won by five diamonds on the payline, reseeded after each win',
        response: { 200: JackpotsResponse },
      },
    },
    async () => ({ jackpots: await getJackpots(ctx.db) }),
  );
}
