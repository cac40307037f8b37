import fc from 'fast-check';
import {
  evilValues,
  mutationOf,
  surelyInvalid,
  valueOf,
  type Hints,
  type JsonSchema,
  type PathSegment,
} from './openapi-arbitraries.js';

// Requests for app.inject() generated from the operations of the OpenAPI document: valid ones from
// the schemas, and ones broken in one place (a body field, a path or query parameter, a header, the
// raw body), each sent signed out or with one of the test's sessions.

export type Location = 'body' | 'params' | 'querystring' | 'headers';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/poker/action/:tableId", as Fastify names the route. */
  key: string;
  method: string;
  /** The OpenAPI path, "/api/poker/action/{tableId}". */
  path: string;
  parameters: Parameter[];
  body: { schema: JsonSchema; required: boolean } | null;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Fastify's route path for an OpenAPI path: "{id}" becomes ":id". */
export const routePath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export function operationsOf(document: unknown): Operation[] {
  const paths = (document as OpenApiDocument).paths ?? {};
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const content = op.requestBody?.content ?? {};
      const types = Object.keys(content);
      if (types.some((t) => t !== 'application/json'))
        throw new Error(`${method} ${path}: body type ${types.join(', ')}`);
      const schema = content['application/json']?.schema;
      return {
        key: `${method.toUpperCase()} ${routePath(path)}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: schema ? { schema, required: op.requestBody?.required ?? false } : null,
      };
    }),
  );
}

export type SessionKind = 'signed-out' | 'guest' | 'admin' | 'forged';

export interface FuzzRequest {
  /** The route it counts for: "GET /api/games". */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON value (sent as JSON), raw text (sent as is), or nothing. */
  body: { json: unknown } | { raw: string } | null;
  session: SessionKind;
  /** Set when one spot was broken on purpose; `sure`: the request cannot be valid, so it must get a 400 naming that spot. */
  broken: { location: Location; path: PathSegment[]; kind: string; sure: boolean } | null;
}

export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url} [${r.session}] headers=${JSON.stringify(r.headers)} body=${(r.body === null ? '-' : 'raw' in r.body ? JSON.stringify(r.body.raw) : (JSON.stringify(r.body.json) ?? 'undefined')).slice(0, 600)} broken=${JSON.stringify(r.broken)}`;

const sessionKind = fc.constantFrom<SessionKind>(
  'guest',
  'guest',
  'guest',
  'admin',
  'admin',
  'signed-out',
  'signed-out',
  'forged',
);

/** Path segments sent as they are (not percent-encoded): what the router itself must survive. */
const rawPathSegments = fc.constantFrom(
  '%E0%A4%A',
  '%00',
  '%',
  '%2F',
  '..',
  '.',
  '%20',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '2147483648',
  '99999999999',
  'x'.repeat(101),
  '1'.repeat(101),
  '9'.repeat(1000),
  '%F0%9F%98%80',
  'null',
  '%ZZ',
);

/** Header values an HTTP client can actually send (visible ASCII, space, tab; no other controls). */
const headerText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'short',
    'x'.repeat(300),
    'bad key!',
    'key with spaces',
    '\tkey',
    '????',
    '%00',
    'a'.repeat(8),
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
);

const rawBodies = fc.constantFrom(
  { type: 'application/json', raw: '' },
  { type: 'application/json', raw: '{' },
  { type: 'application/json', raw: 'not json' },
  { type: 'application/json', raw: '{"a":1,}' },
  { type: 'application/json', raw: '{"__proto__":{"x":1}}' },
  { type: 'application/json', raw: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', raw: '[]' },
  { type: 'application/json', raw: 'null' },
  { type: 'application/json', raw: '"text"' },
  { type: 'application/json', raw: '1e999' },
  { type: 'application/json', raw: `{"a":"${'x'.repeat(70 * 1024)}"}` },
  { type: 'application/json', raw: '['.repeat(5000) },
  { type: 'text/plain', raw: 'hello' },
  { type: 'application/x-www-form-urlencoded', raw: 'a=1&b=2' },
  { type: 'multipart/form-data; boundary=x', raw: '--x--' },
  { type: 'application/json; charset=latin1', raw: '{}' },
  { type: 'application/json; charset=utf-8', raw: '{}' },
  { type: 'application/octet-stream', raw: '\u0000\u0001' },
);

/** Query text that is not a well-formed query at all. */
const rawQueries = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '&&&',
  '=',
  'a=%00',
  '__proto__=1',
  'constructor[prototype]=1',
  'type=slot&type=table',
  'month=1&month=2',
  'x'.repeat(3000),
);

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Percent-encoded UTF-8; half a surrogate pair as the bytes a careless client sends for it (WTF-8). */
function encodeSegment(value: string): string {
  return Array.from(value, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

function pathFor(op: Operation, values: Record<string, string>, raw: Set<string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name] ?? '';
    return raw.has(name) ? value : encodeSegment(value);
  });
}

/**
 * Every way to ask `op`: valid requests (about half), and requests with one spot broken: a body
 * field, the body as a whole, a path or query parameter, a header, or the request's framing.
 */
export function requestsFor(op: Operation, hints: Hints, methodOverride?: string): fc.Arbitrary<FuzzRequest> {
  const method = methodOverride ?? op.method;
  const route = methodOverride ? `${method} ${routePath(op.path)}` : op.key;
  const byPlace = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
  const pathParams = byPlace('path');
  const queryParams = byPlace('query');
  const headerParams = byPlace('header');
  // A hint replaces the schema here: a path or query schema cannot say "1 to 12" (it is a pattern), and
  // a parameter that is invalid by chance would hide what the rest of the request tests.
  const paramValue = (p: Parameter) => (hints[p.name] ?? valueOf(p.schema)).map(textOf);

  const valid = fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, paramValue(p)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, paramValue(p)])), {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    }),
    headers: fc.record(Object.fromEntries(headerParams.map((p) => [p.name, paramValue(p)])), {
      requiredKeys: headerParams.filter((p) => p.required).map((p) => p.name),
    }),
    body: op.body
      ? valueOf(op.body.schema, hints).map((json): FuzzRequest['body'] => ({ json }))
      : fc.constant<FuzzRequest['body']>(null),
    session: sessionKind,
  });
  type Parts = typeof valid extends fc.Arbitrary<infer T> ? T : never;

  const build = (
    parts: Parts,
    extra: Partial<Pick<FuzzRequest, 'broken'>> & {
      rawPath?: Set<string>;
      rawQuery?: string;
      contentType?: string;
    } = {},
  ): FuzzRequest => {
    const query = new URLSearchParams(parts.query as Record<string, string>).toString();
    const search = extra.rawQuery ?? query;
    const headers: Record<string, string> = { ...(parts.headers as Record<string, string>) };
    if (extra.contentType) headers['content-type'] = extra.contentType;
    return {
      route,
      method,
      url: `${pathFor(op, parts.path, extra.rawPath ?? new Set())}${search ? `?${search}` : ''}`,
      headers,
      body: parts.body,
      session: parts.session,
      broken: extra.broken ?? null,
    };
  };

  const variants: Array<fc.Arbitrary<FuzzRequest>> = [valid.map((parts) => build(parts))];
  if (op.body) {
    const bodySchema = op.body.schema;
    variants.push(
      fc
        .tuple(valid, mutationOf(valueOf(bodySchema, hints)))
        .map(([parts, m]) =>
          build(
            { ...parts, body: m.value === undefined ? null : { json: m.value } },
            { broken: { location: 'body', path: m.path, kind: m.kind, sure: surelyInvalid(bodySchema, m) } },
          ),
        ),
    );
  }
  // The framing: not JSON, the wrong media type, too large, or a body where none is expected.
  variants.push(
    fc
      .tuple(valid, rawBodies)
      .map(([parts, raw]) => build({ ...parts, body: { raw: raw.raw } }, { contentType: raw.type })),
  );
  if (pathParams.length > 0) {
    variants.push(
      fc
        .tuple(
          valid,
          fc.constantFrom(...pathParams),
          fc.oneof(
            rawPathSegments.map((v) => ({ v, raw: true })),
            evilValues.map((v) => ({ v: textOf(v), raw: false })),
          ),
        )
        .map(([parts, p, bad]) =>
          build(
            { ...parts, path: { ...parts.path, [p.name]: bad.v } },
            {
              rawPath: bad.raw ? new Set([p.name]) : new Set(),
              broken: { location: 'params', path: [p.name], kind: bad.raw ? 'raw' : 'replace', sure: false },
            },
          ),
        ),
    );
  }
  variants.push(
    fc
      .tuple(
        valid,
        fc.oneof(
          fc.constantFrom(...queryParams.map((p) => p.name), 'unknown', '__proto__'),
          fc.string({ maxLength: 6 }),
        ),
        evilValues.map(textOf),
      )
      .map(([parts, name, value]) =>
        build(
          { ...parts, query: { ...parts.query, [name]: value } },
          { broken: { location: 'querystring', path: [name], kind: 'replace', sure: false } },
        ),
      ),
    fc.tuple(valid, rawQueries).map(([parts, rawQuery]) => build(parts, { rawQuery })),
  );
  // Headers: the operation's own, and those every request may carry (Origin for the CSRF check).
  variants.push(
    fc
      .tuple(
        valid,
        fc.constantFrom(
          ...headerParams.map((p) => p.name),
          'origin',
          'sec-fetch-site',
          'x-forwarded-host',
          'accept',
          'cookie',
        ),
        headerText,
      )
      .map(([parts, name, value]) => {
        const request = build(parts);
        request.headers[name] = name === 'origin' && value.length % 2 === 0 ? `https://${value}` : value;
        if (name === 'cookie') request.session = 'signed-out';
        return {
          ...request,
          broken: headerParams.some((p) => p.name === name)
            ? { location: 'headers' as const, path: [name], kind: 'replace', sure: false }
            : null,
        };
      }),
  );
  return fc.oneof(
    { arbitrary: variants[0] as fc.Arbitrary<FuzzRequest>, weight: variants.length },
    ...variants.slice(1),
  );
}
