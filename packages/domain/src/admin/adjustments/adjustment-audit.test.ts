import { randomUUID } from 'node:crypto';
import { formatMoneyUnits } from '@casino/contracts';
import type { Database, Transaction } from '@casino/db';
import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, seedCatalogue } from '../../../test/economy-fixtures.js';
import { adjustments, promotions, wallet } from '../../ledger/accounts.js';
import { auditLedger } from '../../ledger/audit.js';
import { move, postTransfer } from '../../ledger/transfer.js';
import type { Staff } from '../staff-access.js';
import { auditAdjustments } from './adjustment-audit.js';
import { approveAdjustment } from './decide-adjustment.js';
import { needsSecondAdmin, requestAdjustment, signedUnitsOf } from './request-adjustment.js';

// The adjustments' place in the ledger audit (issue 15): each case damages the books inside a
// transaction, audits them there, and rolls back.

let t: TestDatabase;
let player: string;
let applied: { id: string; transactionId: string };
const now = new Date();

async function newAdmin(): Promise<Staff> {
  const userId = randomUUID();
  await t.db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@staff.test`, password_hash: 'x', is_guest: false, role: 'admin' })
    .execute();
  return { userId, role: 'admin', name: userId, ip: null };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedCatalogue(t.db);
  player = await newPlayer(t.db);
  const [first, second] = [await newAdmin(), await newAdmin()];
  const options = { thresholdUnits: 10_000n, now };
  const immediate = await requestAdjustment(
    t.db,
    first,
    player,
    { currency: 'coins', amount: '-25.00', reasonCode: 'correction', note: 'double credit' },
    options,
  );
  const pending = await requestAdjustment(
    t.db,
    first,
    player,
    { currency: 'sweeps', amount: '150.00', reasonCode: 'goodwill', note: 'outage' },
    options,
  );
  const approved = await approveAdjustment(t.db, second, Number(pending.id), { now });
  applied = { id: approved.id, transactionId: approved.transactionId ?? '' };
  expect(immediate.status).toBe('applied');
});
afterAll(() => t.close());

class RolledBack extends Error {}
async function auditedWithin(damage: (trx: Transaction<Database>) => Promise<void>) {
  let found: Awaited<ReturnType<typeof auditAdjustments>> = [];
  let ok = true;
  await t.db
    .transaction()
    .execute(async (trx) => {
      await damage(trx);
      found = await auditAdjustments(trx);
      ok = (await auditLedger(trx)).ok;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return { problems: found.map((m) => m.problem), ok };
}

describe(`adjustments in the ledger audit (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('holds for adjustments applied at once and approved', async () => {
    expect(await auditAdjustments(t.db)).toEqual([]);
    expect((await auditLedger(t.db)).ok).toBe(true);
  });

  it.each([
    [
      'an adjustment transfer no adjustment owns',
      (trx: Transaction<Database>) =>
        postTransfer(
          trx,
          move(adjustments(), wallet(player), 100n, { kind: 'adjustment', currency: 'coins' }),
        ),
      ['adjustment transfer without an applied adjustment'],
    ],
    [
      'another kind of transaction moving the adjustments account',
      (trx: Transaction<Database>) =>
        postTransfer(trx, move(adjustments(), wallet(player), 100n, { kind: 'bonus', currency: 'coins' })),
      ['a bonus transaction moved the adjustments account'],
    ],
    [
      'an applied amount changed afterwards',
      (trx: Transaction<Database>) =>
        trx
          .updateTable('balance_adjustments')
          .set({ amount: 1n })
          .where('id', '=', BigInt(applied.id))
          .execute(),
      ['applied adjustment without its exact ledger transfer'],
    ],
    [
      'an applied adjustment pointing at another transaction',
      async (trx: Transaction<Database>) => {
        const other = await postTransfer(
          trx,
          move(promotions(), wallet(player), 100n, { kind: 'promotion', currency: 'sweeps' }),
        );
        await trx
          .updateTable('balance_adjustments')
          .set({ transaction_id: other.transactionId })
          .where('id', '=', BigInt(applied.id))
          .execute();
      },
      [
        'applied adjustment without its exact ledger transfer',
        'adjustment transfer without an applied adjustment',
      ],
    ],
  ])('finds %s', async (_name, damage, problems) => {
    expect(await auditedWithin(async (trx) => void (await damage(trx)))).toEqual({ problems, ok: false });
  });
});

describe('the four-eyes threshold', () => {
  const units = fc.bigInt({ min: -999_999_999_999_999n, max: 999_999_999_999_999n }).filter((u) => u !== 0n);

  it('reads a signed amount back to its units', () => {
    fc.assert(fc.property(units, (u) => signedUnitsOf(formatMoneyUnits(u)) === u));
  });

  it('asks for a second admin above the threshold only, for a credit and a debit alike', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (u, threshold) => {
        const size = u < 0n ? -u : u;
        expect(needsSecondAdmin(u, threshold)).toBe(size > threshold);
        expect(needsSecondAdmin(-u, threshold)).toBe(needsSecondAdmin(u, threshold));
      }),
    );
  });
});
