import type { Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Redis, RedisOptions } from 'ioredis';

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

/**
 * ioredis options for a redis:// or rediss:// URL (Colyseus's presence and driver take options, not
 * a URL with options). A command waits through at most two reconnection attempts while Redis is away
 * and then fails, instead of the default twenty (tens of seconds of a hanging join or REST call);
 * reconnection itself goes on forever, every 2 s at most.
 */
export function redisOptionsOf(url: string): RedisOptions & ConstructorParameters<typeof RedisPresence>[0] {
  const u = new URL(url);
  const db = u.pathname.replace(/^\//, '');
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
}

/**
 * Colyseus's Redis presence, with its two connections' errors logged (once per outage) instead of
 * printed as ioredis's "Unhandled error event" on every reconnection attempt. `onReconnected` runs
 * when the publishing connection is back after an outage (a restarted Redis may have lost its data).
 */
export function redisPresence(
  url: string,
  log: Log,
  onReconnected: () => void = () => undefined,
): RedisPresence {
  const presence = new RedisPresence(redisOptionsOf(url));
  const connections = presence as unknown as Record<'pub' | 'sub', Redis>;
  for (const name of ['pub', 'sub'] as const) {
    let down = false;
    connections[name].on('error', (error: Error) => {
      if (!down) log('warn', `Redis presence (${name}) unreachable: ${error.message}; reconnecting`);
      down = true;
    });
    connections[name].on('ready', () => {
      if (down) {
        log('info', `Redis presence (${name}) reconnected`);
        if (name === 'pub') onReconnected();
      }
      down = false;
    });
  }
  return presence;
}

/**
 * Subscribes to a presence channel, trying again every 2 s until it succeeds (a process that starts
 * while Redis is down still hears the channel once Redis is up; ioredis resubscribes by itself after
 * later reconnections).
 */
export function subscribeUntilDone(
  presence: Presence,
  channel: string,
  callback: (message: unknown) => void,
  log: Log,
): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const attempt = () => {
    presence.subscribe(channel, callback).then(
      () => undefined,
      (error: unknown) => {
        // The failed subscribe already registered the callback: take it back before trying again.
        Promise.resolve(presence.unsubscribe(channel, callback)).catch(() => undefined);
        if (stopped) return;
        log('warn', `could not subscribe to ${channel} (${String(error)}); trying again`);
        timer = setTimeout(attempt, 2_000);
        timer.unref();
      },
    );
  };
  attempt();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
