import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { createPeriodicJob, type PeriodicJob } from '../concurrency/periodic-job.js';
import { deliverDueMail, type DeliveryReport, type MailTransport } from './mail-outbox.js';
import { deliverDueSms, type SmsProvider } from './sms-outbox.js';

export interface OutboxReport {
  mail: DeliveryReport;
  sms: DeliveryReport;
}

/**
 * The mailer: every intervalMs it sends the due mail and text messages. Every api process may run
 * one; the outboxes' SKIP LOCKED claims send each message from one process only.
 */
export function createOutboxWorker(
  db: Kysely<Database>,
  options: {
    mail: MailTransport;
    sms: SmsProvider;
    clock: Clock;
    intervalMs: number;
    onResult?: (report: OutboxReport) => void;
    onError?: (error: unknown) => void;
  },
): PeriodicJob<OutboxReport> {
  return createPeriodicJob({
    run: async () => ({
      mail: await deliverDueMail(db, options.mail, options.clock),
      sms: await deliverDueSms(db, options.sms, options.clock),
    }),
    intervalMs: options.intervalMs,
    runAtStart: true,
    ...(options.onResult ? { onResult: options.onResult } : {}),
    onError: (error) => options.onError?.(error),
  });
}
