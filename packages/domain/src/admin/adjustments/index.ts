export * from './adjustment-view.js';
export * from './apply-adjustment.js';
export * from './request-adjustment.js';
export * from './decide-adjustment.js';
export * from './adjustment-list.js';
export * from './adjustment-audit.js';
