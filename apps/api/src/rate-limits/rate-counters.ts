import type { Redis } from 'ioredis';

/** One counter's state after a hit: hits so far in the window, and ms until the window resets. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counters shared by every api process through Redis. While Redis is unreachable they
 * fall back to this process's own memory (README, "Outages"): limits keep holding per process, so an
 * outage neither opens the door (fail open) nor locks every player out (fail closed); with N api
 * processes a client gets at most N times the limit until Redis returns, and then Redis counts again.
 */
export interface RateCounters {
  hit(key: string, windowMs: number): Promise<CounterState>;
  peek(key: string, windowMs: number): Promise<CounterState>;
  /** Where the last operation counted: 'local' while Redis is away. */
  readonly backend: 'redis' | 'local';
}

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
return {count, redis.call('PTTL', KEYS[1])}`;

type CounterRedis = Redis & {
  casinoRateHit(key: string, windowMs: number): Promise<[number, number]>;
  casinoRatePeek(key: string): Promise<[number, number]>;
};

/** In-process windows, bounded so a flood of distinct keys cannot grow memory without end. */
class LocalCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly maxKeys = 50_000) {}

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.resetAt > now) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  hit(key: string, windowMs: number, now = Date.now()): CounterState {
    let window = this.current(key, now);
    if (!window) {
      if (this.windows.size >= this.maxKeys) {
        // Drop the oldest key (Map keeps insertion order).
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.resetAt - now };
  }

  peek(key: string, now = Date.now()): CounterState {
    const window = this.current(key, now);
    return window ? { count: window.count, ttlMs: window.resetAt - now } : { count: 0, ttlMs: 0 };
  }
}

export function createRateCounters(
  redis: Redis | null,
  onFallback: (error: unknown) => void = () => undefined,
): RateCounters {
  const local = new LocalCounters();
  if (!redis) {
    return {
      backend: 'local',
      hit: (key, windowMs) => Promise.resolve(local.hit(key, windowMs)),
      peek: (key) => Promise.resolve(local.peek(key)),
    };
  }
  if (!('casinoRateHit' in redis)) {
    redis.defineCommand('casinoRateHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('casinoRatePeek', { numberOfKeys: 1, lua: PEEK });
  }
  const r = redis as CounterRedis;
  let backend: 'redis' | 'local' = 'redis';
  const viaRedis = async (
    ask: () => Promise<[number, number]>,
    fallback: () => CounterState,
  ): Promise<CounterState> => {
    // Not connected: count here at once instead of queueing behind reconnection attempts.
    if (r.status !== 'ready') {
      backend = 'local';
      return fallback();
    }
    try {
      const [count, ttl] = await ask();
      backend = 'redis';
      return { count, ttlMs: Math.max(ttl, 0) };
    } catch (error) {
      if (backend === 'redis') onFallback(error);
      backend = 'local';
      return fallback();
    }
  };
  return {
    get backend() {
      return backend;
    },
    hit: (key, windowMs) =>
      viaRedis(
        () => r.casinoRateHit(`casino:rate:${key}`, windowMs),
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      viaRedis(
        () => r.casinoRatePeek(`casino:rate:${key}`),
        () => local.peek(key),
      ),
  };
}
