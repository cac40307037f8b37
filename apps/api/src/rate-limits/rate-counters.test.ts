import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateCounters } from './rate-counters.js';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: Redis[] = [];
const connect = (url: string) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', () => undefined);
  opened.push(redis);
  return redis;
};
afterAll(() => {
  for (const r of opened) r.disconnect();
});
const unique = () => `test:${Math.random().toString(36).slice(2)}`;

describe('rate counters in this process (embedded mode)', () => {
  it('count hits in a window and start again after it', async () => {
    const counters = createRateCounters(null);
    const key = unique();
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await counters.hit(key, 60));
    expect(states.map((s) => s.count)).toEqual([1, 2, 3]);
    expect(states[2]!.ttlMs).toBeLessThanOrEqual(60);
    expect(await counters.peek(key, 60)).toMatchObject({ count: 3 });
    await new Promise((r) => setTimeout(r, 80));
    expect(await counters.peek(key, 60)).toEqual({ count: 0, ttlMs: 0 });
    expect((await counters.hit(key, 60)).count).toBe(1);
  });

  it('keep distinct keys apart', async () => {
    const counters = createRateCounters(null);
    await counters.hit('a', 1_000);
    await counters.hit('a', 1_000);
    expect((await counters.hit('b', 1_000)).count).toBe(1);
  });
});

describe('rate counters while Redis is unreachable', () => {
  it('fall back to this process at once instead of failing the request (once: 500 on sign-in)', async () => {
    // Nothing listens on port 1: every command would fail.
    const redis = connect('redis://127.0.0.1:1');
    redis.connect().catch(() => undefined);
    const reasons: unknown[] = [];
    const counters = createRateCounters(redis, (e) => reasons.push(e));
    const key = unique();
    const started = performance.now();
    expect((await counters.hit(key, 1_000)).count).toBe(1);
    expect((await counters.hit(key, 1_000)).count).toBe(2);
    expect(performance.now() - started).toBeLessThan(500);
    expect(counters.backend).toBe('local');
  });
});

describe.skipIf(!redisUrl)('rate counters on Redis', () => {
  it('are shared by every api process', async () => {
    const a = connect(redisUrl!);
    const b = connect(redisUrl!);
    await Promise.all([a.connect(), b.connect()]);
    const one = createRateCounters(a);
    const other = createRateCounters(b);
    const key = unique();
    await one.hit(key, 10_000);
    await other.hit(key, 10_000);
    const third = await one.hit(key, 10_000);
    expect(third.count).toBe(3);
    expect(third.ttlMs).toBeGreaterThan(9_000);
    expect(await other.peek(key, 10_000)).toMatchObject({ count: 3 });
    expect(one.backend).toBe('redis');
  });

  it('count exactly under concurrency (no lost updates)', async () => {
    const redis = connect(redisUrl!);
    await redis.connect();
    const counters = createRateCounters(redis);
    const key = unique();
    const states = await Promise.all(Array.from({ length: 200 }, () => counters.hit(key, 10_000)));
    expect(states.map((s) => s.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  });
});
