export * from './coin-packages.js';
export * from './payment-provider.js';
export * from './http-payment-provider.js';
export * from './coin-purchase.js';
