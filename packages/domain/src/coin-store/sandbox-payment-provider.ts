import type { Database, Kysely } from '@casino/db';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The built-in sandbox: test mode, no money moves, every valid charge is approved with a reference
 * derived from ours. It remembers what it approved in `sandbox_charges` (same database, committed on
 * its own, as a real gateway's books are apart from ours), so after a crash it answers a lookup
 * honestly: "charged" when it approved before the crash, "not found" when the charge never arrived.
 * The page and the API say it is test mode.
 */
export function createSandboxPaymentProvider(db: Kysely<Database>): PaymentProvider {
  return {
    info: { name: 'sandbox', displayName: 'Sandbox (test mode)', testMode: true },
    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        return { status: 'declined', reason: 'The amount must be a positive number of cents' };
      }
      await db
        .insertInto('sandbox_charges')
        .values({
          reference: request.reference,
          amount_cents: request.amountCents,
          currency: request.currency,
          customer_id: request.customerId,
          provider_reference: `sandbox_${request.reference}`,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      const charged = await db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('reference', '=', request.reference)
        .executeTakeFirstOrThrow();
      // Like a gateway's idempotency key: the same reference with other terms is refused, not recharged.
      if (charged.amount_cents !== request.amountCents || charged.customer_id !== request.customerId) {
        return { status: 'declined', reason: 'This reference was already charged with other terms' };
      }
      return { status: 'approved', providerReference: charged.provider_reference };
    },
    async lookup(reference) {
      const charged = await db
        .selectFrom('sandbox_charges')
        .select('provider_reference')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return charged
        ? { status: 'approved', providerReference: charged.provider_reference }
        : { status: 'not_found' };
    },
  };
}
