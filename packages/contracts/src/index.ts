export * from './money.js';
export * from './errors.js';
export * from './auth.js';
export * from './games.js';
