import type { AdminRgView } from '@casino/contracts';
import type { Database, Kysely } from '@casino/db';
import type { Clock } from '../clock.js';
import { requirePlayer } from '../admin/players/player-detail.js';
import { responsibleGamingLog } from './rg-log.js';
import type { RgRules } from './rg-rules.js';
import { responsibleGamingStatus } from './rg-status.js';

/**
 * GET /api/admin/players/{userId}/responsible-gaming: the player's limits, break or exclusion and
 * their log, read-only for support and admins alike. There is deliberately no staff call that
 * changes any of it: nobody but the player sets a limit, and nobody can lift an exclusion early.
 */
export async function adminResponsibleGamingView(
  db: Kysely<Database>,
  userId: string,
  options: { clock: Clock; rules: RgRules },
): Promise<AdminRgView> {
  await requirePlayer(db, userId);
  return {
    status: await responsibleGamingStatus(db, userId, options),
    changes: await responsibleGamingLog(db, userId),
  };
}
