export * from './game-registry.js';
