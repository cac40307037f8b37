import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  buildRequestInit,
  getQueryFn,
  HttpError,
  queryKeyToPath,
  throwIfResNotOk,
} from './http-client';
import { describeError } from './error-message';
import { createQueryClient } from './query-client';

function response(status: number, body: string, statusText = ''): Response {
  return new Response(status === 204 ? null : body, { status, statusText });
}

describe('throwIfResNotOk', () => {
  it('resolves for OK responses', async () => {
    await expect(throwIfResNotOk(response(200, '{}'))).resolves.toBeUndefined();
  });

  it('uses `${status}: ${body}` as the message', async () => {
    const err = await throwIfResNotOk(response(400, '{"error":"underage","message":"Too young"}')).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe('400: {"error":"underage","message":"Too young"}');
    expect((err as HttpError).status).toBe(400);
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(response(503, '', 'Service Unavailable'))).rejects.toThrow(
      /^503: Service Unavailable$/,
    );
  });
});

describe('buildRequestInit', () => {
  it('always sends cookies and no content type without a body', () => {
    const init = buildRequestInit('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it('sends JSON with a content type when there is a body', () => {
    const init = buildRequestInit('POST', { email: 'a@b.co' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.co"}');
  });
});

describe('apiRequest and the default query function', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('apiRequest throws the formatted error for non-OK answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(response(401, 'Unauthorized'))),
    );
    await expect(apiRequest('POST', '/api/auth/guest')).rejects.toThrow('401: Unauthorized');
  });

  it('GETs the joined query key and returns JSON', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(response(200, '{"id":"u1"}')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const fn = getQueryFn<{ id: string }>({ on401: 'throw' });
    const result = await fn({
      queryKey: ['/api/games', 'slots'],
      signal: new AbortController().signal,
    } as never);
    expect(result).toEqual({ id: 'u1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/games/slots');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('yields null on 401 with returnNull, throws otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(response(401, '{"error":"unauthorized","message":"no"}'))),
    );
    const ctx = { queryKey: ['/api/auth/user'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toThrow(/^401: /);
  });

  it('joins query keys with slashes', () => {
    expect(queryKeyToPath(['/api/auth/user'])).toBe('/api/auth/user');
    expect(queryKeyToPath(['/api/games', 3])).toBe('/api/games/3');
  });
});

describe('describeError', () => {
  it('shows the server message from the shared error body', () => {
    const err = new HttpError(
      400,
      '{"error":"underage","message":"You must be 18 or older."}',
      'Bad Request',
    );
    expect(describeError(err)).toBe('You must be 18 or older.');
  });

  it('falls back to the raw body or message', () => {
    expect(describeError(new HttpError(500, 'boom', 'Internal'))).toBe('boom');
    expect(describeError(new HttpError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(describeError('weird')).toMatch(/try again/);
  });
});

describe('createQueryClient', () => {
  it('never refetches on its own and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
