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
import type { z } from 'zod';

/**
 * Publish/subscribe between the api and the poker rooms, whichever process hosts a table: Colyseus's
 * presence has this shape (the embedded mode hands the api the rooms' own presence), and so does the
 * Redis bus below (scaled out). Messages are JSON values, encoded as RedisPresence encodes them.
 */
export interface TableBus {
  publish(channel: string, message: unknown): unknown;
  subscribe(channel: string, callback: (message: unknown) => void): unknown;
  unsubscribe(channel: string, callback?: (message: unknown) => void): unknown;
  /** A presence hash (the live tables' status, LIVE_TABLE_STATUS_KEY); absent: no rooms to ask. */
  hgetall?(key: string): Promise<Record<string, string>>;
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
    hgetall: (key) => pub.hgetall(key),
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

/** What a room call says when nobody can answer it: no bus at all, or no room answering in time. */
export interface RoomCallTarget<Reply> {
  /** The channel the hosting room listens on. */
  readonly channel: string;
  /** The reply channel's prefix; the request id completes it. */
  readonly replyPrefix: string;
  /** Parses the room's answer (a malformed one is an error, never trusted). */
  readonly reply: z.ZodType<Reply>;
  readonly noBus: string;
  readonly noAnswer: string;
}

/**
 * Asks the room listening on `target.channel` to run a call for a player and waits for its answer:
 * the request carries a request id and the channel to reply on. A room nobody hosts (restarting, or
 * no rooms process) answers nothing: the caller gets a clear 503 instead. Used by the poker tables'
 * REST calls and the challenge rooms' (ARCHITECTURE.md: any room's REST calls reach it this way).
 */
export async function callRoom<Reply>(
  bus: TableBus | null,
  target: RoomCallTarget<Reply>,
  body: { readonly userId: string; readonly call: unknown },
  timeoutMs = TABLE_CALL_TIMEOUT_MS,
): Promise<Reply> {
  if (!bus) throw new DomainError(ErrorCode.tableUnavailable, target.noBus);
  const requestId = randomUUID();
  const replyTo = `${target.replyPrefix}${requestId}`;
  let onReply: (message: unknown) => void = () => undefined;
  const answered = new Promise<Reply>((resolve, reject) => {
    onReply = (message) => {
      const parsed = target.reply.safeParse(message);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`malformed reply on ${target.channel}`));
    };
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DomainError(ErrorCode.tableUnavailable, target.noAnswer)), timeoutMs);
  });
  await bus.subscribe(replyTo, onReply);
  try {
    await bus.publish(target.channel, { requestId, replyTo, ...body });
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
    await bus.unsubscribe(replyTo, onReply);
  }
}

/** Asks the room hosting a poker table to run a call for a player (callRoom on the table's channel). */
export function callTable(
  bus: TableBus | null,
  tableId: number,
  userId: string,
  call: PokerTableCall,
  timeoutMs = TABLE_CALL_TIMEOUT_MS,
): Promise<PokerTableReply> {
  return callRoom(
    bus,
    {
      channel: pokerTableChannel(tableId),
      replyPrefix: 'poker:reply:',
      reply: PokerTableReply,
      noBus: 'Live poker tables are not available on this server right now.',
      noAnswer: 'The table is not answering. It may be restarting; try again in a few seconds.',
    },
    { userId, call } satisfies Omit<PokerTableRequest, 'requestId' | 'replyTo'>,
    timeoutMs,
  );
}
