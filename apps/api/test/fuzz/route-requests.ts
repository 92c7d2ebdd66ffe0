/**
 * Hostile requests for one route, generated from what the OpenAPI document says it takes: path
 * parameters, query and JSON body start valid (real ids: the caller's rows first, anyone's too); then one part
 * turns hostile: fields lost, added or replaced by hostile values, the whole body, its framing, or
 * the request's headers.
 */
import fc from 'fast-check';
import { hostileJsonArb, hostileRawBodyArb, RawJson } from './hostile-values';
import {
  asUrlText,
  describeValue,
  fold,
  type IdPool,
  type JsonSchema,
  mutate,
  mutationArb,
  toJsonText,
  validValueArb,
} from './schema-values';
import { type RawBody, uploadBodyArb, webhookBodyArb } from './special-bodies';

type ParamSpec = { name: string; schema: JsonSchema };
type BodySpec =
  | { kind: 'json'; schema: JsonSchema | null }
  | { kind: 'multipart' }
  | { kind: 'webhook' }
  | { kind: 'none' };

export type RouteSpec = { method: string; url: string; pathParams: ParamSpec[]; query: ParamSpec[]; body: BodySpec };

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

// Bodies the OpenAPI document does not describe as JSON.
const UPLOAD_ROUTE = 'POST /api/prescriptions';
const WEBHOOK_ROUTE = 'POST /api/payments/webhooks/:provider';
// better-auth's own body for a social sign-in (its route is relayed, so the document has no schema).
const UNDOCUMENTED_BODIES: Record<string, JsonSchema> = {
  'POST /api/auth/sign-in/social': {
    type: 'object',
    required: ['provider'],
    properties: {
      provider: { type: 'string', enum: ['google', 'github'] },
      callbackURL: { type: 'string', enum: ['/', '/account', 'https://evil.example/steal', '//evil.example'] },
      idToken: {
        type: 'object',
        required: ['token'],
        properties: { token: { type: 'string', maxLength: 200 }, nonce: { type: 'string', maxLength: 64 } },
      },
      disableRedirect: { type: 'boolean' },
    },
  },
};
export const SPECIAL_BODY_ROUTES = [UPLOAD_ROUTE, WEBHOOK_ROUTE, ...Object.keys(UNDOCUMENTED_BODIES)];

/** What each route takes, from the OpenAPI document; a route the document lacks is still fuzzed, by its URL. */
export function routeSpec(document: OpenApiDocument, method: string, url: string): RouteSpec {
  const key = `${method} ${url}`;
  const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const documentedPath = new Map(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]));
  const pathParams = [...url.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    schema: documentedPath.get(name) ?? { type: 'string' },
  }));
  const query = parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} }));
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema ?? UNDOCUMENTED_BODIES[key] ?? null;
  const body: BodySpec =
    key === UPLOAD_ROUTE
      ? { kind: 'multipart' }
      : key === WEBHOOK_ROUTE
        ? { kind: 'webhook' }
        : method === 'GET'
          ? { kind: 'none' }
          : { kind: 'json', schema: jsonSchema };
  return { method, url, pathParams, query, body };
}

export type FuzzRequest = {
  method: string;
  url: string;
  /** Headers beyond the caller's cookie and origin; `null` removes one of those */
  headers: Record<string, string | null>;
  payload?: string | Buffer;
  /** Ids the request names: path parameters, and `addressId`/`prescriptionId`/`idempotencyKey` of a JSON body */
  named: Record<string, string>;
  /** The request as a reader can reproduce it (long runs folded) */
  description: string;
};

export type RequestContext = {
  pool: IdPool;
  uploadFiles: Record<string, Buffer>;
  validUploadFields: Record<string, string>;
  payments: readonly { providerOrderId: string; amountPaise: number }[];
  sandboxSecret: string;
};

/** Percent-encoding of the UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// Path segments sent as they are: broken escapes, traversal, separators.
const RAW_SEGMENTS = ['%00', '%', '%zz', '%C0%AF', '%E0%A4%A', '..', '%2e%2e%2f%2e%2e', '%2F', ';x=1', '%252e'];
// Query-string text appended as it is.
const RAW_QUERY_SUFFIXES = ['&&&=&', '%zz=1', 'a[b][c]=1', '__proto__[isAdmin]=1', `x=${'y'.repeat(10_000)}`];

const HEADER_TWEAKS = {
  none: {},
  'no origin': { origin: null },
  'a foreign origin': { origin: 'https://evil.example' },
  'origin null': { origin: 'null' },
  'cross-site fetch without origin': { origin: null, 'sec-fetch-site': 'cross-site' },
  'a forged session cookie': { cookie: 'better-auth.session_token=forged.0000; __Secure-better-auth.session_token=x' },
  'a hostile request id': { 'x-request-id': `${'r'.repeat(5000)}/../` },
  'a spoofed forwarded-for': { 'x-forwarded-for': '127.0.0.1, ::1' },
  'accept html': { accept: 'text/html' },
} satisfies Record<string, Record<string, string | null>>;

const someMutations = (pool: IdPool) => fc.array(mutationArb(pool), { minLength: 1, maxLength: 3 });

const jsonBody = (value: unknown): RawBody =>
  value === undefined
    ? { headers: {}, label: 'no body' }
    : {
        payload: toJsonText(value),
        headers: { 'content-type': 'application/json' },
        label: describeValue(value),
        value,
      };

/** The body with every field as the schema wants it (real ids where a field names a row). */
function validBodyArb(spec: RouteSpec, context: RequestContext): fc.Arbitrary<RawBody | null> {
  const { body } = spec;
  switch (body.kind) {
    case 'none':
      return fc.constant(null);
    case 'multipart':
      return uploadBodyArb(context.validUploadFields, context.uploadFiles);
    case 'webhook':
      return webhookBodyArb(context.pool, context.payments, context.sandboxSecret);
    case 'json':
      return body.schema
        ? validValueArb(body.schema, '', context.pool).map(jsonBody)
        : fc.constantFrom<RawBody>({ headers: {}, label: 'no body' }, jsonBody({}));
  }
}

/** A body that is wrong: fields mutated, another JSON value, text that is not JSON, or another content type. */
function hostileBodyArb(spec: RouteSpec, context: RequestContext): fc.Arbitrary<RawBody | null> {
  const { body } = spec;
  if (body.kind !== 'json') return validBodyArb(spec, context);
  const valid = body.schema ? validValueArb(body.schema, '', context.pool) : fc.constant<unknown>({});
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, someMutations(context.pool))
        .map(([value, mutations]) => jsonBody(mutate(value, mutations))),
    },
    { weight: 2, arbitrary: hostileJsonArb.map(jsonBody) },
    {
      weight: 1,
      arbitrary: hostileRawBodyArb.map(
        (raw): RawBody => ({ payload: raw.text, headers: { 'content-type': 'application/json' }, label: raw.label }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
          ),
        )
        .map(
          ([value, type]): RawBody => ({
            payload: toJsonText(value),
            headers: { 'content-type': type },
            label: `${describeValue(value)} as ${type}`,
          }),
        ),
    },
  );
}

function objectArb(params: ParamSpec[], pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const param of params) record[param.name] = validValueArb(param.schema, param.name, pool);
  return fc.record(record, { requiredKeys: [] });
}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson)
    ? (value as Record<string, unknown>)
    : {};

/** Which part of a request is hostile; the rest is valid, so the hostile part reaches past the first check. */
type Focus = 'ids' | 'path' | 'query' | 'body' | 'headers';

function focusArb(spec: RouteSpec): fc.Arbitrary<Focus> {
  const weights: [Focus, number][] = [
    // Everything valid, the ids real: someone else's row, or a row in a state that refuses the action
    ['ids', 4],
    ['path', spec.pathParams.length > 0 ? 2 : 0],
    // Unknown or repeated query keys reach routes without a query too
    ['query', spec.query.length > 0 ? 2 : 1],
    ['body', spec.body.kind === 'none' ? 0 : 3],
    ['headers', 1],
  ];
  return fc.oneof(
    ...weights.filter(([, weight]) => weight > 0).map(([focus, weight]) => ({ weight, arbitrary: fc.constant(focus) })),
  );
}

export function requestArb(spec: RouteSpec, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const { pool } = context;
  const hostileTweaks = (Object.keys(HEADER_TWEAKS) as (keyof typeof HEADER_TWEAKS)[]).filter(
    (name) => name !== 'none',
  );
  return fc
    .record({
      focus: focusArb(spec),
      path: objectArb(spec.pathParams, pool),
      pathMutations: someMutations(pool),
      rawSegment: fc.option(fc.record({ at: fc.nat(), text: fc.constantFrom(...RAW_SEGMENTS) }), { freq: 3 }),
      query: objectArb(spec.query, pool),
      queryMutations: someMutations(pool),
      rawQuery: fc.option(fc.constantFrom(...RAW_QUERY_SUFFIXES), { freq: 3 }),
      validBody: validBodyArb(spec, context),
      hostileBody: hostileBodyArb(spec, context),
      tweak: fc.constantFrom(...hostileTweaks),
    })
    .map((parts): FuzzRequest => {
      const { focus, path, query } = parts;
      const rawSegment = focus === 'path' ? parts.rawSegment : null;
      const params = focus === 'path' ? { ...path, ...asObject(mutate(path, parts.pathMutations)) } : path;
      const names = spec.pathParams.map((param) => param.name);
      const rawName = rawSegment ? names[rawSegment.at % Math.max(names.length, 1)] : undefined;
      const url = spec.url.replace(/:(\w+)/g, (_match, name: string) => {
        if (name === rawName && rawSegment) return rawSegment.text;
        const text = asUrlText(params[name]);
        return encode(Array.isArray(text) ? text.join(',') : text);
      });
      const finalQuery = focus === 'query' ? asObject(mutate(query, parts.queryMutations)) : query;
      const queryPairs = Object.entries(finalQuery).flatMap(([key, value]) =>
        [asUrlText(value)].flat().map((text) => `${encode(key)}=${encode(text)}`),
      );
      if (focus === 'query' && parts.rawQuery) queryPairs.push(parts.rawQuery);
      const fullUrl = queryPairs.length > 0 ? `${url}?${queryPairs.join('&')}` : url;
      const body = focus === 'body' ? parts.hostileBody : parts.validBody;
      const headers: Record<string, string | null> = {
        ...(focus === 'headers' ? HEADER_TWEAKS[parts.tweak] : {}),
        ...(body?.headers ?? {}),
      };
      const shownHeaders = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value === null ? '(removed)' : fold(value)}`)
        .join('; ');
      const named: Record<string, string> = {};
      for (const [name, value] of Object.entries(params)) {
        if (typeof value === 'string' && name !== rawName) named[name] = value;
      }
      const bodyFields = asObject(body?.value);
      for (const name of ['addressId', 'prescriptionId', 'idempotencyKey']) {
        const value = bodyFields[name];
        if (typeof value === 'string' && !(name in named)) named[name] = value;
      }
      return {
        method: spec.method,
        url: fullUrl,
        headers,
        named,
        ...(body?.payload !== undefined ? { payload: body.payload } : {}),
        description: `${spec.method} ${fold(fullUrl)}${shownHeaders ? `\n    headers: ${shownHeaders}` : ''}${
          body ? `\n    body: ${body.label}` : ''
        }`,
      };
    });
}
