import type { Database, Kysely } from '@casino/db';
import type { Clock, SessionSigner } from '@casino/domain';

/** Timings of a poker table, in milliseconds unless named otherwise. Tests shorten them. */
export interface PokerTiming {
  /** How long a table's lease lasts without renewal (a killed process loses its tables after this). */
  leaseTtlMs: number;
  leaseRenewMs: number;
  /** How often the room checks presence, sit-out limits and expired turns. */
  tickMs: number;
  /** The spec's action timer bar (30 s). */
  actionTimeoutMs: number;
  /** A dropped player keeps the seat this long (issue 6: 60 s), then sits out. */
  reconnectGraceMs: number;
  /** A REST client that has not polled for this long counts as disconnected. */
  restPresenceMs: number;
  /** Sitting out longer than this removes the player and cashes them out. */
  sitOutLimitMs: number;
  /** Pause between hands, so everyone sees the result. */
  nextHandDelayMs: number;
  messagesPerSecond: number;
  messageBurst: number;
  maxQueuedCommands: number;
  maxClientsPerTable: number;
}

export const DEFAULT_POKER_TIMING: PokerTiming = {
  leaseTtlMs: 15_000,
  leaseRenewMs: 5_000,
  tickMs: 1_000,
  actionTimeoutMs: 30_000,
  reconnectGraceMs: 60_000,
  restPresenceMs: 60_000,
  sitOutLimitMs: 10 * 60_000,
  nextHandDelayMs: 3_000,
  messagesPerSecond: 5,
  messageBurst: 10,
  maxQueuedCommands: 200,
  maxClientsPerTable: 500,
};

export interface PokerRoomDeps {
  db: Kysely<Database>;
  signer: SessionSigner;
  clock: Clock;
  /** This process's name in table leases (unique per process start). */
  owner: string;
  timing: PokerTiming;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}
