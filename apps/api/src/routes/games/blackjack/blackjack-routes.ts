import {
  ApiErrorBody,
  BlackjackDealRequest,
  BlackjackInsuranceRequest,
  BlackjackRound,
  CrapsRollRequest,
  CrapsRollResponse,
  CrapsTable,
  VideoPokerDealRequest,
  VideoPokerDrawRequest,
  VideoPokerRound,
} from '@casino/contracts';
import {
  actOnBlackjack,
  currentBlackjack,
  currentVideoPoker,
  dealBlackjack,
  dealVideoPokerRound,
  decideBlackjackInsurance,
  drawVideoPokerRound,
  getCrapsTable,
  rollCrapsDice,
  type BlackjackMove,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
/** Actions carry no body (or an empty object); anything else is a 400 naming the field. */
const NoBody = z.strictObject({}).nullish();

const BLACKJACK_MOVES: Array<[Exclude<BlackjackMove, 'insurance' | 'no-insurance'>, string]> = [
  ['hit', 'Take a card on the active hand'],
  ['stand', 'Stand on the active hand (the dealer plays when every hand is done)'],
  ['double', 'Double the bet on a two-card hand, take one card and stand'],
  ['split', 'Split a pair into two hands, staking a copy of the bet'],
];

/** Stateful table games: the round lives on the server between requests, which settles it. */
export function tableGameRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/blackjack/deal',
    {
      schema: {
        tags: ['blackjack'],
        summary: 'Stake the bet and deal a blackjack round',
        body: BlackjackDealRequest,
        response: { 200: BlackjackRound, ...errors },
      },
    },
    async (request) => dealBlackjack(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  for (const [move, summary] of BLACKJACK_MOVES) {
    app.post(
      `/api/blackjack/${move}`,
      {
        schema: { tags: ['blackjack'], summary, body: NoBody, response: { 200: BlackjackRound, ...errors } },
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
        response: { 200: BlackjackRound, ...errors },
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

  app.post(
    '/api/video-poker/deal',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'Stake the bet and deal five cards',
        body: VideoPokerDealRequest,
        response: { 200: VideoPokerRound, ...errors },
      },
    },
    async (request) => dealVideoPokerRound(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.post(
    '/api/video-poker/draw',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'Hold cards, draw the rest and settle the hand',
        body: VideoPokerDrawRequest,
        response: { 200: VideoPokerRound, ...errors },
      },
    },
    async (request) => drawVideoPokerRound(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );

  app.get(
    '/api/video-poker/current',
    {
      schema: {
        tags: ['video-poker'],
        summary: 'The hand waiting for its draw, or null',
        response: { 200: VideoPokerRound.nullable(), 401: ApiErrorBody },
      },
    },
    async (request) => currentVideoPoker(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.get(
    '/api/craps/table',
    {
      schema: {
        tags: ['craps'],
        summary: 'Bets on the table, point and roll history',
        response: { 200: CrapsTable, 401: ApiErrorBody },
      },
    },
    async (request) => getCrapsTable(ctx.db, await requireUserId(request, ctx.clock)),
  );

  app.post(
    '/api/craps/roll',
    {
      schema: {
        tags: ['craps'],
        summary:
          'Place new bets (staked now) and roll; settles what the dice decide, keeps the rest on the table',
        body: CrapsRollRequest,
        response: { 200: CrapsRollResponse, ...errors },
      },
    },
    async (request) => rollCrapsDice(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
