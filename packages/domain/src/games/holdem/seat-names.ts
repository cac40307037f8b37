import type { Database, Kysely } from '@casino/db';

/**
 * The name a player shows at a table: first name and last initial ("Alex K."), else the email's
 * local part, else "Guest" and the first characters of the id (guests have neither).
 */
export async function seatNameOf(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const first = row?.first_name?.trim();
  if (first) {
    const initial = row?.last_name?.trim().charAt(0);
    return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, 24);
  }
  const local = row?.email?.split('@')[0];
  if (local) return local.slice(0, 24);
  return `Guest ${userId
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase()}`;
}
