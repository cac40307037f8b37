import {
  AdminCoinPackage,
  AdminGame,
  CoinPackageCreateRequest,
  CoinPackageIdParams,
  CoinPackageUpdateRequest,
  GameIdParams,
  GameUpdateRequest,
} from '@casino/contracts';
import {
  createCoinPackage,
  listAdminCoinPackages,
  listAdminGames,
  updateCoinPackage,
  updateGame,
} from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

/** The catalogue (issue 15): games on and off, their limits and badges; the coin packages on sale. */
export function catalogueRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/games',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every game, on or off, with its limits, badge and the registry limits it may be narrowed within',
        response: { 200: z.array(AdminGame), ...adminReadErrors },
      },
    },
    async () => listAdminGames(ctx.db, ctx.clock()),
  );

  app.patch(
    '/api/admin/games/:gameId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Turn a game on or off, narrow its bet limits within the registry's, pin its badge (null: from the data); players see it at once",
        params: GameIdParams,
        body: GameUpdateRequest,
        response: { 200: AdminGame, ...adminWriteErrors },
      },
    },
    async (request) => updateGame(ctx.db, staffOf(request), request.params.gameId, request.body, ctx.clock()),
  );

  app.get(
    '/api/admin/coin-packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every coin package, on sale or not, with its completed purchases',
        response: { 200: z.array(AdminCoinPackage), ...adminReadErrors },
      },
    },
    async () => listAdminCoinPackages(ctx.db),
  );

  app.post(
    '/api/admin/coin-packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coin package (sweepstakes coins are its free bonus, never sold)',
        body: CoinPackageCreateRequest,
        response: { 201: AdminCoinPackage, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const created = await createCoinPackage(ctx.db, staffOf(request), request.body, ctx.clock());
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/admin/coin-packages/:packageId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a coin package; purchases already made keep what they were sold for',
        params: CoinPackageIdParams,
        body: CoinPackageUpdateRequest,
        response: { 200: AdminCoinPackage, ...adminWriteErrors },
      },
    },
    async (request) =>
      updateCoinPackage(ctx.db, staffOf(request), request.params.packageId, request.body, ctx.clock()),
  );
}
