/**
 * Session lifetimes (documented in the README):
 * - idle timeout: a session unused for 12 hours ends (the cookie and the stored row expire together,
 *   and every request pushes both forward);
 * - absolute lifetime: no session lives longer than 7 days after sign-in, however active.
 */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'casino.sid';

export const isPastAbsoluteLifetime = (signedInAt: number, now: Date): boolean =>
  now.getTime() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS;
