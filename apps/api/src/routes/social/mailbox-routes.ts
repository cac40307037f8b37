import { ApiErrorBody, ErrorCode, LocalMailbox } from '@casino/contracts';
import { DomainError, localMailboxOf } from '@casino/domain';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { requireUserId } from '../../plugins/sessions.js';

export const MAILBOX_OFF_MESSAGE = 'This installation sends mail by SMTP; it keeps no local mailbox.';

/** The local mailbox of this installation (only when no SMTP server is configured): not real email. */
export function mailboxRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/mailbox',
    {
      schema: {
        tags: ['social'],
        summary: "The local mailbox: mail kept here for the player's own email, newest first (no SMTP only)",
        response: { 200: LocalMailbox, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const userId = await requireUserId(request, ctx.clock);
      if (ctx.config.mail.smtpUrl !== null) throw new DomainError(ErrorCode.notFound, MAILBOX_OFF_MESSAGE);
      return localMailboxOf(ctx.db, userId);
    },
  );
}
