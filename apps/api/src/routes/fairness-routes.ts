import {
  ApiErrorBody,
  ClientSeedRequest,
  FairnessState,
  RevealedSeed,
  RotateResponse,
} from '@casino/contracts';
import { getFairnessState, listRevealedSeeds, rotateSeed, setClientSeed } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';

export function fairnessRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/fairness',
    {
      schema: {
        tags: ['fairness'],
        summary: 'Committed server seed hash, client seed, next nonce',
        response: { 200: FairnessState, 401: ApiErrorBody },
      },
    },
    async (request) => getFairnessState(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.put(
    '/api/fairness/client-seed',
    {
      schema: {
        tags: ['fairness'],
        summary: 'Set your client seed',
        body: ClientSeedRequest,
        response: { 200: FairnessState, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) =>
      setClientSeed(ctx.db, await requireUserId(request, ctx.clock), request.body.clientSeed),
  );

  app.post(
    '/api/fairness/rotate',
    {
      schema: {
        tags: ['fairness'],
        summary: 'Reveal the server seed and commit a new one (refused while a round is open)',
        body: z.strictObject({}).nullish(),
        response: { 200: RotateResponse, 401: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => rotateSeed(ctx.db, await requireUserId(request, ctx.clock), ctx.clock()),
  );

  app.get(
    '/api/fairness/seeds',
    {
      schema: {
        tags: ['fairness'],
        summary: 'Revealed seed pairs, newest first',
        response: { 200: z.array(RevealedSeed), 401: ApiErrorBody },
      },
    },
    async (request) => listRevealedSeeds(ctx.db, await requireUserId(request, ctx.clock)),
  );
}
