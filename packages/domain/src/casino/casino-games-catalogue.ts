import { ErrorCode, GAME_UNAVAILABLE_MESSAGE, type PlayCurrency } from '@casino/contracts';
import type { Database, GameRow, Kysely } from '@casino/db';
import { betLimitsOfId, type BetLimitsUnits } from '@casino/games';
import { betLimitsOfRow, gameSettingsOf } from '../catalogue/game-settings.js';
import { DomainError } from '../errors.js';

// Every play reads its game's settings (on/off, limits) through catalogue/game-settings.ts: cached
// per process for a second, forgotten at once by an admin's change in the same process.

/** A catalogue game of the given type, on or off (finishing a round already on the table), or 404. */
export async function catalogueGame(
  db: Kysely<Database>,
  id: number,
  type: GameRow['type'],
): Promise<GameRow> {
  const settings = await gameSettingsOf(db, id);
  if (!settings || settings.row.type !== type) {
    throw new DomainError(ErrorCode.unknownGame, `No active ${type} game with id ${id}`);
  }
  return settings.row;
}

/** A game that takes new bets: a catalogue game of the type that an admin has not turned off (409). */
export async function activeGame(db: Kysely<Database>, id: number, type: GameRow['type']): Promise<GameRow> {
  const row = await catalogueGame(db, id, type);
  if (!row.is_active) throw new DomainError(ErrorCode.gameUnavailable, GAME_UNAVAILABLE_MESSAGE);
  return row;
}

/**
 * The per-bet limits a play checks in its currency. Coins: the catalogue row's (an admin may narrow
 * them within the registry's, admin/catalogue), or the registry's where the row has none.
 * Sweepstakes coins: the registry's sweepstakes limits (issue 18), which no admin widens.
 */
export function betLimitsOfGame(row: GameRow, currency: PlayCurrency = 'coins'): BetLimitsUnits {
  const limits = currency === 'coins' ? betLimitsOfRow(row) : betLimitsOfId(row.id, currency);
  if (!limits) throw new DomainError(ErrorCode.unknownGame, `${row.name} takes no bets here`);
  return limits;
}
