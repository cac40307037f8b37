import { isIPv4, isIPv6 } from 'node:net';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { ErrorCode } from '@casino/contracts';
import { DomainError } from '@casino/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { RateCounters } from './rate-counters.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/**
 * The client's address as rate limits count it: IPv6 by its /64 (one subscriber's whole prefix, which
 * they can rotate through at will), IPv4 as is. A request whose socket already closed has no address;
 * it still gets a key (and no 500) though nobody will read the answer.
 */
export function addressKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (!ip) return 'gone';
  return networkOf(ip);
}

/** An IPv4 address as is (also when IPv4-mapped), an IPv6 address as its /64 prefix. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const tooMany = (message: string, ttlMs: number) =>
  new DomainError(
    ErrorCode.rateLimited,
    `${message} Try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
  );

/** @fastify/rate-limit counting in the shared counters (Redis, or this process while Redis is away). */
export async function registerRouteRateLimits(app: FastifyInstance, counters: RateCounters): Promise<void> {
  // Each route counts apart: the plugin asks the store for a child per route.
  const storeFor = (namespace: string) =>
    class CounterStore implements FastifyRateLimitStore {
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        windowMs: number,
      ) {
        counters.hit(`${namespace}:${key}`, windowMs).then(
          (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
          (error: Error) => callback(error),
        );
      }
      child(routeOptions: object): FastifyRateLimitStore {
        const info = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
        return new (storeFor(`${namespace}:${info?.method ?? ''}${info?.url ?? ''}`))();
      }
    };
  await app.register(fastifyRateLimit, {
    global: false,
    store: storeFor('route'),
    keyGenerator: addressKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: ErrorCode.rateLimited,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export interface SignInLimits {
  /** Refuses a new guest past the per-address daily and the site-wide per-minute limits (429). */
  admitGuest(request: FastifyRequest): Promise<void>;
  /** Refuses a sign-in to an account that has had too many failures lately, from any address (429). */
  checkLogin(email: string): Promise<void>;
  /** Counts a failed sign-in against the account. */
  loginFailed(email: string): Promise<void>;
}

export function createSignInLimits(counters: RateCounters, config: ApiConfig): SignInLimits {
  const { perAddressPerDay, sitewidePerMinute } = config.guestLimits;
  const loginKey = (email: string) => `login-failures:${email.toLowerCase()}`;
  return {
    async admitGuest(request) {
      // Both windows count every attempt, so a refused burst keeps the door shut until it ends.
      const site = await counters.hit('guests:site', MINUTE_MS);
      if (site.count > sitewidePerMinute)
        throw tooMany('Too many new players are joining right now.', site.ttlMs);
      const address = await counters.hit(`guests:address:${addressKey(request)}`, DAY_MS);
      if (address.count > perAddressPerDay)
        throw tooMany('Too many guest accounts were created from your network today.', address.ttlMs);
    },
    async checkLogin(email) {
      const state = await counters.peek(loginKey(email), LOGIN_FAILURE_WINDOW_MS);
      if (state.count >= config.loginFailuresPerAccount)
        throw tooMany('Too many failed sign-ins for this account.', state.ttlMs);
    },
    async loginFailed(email) {
      await counters.hit(loginKey(email), LOGIN_FAILURE_WINDOW_MS);
    },
  };
}
