import { regionCodeOf, type AdminKycQuery, type AdminKycRecord, type Page } from '@casino/contracts';
import { sql, type Database, type Kysely, type PlayerKycRow } from '@casino/db';
import { recordAdminAction } from '../admin/admin-audit-log.js';
import { pageFrom, pagingOf } from '../admin/admin-paging.js';
import { displayNameOf, type Staff } from '../admin/staff-access.js';
import { DomainError } from '../errors.js';

const selectRecords = (db: Kysely<Database>) =>
  db
    .selectFrom('player_kyc as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .leftJoin('users as d', 'd.id', 'k.decided_by')
    .selectAll('k')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('account_dob'),
      sql<string>`to_char(k.date_of_birth, 'YYYY-MM-DD')`.as('dob'),
      'd.first_name as decider_first_name',
      'd.last_name as decider_last_name',
      'd.email as decider_email',
    ]);

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

const toRecord = (row: RecordRow): AdminKycRecord => ({
  userId: row.user_id,
  playerName: displayNameOf(row),
  playerEmail: row.email,
  accountDateOfBirth: row.account_dob,
  status: row.status,
  legalFirstName: row.legal_first_name,
  legalLastName: row.legal_last_name,
  dateOfBirth: row.dob,
  address: [row.address_line1, row.address_line2, row.city, `${row.region} ${row.postal_code}`, row.country]
    .filter((part) => part !== null && part !== '')
    .join(', '),
  region: regionCodeOf({ country: row.country, state: row.region }),
  documentType: row.document_type,
  documentReference: row.document_reference,
  provider: row.provider,
  providerReference: row.provider_reference,
  reason: row.decision_reason,
  submissions: row.submissions,
  submittedAt: row.submitted_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy:
    row.decided_by === null
      ? null
      : {
          id: row.decided_by,
          name: displayNameOf({
            first_name: row.decider_first_name,
            last_name: row.decider_last_name,
            email: row.decider_email,
          }),
        },
});

/** GET /api/admin/kyc: identity checks by status (the review queue: status=pending, oldest first). */
export async function listKycRecords(
  db: Kysely<Database>,
  query: AdminKycQuery,
): Promise<Page<AdminKycRecord>> {
  const paging = pagingOf({ ...query, dir: query.dir ?? (query.status === 'pending' ? 'asc' : 'desc') });
  let count = db.selectFrom('player_kyc as k');
  let rows = selectRecords(db);
  if (query.status) {
    count = count.where('k.status', '=', query.status);
    rows = rows.where('k.status', '=', query.status);
  }
  const { total } = await count
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const page = await rows
    .orderBy('k.submitted_at', paging.dir)
    .orderBy('k.user_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return pageFrom(paging, page.map(toRecord), total);
}

/** One player's identity check as staff see it (404 when they never submitted one). */
export async function adminKycRecord(db: Kysely<Database>, userId: string): Promise<AdminKycRecord> {
  const row = await selectRecords(db).where('k.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'This player has not submitted an identity check.');
  return toRecord(row);
}

const ALLOWED_FROM: Record<'verified' | 'rejected', ReadonlyArray<PlayerKycRow['status']>> = {
  verified: ['pending', 'rejected'],
  rejected: ['pending', 'verified'],
};

/**
 * POST /api/admin/kyc/:userId/verify and /reject: an admin decides a player's identity check (a
 * pending one the provider left for review, or overriding its decision), never their own; recorded
 * in the audit log with the check before and after.
 */
export async function decideKyc(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
  decision: { status: 'verified' | 'rejected'; reason: string | null; now: Date },
): Promise<AdminKycRecord> {
  if (userId === staff.userId)
    throw new DomainError('forbidden', 'You cannot decide your own identity check: ask another admin.');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('player_kyc')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'This player has not submitted an identity check.');
    if (!ALLOWED_FROM[decision.status].includes(row.status))
      throw new DomainError(
        'conflict',
        `This identity check is already ${row.status}: it can be ${decision.status} only when ${ALLOWED_FROM[decision.status].join(' or ')}.`,
      );
    await trx
      .updateTable('player_kyc')
      .set({
        status: decision.status,
        decision_reason: decision.reason,
        decided_by: staff.userId,
        decided_at: decision.now,
      })
      .where('user_id', '=', userId)
      .execute();
    await recordAdminAction(trx, staff, {
      action: decision.status === 'verified' ? 'kyc.verify' : 'kyc.reject',
      targetKind: 'kyc',
      targetId: userId,
      before: { status: row.status, reason: row.decision_reason },
      after: { status: decision.status, reason: decision.reason },
      reason: decision.reason,
    });
    const after = await selectRecords(trx).where('k.user_id', '=', userId).executeTakeFirstOrThrow();
    return toRecord(after);
  });
}
