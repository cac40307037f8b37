export * from './staff-access.js';
export * from './admin-audit-log.js';
export * from './admin-paging.js';
export * from './dashboard.js';
export * from './player-actions/index.js';
export * from './adjustments/index.js';
export * from './players/index.js';
