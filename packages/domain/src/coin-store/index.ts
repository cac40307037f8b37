export * from './coin-packages.js';
export * from './payment-provider.js';
export * from './sandbox-payment-provider.js';
export * from './http-payment-provider.js';
export * from './coin-purchase.js';
export * from './purchase-reconciler.js';
export * from './purchase-reconciler-worker.js';
export * from './purchase-state.js';
