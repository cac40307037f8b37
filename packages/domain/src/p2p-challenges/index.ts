// The challenge registry's expiry default, for the api's configuration.
export { DEFAULT_CHALLENGE_EXPIRY_MS } from '@casino/games';
export * from './accept-challenge.js';
export * from './challenge-escrow.js';
export * from './challenge-expiry-worker.js';
export * from './challenge-lease.js';
export * from './challenge-ratings.js';
export { challengeNotFound, phaseOf, type ChallengeCurrency } from './challenge-row.js';
export * from './challenge-settlement.js';
export * from './challenge-terms.js';
export * from './create-challenge.js';
export * from './end-open-challenge.js';
export * from './challenge-lists.js';
export * from './challenge-players.js';
