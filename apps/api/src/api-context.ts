import type { Clock } from '@casino/domain';
import type { Database, Kysely } from '@casino/db';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.js';
import type { TableBus } from './poker/table-bus.js';

/** What every route module is handed: its dependencies, never globals. */
export interface ApiContext {
  config: ApiConfig;
  db: Kysely<Database>;
  clock: Clock;
  /** Called after a logout so the rooms can close that player's connections. */
  onLogout(userId: string): void;
  /** Reaches the poker rooms, whichever process hosts a table (null: no rooms service connected). */
  tableBus: TableBus | null;
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
