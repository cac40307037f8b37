import type { Presence } from '@colyseus/core';
import { CHALLENGE_EVENTS_CHANNEL, ChallengeServerMessages } from '@casino/contracts';
import { unhostedChallengeIds } from '@casino/domain';
import { subscribeUntilDone } from '../redis-presence.js';
import { startTableKeeper, type TableKeeper } from '../poker/table-keeper.js';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';
import { hostedChallenges } from './hosted-challenges.js';

/** Rooms this process opens at the same time. */
const OPENING_AT_ONCE = 8;

export interface ChallengeHosting {
  stop(): void;
}

/**
 * Keeps every challenge in play hosted by some rooms process: a room opens at once when the api
 * says a challenge was accepted (the `changed` event, status 'playing'), and a sweep every few
 * seconds opens the ones nobody hosts (the event was lost, or their host died). The lease claim in
 * the room decides between processes. All leases hosted here are renewed in one statement.
 */
export function startChallengeHosting(options: {
  deps: ChallengeRoomDeps;
  presence: Presence;
  /** Sweep interval; 0 turns hosting off (the process still renews nothing and opens nothing). */
  intervalMs: number;
  open: (challengeId: string) => Promise<void>;
}): ChallengeHosting {
  const { deps, presence, intervalMs } = options;
  if (intervalMs <= 0) return { stop: () => undefined };
  const { timing, log } = deps;
  // Rooms open a few at a time (each claims a lease and loads the moves): after a crash, a process
  // takes over hundreds of games at once, and the players of each are waiting to rejoin.
  const opening = new Set<string>();
  const waiting: Array<() => void> = [];
  let running = 0;
  const slot = async () => {
    // A full house waits for a room that finishes opening to hand its place over.
    if (running >= OPENING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const openHere = async (challengeId: string) => {
    if (opening.has(challengeId) || hostedChallenges.has(challengeId)) return;
    opening.add(challengeId);
    await slot();
    try {
      await options.open(challengeId);
    } catch (error) {
      // Another process claimed it first, or the database is away: the next sweep tries again.
      log(
        'info',
        `challenge ${challengeId} not opened here: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      release();
      opening.delete(challengeId);
    }
  };

  const keeper: TableKeeper = startTableKeeper<string>({
    what: 'challenge',
    listUnhosted: () => unhostedChallengeIds(deps.db),
    intervalMs,
    isHostedHere: (id) => hostedChallenges.has(id) || opening.has(id),
    openTable: (id) => {
      void openHere(id);
      return Promise.resolve();
    },
    graceAfterOutageMs: 2 * timing.leaseRenewMs,
    log,
  });
  void keeper.sweep();

  const events = subscribeUntilDone(
    presence,
    CHALLENGE_EVENTS_CHANNEL,
    (raw: unknown) => {
      const event = ChallengeServerMessages.changed.safeParse(raw);
      if (event.success && event.data.status === 'playing') void openHere(event.data.challengeId);
    },
    log,
  );

  let renewing = true;
  let renewal: NodeJS.Timeout | null = null;
  const renewSoon = (ms: number) => {
    renewal = setTimeout(() => {
      void hostedChallenges.renewLeases(deps).then((ok) => {
        if (renewing) renewSoon(ok ? timing.leaseRenewMs : Math.min(1_000, timing.leaseRenewMs));
      });
    }, ms);
    renewal.unref();
  };
  renewSoon(timing.leaseRenewMs);

  return {
    stop: () => {
      renewing = false;
      if (renewal) clearTimeout(renewal);
      keeper.stop();
      events.stop();
    },
  };
}
