import type { AdminAmoeEntry, AdminAmoeQuery, Page } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { recordAdminAction } from '../admin/admin-audit-log.js';
import { pageFrom, pagingOf } from '../admin/admin-paging.js';
import { displayNameOf, type Staff } from '../admin/staff-access.js';
import { DomainError } from '../errors.js';
import { wallet } from '../ledger/accounts.js';
import { move, postTransfer } from '../ledger/transfer.js';
import { formatMoney } from '../money.js';
import { normalizeAmoeCode } from './amoe-codes.js';
import { toAmoeEntry } from './amoe-entries.js';
import { AMOE_ISSUER, AMOE_LEDGER } from './redemption-accounts.js';

const selectAdminEntries = (db: Kysely<Database>) =>
  db
    .selectFrom('amoe_entries as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as c', 'c.id', 'a.credited_by')
    .selectAll('a')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.first_name as crediter_first_name',
      'c.last_name as crediter_last_name',
      'c.email as crediter_email',
    ]);

type AdminEntryRow = Awaited<ReturnType<ReturnType<typeof selectAdminEntries>['execute']>>[number];

const toAdminEntry = (row: AdminEntryRow): AdminAmoeEntry => ({
  ...toAmoeEntry(row),
  userId: row.user_id,
  playerName: displayNameOf(row),
  playerEmail: row.email,
  creditedBy:
    row.credited_by === null
      ? null
      : {
          id: row.credited_by,
          name: displayNameOf({
            first_name: row.crediter_first_name,
            last_name: row.crediter_last_name,
            email: row.crediter_email,
          }),
        },
});

/** GET /api/admin/amoe/entries: mail-in entry codes by status, newest first. */
export async function listAdminAmoeEntries(
  db: Kysely<Database>,
  query: AdminAmoeQuery,
): Promise<Page<AdminAmoeEntry>> {
  const paging = pagingOf(query);
  let count = db.selectFrom('amoe_entries as a');
  let rows = selectAdminEntries(db);
  if (query.status) {
    count = count.where('a.status', '=', query.status);
    rows = rows.where('a.status', '=', query.status);
  }
  const { total } = await count
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const page = await rows.orderBy('a.id', paging.dir).limit(paging.pageSize).offset(paging.offset).execute();
  return pageFrom(paging, page.map(toAdminEntry), total);
}

/**
 * POST /api/admin/amoe/credit: an admin enters the code of a mail-in entry received by post, and its
 * player is credited the published sweepstakes coins from the promotions account (a grant: the
 * playthrough rule applies). A code pays once: the entry's row is locked and its status checked, and
 * the ledger key `amoe:<entry>` and the unique transaction id would refuse a second payment, so of
 * two admins entering one code at once, one credits it and the other is told when it was credited.
 */
export async function creditAmoeEntry(
  db: Kysely<Database>,
  staff: Staff,
  codeText: string,
  options: { coinsPerEntryUnits: bigint; now: Date },
): Promise<AdminAmoeEntry> {
  const code = normalizeAmoeCode(codeText);
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('amoe_entries')
      .selectAll()
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!entry)
      throw new DomainError('not_found', `No mail-in entry has the code ${code}: check the card again.`);
    if (entry.user_id === staff.userId)
      throw new DomainError('forbidden', 'You cannot credit your own mail-in entry: ask another admin.');
    if (entry.status === 'credited')
      throw new DomainError(
        'conflict',
        `The code ${code} was already credited on ${entry.credited_at?.toISOString() ?? 'an earlier day'} (${formatMoney(entry.coins ?? 0n)} SC): a code pays once.`,
      );
    const coins = options.coinsPerEntryUnits;
    const { transactionId } = await postTransfer(
      trx,
      move(AMOE_ISSUER, wallet(entry.user_id), coins, {
        kind: AMOE_LEDGER.kind,
        currency: 'sweeps',
        idempotencyKey: AMOE_LEDGER.key(entry.id),
        memo: { entryId: entry.id.toString(), code, creditedBy: staff.userId },
      }),
    );
    await trx
      .updateTable('amoe_entries')
      .set({
        status: 'credited',
        coins,
        credited_at: options.now,
        credited_by: staff.userId,
        transaction_id: transactionId,
      })
      .where('id', '=', entry.id)
      .execute();
    await recordAdminAction(trx, staff, {
      action: 'amoe.credit',
      targetKind: 'amoe_entry',
      targetId: entry.id.toString(),
      before: { code, status: 'issued', userId: entry.user_id },
      after: { code, status: 'credited', userId: entry.user_id, coins: formatMoney(coins) },
    });
    return toAdminEntry(await selectAdminEntries(trx).where('a.id', '=', entry.id).executeTakeFirstOrThrow());
  });
}
