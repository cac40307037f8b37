// @casino/engine: the pure rules and mathematics of every casino game (issue 3).
// No I/O, no clock, no Math.random; runs in Node and the browser alike.
export * from './cards.js';
export * from './money.js';
export { ratio, type Ratio } from './ratio.js';
/** Exact rational helpers: rational.add, rational.mul, rational.compare, ... */
export * as rational from './ratio.js';
export * from './engine-result.js';
export * from './fairness-stream.js';
export * from './seed-pair.js';
export * from './fair-mappings.js';
export * from './verify.js';
export { CATEGORY_NAMES, HAND_CATEGORIES, type HandCategory } from './hand-classes.js';
export * from './hand-evaluator.js';
export * from './slots-paytable.js';
export * from './featured-slots.js';
export * from './slots.js';
export * from './slots-jackpot.js';
export * from './roulette.js';
export * from './craps.js';
export * from './baccarat.js';
export * from './blackjack-hand.js';
export * from './blackjack.js';
export * from './video-poker.js';
export * from './video-poker-optimal.js';
export * from './holdem/index.js';
