export * from './poker-table-catalogue.js';
export * from './table-chips.js';
export * from './table-lease.js';
export * from './hand-records.js';
export * from './seat-names.js';
export * from './private-tables.js';
