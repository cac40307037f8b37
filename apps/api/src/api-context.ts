import type { Clock, PlayerPresence } from '@casino/domain';
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
import type { LiveChannels } from './live/live-channels.js';
import type { PlayerNotifications } from './live/player-notifications.js';
import type { TableBus } from './poker/table-bus.js';
import type { RateCounters } from './rate-limits/rate-counters.js';
import type { SignInLimits } from './rate-limits/sign-in-limits.js';

/** What every route module is handed: its dependencies, never globals. */
export interface ApiContext {
  config: ApiConfig;
  db: Kysely<Database>;
  clock: Clock;
  /**
   * Called after a logout so the rooms and live channels close that player's connections; with
   * `sids`, only the connections of those sessions (the player ended other sessions: issue 18).
   */
  onLogout(userId: string, sids?: readonly string[]): void;
  /** Reaches the poker rooms, whichever process hosts a table (null: no rooms service connected). */
  tableBus: TableBus | null;
  /** The shared rate-limit counters (Redis, or this process while it is away). */
  rateCounters: RateCounters;
  /** Per-account and site-wide limits on signing in and on new guests, beside the per-address ones. */
  signInLimits: SignInLimits;
  /** Who is online (this process's live channels write to it; rooms write their connections). */
  presence: PlayerPresence;
  /** Reaches a player's live channels (GET /api/live) in whichever api process. */
  notifications: PlayerNotifications;
  /** This process's open live channels (closed on logout, heartbeat every 25 s). */
  liveChannels: LiveChannels;
  /** Whether the shared Redis answers ('unused' when there is none: embedded mode). */
  redisStatus(): 'up' | 'down' | 'unused';
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
