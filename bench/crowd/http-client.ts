// A player's REST client in `pnpm bench crowd`: one cookie jar, one api process (players are spread
// over the api processes round robin, as a load balancer would), and a plain keep-alive http.Agent
// shared by the players of that process (fetch costs several times the CPU per request, and this
// process shares the machine's two cores with everything it measures). It sends what a browser sends
// that matters to the server (the session cookie, JSON, `accept-encoding`, so the api compresses large
// answers as it does for the web app) and times every call into CallStats.
import http from 'node:http';
import zlib from 'node:zlib';
import type { CallStats } from './call-stats.js';

/** What a request body schema of @casino/contracts accepts (zod's input type, without importing zod). */
export type RequestOf<S> = S extends { _zod: { input: infer I } } ? I : never;

const checkedSchemas = new Set<unknown>();
/**
 * A request body built for `schema`: typed by it, and checked against it at run time the first time
 * each schema is used, so a body that drifts from the contract stops the bench instead of being
 * counted as the server's error.
 */
export function bodyOf<S extends { parse(value: unknown): unknown; _zod: { input: unknown } }>(
  schema: S,
  value: RequestOf<S>,
): RequestOf<S> {
  if (!checkedSchemas.has(schema)) {
    schema.parse(value);
    checkedSchemas.add(schema);
  }
  return value;
}

export interface Answer<T> {
  /** 0 when no answer came (a timeout, a lost connection). */
  status: number;
  ok: boolean;
  refused: boolean;
  /** The JSON answer (when parsed), or the error body. */
  body: T | null;
  errorCode: string | null;
}

export interface CallOptions {
  /** The name the call is counted under; default "METHOD /path" without the query. */
  name?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Error codes of refusals the player may meet and the bench names (counted as refused, not errors). */
  refusals?: readonly string[];
  /** Parse a 2xx JSON answer (plays need it; most reads only need to arrive). */
  parse?: boolean;
}

const TIMEOUT_MS = 30_000;

function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly agent: http.Agent,
    private readonly stats: CallStats,
  ) {}

  /** The Cookie header (the rooms read the same session cookie). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get origin(): string {
    return `http://${this.host}:${this.port}`;
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const pair = line.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  get<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>('GET', path, options);
  }

  post<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>('POST', path, options);
  }

  put<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>('PUT', path, options);
  }

  call<T>(method: string, path: string, options: CallOptions): Promise<Answer<T>> {
    const name = options.name ?? `${method} ${path.split('?', 1)[0]}`;
    const payload = options.body === undefined ? null : JSON.stringify(options.body);
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      ...options.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (payload !== null) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const t0 = performance.now();
    return new Promise<Answer<T>>((resolve) => {
      let settled = false;
      const finish = (answer: Answer<T>, code = '', detail = '') => {
        if (settled) return;
        settled = true;
        const outcome = answer.ok ? 'ok' : answer.refused ? 'refused' : 'error';
        this.stats.record(name, t0, performance.now() - t0, outcome, code, detail);
        resolve(answer);
      };
      const fail = (code: string, detail: string) =>
        finish({ status: 0, ok: false, refused: false, body: null, errorCode: code }, code, detail);
      const req = http.request(
        { host: this.host, port: this.port, method, path, agent: this.agent, headers },
        (res) => {
          this.keepCookies(res.headers['set-cookie']);
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (!ok || options.parse) chunks.push(chunk);
          });
          res.on('error', (error) => fail('connection', error.message));
          res.on('end', () => {
            let text: string;
            try {
              text =
                chunks.length > 0
                  ? decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8')
                  : '';
            } catch (error) {
              fail('undecodable', error instanceof Error ? error.message : String(error));
              return;
            }
            let body: unknown = null;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              if (ok) {
                fail('not json', text.slice(0, 200));
                return;
              }
            }
            if (ok) {
              finish({ status, ok, refused: false, body: body as T, errorCode: null });
              return;
            }
            const code =
              typeof body === 'object' &&
              body !== null &&
              typeof (body as { error?: unknown }).error === 'string'
                ? (body as { error: string }).error
                : `status ${status}`;
            const refused = options.refusals?.includes(code) ?? false;
            finish(
              { status, ok: false, refused, body: body as T, errorCode: code },
              refused ? code : `${status} ${code}`,
              text.slice(0, 240),
            );
          });
        },
      );
      req.setTimeout(TIMEOUT_MS, () => {
        req.destroy();
        fail('timeout', `no answer in ${TIMEOUT_MS / 1000} s`);
      });
      req.on('error', (error) => fail('connection', error.message));
      req.end(payload ?? undefined);
    });
  }

  /**
   * Opens the player's live channel (GET /api/live, server-sent events) as the web app holds it the
   * whole time a player is signed in: it marks them online. Resolves once the stream is open;
   * `onClosed` hears of a stream the server ended (not one we closed).
   */
  openLiveChannel(onClosed: () => void): Promise<{ close(): void } | null> {
    return new Promise((resolve) => {
      let closing = false;
      const req = http.get(
        {
          host: this.host,
          port: this.port,
          path: '/api/live',
          agent: false,
          headers: { cookie: this.cookieHeader(), accept: 'text/event-stream' },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            resolve(null);
            return;
          }
          res.on('data', () => undefined);
          res.on('close', () => {
            if (!closing) onClosed();
          });
          resolve({
            close: () => {
              closing = true;
              req.destroy();
            },
          });
        },
      );
      req.on('error', () => {
        if (!closing) resolve(null);
      });
    });
  }
}
