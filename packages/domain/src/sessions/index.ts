export * from './session-policy.js';
export * from './session-signer.js';
export * from './session-store.js';
export * from './session-lookup.js';
export * from './live-sessions.js';
