import {
  AdminPlayerRow,
  PasswordResetResponse,
  PlayerIdParams,
  RoleChangeRequest,
  StaffMember,
  SuspensionRequest,
} from '@casino/contracts';
import { changeRole, listStaff, reinstatePlayer, resetPlayerPassword, suspendPlayer } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { publishChallengeNotice } from '../p2p-challenges/challenge-notices.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

/**
 * The back office's actions on a player (issue 15): suspend and reinstate, reset the password, grant
 * a role; and the staff list. Each ends the player's room connections when it ended their sessions.
 */
export function playerActionRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/admin/players/:userId/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a player: their sessions and room connections end at once, sign-in is refused',
        params: PlayerIdParams,
        body: SuspensionRequest,
        response: { 200: AdminPlayerRow, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const outcome = await suspendPlayer(ctx.db, staffOf(request), userId, request.body.reason, ctx.clock());
      ctx.onLogout(userId);
      for (const change of outcome.cancelledChallenges)
        publishChallengeNotice(ctx.tableBus, request.log, change);
      return outcome.player;
    },
  );

  app.post(
    '/api/admin/players/:userId/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension: the player may sign in again',
        params: PlayerIdParams,
        body: SuspensionRequest,
        response: { 200: AdminPlayerRow, ...adminWriteErrors },
      },
    },
    async (request) =>
      reinstatePlayer(ctx.db, staffOf(request), request.params.userId, request.body.reason, ctx.clock()),
  );

  app.post(
    '/api/admin/players/:userId/reset-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a player a random temporary password (shown once) and end their sessions',
        params: PlayerIdParams,
        body: z.strictObject({}).nullish(),
        response: { 200: PasswordResetResponse, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const reset = await resetPlayerPassword(ctx.db, staffOf(request), userId);
      ctx.onLogout(userId);
      return reset;
    },
  );

  app.put(
    '/api/admin/players/:userId/role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant a role: player, support (reads the back office) or admin',
        params: PlayerIdParams,
        body: RoleChangeRequest,
        response: { 200: AdminPlayerRow, ...adminWriteErrors },
      },
    },
    async (request) =>
      changeRole(
        ctx.db,
        staffOf(request),
        request.params.userId,
        request.body.role,
        request.body.reason,
        ctx.clock(),
      ),
  );

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every support and admin account, with their last audited action',
        response: { 200: z.array(StaffMember), ...adminReadErrors },
      },
    },
    async () => listStaff(ctx.db),
  );
}
