export * from './player-row.js';
export * from './suspension.js';
export * from './password-reset.js';
export * from './staff-roles.js';
