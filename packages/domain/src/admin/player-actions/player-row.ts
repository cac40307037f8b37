import type { AdminPlayerRow } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import { DomainError } from '../../errors.js';
import { PLAYER_NOT_FOUND } from '../players/player-detail.js';
import { selectPlayerRows, toPlayerRow } from '../players/player-search.js';

export const playerNotFound = () => new DomainError('not_found', PLAYER_NOT_FOUND);

/** A player as the back office's list shows them, read after an action: the answer is the player now. */
export async function adminPlayerRowOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<AdminPlayerRow> {
  const row = await selectPlayerRows(db).where('u.id', '=', userId).executeTakeFirst();
  if (!row) throw playerNotFound();
  return toPlayerRow(row, now);
}
