/**
 * Values from the JSON Schemas of the OpenAPI document (which the routes' zod schemas produce):
 * values the schema accepts, with real ids where a field names a kind of row, and mutations that
 * turn them hostile one field at a time, so the hostile part reaches past the first check.
 */
import fc from 'fast-check';
import { edgeDateArb, extraKeyArb, hostileJsonArb, malformedUuidArb, RawJson } from './hostile-values';

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Ids of real rows (every owner's), by the field names that carry them. */
export type IdPool = {
  /**
   * Real values for a field or parameter name (`storeId`, `medicine_id` …): the caller's own and
   * everyone's; undefined for names we do not know
   */
  idsFor(name: string): { own: readonly string[]; all: readonly string[] } | undefined;
  /** Every real id of every kind: an order id where a store id belongs is hostile too */
  allIds: readonly string[];
  /** Real e-mail addresses (of an account that is not a caller) */
  emails: readonly string[];
};

const ISO_DAY = 24 * 60 * 60_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * ISO_DAY).toISOString().slice(0, 10);

/** A real value for `name`: mostly the caller's own, often anyone's. */
function knownValues(name: string, pool: IdPool): { weight: number; arbitrary: fc.Arbitrary<string> }[] {
  const known = pool.idsFor(name);
  return [
    ...(known && known.own.length > 0 ? [{ weight: 8, arbitrary: fc.constantFrom(...known.own) }] : []),
    ...(known && known.all.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known.all) }] : []),
  ];
}

function uuidArb(name: string, pool: IdPool): fc.Arbitrary<string> {
  return fc.oneof(
    ...knownValues(name, pool),
    ...(pool.allIds.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...pool.allIds) }] : []),
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    },
  );
}

function patternArb(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringArb(schema: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return uuidArb(name, pool);
  const known = knownValues(name, pool);
  const generic = genericStringArb(schema, name, pool);
  return known.length > 0 ? fc.oneof(...known, { weight: 2, arbitrary: generic }) : generic;
}

function genericStringArb(schema: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: -800, max: 400 }).map(isoDate) },
      { weight: 1, arbitrary: edgeDateArb },
    );
  }
  if (schema.format === 'date-time') {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 })
          .map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString()),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(edgeDateArb, fc.constantFrom('T00:00:00Z', 'T23:59:59.999999999+23:59'))
          .map(([day, time]) => `${day}${time}`),
      },
    );
  }
  if (/email/i.test(name)) {
    return fc.oneof(
      ...(pool.emails.length > 0 ? [fc.constantFrom(...pool.emails)] : []),
      fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254)),
    );
  }
  if (/phone/i.test(name)) return fc.constantFrom('+919812345678', '9812345678', '+91 98123 45678');
  if (schema.pattern) {
    const matching = patternArb(schema.pattern);
    if (matching) return matching.filter((value) => value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) }) },
    // Right at the limit
    { weight: 1, arbitrary: fc.constant('m'.repeat(maxLength)) },
  );
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const isInteger = schema.type === 'integer';
  const exclusive = schema.exclusiveMinimum === true;
  const min = Math.max(schema.minimum ?? -1e6, -1e12);
  const max = Math.min(schema.maximum ?? 1e6, 1e12);
  if (isInteger) {
    const lower = Math.ceil(exclusive ? min + 1 : min);
    const upper = Math.floor(max);
    return fc.oneof(fc.integer({ min: lower, max: upper }), fc.constantFrom(lower, upper));
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((value) => !exclusive || value > min),
    fc.constant(max),
  );
}

/** A value the schema accepts (as far as JSON Schema says: zod refinements are not in the document). */
export function validValueArb(schema: JsonSchema, name: string, pool: IdPool): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => validValueArb(choice, name, pool)));
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    switch (schema.type) {
      case 'string':
        return stringArb(schema, name, pool);
      case 'integer':
      case 'number':
        return numberArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValueArb(schema.items ?? {}, name, pool), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, property] of Object.entries(properties)) record[key] = validValueArb(property, key, pool);
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

/** One change that makes a valid value hostile; `at` picks the place among the value's paths. */
export type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'flood'; at: number; count: number };

export function mutationArb(pool: IdPool): fc.Arbitrary<Mutation> {
  const at = fc.nat();
  const foreignId = pool.allIds.length > 0 ? fc.constantFrom(...pool.allIds) : fc.uuid();
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: hostileJsonArb }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: malformedUuidArb }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: foreignId }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        at,
        key: extraKeyArb,
        value: fc.oneof(hostileJsonArb, foreignId),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('flood' as const), at, count: fc.constantFrom(31, 10_000) }),
    },
  );
}

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (value instanceof RawJson || value === null || typeof value !== 'object') return paths;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, child] of entries) paths.push(...pathsOf(child, [...prefix, key]));
  return paths;
}

function parentOf(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  return node;
}

const clone = (value: unknown): unknown =>
  value instanceof RawJson || value === null || typeof value !== 'object'
    ? value
    : Array.isArray(value)
      ? value.map(clone)
      : Object.fromEntries(Object.entries(value).map(([key, child]) => [key, clone(child)]));

/** Applies mutations in order; a mutation of the root replaces the whole value. */
export function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let root = clone(value);
  for (const mutation of mutations) {
    const paths = pathsOf(root);
    const path = paths[mutation.at % paths.length] ?? [];
    const last = path.at(-1);
    const parent = path.length > 0 ? (parentOf(root, path) as Record<string | number, unknown>) : null;
    const target = parent && last !== undefined ? parent[last] : root;
    switch (mutation.kind) {
      // Values are copied in: arbitraries hand out the same constant objects again and again
      case 'replace':
        if (parent && last !== undefined) parent[last] = clone(mutation.value);
        else root = clone(mutation.value);
        break;
      case 'drop':
        if (parent && last !== undefined) {
          if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
          else delete parent[last];
        } else root = undefined;
        break;
      case 'extra':
        if (target && typeof target === 'object' && !Array.isArray(target) && !(target instanceof RawJson)) {
          Object.defineProperty(target, mutation.key, {
            value: clone(mutation.value),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        break;
      case 'flood':
        if (Array.isArray(target) && target.length > 0) {
          const copy = target[0];
          target.push(...Array.from({ length: mutation.count }, () => clone(copy)));
        }
        break;
    }
  }
  return root;
}

/** JSON text of a value that may hold RawJson pieces (and keys such as `__proto__` as own keys). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value as a short, exact-enough description for a failure report (long runs of one character folded). */
export function describeValue(value: unknown): string {
  return fold(toJsonText(value));
}

/** Long runs of one character folded (`‹"x"×10000›`), and the whole cut at 1,500 characters. */
export function fold(text: string): string {
  const folded = text.replace(/(.)\1{49,}/gsu, (run, char: string) => `‹${JSON.stringify(char)}×${[...run].length}›`);
  return folded.length > 1500 ? `${folded.slice(0, 1500)}… (${text.length} characters in all)` : folded;
}

/** A query-string or path value: what a hostile JSON value looks like once it is text in a URL. */
export function asUrlText(value: unknown): string | string[] {
  if (value instanceof RawJson) return value.text.length > 20_000 ? value.text.slice(0, 20_000) : value.text;
  if (Array.isArray(value))
    return value.slice(0, 50).map((item) => (typeof item === 'string' ? item : toJsonText(item)));
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return toJsonText(value);
}
