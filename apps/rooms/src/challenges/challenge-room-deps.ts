import { CHALLENGE_RECONNECT_GRACE_MS } from '@casino/games';
import type { Presence } from '@colyseus/core';
import type { Database, Kysely } from '@casino/db';
import type { Clock, SessionSigner } from '@casino/domain';
import type { JournalWriter } from './journal-writer.js';

/** Timings of a challenge room, in milliseconds. Tests shorten them. */
export interface ChallengeTiming {
  /** How long a challenge stays with a process that stopped renewing its lease. */
  leaseTtlMs: number;
  leaseRenewMs: number;
  /** A dropped player keeps the seat this long, then forfeits; a player who never readies voids the game. */
  reconnectGraceMs: number;
  /**
   * Tests only: a clock for every game instead of the registry's (`challengeGameOf(type).clockMs`:
   * the spec's 300 s, per side or shared, and poker's 1,800 s), to play a game on time quickly.
   */
  clockMsOverride?: number;
  /** The finished room stays open this long so both players see the result. */
  resultShownMs: number;
  messagesPerSecond: number;
  messageBurst: number;
  maxSpectators: number;
}

export const DEFAULT_CHALLENGE_TIMING: ChallengeTiming = {
  leaseTtlMs: 15_000,
  leaseRenewMs: 5_000,
  reconnectGraceMs: CHALLENGE_RECONNECT_GRACE_MS,
  resultShownMs: 60_000,
  messagesPerSecond: 10,
  messageBurst: 20,
  maxSpectators: 50,
};

export interface ChallengeRoomDeps {
  db: Kysely<Database>;
  signer: SessionSigner;
  clock: Clock;
  /** This process's name in challenge leases (unique per process start). */
  owner: string;
  timing: ChallengeTiming;
  /** The process's group-committed journal (journal-writer.ts). */
  writeJournal: JournalWriter;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** Presence as the challenge code uses it (publish the lobby's `changed` events). */
export type ChallengePresence = Pick<Presence, 'publish' | 'subscribe' | 'unsubscribe'>;
