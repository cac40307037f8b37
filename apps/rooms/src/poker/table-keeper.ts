/**
 * Keeps every active poker table (or challenge in play) hosted by some rooms process: each process sweeps for tables whose
 * lease is free or expired (never hosted, or their host died) and opens a room for them here. The
 * room's lease claim decides between processes racing for the same table; the loser's room fails
 * to open and nothing else happens.
 *
 * After the database was unreachable, every lease may have run out while its host was alive and
 * waiting too. The keeper then lets `graceAfterOutageMs` of answered sweeps pass before it takes any
 * table over, so live hosts renew first and their players stay where they are; only tables whose
 * host really died change hands.
 */
export interface TableKeeper {
  sweep(): Promise<void>;
  stop(): void;
}

export function startTableKeeper<Id extends string | number>(options: {
  /** What is kept: 'table' or 'challenge', for the log. */
  what?: string;
  /** The ids nobody hosts (lease free or expired), e.g. the domain's unhostedTableIds. */
  listUnhosted: () => Promise<Id[]>;
  intervalMs: number;
  isHostedHere: (id: Id) => boolean;
  openTable: (id: Id) => Promise<void>;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  graceAfterOutageMs?: number;
  now?: () => number;
}): TableKeeper {
  let running: Promise<void> | null = null;
  let stopped = false;
  const now = options.now ?? Date.now;
  const what = options.what ?? 'table';
  /** When the database answered again after failing; null while it answers as usual. */
  let answeringSince: number | null = null;
  let failing = false;

  const sweepOnce = async () => {
    let ids: Id[];
    try {
      ids = await options.listUnhosted();
    } catch (error) {
      options.log('warn', `${what} keeper: could not list them: ${String(error)}`);
      failing = true;
      return;
    }
    if (failing) {
      failing = false;
      answeringSince = now();
    }
    if (answeringSince !== null) {
      if (now() - answeringSince < (options.graceAfterOutageMs ?? 0)) return;
      answeringSince = null;
    }
    for (const tableId of ids) {
      if (stopped || options.isHostedHere(tableId)) continue;
      try {
        await options.openTable(tableId);
      } catch (error) {
        // Another process claimed it first, or the database is away: the next sweep tries again.
        options.log(
          'info',
          `${what} keeper: ${what} ${tableId} not opened here: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };

  const sweep = () => {
    running ??= sweepOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void sweep(), options.intervalMs);
  timer.unref();
  return {
    sweep,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
