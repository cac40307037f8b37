export * from './money.js';
export * from './errors.js';
export * from './auth.js';
export * from './games.js';
export * from './cards.js';
export * from './fairness.js';
export * from './game-sessions.js';
export * from './casino-games.js';
