import { seed } from '@casino/domain';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-api.js';
import { registerLedgerAuditSchedule } from './ledger-audit-schedule.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seed(t.db, testConfig().seed);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scheduledRuns = async () =>
  t.db
    .selectFrom('ledger_audit_runs')
    .select(['id', 'ok'])
    .where('trigger', '=', 'schedule')
    .orderBy('id')
    .execute();

/** An api process's schedule over the shared database, its log lines kept. */
function apiProcess(clock: () => Date, intervalMs: number) {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const job = registerLedgerAuditSchedule(app, {
    db: t.db,
    clock,
    config: testConfig({ ledgerAuditIntervalMs: intervalMs }),
  });
  return { app, job, lines };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i += 1) await sleep(20);
}

describe(`the scheduled ledger audit (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs no schedule when the interval is 0', () => {
    expect(apiProcess(() => new Date(), 0).job).toBeNull();
  });

  it('runs once at start across two processes, then once per interval, and logs a failed audit as an error', async () => {
    let now = new Date('2031-05-01T00:00:00Z').getTime();
    const clock = () => new Date(now);
    // Checks every 10 ms (a quarter of the interval as the config reads it), the clock moved by hand.
    const [a, b] = [apiProcess(clock, 40), apiProcess(clock, 40)];
    await Promise.all([a.app.ready(), b.app.ready()]);
    try {
      await until(async () => (await scheduledRuns()).length >= 1);
      await sleep(150);
      expect((await scheduledRuns()).map((r) => r.ok)).toEqual([true]);
      expect([...a.lines, ...b.lines].filter((l) => l.msg === 'ledger audit passed')).toHaveLength(1);

      // Damage a wallet: the next run fails, and says so at error level (50).
      const wallet = await t.db
        .selectFrom('accounts')
        .select(['id', 'balance'])
        .where('kind', '=', 'wallet')
        .where('balance', '>', 0n)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('accounts')
        .set({ balance: wallet.balance + 1n })
        .where('id', '=', wallet.id)
        .execute();
      now += HOUR;
      await until(async () => (await scheduledRuns()).length >= 2);
      await sleep(150);
      expect((await scheduledRuns()).map((r) => r.ok)).toEqual([true, false]);
      const failed = [...a.lines, ...b.lines].filter((l) => l.msg.startsWith('ledger audit FAILED'));
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ level: 50 });
      await t.db
        .updateTable('accounts')
        .set({ balance: wallet.balance })
        .where('id', '=', wallet.id)
        .execute();
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
    // Closed: no more runs, however late it gets.
    now += 10 * HOUR;
    await sleep(100);
    expect(await scheduledRuns()).toHaveLength(2);
  });
});
