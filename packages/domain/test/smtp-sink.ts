import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (smtp-server) that parses what it receives (mailparser): the
 * tests' far end of the mailer. `refuse` makes it reject every message with a 4xx, as a full or
 * unavailable server would.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  refuse: boolean;
  /** Resolves when `count` messages have arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const sink: SmtpSink = {
    url: '',
    received,
    refuse: false,
    waitFor: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
