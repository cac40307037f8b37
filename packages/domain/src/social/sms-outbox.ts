import { randomUUID } from 'node:crypto';
import type { Database, Kysely, Transaction } from '@casino/db';
import type { Clock } from '../clock.js';
import { errorText, OUTBOX_CLAIM_LEASE_MS, retryDelayMs, type DeliveryReport } from './mail-outbox.js';

/**
 * Text messages through an outbox, like mail (mail-outbox.ts: claimed with SKIP LOCKED under a
 * lease, retried with the same backoff, given up after SMS_MAX_ATTEMPTS). The provider is an
 * interface; the built-in one is the sandbox, which records each message as sent without sending it
 * (sms_outbox.provider 'sandbox') and is labelled as such wherever it is shown.
 */
export const SMS_MAX_ATTEMPTS = 6;
const CLAIM_BATCH = 20;

export interface QueuedSms {
  kind: string;
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
}

export async function queueSms(trx: Transaction<Database>, sms: QueuedSms): Promise<string> {
  const row = await trx
    .insertInto('sms_outbox')
    .values({ kind: sms.kind, to_number: sms.to, body: sms.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id.toString();
}

export interface SmsProvider {
  /** Recorded in sms_outbox.provider. */
  readonly name: string;
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string }>;
}

export const SANDBOX_SMS_PROVIDER = 'sandbox';

/** Records the message as sent and sends nothing: no text message leaves this installation. */
export function sandboxSmsProvider(): SmsProvider {
  return {
    name: SANDBOX_SMS_PROVIDER,
    send: () => Promise.resolve({ providerMessageId: `sandbox-${randomUUID()}` }),
  };
}

export async function deliverDueSms(
  db: Kysely<Database>,
  provider: SmsProvider,
  clock: Clock,
): Promise<DeliveryReport> {
  const claimedAt = clock();
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sms_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', claimedAt)
      .where('attempts', '<', SMS_MAX_ATTEMPTS)
      .orderBy('next_attempt_at')
      .limit(CLAIM_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('sms_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(claimedAt.getTime() + OUTBOX_CLAIM_LEASE_MS),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'to_number', 'body', 'attempts'])
      .execute();
  });

  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0 };
  for (const row of claimed) {
    try {
      const { providerMessageId } = await provider.send({ to: row.to_number, body: row.body });
      await db
        .updateTable('sms_outbox')
        .set({
          sent_at: clock(),
          provider: provider.name,
          provider_message_id: providerMessageId,
          last_error: null,
        })
        .where('id', '=', row.id)
        .execute();
      report.sent++;
    } catch (error) {
      await db
        .updateTable('sms_outbox')
        .set({
          last_error: errorText(error),
          next_attempt_at: new Date(clock().getTime() + retryDelayMs(row.attempts)),
        })
        .where('id', '=', row.id)
        .execute();
      if (row.attempts >= SMS_MAX_ATTEMPTS) report.gaveUp++;
      else report.failed++;
    }
  }
  return report;
}
