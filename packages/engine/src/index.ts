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
export * from './games/slots/slots-paytable.js';
export * from './games/slots/featured-slots.js';
export * from './games/slots/slots.js';
export * from './games/slots/slots-jackpot.js';
export * from './games/roulette/roulette.js';
export * from './games/craps/craps.js';
export * from './games/baccarat/baccarat.js';
export * from './games/blackjack/blackjack-hand.js';
export * from './games/blackjack/blackjack.js';
export * from './games/live-blackjack/index.js';
export * from './games/video-poker/video-poker.js';
export * from './games/video-poker/video-poker-optimal.js';
export * from './games/holdem/index.js';
export * from './shoe.js';
export * from './games/live-roulette/live-roulette.js';
export * from './games/live-baccarat/live-baccarat.js';
export * from './verify-live.js';
export * from './games/ai-games/index.js';
