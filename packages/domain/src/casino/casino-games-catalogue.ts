import type { Database, GameRow, Kysely } from '@casino/db';
import { DomainError } from '../errors.js';
import { perDatabase } from '../per-database.js';

// Every play reads its catalogue row; the catalogue changes only by seed or admin, so each process
// keeps rows for a few seconds (per database) instead of a query a play.
const CATALOGUE_TTL_MS = 5_000;
const cachedRowsOf = perDatabase(() => new Map<number, { row: GameRow | undefined; at: number }>());

async function catalogueRow(db: Kysely<Database>, id: number): Promise<GameRow | undefined> {
  const rows = cachedRowsOf(db);
  const cached = rows.get(id);
  if (cached && performance.now() - cached.at < CATALOGUE_TTL_MS) return cached.row;
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (rows.size > 1_000) rows.clear();
  rows.set(id, { row, at: performance.now() });
  return row;
}

/** An active catalogue game of the given type, or 404. */
export async function activeGame(db: Kysely<Database>, id: number, type: GameRow['type']): Promise<GameRow> {
  const row = await catalogueRow(db, id);
  if (!row || row.type !== type || !row.is_active) {
    throw new DomainError('unknown_game', `No active ${type} game with id ${id}`);
  }
  return row;
}
