/** The back office's api paths (contracts: admin.ts, admin-operations.ts), in one place. */
export const DASHBOARD_PATH = '/api/admin/dashboard';
export const OVERVIEW_PATH = '/api/admin/overview';

export const LEDGER_AUDITS_PATH = '/api/admin/ledger/audits';
export const LEDGER_ACCOUNTS_PATH = '/api/admin/ledger/accounts';
export const accountEntriesPath = (accountId: string) =>
  `${LEDGER_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}/entries`;

export const GAMES_PATH = '/api/admin/games';
export const gamePath = (gameId: number) => `${GAMES_PATH}/${gameId}`;
export const COIN_PACKAGES_PATH = '/api/admin/coin-packages';
export const coinPackagePath = (packageId: number) => `${COIN_PACKAGES_PATH}/${packageId}`;
export const POKER_TABLES_PATH = '/api/admin/poker-tables';
export const pokerTablePath = (tableId: number) => `${POKER_TABLES_PATH}/${tableId}`;

export const LIVE_PATH = '/api/admin/live';
export const challengeVoidPath = (challengeId: string) =>
  `${LIVE_PATH}/challenges/${encodeURIComponent(challengeId)}/void`;
export const pokerHandVoidPath = (handId: string) =>
  `${LIVE_PATH}/poker-hands/${encodeURIComponent(handId)}/void`;

export const AUDIT_LOG_PATH = '/api/admin/audit-log';
/** The same rows as the list, every page, as a file the browser downloads. */
export const AUDIT_LOG_CSV_PATH = '/api/admin/audit-log.csv';

/** Everyone with a staff role (the audit log's "who" filter). */
export const STAFF_PATH = '/api/admin/staff';
