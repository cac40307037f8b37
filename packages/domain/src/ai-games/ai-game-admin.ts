import type { AdminAiGame, AdminAiGameFeatureRequest, AdminAiGameHideRequest } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import type { AdminAction } from '@casino/contracts';
import { recordAdminAction } from '../admin/admin-audit-log.js';
import type { Staff } from '../admin/staff-access.js';
import { DomainError } from '../errors.js';
import { toAiGame } from './ai-game-listing.js';

/**
 * The back office's hand on generated games (issue 19): hide a game (it leaves every list and takes
 * no new rounds; a hand already dealt is played to its end) or show it again, and pick games for the
 * Featured tab. Each change writes its audit row in the same transaction.
 */
async function changeGame(
  db: Kysely<Database>,
  actor: Staff,
  id: number,
  action: AdminAction,
  change: (row: { hidden_at: Date | null; featured: boolean }) => {
    hidden_at?: Date | null;
    hidden_by?: string | null;
    hidden_reason?: string | null;
    featured?: boolean;
  },
  reason: string | null,
): Promise<AdminAiGame> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('ai_games')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('not_found', `No AI game with id ${id}`);
    const after = await trx
      .updateTable('ai_games')
      .set(change(before))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, actor, {
      action,
      targetKind: 'ai_game',
      targetId: String(id),
      before: { hidden: before.hidden_at !== null, featured: before.featured },
      after: { hidden: after.hidden_at !== null, featured: after.featured },
      reason,
    });
    return {
      ...toAiGame(after, null),
      hiddenReason: after.hidden_reason,
      designer: after.designer,
      attempts: after.attempts,
      lastError: after.last_error,
    };
  });
}

export function setAiGameHidden(
  db: Kysely<Database>,
  actor: Staff,
  id: number,
  request: AdminAiGameHideRequest,
  now: Date,
): Promise<AdminAiGame> {
  return changeGame(
    db,
    actor,
    id,
    request.hidden ? 'ai_game.hide' : 'ai_game.show',
    () =>
      request.hidden
        ? { hidden_at: now, hidden_by: actor.userId, hidden_reason: request.reason ?? null }
        : { hidden_at: null, hidden_by: null, hidden_reason: null },
    request.reason ?? null,
  );
}

export function setAiGameFeatured(
  db: Kysely<Database>,
  actor: Staff,
  id: number,
  request: AdminAiGameFeatureRequest,
): Promise<AdminAiGame> {
  return changeGame(
    db,
    actor,
    id,
    request.featured ? 'ai_game.feature' : 'ai_game.unfeature',
    () => ({ featured: request.featured }),
    null,
  );
}
