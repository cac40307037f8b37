export * from './game-registry.js';
export * from './challenge-games.js';
