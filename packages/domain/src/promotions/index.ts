export * from './purchase-bonuses.js';
export * from './vip-cashback.js';
export * from './vip-cashback-worker.js';
export * from './promotions-status.js';
export * from './promotion-audit.js';
