import { createDatabase, type Database, type Kysely, type Transaction } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, label, newPlayer, seedCatalogue, spin } from '../../../test/economy-fixtures.js';
import { systemClock } from '../../clock.js';
import type { Staff } from '../staff-access.js';
import { auditAndStore, latestLedgerAuditRun, ledgerAuditRuns, runLedgerAudit } from './ledger-audit-runs.js';
import { runScheduledLedgerAudit } from './scheduled-ledger-audit.js';

let t: TestDatabase;
let staff: Staff;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  const player = await newPlayer(t.db);
  await spin(t.db, player, 3);
  const adminId = await newPlayer(t.db);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute();
  staff = { userId: adminId, role: 'admin', name: 'Player', ip: '203.0.113.9' };
});
afterAll(() => t.close());

const countRuns = async (db: Kysely<Database>, trigger: 'manual' | 'schedule') =>
  Number(
    (
      await db
        .selectFrom('ledger_audit_runs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('trigger', '=', trigger)
        .executeTakeFirstOrThrow()
    ).n,
  );

class RolledBack extends Error {}

describe(`ledger audit runs (${label})`, () => {
  it('runs the audit on demand, stores the run and audit-logs who asked', async () => {
    const run = await runLedgerAudit(t.db, { trigger: 'manual', staff, clock: systemClock });
    expect(run).toMatchObject({ trigger: 'manual', actorName: 'Player', ok: true });
    expect(run.transactions).toBeGreaterThan(0);
    expect(run.checks.find((c) => c.name === 'every wallet equals its entries')).toEqual({
      name: 'every wallet equals its entries',
      findings: 0,
      examples: [],
    });
    expect(Object.values(run.totals).every((total) => total === '0.00')).toBe(true);
    expect(await latestLedgerAuditRun(t.db)).toEqual(run);
    const logged = await t.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'ledger.audit')
      .where('target_id', '=', run.id)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor_id: staff.userId, target_kind: 'ledger', ip: '203.0.113.9' });
  });

  it('stores a failed run with the findings when the books are damaged', async () => {
    // Damage a wallet inside a transaction, audit there, and roll everything back.
    let failed: Awaited<ReturnType<typeof auditAndStore>> | undefined;
    await t.db
      .transaction()
      .execute(async (trx: Transaction<Database>) => {
        const account = await trx
          .selectFrom('accounts')
          .select('id')
          .where('kind', '=', 'wallet')
          .where('currency', '=', 'coins')
          .where('balance', '>', 0n)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('accounts')
          .set((eb) => ({ balance: eb('balance', '+', 100n) }))
          .where('id', '=', account.id)
          .execute();
        failed = await auditAndStore(trx, { trigger: 'manual', staff, clock: systemClock });
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(failed?.ok).toBe(false);
    expect(failed?.checks.find((c) => c.name === 'every wallet equals its entries')?.findings).toBe(1);
  });

  it('runs two manual audits at once: both complete, both are stored and logged', async () => {
    const before = await countRuns(t.db, 'manual');
    const runs = await Promise.all([
      runLedgerAudit(t.db, { trigger: 'manual', staff, clock: systemClock }),
      runLedgerAudit(t.db, { trigger: 'manual', staff, clock: systemClock }),
    ]);
    expect(new Set(runs.map((r) => r.id)).size).toBe(2);
    expect(runs.every((r) => r.ok)).toBe(true);
    expect(await countRuns(t.db, 'manual')).toBe(before + 2);
  });

  it('lists the runs newest first, paged', async () => {
    const all = await ledgerAuditRuns(t.db, {});
    expect(all.total).toBe(await countRuns(t.db, 'manual'));
    const started = all.items.map((r) => r.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    const second = await ledgerAuditRuns(t.db, { page: 2, pageSize: 1 });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items[0]?.id).toBe(all.items[1]?.id);
    const oldest = await ledgerAuditRuns(t.db, { dir: 'asc', pageSize: 1 });
    expect(oldest.items[0]?.id).toBe(all.items.at(-1)?.id);
  });

  it('runs the schedule at most once per interval, however many processes tick at once', async () => {
    const hour = 3_600_000;
    const clock = fixedClock('2030-01-01T00:00:00Z');
    // A second api process: its own connection pool on the same database (PGlite has one connection).
    const other = t.url ? createDatabase({ kind: 'postgres', url: t.url, poolSize: 4 }) : null;
    try {
      const processes = [t.db, other?.db ?? t.db, t.db, other?.db ?? t.db];
      const tick = () =>
        Promise.all(processes.map((db) => runScheduledLedgerAudit(db, { clock, intervalMs: hour })));
      const cases: Array<[string, () => void, number]> = [
        ['the first ticks: one runs', () => undefined, 1],
        ['ticks within the interval: none runs', () => clock.advance(hour / 2), 0],
        ['ticks once the interval has passed: one runs', () => clock.advance(hour / 2 + 1), 1],
        ['ticks right after: none runs', () => clock.advance(1_000), 0],
      ];
      for (const [name, step, expected] of cases) {
        step();
        const before = await countRuns(t.db, 'schedule');
        const results = await tick();
        expect({ name, ran: results.filter((r) => r !== null).length }).toEqual({ name, ran: expected });
        expect({ name, stored: (await countRuns(t.db, 'schedule')) - before }).toEqual({
          name,
          stored: expected,
        });
      }
    } finally {
      await other?.close();
    }
  });
});
