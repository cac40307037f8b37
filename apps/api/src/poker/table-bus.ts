import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  PokerTableReply,
  pokerTableChannel,
  type PokerTableCall,
  type PokerTableRequest,
} from '@casino/contracts';
import { DomainError } from '@casino/domain';
import { Redis } from 'ioredis';

/**
 * Publish/subscribe between the api and the poker rooms, whichever process hosts a table: Colyseus's
 * presence has this shape (the embedded mode hands the api the rooms' own presence), and so does the
 * Redis bus below (scaled out). Messages are JSON values, encoded as RedisPresence encodes them.
 */
export interface TableBus {
  publish(channel: string, message: unknown): unknown;
  subscribe(channel: string, callback: (message: unknown) => void): unknown;
  unsubscribe(channel: string, callback?: (message: unknown) => void): unknown;
}

/** A TableBus over Redis pub/sub (two connections: a subscribed connection can only listen). */
export function createRedisTableBus(url: string): TableBus & { close(): Promise<void> } {
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { maxRetriesPerRequest: 1 });
  // While Redis is away a table call times out into a 503 (callTable); the api's own Redis connection
  // logs the outage, so these two stay quiet instead of printing every reconnection attempt.
  for (const connection of [pub, sub]) connection.on('error', () => undefined);
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  sub.on('message', (channel: string, raw: string) => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    publish: (channel, message) => pub.publish(channel, JSON.stringify(message)),
    subscribe: async (channel, callback) => {
      const set = handlers.get(channel) ?? new Set();
      set.add(callback);
      handlers.set(channel, set);
      if (set.size === 1) await sub.subscribe(channel);
    },
    unsubscribe: async (channel, callback) => {
      const set = handlers.get(channel);
      if (callback) set?.delete(callback);
      else set?.clear();
      if (!set || set.size === 0) {
        handlers.delete(channel);
        await sub.unsubscribe(channel);
      }
    },
    close: async () => {
      sub.disconnect();
      await pub.quit();
    },
  };
}

export const TABLE_CALL_TIMEOUT_MS = 5_000;

/**
 * Asks the room hosting a table to run a call for a player and waits for its answer. A table nobody
 * hosts (restarting, or no rooms process) answers nothing: the caller gets a clear 503 instead.
 */
export async function callTable(
  bus: TableBus | null,
  tableId: number,
  userId: string,
  call: PokerTableCall,
  timeoutMs = TABLE_CALL_TIMEOUT_MS,
) {
  if (!bus)
    throw new DomainError(
      ErrorCode.tableUnavailable,
      'Live poker tables are not available on this server right now.',
    );
  const requestId = randomUUID();
  const replyTo = `poker:reply:${requestId}`;
  let onReply: (message: unknown) => void = () => undefined;
  const answered = new Promise<PokerTableReply>((resolve, reject) => {
    onReply = (message) => {
      const parsed = PokerTableReply.safeParse(message);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error('malformed reply from the poker table'));
    };
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DomainError(
            ErrorCode.tableUnavailable,
            'The table is not answering. It may be restarting; try again in a few seconds.',
          ),
        ),
      timeoutMs,
    );
  });
  await bus.subscribe(replyTo, onReply);
  try {
    const request: PokerTableRequest = { requestId, replyTo, userId, call };
    await bus.publish(pokerTableChannel(tableId), request);
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
    await bus.unsubscribe(replyTo, onReply);
  }
}
