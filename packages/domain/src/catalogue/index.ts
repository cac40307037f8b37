export * from './game-catalogue.js';
export * from './games.js';
