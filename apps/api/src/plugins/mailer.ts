import {
  createOutboxWorker,
  localMailboxTransport,
  sandboxSmsProvider,
  smtpTransport,
  type MailTransport,
} from '@casino/domain';
import type { ApiContext, ApiInstance } from '../api-context.js';

/** SMTP when configured, else the installation's local mailbox. */
export function mailTransportOf(config: ApiContext['config']): MailTransport {
  return config.mail.smtpUrl === null
    ? localMailboxTransport()
    : smtpTransport({ url: config.mail.smtpUrl, from: config.mail.from });
}

/**
 * The mailer: every outboxIntervalMs this process sends the due mail and text messages (the outboxes
 * hand each to one process only). Its timer does not hold the process open; closing the api stops it
 * and waits for the run in progress.
 */
export function registerMailer(app: ApiInstance, ctx: ApiContext): void {
  if (ctx.config.outboxIntervalMs === 0) return;
  const mail = mailTransportOf(ctx.config);
  const worker = createOutboxWorker(ctx.db, {
    mail,
    sms: sandboxSmsProvider(),
    clock: ctx.clock,
    intervalMs: ctx.config.outboxIntervalMs,
    onResult: (report) => {
      const { mail: m, sms } = report;
      if (m.failed + m.gaveUp + sms.failed + sms.gaveUp > 0)
        app.log.warn({ mail: m, sms }, 'mailer: some messages failed (retried with backoff)');
      else if (m.sent + sms.sent > 0) app.log.debug({ mail: m, sms }, 'mailer: sent');
    },
    onError: (err) => app.log.error({ err }, 'mailer run failed'),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    mail.close();
  });
}
