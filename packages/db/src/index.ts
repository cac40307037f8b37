export * from './schema.js';
export * from './connection.js';
export * from './migrate.js';
export * from './errors.js';
export { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
