export * from './schema.js';
export * from './connection.js';
export * from './migrate.js';
export * from './errors.js';
export { sql, type Kysely, type Transaction } from 'kysely';
