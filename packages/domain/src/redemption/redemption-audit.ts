import { sql, type Database, type Kysely } from '@casino/db';
import { AMOE_LEDGER, REDEMPTIONS_PAYABLE } from './redemption-accounts.js';

/** Something in the ledger that does not match the redemption, grant or mail-in records. */
export interface SweepstakesMismatch {
  /** The record (`redemption:<id>`, `grant:<transaction>:<player>`, `amoe:<id>`, or an account). */
  subject: string;
  problem: string;
}

const PAYABLE_CODE = REDEMPTIONS_PAYABLE.kind === 'escrow' ? REDEMPTIONS_PAYABLE.code : '';

/**
 * Every redemption moved its money exactly as its status says: one reservation (the amount out of the
 * wallet into `redemptions-payable`), one return for a cancelled or rejected request, one payout
 * (out of payable) for a paid one, nothing else; no redemption transaction without its request; and
 * the payable account holds exactly what pending and approved requests are owed.
 */
export async function auditRedemptions(db: Kysely<Database>): Promise<SweepstakesMismatch[]> {
  const { rows } = await sql<{ id: string; problem: string }>`
    with tx as (
      select t.id,
             substring(t.idempotency_key from '^redemption:([a-z]+):') as step,
             substring(t.idempotency_key from '^redemption:[a-z]+:([0-9]+)$')::bigint as redemption_id,
             coalesce(sum(e.amount) filter (where a.kind = 'wallet'), 0) as wallet_moved,
             coalesce(sum(e.amount) filter (where a.kind = 'escrow' and a.code = ${PAYABLE_CODE}), 0) as payable_moved
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.idempotency_key like 'redemption:%'
      group by t.id
    ),
    per as (
      select coalesce(r.id, x.redemption_id) as id, r.id as request_id, r.status, r.amount,
             count(x.id) filter (where x.step = 'reserve') as reserves,
             coalesce(sum(x.payable_moved) filter (where x.step = 'reserve'), 0) as reserved,
             coalesce(sum(x.wallet_moved) filter (where x.step = 'reserve'), 0) as reserve_wallet,
             count(x.id) filter (where x.step = 'return') as returns,
             coalesce(sum(x.payable_moved) filter (where x.step = 'return'), 0) as return_payable,
             coalesce(sum(x.wallet_moved) filter (where x.step = 'return'), 0) as return_wallet,
             count(x.id) filter (where x.step = 'payout') as payouts,
             coalesce(sum(x.payable_moved) filter (where x.step = 'payout'), 0) as payout_payable,
             count(x.id) filter (where x.step not in ('reserve', 'return', 'payout')) as others
      from redemption_requests r
      full join tx x on x.redemption_id = r.id
      group by 1, 2, 3, 4
    )
    select id::text,
           case when request_id is null then 'ledger transactions for a redemption that does not exist'
                when reserves <> 1 or reserved <> amount or reserve_wallet <> -amount
                  then 'not reserved exactly once with its amount'
                when returns <> (case when status in ('cancelled', 'rejected') then 1 else 0 end)
                  or (returns = 1 and (return_payable <> -amount or return_wallet <> amount))
                  then 'returned to the wallet ' || returns || ' times as ' || status
                when payouts <> (case when status = 'paid' then 1 else 0 end)
                  or (payouts = 1 and payout_payable <> -amount)
                  then 'paid out ' || payouts || ' times as ' || status
                else 'an unknown redemption transaction' end as problem
    from per
    where request_id is null or others > 0
       or reserves <> 1 or reserved <> amount or reserve_wallet <> -amount
       or returns <> (case when status in ('cancelled', 'rejected') then 1 else 0 end)
       or (returns = 1 and (return_payable <> -amount or return_wallet <> amount))
       or payouts <> (case when status = 'paid' then 1 else 0 end)
       or (payouts = 1 and payout_payable <> -amount)
    order by 1`.execute(db);
  const payable = await sql<{ held: string; owed: string; strangers: string }>`
    select
      (select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
        where a.kind = 'escrow' and a.code = ${PAYABLE_CODE})::text as held,
      (select coalesce(sum(amount), 0) from redemption_requests where status in ('pending', 'approved'))::text as owed,
      (select count(distinct e.transaction_id) from ledger_entries e
        join accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.kind = 'escrow' and a.code = ${PAYABLE_CODE}
          and (t.idempotency_key is null or t.idempotency_key not like 'redemption:%'))::text as strangers`.execute(
    db,
  );
  const out: SweepstakesMismatch[] = rows.map((r) => ({ subject: `redemption:${r.id}`, problem: r.problem }));
  const totals = payable.rows[0];
  if (totals && totals.held !== totals.owed)
    out.push({
      subject: `escrow:${PAYABLE_CODE}`,
      problem: `holds ${totals.held} units but pending and approved requests are owed ${totals.owed}`,
    });
  if (totals && totals.strangers !== '0')
    out.push({
      subject: `escrow:${PAYABLE_CODE}`,
      problem: `moved by ${totals.strangers} transactions that are no redemption's`,
    });
  return out;
}

/**
 * Every sweepstakes coin an operator account (promotions, store, adjustments) paid into a wallet is
 * exactly one grant of that amount (the ledger's hook, sweeps-grants.ts), and every grant is such a
 * credit: no way of giving sweepstakes coins skips the playthrough rule.
 */
export async function auditSweepsGrants(db: Kysely<Database>): Promise<SweepstakesMismatch[]> {
  const { rows } = await sql<{ transaction_id: string; user_id: string; credited: string; granted: string }>`
    with issued as (
      select o.transaction_id, -sum(o.amount) as funded
      from ledger_entries o join accounts oa on oa.id = o.account_id
      where oa.kind in ('promotions', 'store', 'adjustments') and oa.currency = 'sweeps' and o.amount < 0
      group by o.transaction_id
    ),
    credits as (
      select e.transaction_id, a.user_id, least(sum(e.amount), min(i.funded)) as credited
      from issued i
      join ledger_entries e on e.transaction_id = i.transaction_id
      join accounts a on a.id = e.account_id
      where a.kind = 'wallet' and e.amount > 0
      group by e.transaction_id, a.user_id
    )
    select coalesce(c.transaction_id, g.transaction_id)::text as transaction_id,
           coalesce(c.user_id, g.user_id) as user_id,
           coalesce(c.credited, 0)::text as credited, coalesce(g.amount, 0)::text as granted
    from credits c
    full join sweeps_grants g on g.transaction_id = c.transaction_id and g.user_id = c.user_id
    where c.transaction_id is null or g.id is null or g.amount <> c.credited
    order by 1, 2`.execute(db);
  return rows.map((r) => ({
    subject: `grant:${r.transaction_id}:${r.user_id}`,
    problem: `the ledger credited ${r.credited} units from an operator account, the grants record ${r.granted}`,
  }));
}

/**
 * Every credited mail-in entry paid exactly its coins once (the transaction keyed `amoe:<entry>`,
 * into its player's wallet), an entry not credited paid nothing, and no such payment lacks its entry.
 */
export async function auditAmoeEntries(db: Kysely<Database>): Promise<SweepstakesMismatch[]> {
  const { rows } = await sql<{ id: string; problem: string }>`
    with payments as (
      select substring(t.idempotency_key from '^amoe:([0-9]+)$')::bigint as entry_id, t.id as transaction_id,
             coalesce(sum(e.amount) filter (where a.kind = 'wallet'), 0) as credited,
             min(a.user_id) filter (where a.kind = 'wallet') as user_id
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.kind = ${AMOE_LEDGER.kind}
      group by t.id
    )
    select coalesce(x.id, p.entry_id)::text as id,
           case when x.id is null then 'a mail-in payment without its entry'
                when x.status = 'credited' then 'credited, but not paid exactly once with its coins'
                else 'not credited, but paid' end as problem
    from amoe_entries x
    full join payments p on p.entry_id = x.id
    where x.id is null
       or (x.status = 'issued' and p.transaction_id is not null)
       or (x.status = 'credited' and (p.transaction_id is null or p.transaction_id <> x.transaction_id
           or p.credited <> x.coins or p.user_id <> x.user_id))
    order by 1`.execute(db);
  return rows.map((r) => ({ subject: `amoe:${r.id}`, problem: r.problem }));
}
