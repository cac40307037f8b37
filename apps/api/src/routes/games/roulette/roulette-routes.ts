import { RouletteSpinRequest, RouletteSpinResponse } from '@casino/contracts';
import { spinRouletteWheel } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { playErrors } from '../play-route-schemas.js';

/** Roulette: the server spins and settles every chip in one transaction. */
export function rouletteRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/roulette/spin',
    {
      schema: {
        tags: ['casino'],
        summary:
          'Spin the European wheel; every chip in `bets` settles (or the spec form betAmount/betType/betValue)',
        body: RouletteSpinRequest,
        response: { 200: RouletteSpinResponse, ...playErrors },
      },
    },
    async (request) => spinRouletteWheel(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
