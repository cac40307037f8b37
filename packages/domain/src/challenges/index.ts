export * from './challenge-generator.js';
export * from './challenge-progress.js';
export * from './daily-challenges.js';
