import { requireStaff, type Staff } from '@casino/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a back-office request; set by the admin scope's guard before anything else. */
    staff?: Staff;
  }
}

/** Methods that only read: support staff may call them; every other method needs an admin. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** The staff member the guard let through (a route outside the admin scope has none). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('staffOf called outside the admin scope');
  return request.staff;
}

/**
 * Registers back-office routes in a scope whose first hook is the guard (issue 15): every route in
 * it answers 401 signed out and 403 to a player (or to support staff on a write) before its body is
 * even parsed, so no admin route can forget the check. The guard table test calls every route.
 */
export async function registerAdminScope(
  app: ApiInstance,
  ctx: ApiContext,
  routes: ReadonlyArray<(scope: ApiInstance, ctx: ApiContext) => void>,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify encapsulates only async (or callback) plugins
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      request.staff = await requireStaff(
        ctx.db,
        userId,
        READ_METHODS.has(request.method) ? 'read' : 'write',
        request.ip,
      );
    });
    for (const register of routes) register(scope, ctx);
  });
}
