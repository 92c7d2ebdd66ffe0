/**
 * One contract per endpoint (docs/decisions.md, "Each endpoint described once"): method, path, who may call it,
 * the zod schemas of its parameters, query, body and answers. The API registers its route from the contract and
 * the web app calls it through the same object, so a changed path or payload breaks the build on both sides.
 */
import { z } from 'zod';
import type { TStoreRole } from '../auth';
import { ZApiError } from '../errors';
import { STORE_PERMISSIONS, type TStorePermission } from '../store-permissions';

/** Who may call an endpoint (ARCHITECTURE §5); the API refuses everyone else before validating input. */
export type TAccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  /**
   * A member of the store named by the `storeId` path parameter with one of these roles. A platform admin may read
   * any store's routes; writes are the admin panel's, whose routes record each act in the audit log, so a store
   * route takes an admin's write only with `adminWrites` (its handler then records the act itself).
   */
  | { kind: 'store'; roles: readonly TStoreRole[]; adminWrites?: true };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  admin: { kind: 'admin' },
  store: (roles: readonly TStoreRole[]) => ({ kind: 'store', roles }),
  /** The store roles the permission table gives `permission` (store-permissions.ts) */
  storeCan: (permission: TStorePermission, options: { adminWrites?: true } = {}) => ({
    kind: 'store',
    roles: STORE_PERMISSIONS[permission],
    ...options,
  }),
} as const satisfies Record<string, TAccessRule | ((...args: never[]) => TAccessRule)>;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The refusals most endpoints document: bad input, no session, not allowed, not found, conflict. */
export const ERROR_RESPONSES = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The refusals of a signed-in person's own records: bad input, no session, not found, conflict. */
export const OWN_RECORD_ERRORS = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** The body limit of forms of a few fields: anything larger is not a person typing. */
export const FORM_BODY_LIMIT = 16 * 1024;

/** The answer of a write that has nothing else to say. */
export const ZOk = z.object({ ok: z.literal(true) });

export type TEndpoint = {
  method: THttpMethod;
  /** Relative to `/api`, with `:name` for each path parameter */
  path: `/${string}`;
  access: TAccessRule;
  /** The OpenAPI group and one line on what the endpoint does */
  tags: readonly string[];
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every answer by status: the 2xx ones are what callers get, the others `ZApiError` */
  responses: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Bytes a request body may have, where the server's default (1 MiB) is not right */
  bodyLimit?: number;
};

/** Declares an endpoint; `const` keeps the literal path and schemas so both sides see the exact types. */
export function endpoint<const TDefinition extends TEndpoint>(definition: TDefinition): TDefinition {
  return definition;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaAt<E extends TEndpoint, K> = K extends keyof E['responses']
  ? E['responses'][K] extends z.ZodType
    ? E['responses'][K]
    : never
  : never;

/** The schema of the endpoint's successful answers (a union when it answers 200 or 201 alike). */
export type TSuccessSchema<E extends TEndpoint> = SchemaAt<E, SuccessStatus>;
/** What a caller receives (after parsing) and what a handler must return (before serialising). */
export type TSuccess<E extends TEndpoint> = z.output<TSuccessSchema<E>>;
export type TSuccessInput<E extends TEndpoint> = z.input<TSuccessSchema<E>>;

type Field<E extends TEndpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType ? E[K] : never;
type InputPart<E extends TEndpoint, K extends 'params' | 'query' | 'body'> = [Field<E, K>] extends [never]
  ? { [P in K]?: never }
  : undefined extends z.input<Field<E, K>>
    ? { [P in K]?: z.input<Field<E, K>> }
    : { [P in K]: z.input<Field<E, K>> };

/** What a caller sends: path parameters, query and body, each present exactly when the contract has one. */
export type TEndpointInput<E extends TEndpoint> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>;

/** The endpoint's path with its parameters filled in (each encoded), e.g. `/orders/3f…/invoice`. */
export function pathOf(definition: TEndpoint, params: Readonly<Record<string, string>> | undefined): string {
  return definition.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path} needs the path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The schema a successful answer with `status` is read with; the first 2xx one when the status is not listed. */
export function successSchemaOf(definition: TEndpoint, status: number): z.ZodType {
  const schema =
    definition.responses[status] ??
    Object.entries(definition.responses).find(([code]) => Number(code) >= 200 && Number(code) < 300)?.[1];
  if (!schema) throw new Error(`${definition.method} ${definition.path} declares no successful answer`);
  return schema;
}
