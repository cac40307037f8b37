import {
  ApiErrorBody,
  RgSessionStatus,
  RgStatus,
  SelfExclusionRequest,
  SetRealityCheckRequest,
  SetRgLimitRequest,
  SetRgLimitResponse,
  TakeBreakRequest,
} from '@casino/contracts';
import {
  cancelExclusionLift,
  continueAfterRealityCheck,
  requestExclusionLift,
  responsibleGamingSession,
  responsibleGamingStatus,
  selfExclude,
  setPlayerLimit,
  setRealityCheck,
  takeBreak,
} from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../api-context.js';
import { requireUserId } from '../plugins/sessions.js';
import { NoBody } from './games/play-route-schemas.js';

const tags = ['responsible-gaming'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody };

/**
 * Responsible gaming (issue 18): the player's limits, reality check, breaks and self-exclusion.
 * Thin: each route parses with the contract, calls one domain service and answers the status after
 * it. The gates themselves sit in the wager and purchase paths (domain responsible-gaming).
 */
export function responsibleGamingRoutes(app: ApiInstance, ctx: ApiContext): void {
  const rules = ctx.config.responsibleGaming;
  const status = (userId: string) => responsibleGamingStatus(ctx.db, userId, { clock: ctx.clock, rules });
  const player = (request: FastifyRequest) => requireUserId(request, ctx.clock);

  app.get(
    '/api/responsible-gaming',
    {
      schema: {
        tags,
        summary:
          'Every limit with its pending change and what was used, the reality check, the session, a break or exclusion',
        response: { 200: RgStatus, 401: ApiErrorBody },
      },
    },
    async (request) => status(await player(request)),
  );

  app.get(
    '/api/responsible-gaming/session',
    {
      schema: {
        tags,
        summary:
          'The play session, the next reality check and a break or exclusion in force (read on every page)',
        response: { 200: RgSessionStatus, 401: ApiErrorBody },
      },
    },
    async (request) => responsibleGamingSession(ctx.db, await player(request), { clock: ctx.clock, rules }),
  );

  app.post(
    '/api/responsible-gaming/limits',
    {
      schema: {
        tags,
        summary:
          'Set, lower, raise or remove a purchase, wager or session limit: lower or new at once, higher or removed after the delay',
        body: SetRgLimitRequest,
        response: { 200: SetRgLimitResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      const { change, appliesAt } = await setPlayerLimit(ctx.db, userId, request.body, {
        clock: ctx.clock,
        rules,
      });
      return { change, appliesAt: appliesAt?.toISOString() ?? null, status: await status(userId) };
    },
  );

  app.post(
    '/api/responsible-gaming/reality-check',
    {
      schema: {
        tags,
        summary: 'Set the reality check interval in minutes, or turn it off (null)',
        body: SetRealityCheckRequest,
        response: { 200: RgStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await setRealityCheck(ctx.db, userId, request.body.minutes, ctx.clock);
      return status(userId);
    },
  );

  app.post(
    '/api/responsible-gaming/reality-check/continue',
    {
      schema: {
        tags,
        summary: '"Keep playing" after a reality check: the next one comes a full interval later',
        body: NoBody,
        response: { 200: RgSessionStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await continueAfterRealityCheck(ctx.db, userId, ctx.clock);
      return responsibleGamingSession(ctx.db, userId, { clock: ctx.clock, rules });
    },
  );

  app.post(
    '/api/responsible-gaming/break',
    {
      schema: {
        tags,
        summary: 'Take a break of 1 to 30 days: no play, purchases or promotions until it ends',
        body: TakeBreakRequest,
        response: { 200: RgStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await takeBreak(ctx.db, userId, request.body.days, ctx.clock);
      // Play stops at once: the player's table and challenge connections close in every process.
      ctx.onLogout(userId);
      return status(userId);
    },
  );

  app.post(
    '/api/responsible-gaming/self-exclusion',
    {
      schema: {
        tags,
        summary: 'Exclude yourself for 6 months, 1 year, 5 years or indefinitely (confirm: true)',
        body: SelfExclusionRequest,
        response: { 200: RgStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await selfExclude(ctx.db, userId, request.body.length, ctx.clock);
      ctx.onLogout(userId);
      return status(userId);
    },
  );

  app.post(
    '/api/responsible-gaming/self-exclusion/lift',
    {
      schema: {
        tags,
        summary:
          'Ask to end an indefinite self-exclusion (from 6 months after it began); it ends after the cooling-off',
        body: NoBody,
        response: { 200: RgStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await requestExclusionLift(ctx.db, userId, ctx.clock, rules);
      return status(userId);
    },
  );

  app.post(
    '/api/responsible-gaming/self-exclusion/lift/cancel',
    {
      schema: {
        tags,
        summary: 'Take back a request to lift an indefinite self-exclusion',
        body: NoBody,
        response: { 200: RgStatus, ...errors },
      },
    },
    async (request) => {
      const userId = await player(request);
      await cancelExclusionLift(ctx.db, userId, ctx.clock);
      return status(userId);
    },
  );
}
