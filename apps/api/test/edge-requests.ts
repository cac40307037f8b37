import { INT4_MAX } from '@casino/contracts';
import fc from 'fast-check';
import { routePath, type FuzzRequest, type Operation } from './fuzz-requests.js';
import {
  at,
  completeValueOf,
  pathsOf,
  replaced,
  schemasAt,
  type Hints,
  type JsonSchema,
} from './openapi-arbitraries.js';

// The values that once got a 500 or were silently rounded or coerced (issue 11), put into every field
// of every operation they apply to, one at a time: a table of named cases the random fuzz might not
// hit in a given run. Each must be refused with a 400 naming the field.

interface Edge {
  kind: string;
  /** Whether the field (the schemas judging it) is one this edge breaks. */
  applies(judges: JsonSchema[]): boolean;
  values: unknown[];
}

const hasString = (judges: JsonSchema[]) => judges.some((s) => s.type === 'string');
const hasNumber = (judges: JsonSchema[]) => judges.some((s) => s.type === 'number' || s.type === 'integer');

const EDGES: Edge[] = [
  // NUL reached PostgreSQL (a 500); the others were stored as sent.
  {
    kind: 'text',
    applies: hasString,
    values: ['Ada\u0000', '\u0000', 'tab\there', 'line\nbreak', 'lone \ud800'],
  },
  // An int4 column cannot hold 2^31 (a 500).
  {
    kind: 'id',
    applies: (judges) => judges.some((s) => s.type === 'integer' && s.maximum === INT4_MAX),
    values: [2 ** 31, 2 ** 53, 0, -1, 1.5, '7'],
  },
  // 99.999 was rounded to 100.00 while "99.999" was refused.
  {
    kind: 'amount',
    applies: (judges) => judges.some((s) => s.multipleOf === 0.01),
    values: [99.999, '99.999', 0.1 + 0.2, -1, '-1', 1e21, '1e3', ' 1', 'NaN'],
  },
  // z.coerce.number() and z.union([z.number(), z.string()]) took "0x10" as 16.
  {
    kind: 'number as text',
    applies: (judges) => hasString(judges) && hasNumber(judges),
    values: ['0x10', '1e1', ' 7', '+7'],
  },
];

/**
 * Whether every string schema judging a field has a pattern and all of them accept `value`: then the
 * value is the field's own business, not a break (a multi-line text field takes 'line\nbreak').
 */
function allowedByPatterns(judges: JsonSchema[], value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const strings = judges.filter((s) => s.type === 'string');
  const patterns = strings.flatMap((s) =>
    [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => p !== undefined),
  );
  return strings.length > 0 && patterns.length > 0 && patterns.every((p) => new RegExp(p).test(value));
}

/** Whether a parameter's schema refuses `text` on its face (pattern, length, enum). */
function refuses(schema: JsonSchema, text: string): boolean {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => p !== undefined,
  );
  return (
    patterns.some((p) => !new RegExp(p).test(text)) ||
    text.length < (schema.minLength ?? 0) ||
    text.length > (schema.maxLength ?? Infinity) ||
    (schema.enum !== undefined && !schema.enum.includes(text))
  );
}

const PARAMETER_EDGES = [
  '2147483648',
  '0',
  '0x1',
  '1e3',
  ' 1',
  '-1',
  '1.5',
  'abc',
  '\u0000',
  'x'.repeat(101),
];

/**
 * One request per (field, edge value) of `op`: body fields of a complete valid body (every optional
 * key present, every array non-empty), path and query parameters, headers. Deterministic (seeded).
 */
export function edgeRequestsFor(op: Operation, hints: Hints): FuzzRequest[] {
  const route = `${op.method} ${routePath(op.path)}`;
  const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: 11 })[0] as T;
  const params = Object.fromEntries(
    op.parameters.map((p) => [p.name, String(sample(hints[p.name] ?? completeValueOf(p.schema)))]),
  );
  const url = (values: Record<string, string>) => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const query = new URLSearchParams(
      Object.fromEntries(
        op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, values[p.name] ?? '']),
      ),
    ).toString();
    return query ? `${path}?${query}` : path;
  };
  const headersOf = (values: Record<string, string>) =>
    Object.fromEntries(
      op.parameters.filter((p) => p.in === 'header').map((p) => [p.name, values[p.name] ?? '']),
    );
  const body = op.body ? sample(completeValueOf(op.body.schema, hints)) : undefined;
  const request = (
    values: Record<string, string>,
    json: unknown,
    broken: FuzzRequest['broken'],
  ): FuzzRequest => ({
    route,
    method: op.method,
    url: url(values),
    headers: headersOf(values),
    body: op.body ? { json } : null,
    session: 'signed-out',
    broken,
  });

  const requests: FuzzRequest[] = [];
  if (op.body && body !== undefined) {
    const schema = op.body.schema;
    for (const path of pathsOf(body).filter((p) => p.length > 0)) {
      const judges = schemasAt(schema, path);
      if (judges.length === 0 || judges.some((s) => s.type === undefined && s.anyOf === undefined)) continue;
      if (typeof at(body, path) === 'object' && at(body, path) !== null) continue;
      for (const edge of EDGES.filter((e) => e.applies(judges))) {
        for (const value of edge.values.filter((v) => !allowedByPatterns(judges, v))) {
          requests.push(
            request(params, replaced(body, path, value), {
              location: 'body',
              path,
              kind: edge.kind,
              sure: true,
            }),
          );
        }
      }
    }
  }
  for (const p of op.parameters) {
    const location = p.in === 'path' ? 'params' : p.in === 'query' ? 'querystring' : 'headers';
    // Header values are what HTTP can carry: no control characters.
    const values = PARAMETER_EDGES.filter((v) => p.in !== 'header' || [...v].every((c) => c >= ' '));
    for (const value of values) {
      // Over 100 characters, a path segment never reaches the route (414); elsewhere a refusal names it.
      const sure = refuses(p.schema, value) && !(p.in === 'path' && value.length > 100);
      requests.push(
        request({ ...params, [p.name]: value }, body, { location, path: [p.name], kind: 'parameter', sure }),
      );
    }
  }
  return requests;
}
