export * from './game-registry.js';
export * from './challenge-games.js';
export * from './sliding-puzzle-images.js';
