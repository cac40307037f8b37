import { SlotSpinRequest, SlotSpinResponse } from '@casino/contracts';
import { spinSlots } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../../api-context.js';
import { requireUserId } from '../../../plugins/sessions.js';
import { playErrors } from '../play-route-schemas.js';

/** Slots: the server decides and settles each spin in one transaction. */
export function slotsRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.post(
    '/api/slots/spin',
    {
      schema: {
        tags: ['casino'],
        summary: 'Spin a featured slot',
        body: SlotSpinRequest,
        response: { 200: SlotSpinResponse, ...playErrors },
      },
    },
    async (request) => spinSlots(ctx.db, await requireUserId(request, ctx.clock), request.body),
  );
}
