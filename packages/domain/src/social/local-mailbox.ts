import type { LocalMailbox } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { LOCAL_MAILBOX_TRANSPORT } from './mail-outbox.js';

export const LOCAL_MAILBOX_SIZE = 50;

/**
 * The installation's local mailbox for one player (only when no SMTP is configured): the mail the
 * mailer kept here that was addressed to the player's own email, newest first. A guest without an
 * email has none.
 */
export async function localMailboxOf(db: Kysely<Database>, userId: string): Promise<LocalMailbox> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const address = user?.email?.toLowerCase() ?? null;
  if (address === null) return { address: null, messages: [] };
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'subject', 'text_body', 'sent_at'])
    .where('to_address', '=', address)
    .where('transport', '=', LOCAL_MAILBOX_TRANSPORT)
    .where('sent_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(LOCAL_MAILBOX_SIZE)
    .execute();
  return {
    address,
    messages: rows.map((row) => ({
      id: row.id.toString(),
      kind: row.kind,
      subject: row.subject,
      text: row.text_body,
      sentAt: (row.sent_at ?? new Date(0)).toISOString(),
    })),
  };
}
