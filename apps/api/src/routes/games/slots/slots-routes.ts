import {
  ApiErrorBody,
  BaccaratDealRequest,
  BaccaratDealResponse,
  RouletteSpinRequest,
  RouletteSpinResponse,
  SlotSpinRequest,
  SlotSpinResponse,
} from '@casino/contracts';
import { dealBaccarat, spinRouletteWheel, spinSlots } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** One-shot games: the server decides and settles each play in one transaction. */
export function casinoRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/slots/spin',
    {
      schema: {
        tags: ['casino'],
        summary: 'Spin a featured slot',
        body: SlotSpinRequest,
        response: { 200: SlotSpinResponse, ...errors },
      },
    },
    async (request) => spinSlots(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.post(
    '/api/roulette/spin',
    {
      schema: {
        tags: ['casino'],
        summary:
          'Spin the European wheel; every chip in `bets` settles (or the spec form betAmount/betType/betValue)',
        body: RouletteSpinRequest,
        response: { 200: RouletteSpinResponse, ...errors },
      },
    },
    async (request) => spinRouletteWheel(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.post(
    '/api/baccarat/deal',
    {
      schema: {
        tags: ['casino'],
        summary: 'Deal one coup of punto banco',
        body: BaccaratDealRequest,
        response: { 200: BaccaratDealResponse, ...errors },
      },
    },
    async (request) => dealBaccarat(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
