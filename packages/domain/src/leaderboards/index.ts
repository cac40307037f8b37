export * from './game-categories.js';
export * from './leaderboard-projection.js';
export * from './leaderboard-standings.js';
export * from './leaderboards.js';
export * from './month-end-rewards.js';
export * from './player-identity.js';
