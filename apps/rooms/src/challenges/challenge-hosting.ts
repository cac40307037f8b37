import type { Presence } from '@colyseus/core';
import { CHALLENGE_EVENTS_CHANNEL, ChallengeServerMessages } from '@casino/contracts';
import { unhostedChallengeIds } from '@casino/domain';
import { subscribeUntilDone } from '../redis-presence.js';
import { startTableKeeper, type TableKeeper } from '../poker/table-keeper.js';
import type { ChallengeRoomDeps } from './challenge-room-deps.js';
import { hostedChallenges } from './hosted-challenges.js';

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
  const openHere = (challengeId: string) =>
    options
      .open(challengeId)
      .catch((error: unknown) =>
        log(
          'info',
          `challenge ${challengeId} not opened here: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );

  const keeper: TableKeeper = startTableKeeper<string>({
    what: 'challenge',
    listUnhosted: () => unhostedChallengeIds(deps.db),
    intervalMs,
    isHostedHere: (id) => hostedChallenges.has(id),
    openTable: options.open,
    graceAfterOutageMs: 2 * timing.leaseRenewMs,
    log,
  });
  void keeper.sweep();

  const events = subscribeUntilDone(
    presence,
    CHALLENGE_EVENTS_CHANNEL,
    (raw: unknown) => {
      const event = ChallengeServerMessages.changed.safeParse(raw);
      if (event.success && event.data.status === 'playing' && !hostedChallenges.has(event.data.challengeId))
        void openHere(event.data.challengeId);
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
