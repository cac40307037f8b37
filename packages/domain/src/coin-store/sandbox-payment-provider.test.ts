import { createTestDatabase, type TestDatabase } from '@casino/db/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label } from '../../test/economy-fixtures.js';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const charge = (reference: string, amountCents = 499, customerId = 'player-1') => ({
  reference,
  amountCents,
  currency: 'USD' as const,
  description: 'Starter Pack',
  customerId,
});

describe(`sandbox payment provider (${label})`, () => {
  it('remembers what it approved across a restart: a new instance on the same database knows it', async () => {
    const before = createSandboxPaymentProvider(t.db);
    expect(await before.charge(charge('coin-purchase-1'))).toEqual({
      status: 'approved',
      providerReference: 'sandbox_coin-purchase-1',
    });
    const after = createSandboxPaymentProvider(t.db);
    expect(await after.lookup('coin-purchase-1')).toEqual({
      status: 'approved',
      providerReference: 'sandbox_coin-purchase-1',
    });
    expect(await after.lookup('coin-purchase-2')).toEqual({ status: 'not_found' });
  });

  it.each([
    ['the same charge again: the same approval, charged once', charge('coin-purchase-3'), 'approved'],
    ['the same reference for another amount', charge('coin-purchase-3', 999), 'declined'],
    ['the same reference for another customer', charge('coin-purchase-3', 499, 'player-2'), 'declined'],
    ['a zero amount', charge('coin-purchase-4', 0), 'declined'],
    ['a fractional amount', charge('coin-purchase-5', 4.5), 'declined'],
  ])('answers %s', async (_name, request, status) => {
    const sandbox = createSandboxPaymentProvider(t.db);
    await sandbox.charge(charge('coin-purchase-3'));
    expect(await sandbox.charge(request)).toMatchObject({ status });
    const rows = await t.db
      .selectFrom('sandbox_charges')
      .select('amount_cents')
      .where('reference', '=', request.reference)
      .execute();
    // A declined charge is not recorded: a lookup says it was never taken.
    expect(rows).toHaveLength(status === 'approved' || request.reference === 'coin-purchase-3' ? 1 : 0);
  });
});
