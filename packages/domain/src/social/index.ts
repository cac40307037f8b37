export * from './presence.js';
export * from './player-cards.js';
export * from './relations.js';
export * from './social-level.js';
export * from './feed.js';
export * from './feed-projection.js';
export * from './referrals.js';
