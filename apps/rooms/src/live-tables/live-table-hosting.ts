import { unhostedLiveTableIds } from '@casino/domain';
import { startTableKeeper, type TableKeeper } from '../poker/table-keeper.js';
import { hostedLiveTables } from './hosted-live-tables.js';
import type { LiveTableDeps } from './live-table-deps.js';

export interface LiveTableHosting {
  sweep(): Promise<void>;
  stop(): void;
}

/**
 * Keeps every open live table hosted by some rooms process (as poker's table keeper does): a sweep
 * every few seconds opens a room here for each table whose lease is free or expired (never hosted,
 * closed cleanly, or its host died); the claim in the room decides between processes. Every lease
 * hosted here is renewed in one statement; a table another process took stops here.
 */
export function startLiveTableHosting(options: {
  deps: LiveTableDeps;
  /** Sweep interval; 0 turns hosting off. */
  intervalMs: number;
  open: (tableId: number) => Promise<void>;
}): LiveTableHosting {
  const { deps, intervalMs } = options;
  if (intervalMs <= 0) return { sweep: () => Promise.resolve(), stop: () => undefined };
  const { timing, log } = deps;
  const keeper: TableKeeper = startTableKeeper<number>({
    what: 'live table',
    listUnhosted: () => unhostedLiveTableIds(deps.db),
    intervalMs,
    isHostedHere: (id) => hostedLiveTables.has(id),
    openTable: options.open,
    graceAfterOutageMs: 2 * timing.leaseRenewMs,
    log,
  });

  let renewing = true;
  let renewal: NodeJS.Timeout | null = null;
  const renewSoon = (ms: number) => {
    renewal = setTimeout(() => {
      void hostedLiveTables.renewLeases(deps).then((ok) => {
        if (renewing) renewSoon(ok ? timing.leaseRenewMs : Math.min(1_000, timing.leaseRenewMs));
      });
    }, ms);
    renewal.unref();
  };
  renewSoon(timing.leaseRenewMs);

  return {
    sweep: () => keeper.sweep(),
    stop: () => {
      renewing = false;
      if (renewal) clearTimeout(renewal);
      keeper.stop();
    },
  };
}
