import type { IncomingHttpHeaders } from 'node:http';

/** Host as URL normalises it (default ports dropped, lower case), for comparison with an Origin. */
function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser request from `origin` may use the rooms: this host (directly or as the proxy
 * forwarded it) or a configured public origin. Requests without an Origin are no browser's
 * cross-site request and pass; the session cookie still decides who they are.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return true;
  const from = hostOf(origin);
  if (from === undefined) return false;
  const forwarded = headers['x-forwarded-host'];
  if (from === hostOf(headers.host)) return true;
  if (typeof forwarded === 'string' && from === hostOf(forwarded)) return true;
  return allowedOrigins.some((o) => o.replace(/\/$/, '').toLowerCase() === origin.toLowerCase());
}
