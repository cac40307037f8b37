import {
  AdminChallengesPage,
  AdminListQuery,
  AdminPlayerDetail,
  AdminPlayerSession,
  AdminPlayersPage,
  AdminPlayersQuery,
  AdminPokerHandsPage,
  AdminRoundRecall,
  AdminPurchasesPage,
  AdminRoundsPage,
  AdminRoundsQuery,
  AdminStatementQuery,
  ApiErrorBody,
  PlayerIdParams,
  RoundIdParams,
  StatementPage,
} from '@casino/contracts';
import {
  listPlayers,
  playerChallenges,
  playerDetail,
  playerPokerHands,
  playerPurchases,
  playerRounds,
  playerSessions,
  playerStatement,
  recallRound,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { adminReadErrors } from './dashboard-routes.js';

const errors = { ...adminReadErrors, 400: ApiErrorBody, 404: ApiErrorBody };
const tags = ['admin'];

/**
 * The back office's player reads (issue 15, "Players"): search, a player's page and its tabs. Thin:
 * the admin scope has let a staff member through; each route parses and asks one domain service.
 * An unknown player is a 404 `not_found` ('Player not found').
 */
export function playerReadRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/players',
    {
      schema: {
        tags,
        summary:
          'Players and staff: search by id, email or name, filter by role and status, sorted and paged',
        querystring: AdminPlayersQuery,
        response: { 200: AdminPlayersPage, ...errors },
      },
    },
    async (request) => listPlayers(ctx.db, request.query, ctx.clock()),
  );

  app.get(
    '/api/admin/players/:userId',
    {
      schema: {
        tags,
        summary: "A player's page: balances, totals, loyalty, live sessions and pending adjustments",
        params: PlayerIdParams,
        response: { 200: AdminPlayerDetail, ...errors },
      },
    },
    async (request) => playerDetail(ctx.db, request.params.userId, ctx.clock()),
  );

  app.get(
    '/api/admin/players/:userId/ledger',
    {
      schema: {
        tags,
        summary: "The player's statement: every wallet entry, newest first, with the balance after it",
        params: PlayerIdParams,
        querystring: AdminStatementQuery,
        response: { 200: StatementPage, ...errors },
      },
    },
    async (request) => playerStatement(ctx.db, request.params.userId, request.query),
  );

  app.get(
    '/api/admin/players/:userId/rounds',
    {
      schema: {
        tags,
        summary: "The player's settled rounds (game sessions), newest first, of one game if asked",
        params: PlayerIdParams,
        querystring: AdminRoundsQuery,
        response: { 200: AdminRoundsPage, ...errors },
      },
    },
    async (request) => playerRounds(ctx.db, request.params.userId, request.query),
  );

  app.get(
    '/api/admin/players/:userId/sessions',
    {
      schema: {
        tags,
        summary: "The player's signed-in sessions, newest first, with address and user agent",
        params: PlayerIdParams,
        response: { 200: z.array(AdminPlayerSession), ...errors },
      },
    },
    async (request) => playerSessions(ctx.db, request.params.userId, ctx.clock()),
  );

  app.get(
    '/api/admin/players/:userId/challenges',
    {
      schema: {
        tags,
        summary: 'The challenges the player created or accepted, newest first',
        params: PlayerIdParams,
        querystring: AdminListQuery,
        response: { 200: AdminChallengesPage, ...errors },
      },
    },
    async (request) => playerChallenges(ctx.db, request.params.userId, request.query),
  );

  app.get(
    '/api/admin/players/:userId/poker-hands',
    {
      schema: {
        tags,
        summary: 'The poker hands the player was dealt into, newest first, with their net',
        params: PlayerIdParams,
        querystring: AdminListQuery,
        response: { 200: AdminPokerHandsPage, ...errors },
      },
    },
    async (request) => playerPokerHands(ctx.db, request.params.userId, request.query),
  );

  app.get(
    '/api/admin/players/:userId/purchases',
    {
      schema: {
        tags,
        summary: "The player's coin purchases, newest first",
        params: PlayerIdParams,
        querystring: AdminListQuery,
        response: { 200: AdminPurchasesPage, ...errors },
      },
    },
    async (request) => playerPurchases(ctx.db, request.params.userId, request.query),
  );

  app.get(
    '/api/admin/rounds/:sessionId',
    {
      schema: {
        tags,
        summary: 'A round recalled step by step (GLI-19), the wallet around it, and its fairness check',
        params: RoundIdParams,
        response: { 200: AdminRoundRecall, ...errors },
      },
    },
    async (request) => recallRound(ctx.db, String(request.params.sessionId)),
  );
}
