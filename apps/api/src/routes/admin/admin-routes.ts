import type { ApiContext, ApiInstance } from '../../api-context.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { adjustmentRoutes } from './adjustment-routes.js';
import { auditLogRoutes } from './audit-log-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { ledgerRoutes } from './ledger-routes.js';
import { overviewRoutes } from './overview-routes.js';
import { liveRoutes } from './live-routes.js';
import { playerActionRoutes } from './player-action-routes.js';
import { playerReadRoutes } from './player-read-routes.js';
import { sweepstakesAdminRoutes } from './sweepstakes-admin-routes.js';
import { responsibleGamingAdminRoutes } from './responsible-gaming-admin-routes.js';
import { aiGameAdminRoutes } from './ai-game-admin-routes.js';

/**
 * Every back-office route module, registered inside the admin scope (its guard runs first). A new
 * module is added here, and nowhere else, so it cannot be left unguarded.
 */
export const adminRouteModules: ReadonlyArray<(app: ApiInstance, ctx: ApiContext) => void> = [
  dashboardRoutes,
  catalogueRoutes,
  playerActionRoutes,
  adjustmentRoutes,
  playerReadRoutes,
  overviewRoutes,
  ledgerRoutes,
  auditLogRoutes,
  liveRoutes,
  sweepstakesAdminRoutes,
  responsibleGamingAdminRoutes,
  aiGameAdminRoutes,
];
