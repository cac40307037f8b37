export * from './settlement.js';
export * from './bets.js';
