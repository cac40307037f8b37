import type { Database, Kysely } from '@casino/db';
import type { PayoutProvider } from './payout-provider.js';

/**
 * The built-in sandbox payout provider: no money moves. Each payout is recorded once per reference
 * in `sandbox_payouts` (its own books, committed on its own as a real provider's are apart from
 * ours), so a retry of a reference answers with the payout already made instead of paying again.
 * The back office and the API say it is the sandbox.
 */
export function createSandboxPayoutProvider(db: Kysely<Database>): PayoutProvider {
  return {
    info: { name: 'sandbox', displayName: 'Sandbox payouts (no money moves)', sandbox: true },
    async payout(request) {
      if (request.amount <= 0n) return { status: 'declined', reason: 'The amount must be positive.' };
      await db
        .insertInto('sandbox_payouts')
        .values({
          reference: request.reference,
          user_id: request.userId,
          amount: request.amount,
          payee_name: request.payeeName,
          provider_reference: `sandbox_${request.reference}`,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      const paid = await db
        .selectFrom('sandbox_payouts')
        .selectAll()
        .where('reference', '=', request.reference)
        .executeTakeFirstOrThrow();
      // Like a payout API's idempotency key: the same reference with other terms is refused, not paid.
      if (paid.amount !== request.amount || paid.user_id !== request.userId)
        return { status: 'declined', reason: 'This reference was already paid with other terms.' };
      return { status: 'paid', providerReference: paid.provider_reference };
    },
  };
}
