/**
 * How one API route is declared: method, path, the schemas of what it takes and answers, and
 * who may call it. Each declaration is the single source for the server's validation,
 * serialization and access check, the OpenAPI document, and the client's request and answer
 * types (docs/decisions/008-api-contract.md).
 */
import type { z } from 'zod';
import type { Permission } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, checked by the server before anything else of the request is read:
 * - `public`: anyone; a token is not looked at.
 * - `shopper`: a signed-in user, or a guest who sends a `guestid` header; 401 when neither.
 * - `user`: a signed-in user of any role; 401 without a valid token.
 * - `admin`: a signed-in member of the back-office team (an owner from ADMIN_EMAILS or a staff
 *   member); 401 without a valid token, 403 for anyone else or for a role without the route's
 *   `permission` (src/shared/roles.ts).
 */
export type Access = 'public' | 'shopper' | 'user' | 'admin';

/** A success status a route may answer with; every failure is `{message}` (runtime contract, Errors). */
export type SuccessStatus = 200 | 201;

export type RouteDeclaration = {
  readonly method: HttpMethod;
  /** Relative to the API base (`/api`), with `:name` path parameters, as Fastify writes them. */
  readonly path: `/${string}`;
  readonly access: Access;
  /**
   * Admin routes only: the permission a staff role needs to call it (src/shared/roles.ts),
   * checked at every request against the caller's current role. Without it: `manage` (owners
   * and managers).
   */
  readonly permission?: Permission;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (uploads); the handler reads its parts. */
  readonly multipart?: true;
  /** The spec's client sends a guest's id in the JSON body (`guestId`) rather than the header. */
  readonly guestIdInBody?: true;
  /**
   * The sender signs the body's exact bytes (a webhook): the handler gets them as a Buffer,
   * whatever the content type, checks the signature and only then parses them.
   */
  readonly signedBody?: true;
  /**
   * The answers by status. Statuses other than 2xx are listed only when they carry more than
   * `{message}` (the quantity check's 409 says how many are left).
   */
  readonly responses: { readonly [status: number]: z.ZodType };
  /** The media type of a non-JSON answer (an export, a printable page). */
  readonly produces?: 'text/csv' | 'text/html' | 'text/plain' | 'application/pdf';
};

/** Declares a route; the `const` parameter keeps its method and path as literal types. */
export const route = <const R extends RouteDeclaration>(declaration: R): R => declaration;

/** A group of routes of one resource, by name. */
export type RouteGroup = { readonly [name: string]: RouteDeclaration };

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: params, query and body, each required when the route declares it. */
export type RequestOf<R extends RouteDeclaration> = (R['params'] extends z.ZodType ? { params: InputOf<R['params']> } : { params?: never }) &
  (R['query'] extends z.ZodType ? { query: InputOf<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : R['multipart'] extends true ? { body: FormData } : { body?: never });

type SuccessSchemas<R extends RouteDeclaration> = R['responses'][Extract<keyof R['responses'], SuccessStatus>];

/** The answer a caller receives on success (the schemas' output: what the server's serializer sends). */
export type AnswerOf<R extends RouteDeclaration> = OutputOf<SuccessSchemas<R>>;

/** What a handler may return: the schemas' input (the serializer turns it into the answer). */
export type HandlerAnswerOf<R extends RouteDeclaration> = InputOf<SuccessSchemas<R>>;

/** The parsed params / query / body a handler receives. */
export type ParamsOf<R extends RouteDeclaration> = OutputOf<R['params']>;
export type QueryOf<R extends RouteDeclaration> = OutputOf<R['query']>;
export type BodyOf<R extends RouteDeclaration> = OutputOf<R['body']>;

/**
 * What the client needs of a route at run time: its method and path. The declarations carry zod
 * schemas, which the storefront must not download; the client gets this table instead, built
 * from the same declarations (see `endpointTable`), and takes its types from the declarations.
 */
export type Endpoint<R extends RouteDeclaration = RouteDeclaration> = {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Never set: carries the declaration's type to the client's call. */
  readonly __declaration?: R;
};

export type EndpointsOf<C extends { readonly [group: string]: RouteGroup }> = {
  readonly [G in keyof C]: { readonly [N in keyof C[G]]: Endpoint<C[G][N]> };
};

/** The client's table of endpoints: the declarations without their schemas. */
export function endpointTable<C extends { readonly [group: string]: RouteGroup }>(contract: C): EndpointsOf<C> {
  return Object.fromEntries(
    Object.entries(contract).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, declaration]) => [name, { method: declaration.method, path: declaration.path }])),
    ]),
  ) as EndpointsOf<C>;
}
