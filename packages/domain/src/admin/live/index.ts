export * from './live-operations.js';
export * from './live-room-calls.js';
export * from './poker-table-admin.js';
export * from './table-stakes.js';
export * from './void-challenge.js';
export * from './void-poker-hand.js';
