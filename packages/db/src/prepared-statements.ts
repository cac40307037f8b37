import { createHash } from 'node:crypto';
import type pg from 'pg';
import { pgErrorCode, PgErrorCode } from './errors.js';

/**
 * Server-side prepared statements for the statements a process runs again and again.
 *
 * Kysely sends every statement as an unnamed one, so PostgreSQL parses and plans it on every call.
 * For the short statements of a request (a session read, a wallet lock, an insert of a few rows)
 * planning costs more than running: a spin's batched settlement took 0.87 ms to plan and 0.66 ms to
 * run, a session read 0.24 ms and 0.08 ms (pg_stat_statements with track_planning). A named
 * statement is parsed once per connection, and after five runs PostgreSQL keeps a generic plan when
 * it costs no more than the custom ones (plan_cache_mode auto), so later calls skip the planner.
 *
 * Which statements: a data statement (select, insert, update, delete, with) with parameters, once
 * its text has been sent `PREPARE_AFTER_USES` times by this process, so one-off statements are not
 * kept. Bounds: `MAX_TEXTS_COUNTED` texts counted, and as many named, per process (the count starts
 * over when full; the names stop growing: `pnpm bench crowd` ran 696 texts more than once across its
 * three processes) and `MAX_PREPARED_PER_CONNECTION` statements prepared per connection, after which
 * the connection runs new texts unnamed; a server holds a prepared statement until its connection
 * ends.
 *
 * A schema change under a running process (a rolling deploy's migration adding a column) makes
 * PostgreSQL refuse a prepared `select *` whose columns changed ("cached plan must not change result
 * type", 0A000) before running it. The connection then prepares every statement again under new
 * names, and the refused statement is sent again unnamed when it ran on its own; inside a
 * transaction the error stands (the transaction is aborted), once per connection.
 */
export const PREPARE_AFTER_USES = 2;
export const MAX_TEXTS_COUNTED = 2_000;
export const MAX_PREPARED_PER_CONNECTION = 250;

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
// An upsert onto a partial unique index names the index by its predicate, `on conflict (user_id)
// where status = $1`: PostgreSQL matches the predicate only against constants, which a prepared
// statement's parameter is not ("there is no unique or exclusion constraint matching the ON CONFLICT
// specification"), so those stay unnamed.
const PARTIAL_INDEX_UPSERT = /\bon conflict\s*\([^)]*\)\s*where\b/i;

/** A prepared statement's name: the same text gets the same name in every connection. */
export function statementNameOf(text: string): string {
  return `s${createHash('sha1').update(text).digest('base64url')}`;
}

export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}

/** Picks, per process, the statements worth preparing (see above). */
export class StatementPreparer {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  /**
   * The named query to send instead of (text, values) on a connection that has already prepared
   * `preparedOnConnection` (the names it holds), or null to send it unnamed. `generation` counts the
   * connection's schema changes (names of an earlier generation are not used again).
   */
  nameFor(
    text: string,
    values: unknown[],
    preparedOnConnection: ReadonlySet<string>,
    generation = 0,
  ): NamedQuery | null {
    let name = this.names.get(text);
    if (name === undefined) {
      if (values.length === 0 || !DATA_STATEMENT.test(text) || PARTIAL_INDEX_UPSERT.test(text)) return null;
      const used = (this.uses.get(text) ?? 0) + 1;
      if (used < PREPARE_AFTER_USES) {
        if (this.uses.size >= MAX_TEXTS_COUNTED) this.uses.clear();
        this.uses.set(text, used);
        return null;
      }
      this.uses.delete(text);
      if (this.names.size >= MAX_TEXTS_COUNTED) return null;
      name = statementNameOf(text);
      this.names.set(text, name);
    }
    if (generation > 0) name = `${name}_${generation}`;
    if (!preparedOnConnection.has(name) && preparedOnConnection.size >= MAX_PREPARED_PER_CONNECTION)
      return null;
    return { name, text, values };
  }
}

const isResultTypeChange = (error: unknown) =>
  pgErrorCode(error) === PgErrorCode.featureNotSupported &&
  /cached plan must not change result type/.test(String((error as { message?: unknown }).message));

type Query = (...args: unknown[]) => unknown;

/**
 * `client.query` with the statements `preparer` picks sent as named ones (Kysely's promise form,
 * (text, values); every other form goes through as it is).
 */
export function preparingQuery(
  client: pg.PoolClient & { getTransactionStatus(): string | null },
  preparer: StatementPreparer,
): Query {
  const query = client.query.bind(client) as Query;
  const prepared = new Set<string>();
  let generation = 0;
  return (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    const sentIn = generation;
    const named = preparer.nameFor(text, values, prepared, sentIn);
    if (!named) return query(...args);
    prepared.add(named.name);
    return (query(named) as Promise<unknown>).catch((error: unknown) => {
      if (!isResultTypeChange(error)) throw error;
      if (generation === sentIn) generation += 1;
      // Refused before it ran: on its own (no transaction open) it is safe to send again.
      if (client.getTransactionStatus() === 'I') return query(text, values);
      throw error;
    });
  };
}
