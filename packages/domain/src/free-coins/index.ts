export * from './free-coins.js';
