import { ACCESS_DENIED, READ_ONLY_STAFF_MESSAGE, type StaffRole } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';

/** A signed-in staff member, as every back-office service is handed them. */
export interface Staff {
  userId: string;
  role: StaffRole;
  /** Their name as the audit log shows it. */
  name: string;
  /** The address the request came from, for the audit log. */
  ip: string | null;
}

/** What a back-office call needs: reading (support or admin) or changing (admin only). */
export type StaffNeed = 'read' | 'write';

/**
 * The one check behind every back-office route (issue 15; spec section 6): a player or a suspended
 * account is refused with the spec's 'Access Denied' wording (403); support staff may read but a
 * write needs an admin. Read from the database on every call, so a revoked role takes effect at once.
 */
export async function requireStaff(
  db: Kysely<Database>,
  userId: string,
  need: StaffNeed,
  ip: string | null,
): Promise<Staff> {
  const row = await db
    .selectFrom('users')
    .select(['role', 'suspended_at', 'first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.role === 'player' || row.suspended_at !== null)
    throw new DomainError('forbidden', ACCESS_DENIED.description);
  if (need === 'write' && row.role !== 'admin') throw new DomainError('forbidden', READ_ONLY_STAFF_MESSAGE);
  return { userId, role: row.role, name: displayNameOf(row), ip };
}

/** "First Last", else the email, else "Player". */
export function displayNameOf(row: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): string {
  const name = [row.first_name, row.last_name].filter((part) => part && part.trim() !== '').join(' ');
  return name || row.email || 'Player';
}
