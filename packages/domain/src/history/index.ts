// The player's history (issue 18): the statement of their wallets, its CSV, their rounds and each
// round recalled step by step. The back office reads the same statement and recall (admin/players).
export { playerStatementPage } from './statement/player-statement.js';
export { statementCsv, STATEMENT_CSV_COLUMNS } from './statement/statement-csv.js';
export { periodBounds } from './statement/statement-period.js';
export { playerRoundsPage } from './rounds/player-rounds.js';
export { recallPlayerRound } from './recall/player-recall.js';
export { ROUND_NOT_FOUND } from './recall/session-recall.js';
