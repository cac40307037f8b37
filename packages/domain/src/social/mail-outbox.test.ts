import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { fixedClock } from '../../test/economy-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import {
  deliverDueMail,
  localMailboxTransport,
  MAIL_MAX_ATTEMPTS,
  queueMail,
  retryDelayMs,
  smtpTransport,
  type MailTransport,
} from './mail-outbox.js';
import { deliverDueSms, queueSms, sandboxSmsProvider, SMS_MAX_ATTEMPTS } from './sms-outbox.js';
import { createOutboxWorker } from './outbox-worker.js';

// The mailer against a real SMTP server in this process (smtp-server, parsed with mailparser), on
// PGlite or on real PostgreSQL (TEST_DATABASE_URL) where the two workers truly run at once.
let t: TestDatabase;
let sink: SmtpSink;
const transports: MailTransport[] = [];
const smtp = () => {
  const transport = smtpTransport({ url: sink.url, from: 'Casino <no-reply@casino.test>' });
  transports.push(transport);
  return transport;
};

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  await sink.close();
  await t.close();
});
beforeEach(async () => {
  sink.received.length = 0;
  sink.refuse = false;
  // Each test starts with an empty outbox: what is due is what the test queued.
  await t.db.deleteFrom('mail_outbox').execute();
  await t.db.deleteFrom('sms_outbox').execute();
});

const queue = (count: number, prefix: string) =>
  t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++)
      await queueMail(trx, {
        kind: 'test',
        to: `${prefix}${i}@example.test`,
        subject: `Hello ${prefix}${i}`,
        text: `Body ${i}`,
        ...(i === 0 ? { html: `<p>Body ${i}</p>` } : {}),
      });
  });
const soon = () => fixedClock(new Date(Date.now() + 1_000).toISOString());

describe(`the mailer on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('two workers at once send each of 30 mails exactly once, and record how', async () => {
    await queue(30, 'pair');
    const clock = soon();
    const [a, b] = await Promise.all([
      deliverDueMail(t.db, smtp(), clock),
      deliverDueMail(t.db, smtp(), clock),
    ]);
    // A batch is 20: whatever the first runs left, a second round sends.
    const rest = await deliverDueMail(t.db, smtp(), clock);
    expect(a.sent + b.sent + rest.sent).toBe(30);
    const mails = await sink.waitFor(30);
    const to = mails.map((m) => (Array.isArray(m.to) ? '' : (m.to?.text ?? ''))).sort();
    expect(new Set(to).size).toBe(30);
    expect(to).toHaveLength(30);
    const rows = await t.db.selectFrom('mail_outbox').selectAll().execute();
    for (const row of rows) {
      expect(row).toMatchObject({ transport: 'smtp', attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
      const bare = (id: string | null | undefined) => id?.replace(/^<|>$/g, '');
      expect(mails.some((m) => bare(m.messageId) === bare(row.message_id))).toBe(true);
    }
    const first = mails.find((m) => m.subject === 'Hello pair0');
    expect(first?.html).toContain('<p>Body 0</p>');
    expect(first?.from?.text).toContain('no-reply@casino.test');
    expect((await deliverDueMail(t.db, smtp(), clock)).sent).toBe(0);
  });

  it('a refused mail is retried after the backoff and sent when the server takes it', async () => {
    await queue(1, 'retry');
    const clock = soon();
    sink.refuse = true;
    expect(await deliverDueMail(t.db, smtp(), clock)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const failed = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/451|unavailable/i);
    expect(failed.next_attempt_at.getTime()).toBe(clock().getTime() + retryDelayMs(1));

    sink.refuse = false;
    clock.advance(retryDelayMs(1) - 1);
    expect((await deliverDueMail(t.db, smtp(), clock)).sent).toBe(0);
    clock.advance(1);
    expect(await deliverDueMail(t.db, smtp(), clock)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    await sink.waitFor(1);
    const sent = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ attempts: 2, last_error: null, transport: 'smtp' });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} refused tries and never claims the mail again`, async () => {
    await queue(1, 'giveup');
    const clock = soon();
    sink.refuse = true;
    const reports = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      reports.push(await deliverDueMail(t.db, smtp(), clock));
      clock.advance(retryDelayMs(attempt));
    }
    expect(reports.map((r) => r.failed)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(reports.at(-1)).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    sink.refuse = false;
    clock.advance(30 * 86_400_000);
    expect(await deliverDueMail(t.db, smtp(), clock)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sent_at: null });
    expect(row.last_error).not.toBeNull();
    expect(sink.received).toHaveLength(0);
  });

  it('an unreachable server is a failure to retry, not a crash', async () => {
    await queue(1, 'down');
    const down = smtpTransport({ url: 'smtp://127.0.0.1:1', from: 'no-reply@casino.test' });
    transports.push(down);
    expect(await deliverDueMail(t.db, down, soon())).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
  });

  it('a mail queued in a rolled-back transaction is never sent', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMail(trx, { kind: 'test', to: 'never@example.test', subject: 'x', text: 'x' });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect((await deliverDueMail(t.db, smtp(), soon())).sent).toBe(0);
  });

  it('without SMTP, mail is kept in the local mailbox and marked so', async () => {
    await queue(2, 'local');
    expect((await deliverDueMail(t.db, localMailboxTransport(), soon())).sent).toBe(2);
    const rows = await t.db.selectFrom('mail_outbox').selectAll().execute();
    for (const row of rows) {
      expect(row.transport).toBe('local-mailbox');
      expect(row.message_id).toMatch(/@local-mailbox>$/);
    }
    expect(sink.received).toHaveLength(0);
  });
});

describe('the text message sandbox', () => {
  it('records each message as sent by the sandbox, once, without sending it', async () => {
    await t.db.transaction().execute(async (trx) => {
      await queueSms(trx, { kind: 'test', to: '+14155550123', body: 'Join me' });
      await queueSms(trx, { kind: 'test', to: '+447700900123', body: 'Join me too' });
    });
    const clock = soon();
    const [a, b] = await Promise.all([
      deliverDueSms(t.db, sandboxSmsProvider(), clock),
      deliverDueSms(t.db, sandboxSmsProvider(), clock),
    ]);
    expect(a.sent + b.sent).toBe(2);
    const rows = await t.db.selectFrom('sms_outbox').selectAll().execute();
    for (const row of rows) {
      expect(row).toMatchObject({ provider: 'sandbox', attempts: 1 });
      expect(row.sent_at).not.toBeNull();
      expect(row.provider_message_id).toMatch(/^sandbox-/);
    }
  });

  it(`a failing provider is retried and given up after ${SMS_MAX_ATTEMPTS} tries`, async () => {
    await t.db.transaction().execute((trx) => queueSms(trx, { kind: 'test', to: '+14155550199', body: 'x' }));
    const clock = soon();
    const broken = {
      name: 'broken',
      send: () => Promise.reject(new Error('provider down')),
    };
    for (let attempt = 1; attempt <= SMS_MAX_ATTEMPTS; attempt++) {
      await deliverDueSms(t.db, broken, clock);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await deliverDueSms(t.db, sandboxSmsProvider(), clock)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const row = await t.db.selectFrom('sms_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: SMS_MAX_ATTEMPTS, sent_at: null, last_error: 'provider down' });
  });
});

describe('the outbox worker', () => {
  it('sends mail and text messages on its own once started, and stops cleanly', async () => {
    await queue(3, 'worker');
    await t.db.transaction().execute((trx) => queueSms(trx, { kind: 'test', to: '+14155550100', body: 'x' }));
    const worker = createOutboxWorker(t.db, {
      mail: smtp(),
      sms: sandboxSmsProvider(),
      clock: () => new Date(Date.now() + 1_000),
      intervalMs: 50,
    });
    worker.start();
    await sink.waitFor(3);
    await worker.stop();
    const sms = await t.db.selectFrom('sms_outbox').select('sent_at').executeTakeFirstOrThrow();
    expect(sms.sent_at).not.toBeNull();
  });
});
