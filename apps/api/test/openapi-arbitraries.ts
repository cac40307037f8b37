import fc from 'fast-check';

// JSON Schemas of the generated OpenAPI document (zod's `openapi-3.0` target) as fast-check
// arbitraries: `valueOf` builds values the schema accepts, `mutationOf` breaks one spot of such a
// value and says where. zod-fast-check does not support zod 4, and the document is what clients see
// anyway. A keyword this module does not know fails loudly, so a new kind of schema cannot silently
// go unfuzzed.

export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'example', 'deprecated']);
const KNOWN = new Set([
  ...ANNOTATIONS,
  'type',
  'enum',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'nullable',
]);
/** Formats that come with a pattern saying the same (zod writes both), so the pattern decides. */
const PATTERNED_FORMATS = new Set(['email', 'date', 'uuid']);

function assertKnown(schema: JsonSchema): void {
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key))
      throw new Error(`openapi-arbitraries: unsupported keyword "${key}" in ${JSON.stringify(schema)}`);
  }
  if (schema.format && !(PATTERNED_FORMATS.has(schema.format) && patternsOf(schema).length > 0))
    throw new Error(`openapi-arbitraries: unsupported format "${schema.format}" without a pattern`);
}

/** Patterns a string must match: its own and those of an `allOf` (zod puts a second .regex() there). */
function patternsOf(schema: JsonSchema): RegExp[] {
  const own = schema.pattern ? [schema.pattern] : [];
  const all = (schema.allOf ?? []).flatMap((s) => (s.pattern ? [s.pattern] : []));
  return [...own, ...all].map((p) => new RegExp(p));
}

/** Values that say something about the domain, by property or parameter name (test-side knowledge). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const lowerBound = (schema: JsonSchema, step: number): number | undefined => {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
};
const upperBound = (schema: JsonSchema, step: number): number | undefined => {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
};

/** Most values near the bottom of the range (ids that exist, bets a wallet can pay), some anywhere. */
function biasedInteger(min: number, max: number): fc.Arbitrary<number> {
  const near = fc.integer({ min, max: Math.min(max, min + 30) });
  return fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/**
 * A pattern that repeats one unit, `^(?:unit)*$` or `^[class]+$` (PlainText, ASCII keys), as that
 * unit: strings of it are generated with the schema's lengths instead of hoping a filter finds them.
 */
function repeatedUnit(pattern: RegExp): RegExp | null {
  const match = /^\^(\(\?:.*\)|\[[^\]]*\])[*+]\$$/.exec(pattern.source);
  return match?.[1] ? new RegExp(`^${match[1]}$`) : null;
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? Infinity, minLength + 40);
  const patterns = patternsOf(schema);
  if (patterns.length === 0) return fc.string({ minLength, maxLength, unit: 'grapheme' });
  // Generate from the most specific pattern (the last one zod wrote) and keep what all of them accept.
  const source = patterns[patterns.length - 1] as RegExp;
  const unit = repeatedUnit(source);
  const candidates = unit
    ? fc.string({ unit: fc.stringMatching(unit), minLength, maxLength })
    : fc.stringMatching(source, { size: 'xsmall' });
  return candidates.filter(
    (s) =>
      s.length >= minLength && s.length <= (schema.maxLength ?? Infinity) && patterns.every((p) => p.test(s)),
  );
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as number[]));
  if (schema.type === 'integer') {
    return biasedInteger(lowerBound(schema, 1) ?? -1000, upperBound(schema, 1) ?? 1_000_000);
  }
  if (schema.multipleOf === 0.01) {
    const min = Math.ceil((lowerBound(schema, 0.01) ?? 0) * 100);
    const max = Math.floor((upperBound(schema, 0.01) ?? 1e6) * 100);
    return biasedInteger(min, max).map((cents) => cents / 100);
  }
  if (schema.multipleOf !== undefined)
    throw new Error(`openapi-arbitraries: multipleOf ${schema.multipleOf}`);
  return fc.double({
    min: lowerBound(schema, 0) ?? -1e6,
    max: upperBound(schema, 0) ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** An arbitrary of values `schema` accepts (hints by property name override the schema's own). */
export function valueOf(schema: JsonSchema, hints: Hints = {}, complete = false): fc.Arbitrary<unknown> {
  assertKnown(schema);
  const base = baseValueOf(schema, hints, complete);
  return schema.nullable && !complete
    ? fc.oneof({ arbitrary: base, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 })
    : base;
}

/** `complete`: every optional key present and every array non-empty, so that every field can be broken. */
export const completeValueOf = (schema: JsonSchema, hints: Hints = {}) => valueOf(schema, hints, true);

/** Whether `value` is of a JSON type `schema` admits (its other constraints are the hint's to meet). */
function fitsType(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => fitsType(branch, value));
  switch (schema.type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'string':
    case 'boolean':
      return typeof value === schema.type;
    default:
      return true;
  }
}

function baseValueOf(schema: JsonSchema, hints: Hints, complete: boolean): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valueOf(b, hints, complete)));
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'number':
    case 'integer':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (!schema.items) throw new Error('openapi-arbitraries: array without items');
      const minLength = Math.max(schema.minItems ?? 0, complete ? 1 : 0);
      return fc.array(valueOf(schema.items, hints, complete), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 4, minLength + 4),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [
          name,
          hints[name]
            ? fc.oneof(
                // A hint is by name; a field of that name with another type (a poker challenge's
                // whole-chip `amount` beside the money amounts) takes only the hint's values it can hold.
                { arbitrary: hints[name].filter((value) => fitsType(s, value)), weight: 3 },
                { arbitrary: valueOf(s, hints, complete), weight: 1 },
              )
            : valueOf(s, hints, complete),
        ]),
      );
      return fc.record(model, { requiredKeys: complete ? Object.keys(properties) : required });
    }
    case undefined:
      if (schema.allOf) throw new Error('openapi-arbitraries: allOf outside a string');
      // `{}`: anything (zod's z.unknown()).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// --- mutations -------------------------------------------------------------------------------

/** Values that have broken something somewhere: wrong types, number and text edge cases. */
export const evilValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    99.999,
    0.1 + 0.2,
    1e21,
    1e-7,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 63),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    '',
    ' ',
    ' 1',
    '1 ',
    '0x10',
    '1e3',
    '+1',
    '-1',
    '-0',
    '1.',
    '.5',
    '1,000',
    '99.999',
    'NaN',
    'Infinity',
    '-Infinity',
    '2147483648',
    '9'.repeat(40),
    'null',
    'true',
    'a\u0000b',
    '\u0000',
    'tab\there',
    'line\nbreak',
    '\u007f',
    '\u0085',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '\u202e',
    '\ufeff',
    'ß'.repeat(100),
    'x'.repeat(5000),
    '<script>',
    "' or 1=1 --",
    '${x}',
    '__proto__',
    [],
    [null],
    {},
    { __proto__: 1 },
    { constructor: { prototype: {} } },
    [[[[[]]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A control character, DEL, a C1 control or half a surrogate pair: what PlainText refuses. */
const forbiddenChar = fc
  .oneof(
    // NUL most often: PostgreSQL refuses it in text, so it is the one that reached a 500.
    { arbitrary: fc.constant(0), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: 0x1f }), weight: 1 },
    { arbitrary: fc.integer({ min: 0x7f, max: 0x9f }), weight: 1 },
    { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }), weight: 1 },
  )
  .map((code) => String.fromCharCode(code));

export type PathSegment = string | number;
export interface Mutation {
  value: unknown;
  /** Where it was broken ([] is the value as a whole). */
  path: PathSegment[];
  kind: string;
}

/** Every path into a JSON value, the value itself first. */
export function pathsOf(value: unknown, prefix: PathSegment[] = []): PathSegment[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

export function at(value: unknown, path: PathSegment[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<PathSegment, unknown>)[k], value);
}

/** A copy of `value` with `path` replaced (undefined: removed). */
export function replaced(value: unknown, path: PathSegment[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    if (rest.length === 0 && next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = replaced(copy[head as number], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && next === undefined) delete copy[head];
  else copy[head] = replaced(copy[head], rest, next);
  return copy;
}

/**
 * One spot of a valid value broken: replaced by an evil value, a forbidden character slipped into a
 * string, a key dropped or added, an array emptied or overfilled.
 */
export function mutationOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  return fc
    .record({
      value: valid,
      pick: fc.nat(),
      kind: fc.constantFrom('replace', 'replace', 'forbidden-char', 'drop-key', 'add-key', 'array'),
      evil: evilValues,
      char: forbiddenChar,
      position: fc.nat(),
      key: fc.oneof(fc.constantFrom('extra', '__proto__', 'constructor', ''), fc.string({ maxLength: 8 })),
    })
    .map(({ value, pick, kind, evil, char, position, key }): Mutation => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length] as PathSegment[];
      const target = at(value, path);
      if (kind === 'forbidden-char' && typeof target === 'string') {
        const i = position % (target.length + 1);
        return { value: replaced(value, path, target.slice(0, i) + char + target.slice(i)), path, kind };
      }
      if (kind === 'drop-key' && path.length > 0)
        return { value: replaced(value, path, undefined), path, kind };
      if (kind === 'add-key' && target !== null && typeof target === 'object' && !Array.isArray(target)) {
        // An own key even when it is "__proto__", as JSON.parse makes it from a client's body.
        const withKey = { ...target };
        Object.defineProperty(withKey, key, {
          value: evil,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return { value: replaced(value, path, withKey), path: [...path, key], kind };
      }
      if (kind === 'array' && Array.isArray(target)) {
        const next =
          position % 2 === 0
            ? []
            : Array.from({ length: 60 }, (): unknown => (target as unknown[])[0] ?? evil);
        return { value: replaced(value, path, next), path, kind };
      }
      return { value: replaced(value, path, evil), path, kind: 'replace' };
    });
}

/**
 * The schemas that judge the value at `path` (every branch of a union that can hold it); none when
 * the path runs through an opaque `{}` (z.unknown(), whose contents are never validated).
 */
export function schemasAt(schema: JsonSchema, path: readonly PathSegment[]): JsonSchema[] {
  const expand = (s: JsonSchema): JsonSchema[] => (s.anyOf ?? s.oneOf)?.flatMap(expand) ?? [s];
  let current = expand(schema);
  for (const segment of path) {
    current = current.flatMap((s) => {
      if (typeof segment === 'number') return s.type === 'array' && s.items ? expand(s.items) : [];
      if (s.type !== 'object') return [];
      const property = s.properties?.[segment];
      if (property) return expand(property);
      return typeof s.additionalProperties === 'object' ? expand(s.additionalProperties) : [];
    });
  }
  return current;
}

/** Whether a JSON value holds a `__proto__` key or a `constructor` object with a `prototype` key. */
function poisonsPrototypes(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(poisonsPrototypes);
  return Object.entries(value as Record<string, unknown>).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' &&
        inner !== null &&
        typeof inner === 'object' &&
        Object.hasOwn(inner, 'prototype')) ||
      poisonsPrototypes(inner),
  );
}

/**
 * Whether a mutation surely breaks the request, so that its 400 must name the spot: a control
 * character in any text field (every one is PlainText, an enum or a pattern), a required key
 * dropped, an unknown key added to a strict object.
 */
export function surelyInvalid(
  schema: JsonSchema,
  mutation: Pick<Mutation, 'path' | 'kind'> & { value?: unknown },
): boolean {
  const { path, kind } = mutation;
  // A body holding a prototype-poisoning shape anywhere is refused whole as invalid JSON by the
  // parser (secure-json-parse) before any field is looked at, so no field can be named.
  if (poisonsPrototypes(mutation.value)) return false;
  if (kind === 'forbidden-char') {
    const judges = schemasAt(schema, path);
    return judges.length > 0 && judges.every((s) => s.type !== undefined || s.anyOf !== undefined);
  }
  const key = path[path.length - 1];
  const parents = schemasAt(schema, path.slice(0, -1));
  if (typeof key !== 'string' || parents.length === 0) return false;
  if (kind === 'drop-key')
    return parents.every((s) => s.type === 'object' && (s.required ?? []).includes(key));
  if (kind === 'add-key')
    return (
      key !== '' &&
      !['__proto__', 'constructor', 'prototype'].includes(key) &&
      parents.every(
        (s) =>
          s.type === 'object' && s.additionalProperties === false && !Object.hasOwn(s.properties ?? {}, key),
      )
    );
  return false;
}
