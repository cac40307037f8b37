export * from './game-catalogue.js';
export * from './games.js';
export * from './game-settings.js';
