export * from './admin-games.js';
export * from './admin-coin-packages.js';
export * from './narrowed-limits.js';
