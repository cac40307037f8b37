import type { AdminPlayerRow, StaffMember, UserRole } from '@casino/contracts';
import { sql, type Database, type Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { recordAdminAction } from '../admin-audit-log.js';
import { displayNameOf, type Staff } from '../staff-access.js';
import { lockPlayer, refuseOwnAccount } from './lock-player.js';
import { adminPlayerRowOf } from './player-row.js';

/**
 * An admin grants a role (issue 15): player, support (reads the back office) or admin. It takes
 * effect on the account's next request, since every back-office call reads the role afresh. Not your
 * own role (so there is always an admin left); a guest, who has no credentials, cannot be staff.
 */
export async function changeRole(
  db: Kysely<Database>,
  staff: Staff,
  userId: string,
  role: UserRole,
  reason: string,
  now: Date,
): Promise<AdminPlayerRow> {
  refuseOwnAccount(staff, userId, 'change the role of');
  await db.transaction().execute(async (trx) => {
    const before = await lockPlayer(trx, userId);
    if (before.role === role)
      throw new DomainError('conflict', `This account is already ${articleOf(role)}.`);
    if (role !== 'player' && before.is_guest)
      throw new DomainError('conflict', 'A guest account cannot be staff: the player must register first.');
    await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
    await recordAdminAction(trx, staff, {
      action: 'player.role',
      targetKind: 'player',
      targetId: userId,
      before: { role: before.role },
      after: { role },
      reason,
    });
  });
  return adminPlayerRowOf(db, userId, now);
}

const articleOf = (role: UserRole) => (role === 'admin' ? 'an admin' : `a ${role}`);

/** GET /api/admin/staff: every support and admin account, admins first, with their last audited action. */
export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      (eb) =>
        eb
          .selectFrom('admin_audit_log as l')
          .select(sql<Date | null>`max(l.created_at)`.as('at'))
          .whereRef('l.actor_id', '=', 'u.id')
          .as('last_action_at'),
    ])
    .where('u.role', 'in', ['support', 'admin'])
    .orderBy(sql`case u.role when 'admin' then 0 else 1 end`)
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: displayNameOf(row),
    email: row.email,
    role: row.role,
    lastActionAt: row.last_action_at ? new Date(row.last_action_at).toISOString() : null,
  }));
}
