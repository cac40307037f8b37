import { ErrorCode, type AdminGame, type Game, type GameUpdateRequest } from '@casino/contracts';
import type { Database, GameRow, Kysely } from '@casino/db';
import { gameById } from '@casino/games';
import { forgetGameSettings } from '../../catalogue/game-settings.js';
import { catalogueEntries } from '../../catalogue/games.js';
import { DomainError } from '../../errors.js';
import { formatMoney, parseMoney } from '../../money.js';
import { recordAdminAction } from '../admin-audit-log.js';
import type { Staff } from '../staff-access.js';
import { narrowLimits } from './narrowed-limits.js';

const registryLimitOf = (id: number, bound: 'min' | 'max'): string | null => {
  const limits = gameById(id)?.betLimits?.coins;
  return limits ? formatMoney(BigInt(limits[bound])) : null;
};

const adminGameOf = (row: GameRow, game: Game): AdminGame => ({
  ...game,
  badge: row.badge,
  registryMinBet: registryLimitOf(row.id, 'min'),
  registryMaxBet: registryLimitOf(row.id, 'max'),
  updatedAt: row.updated_at.toISOString(),
});

/** GET /api/admin/games: every game, on or off, as players see it plus what an admin can change. */
export async function listAdminGames(db: Kysely<Database>, now: Date): Promise<AdminGame[]> {
  const entries = await catalogueEntries(db, { onlyActive: false }, now);
  return entries.map(({ row, game }) => adminGameOf(row, game));
}

/** What the audit log keeps of a game, before and after. */
const auditedGame = (row: GameRow) => ({
  isActive: row.is_active,
  minBet: row.min_bet === null ? null : formatMoney(row.min_bet),
  maxBet: row.max_bet === null ? null : formatMoney(row.max_bet),
  badge: row.badge,
});

/**
 * PATCH /api/admin/games/:gameId: on/off, limits (narrowed within the registry's) and badge. The
 * row is locked, so two admins' changes apply one after the other, each checked against the other's
 * result (min <= max holds whatever the order); the change and its audit row commit together. Plays
 * in this process see it at once (its settings cache is dropped), other processes within a second
 * (catalogue/game-settings.ts); the players' catalogue reads the table at every call.
 */
export async function updateGame(
  db: Kysely<Database>,
  staff: Staff,
  gameId: number,
  request: GameUpdateRequest,
  now: Date,
): Promise<AdminGame> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('games')
      .selectAll()
      .where('id', '=', gameId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError(ErrorCode.notFound, `No game with id ${gameId}`);
    const current =
      before.min_bet !== null && before.max_bet !== null
        ? { min: Number(before.min_bet), max: Number(before.max_bet) }
        : null;
    const narrowed = narrowLimits(gameById(gameId)?.betLimits?.coins ?? null, current, {
      min: request.minBet === undefined ? undefined : parseMoney(request.minBet),
      max: request.maxBet === undefined ? undefined : parseMoney(request.maxBet),
    });
    if (!narrowed.ok) {
      const field = `body.${narrowed.refusal.field}`;
      throw new DomainError(ErrorCode.validation, `${field}: ${narrowed.refusal.message}`, { field });
    }
    const after = await trx
      .updateTable('games')
      .set({
        ...(request.isActive === undefined ? {} : { is_active: request.isActive }),
        ...(request.badge === undefined ? {} : { badge: request.badge }),
        ...(narrowed.limits === null
          ? {}
          : { min_bet: BigInt(narrowed.limits.min), max_bet: BigInt(narrowed.limits.max) }),
        updated_at: now,
      })
      .where('id', '=', gameId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, staff, {
      action: 'game.update',
      targetKind: 'game',
      targetId: String(gameId),
      before: auditedGame(before),
      after: auditedGame(after),
      reason: request.reason,
    });
  });
  forgetGameSettings(db);
  const games = await listAdminGames(db, now);
  const updated = games.find((game) => game.id === gameId);
  if (!updated) throw new Error(`game ${gameId} vanished after its update`);
  return updated;
}
