import type { PresenceHashStore } from '@casino/domain';
import { Redis } from 'ioredis';

/**
 * Presence over Redis (scaled out): the same hashes the rooms processes write with their RedisPresence
 * (hset/hdel/hgetall on `presence:<userId>`). While Redis is away a call fails fast and the caller
 * logs it; the connection stays quiet (the api's own Redis connection logs the outage) and reconnects.
 */
export function createRedisPresenceStore(url: string): PresenceHashStore & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  return {
    hset: (key, field, value) => redis.hset(key, field, value),
    hdel: (key, field) => redis.hdel(key, field),
    hgetall: (key) => redis.hgetall(key),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
