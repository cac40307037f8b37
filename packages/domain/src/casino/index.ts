export * from './settlement.js';
export * from './bets.js';
export * from './one-shot-play.js';
export * from './casino-games-catalogue.js';
export * from './slots-play.js';
export * from './roulette-play.js';
export * from './baccarat-play.js';
export * from './history.js';
