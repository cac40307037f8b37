import { LIVE_TABLE_STATUS_KEY, LiveTableStatus } from '@casino/contracts';
import type { TableBus } from '../../poker/table-bus.js';

/** How long the list waits for presence before showing the tables without their live status. */
const STATUS_READ_TIMEOUT_MS = 500;

/**
 * What the live tables' rooms last wrote into presence (LIVE_TABLE_STATUS_KEY, one JSON value per
 * table), by table id. Unreadable or missing presence (no rooms connected, Redis away) gives an
 * empty map: the tables are listed as waiting, never an error.
 */
export async function readLiveTableStatus(bus: TableBus | null): Promise<Map<number, LiveTableStatus>> {
  const statuses = new Map<number, LiveTableStatus>();
  if (!bus?.hgetall) return statuses;
  let timer: NodeJS.Timeout | undefined;
  const hash = await Promise.race([
    Promise.resolve(bus.hgetall(LIVE_TABLE_STATUS_KEY)).catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), STATUS_READ_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  for (const raw of Object.values(hash ?? {})) {
    let value: unknown;
    try {
      value = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      continue;
    }
    const status = LiveTableStatus.safeParse(value);
    if (status.success) statuses.set(status.data.tableId, status.data);
  }
  return statuses;
}
