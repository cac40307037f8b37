export * from './presence.js';
export * from './player-cards.js';
export * from './relations.js';
export * from './social-level.js';
export * from './game-invites.js';
export * from './active-rooms.js';
