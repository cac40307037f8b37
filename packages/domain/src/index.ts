export * from './clock.js';
export * from './errors.js';
export * from './money.js';
export * from './ledger/index.js';
export * from './accounts/index.js';
export * from './sessions/index.js';
export * from './catalogue/index.js';
export * from './seed.js';
