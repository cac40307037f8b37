export * from './staff-access.js';
export * from './admin-audit-log.js';
export * from './admin-paging.js';
export * from './dashboard.js';
export * from './live/index.js';
