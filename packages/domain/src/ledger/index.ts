export * from './accounts.js';
export * from './transfer.js';
export * from './audit.js';
export * from './balances.js';
export * from './wallet-credits.js';
export * from './round-legs.js';
