export * from './achievement-rules.js';
export * from './achievement-progress.js';
export * from './achievements.js';
