import type { Database, Kysely } from '@casino/db';
import type { Clock, SessionSigner } from '@casino/domain';

/** Timings of a live table, in milliseconds. Tests and the bench shorten them. */
export interface LiveTableTiming {
  /** How long a table stays with a process that stopped renewing its lease (then it is recovered). */
  leaseTtlMs: number;
  leaseRenewMs: number;
  /** The betting window (issue 16: 15 s). */
  bettingMs: number;
  /** Roulette's spin and baccarat's dealing, shown from the server's outcome. */
  revealMs: number;
  /** The settled round's results stay on screen this long before the next round opens. */
  resultsMs: number;
  /** Blackjack: each hand's turn (stand on time-out, insurance declined). */
  turnMs: number;
  /** A private table with nobody at it for this long closes (its shoe revealed). */
  privateIdleMs: number;
  /** A dropped player keeps their place (a blackjack seat in play) this long. */
  reconnectGraceMs: number;
  /** How often the room rewrites its live status for the Live Casino list. */
  statusEveryMs: number;
  messagesPerSecond: number;
  messageBurst: number;
  maxClientsPerTable: number;
  /**
   * How often chips placed reach the room (the state patch rate). A phase change, the outcome and
   * every card are sent at once; only the board's chips wait for the next patch.
   */
  patchMs: number;
}

export const DEFAULT_LIVE_TIMING: LiveTableTiming = {
  leaseTtlMs: 15_000,
  leaseRenewMs: 5_000,
  bettingMs: 15_000,
  revealMs: 3_500,
  resultsMs: 5_000,
  turnMs: 15_000,
  privateIdleMs: 10 * 60_000,
  reconnectGraceMs: 30_000,
  statusEveryMs: 5_000,
  messagesPerSecond: 10,
  messageBurst: 20,
  maxClientsPerTable: 5_000,
  patchMs: 400,
};

export interface LiveTableDeps {
  db: Kysely<Database>;
  signer: SessionSigner;
  clock: Clock;
  /** This process's name in table leases (unique per process start). */
  owner: string;
  timing: LiveTableTiming;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}
