import type { ApiContext, ApiInstance } from '../../api-context.js';
import { emailRoutes } from './email-routes.js';
import { passwordRoutes } from './password-routes.js';
import { preferenceRoutes } from './preference-routes.js';
import { profileRoutes } from './profile-routes.js';
import { sessionRoutes } from './session-routes.js';

/** The player's account under /api/account (issue 18). */
export function accountRoutes(app: ApiInstance, ctx: ApiContext): void {
  profileRoutes(app, ctx);
  emailRoutes(app, ctx);
  passwordRoutes(app, ctx);
  sessionRoutes(app, ctx);
  preferenceRoutes(app, ctx);
}
