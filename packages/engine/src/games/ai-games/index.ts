// Generated games (issue 19): the designers of each type's mathematics, their exact figures, and
// the rounds played and verified with a design.
export * from './ai-design-common.js';
export * from './ai-designs.js';
export * from './ai-slots.js';
export * from './ai-roulette.js';
export * from './ai-arcade.js';
export * from './ai-blackjack-math.js';
export * from './ai-blackjack.js';
export * from './ai-video-poker.js';
export * from './ai-play.js';
