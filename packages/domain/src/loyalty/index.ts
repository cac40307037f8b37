export * from './loyalty-tiers.js';
export * from './loyalty-account.js';
export * from './loyalty-summary.js';
export * from './daily-loyalty-reward.js';
export * from './reward-shop.js';
export * from './free-spins.js';
export * from './wager-points.js';
