import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-2xx answer. The message is exactly `${status}: ${bodyText || statusText}` so callers and
 * tests can rely on it; status and body are kept for code that wants to branch on them.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** Throws an HttpError for any non-OK response; resolves otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new HttpError(res.status, bodyText, res.statusText);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Builds the fetch options for a call: cookies always, JSON content type only with a body. */
export function buildRequestInit(method: HttpMethod, body?: unknown): RequestInit {
  const hasBody = body !== undefined;
  return {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  };
}

/** Sends a request to the API and returns the response, throwing HttpError when it is not OK. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, buildRequestInit(method, body));
  await throwIfResNotOk(res);
  return res;
}

/** Like apiRequest, then parses the JSON body as T (the caller names a contracts type). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Joins a query key into the request path: ['/api/games', 'slots'] → '/api/games/slots'. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => String(part)).join('/');
}

/** The default query function: GET on the query key path, JSON back, optionally null on 401. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
