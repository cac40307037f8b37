import type { ColumnType } from 'kysely';

/** BIGINT columns (money in minor units, ids): read as bigint, written as bigint or a numeric string. */
export type Int8 = ColumnType<bigint, bigint | string, bigint | string>;
export type Int8Id = ColumnType<bigint, bigint | string | undefined, never>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
