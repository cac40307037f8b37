import {
  ApiErrorBody,
  BlackjackDealRequest,
  BlackjackInsuranceRequest,
  BlackjackRound,
} from '@casino/contracts';
import {
  actOnBlackjack,
  currentBlackjack,
  dealBlackjack,
  decideBlackjackInsurance,
  type BlackjackMove,
} from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { NoBody, playErrors } from '../play-route-schemas.js';

const BLACKJACK_MOVES: Array<[Exclude<BlackjackMove, 'insurance' | 'no-insurance'>, string]> = [
  ['hit', 'Take a card on the active hand'],
  ['stand', 'Stand on the active hand (the dealer plays when every hand is done)'],
  ['double', 'Double the bet on a two-card hand, take one card and stand'],
  ['split', 'Split a pair into two hands, staking a copy of the bet'],
];

/** Blackjack: the round lives on the server between requests, which settles it. */
export function blackjackRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/blackjack/deal',
    {
      schema: {
        tags: ['blackjack'],
        summary: 'Stake the bet and deal a blackjack round',
        body: BlackjackDealRequest,
        response: { 200: BlackjackRound, ...playErrors },
      },
    },
    async (request) => dealBlackjack(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  for (const [move, summary] of BLACKJACK_MOVES) {
    app.post(
      `/api/blackjack/${move}`,
      {
        schema: {
          tags: ['blackjack'],
          summary,
          body: NoBody,
          response: { 200: BlackjackRound, ...playErrors },
        },
      },
      async (request) => actOnBlackjack(ctx.db, await requireUserId(request, ctx.clock), move),
    );
  }

  app.post(
    '/api/blackjack/insurance',
    {
      schema: {
        tags: ['blackjack'],
        summary:
          'Take or decline insurance against a dealer ace (half the bet, pays 2:1); on a blackjack, even money (paid 1:1 at once)',
        body: BlackjackInsuranceRequest,
        response: { 200: BlackjackRound, ...playErrors },
      },
    },
    async (request) =>
      decideBlackjackInsurance(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.get(
    '/api/blackjack/current',
    {
      schema: {
        tags: ['blackjack'],
        summary: 'The open blackjack round (hole card hidden), or null',
        response: { 200: BlackjackRound.nullable(), 401: ApiErrorBody },
      },
    },
    async (request) => currentBlackjack(ctx.db, await requireUserId(request, ctx.clock)),
  );
}
