export { containsPattern, listPlayers } from './player-search.js';
export { PLAYER_NOT_FOUND, playerDetail } from './player-detail.js';
export { playerStatement } from './player-statement.js';
export { playerRounds } from './player-rounds.js';
export { playerSessions, sessionRefOf } from './player-sessions.js';
export { playerChallenges, playerPokerHands, playerPurchases } from './player-activity.js';
export * from './round-recall/index.js';
