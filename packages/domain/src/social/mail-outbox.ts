import { randomUUID } from 'node:crypto';
import type { Database, Kysely, Transaction } from '@casino/db';
import { createTransport } from 'nodemailer';
import type { Clock } from '../clock.js';

/**
 * Email through an outbox (issue 17): the transaction that decides a mail writes a mail_outbox row
 * (queueMail), and the mailer sends it afterwards (deliverDueMail), so a rolled-back decision sends
 * nothing and a slow or absent SMTP server never holds a player's request.
 *
 * Delivery: a run claims due rows (not sent, next_attempt_at passed, fewer than MAIL_MAX_ATTEMPTS
 * tries) with FOR UPDATE SKIP LOCKED and moves their next_attempt_at a lease ahead in the same
 * statement's transaction, so a second api process running at the same moment neither waits for nor
 * takes them: each mail is sent by one process. Then each is sent; success records sent_at, the
 * transport and its message id; failure records last_error and retries after
 * 30 s × 2^(attempts-1) (30 s, 1 min, 2 min, 4 min, ...). After MAIL_MAX_ATTEMPTS failed tries the
 * row is given up: it stays unsent with its last error and is never claimed again.
 */
export const MAIL_MAX_ATTEMPTS = 6;
export const OUTBOX_RETRY_BASE_MS = 30_000;
/** How long a claimed row is left alone while its process sends it (a crash retries it after). */
export const OUTBOX_CLAIM_LEASE_MS = 120_000;
const CLAIM_BATCH = 20;

export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes the mail in the caller's transaction; the mailer sends it once that commits. */
export async function queueMail(trx: Transaction<Database>, mail: QueuedMail): Promise<string> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id.toString();
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where mail goes: an SMTP server, or the installation's local mailbox. */
export interface MailTransport {
  /** Recorded in mail_outbox.transport: 'smtp' or 'local-mailbox'. */
  readonly name: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export const LOCAL_MAILBOX_TRANSPORT = 'local-mailbox';

/**
 * The embedded default without SMTP: nothing leaves the machine; the row is marked sent with this
 * transport and the app shows it to the player it was addressed to (GET /api/mailbox).
 */
export function localMailboxTransport(): MailTransport {
  return {
    name: LOCAL_MAILBOX_TRANSPORT,
    send: () => Promise.resolve({ messageId: `<${randomUUID()}@local-mailbox>` }),
    close: () => undefined,
  };
}

/** SMTP through nodemailer: a connection URL (smtp://user:pass@host:587, smtps://...) and the From. */
export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = createTransport(options.url);
  return {
    name: 'smtp',
    send: async (mail) => {
      const info = await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== null ? { html: mail.html } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export const retryDelayMs = (attempts: number): number =>
  OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 10));

export interface DeliveryReport {
  sent: number;
  failed: number;
  gaveUp: number;
}

/** Sends the mail that is due now (one batch); see the module comment for claiming and retries. */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: MailTransport,
  clock: Clock,
): Promise<DeliveryReport> {
  const claimedAt = clock();
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', claimedAt)
      .where('attempts', '<', MAIL_MAX_ATTEMPTS)
      .orderBy('next_attempt_at')
      .limit(CLAIM_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(claimedAt.getTime() + OUTBOX_CLAIM_LEASE_MS),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
  });

  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0 };
  for (const row of claimed) {
    try {
      const { messageId } = await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: clock(), transport: transport.name, message_id: messageId, last_error: null })
        .where('id', '=', row.id)
        .execute();
      report.sent++;
    } catch (error) {
      const failedAt = clock();
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: errorText(error),
          next_attempt_at: new Date(failedAt.getTime() + retryDelayMs(row.attempts)),
        })
        .where('id', '=', row.id)
        .execute();
      if (row.attempts >= MAIL_MAX_ATTEMPTS) report.gaveUp++;
      else report.failed++;
    }
  }
  return report;
}

export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
