/** The api paths of the Players and Adjustments pages (contracts: admin-players.ts), in one place. */
export const PLAYERS_PATH = '/api/admin/players';
export const playerPath = (userId: string) => `${PLAYERS_PATH}/${encodeURIComponent(userId)}`;
export type PlayerPart = 'ledger' | 'rounds' | 'sessions' | 'challenges' | 'poker-hands' | 'purchases';
export const playerPartPath = (userId: string, part: PlayerPart) => `${playerPath(userId)}/${part}`;
export const roundPath = (sessionId: string) => `/api/admin/rounds/${encodeURIComponent(sessionId)}`;
export const playerActionPath = (
  userId: string,
  action: 'suspend' | 'reinstate' | 'reset-password' | 'role' | 'adjustments',
) => `${playerPath(userId)}/${action}`;

export const ADJUSTMENTS_PATH = '/api/admin/adjustments';
export const adjustmentDecisionPath = (adjustmentId: string, decision: 'approve' | 'reject') =>
  `${ADJUSTMENTS_PATH}/${encodeURIComponent(adjustmentId)}/${decision}`;

/** The web pages. */
export const playerPagePath = (userId: string) => `/admin/players/${encodeURIComponent(userId)}`;
