export * from './table-lease.js';
export * from './recovery.js';
export * from './rounds.js';
export * from './bets.js';
export * from './settlement.js';
export * from './shoes.js';
export { liveRoundEscrow } from './round-row.js';
export * from './public-tables.js';
