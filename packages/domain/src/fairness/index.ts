export * from './player-seeds.js';
