/**
 * Registers the routes declared in `src/shared/contract` with Fastify: validation and
 * serialization from their schemas, the access check from their declared level, and one
 * encapsulated scope for every admin route, whose `onRequest` hook checks the role before
 * the path, query or body is read.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { apiContract } from '../../shared/contract';
import { messageAnswer } from '../../shared/contract/answers';
import type { Access, BodyOf, HandlerAnswerOf, ParamsOf, QueryOf, RouteDeclaration, RouteGroup } from '../../shared/contract/route';
import { MAX_IMAGE_BYTES } from '../storage/images';
import { refuseNul } from './nul-guard';
import { guestFromBody, requireAdmin, requireShopper, requireUser, type AuthUser, type Shopper } from '../plugins/auth';
import type { App } from '../types';
import { runAsStaff } from '../modules/audit';
import { DEFAULT_ADMIN_PERMISSION } from '../../shared/roles';

/** Who is calling, as the route's access level guarantees it. */
export type CallerOf<A extends Access> = A extends 'admin' | 'user' ? AuthUser : A extends 'shopper' ? Shopper : undefined;

export type TypedRequest<R extends RouteDeclaration> = FastifyRequest<{ Params: ParamsOf<R>; Querystring: QueryOf<R>; Body: BodyOf<R> }>;

export type RouteHandler<R extends RouteDeclaration> = (
  request: TypedRequest<R>,
  reply: FastifyReply,
  caller: CallerOf<R['access']>,
) => Promise<HandlerAnswerOf<R> | FastifyReply>;

/** A declared route and the handler that answers it. */
export type Implementation = { declaration: RouteDeclaration; handler: RouteHandler<RouteDeclaration> };

/** Handlers for some routes of one group of the contract; the rest may live in another module. */
export function implement<G extends RouteGroup, K extends keyof G>(group: G, handlers: { [N in K]: RouteHandler<G[N]> }): Implementation[] {
  return (Object.keys(handlers) as K[]).map((name) => ({
    declaration: group[name]!,
    handler: handlers[name] as unknown as RouteHandler<RouteDeclaration>,
  }));
}

type Named = { group: string; name: string };
const declaredRoutes = new Map<RouteDeclaration, Named>(
  Object.entries(apiContract).flatMap(([group, routes]) =>
    Object.entries(routes as RouteGroup).map(([name, declaration]) => [declaration, { group, name }] as const),
  ),
);

/** Every declared route exactly once, and `/admin/` paths exactly the admin ones. */
function checkComplete(implementations: Implementation[]): void {
  const seen = new Set<RouteDeclaration>();
  for (const { declaration } of implementations) {
    const named = declaredRoutes.get(declaration);
    if (!named) throw new Error(`A route that is not in the contract: ${declaration.method} ${declaration.path}`);
    if (seen.has(declaration)) throw new Error(`Implemented twice: ${named.group}.${named.name}`);
    seen.add(declaration);
  }
  const missing = [...declaredRoutes].filter(([declaration]) => !seen.has(declaration)).map(([, named]) => `${named.group}.${named.name}`);
  if (missing.length > 0) throw new Error(`Declared but not implemented: ${missing.join(', ')}`);
  for (const [declaration, named] of declaredRoutes) {
    if (declaration.path.startsWith('/admin/') !== (declaration.access === 'admin')) {
      throw new Error(`${named.group}.${named.name}: paths under /admin/ are exactly the admin routes`);
    }
    if (declaration.permission && declaration.access !== 'admin') throw new Error(`${named.group}.${named.name}: only admin routes declare a permission`);
  }
}

const securityOf: Record<Access, FastifySchema['security']> = {
  public: [],
  shopper: [{ accessToken: [] }, { guestId: [] }],
  user: [{ accessToken: [] }],
  admin: [{ accessToken: [] }],
};

/** Failures are `{message}`; the OpenAPI document lists the ones each access level can give. */
function errorAnswers(access: Access): Record<number, typeof messageAnswer> {
  const answers: Record<number, typeof messageAnswer> = { 400: messageAnswer, 404: messageAnswer, 409: messageAnswer, 429: messageAnswer };
  if (access !== 'public') answers[401] = messageAnswer;
  if (access === 'admin') answers[403] = messageAnswer;
  return answers;
}

function schemaOf(declaration: RouteDeclaration, group: string): FastifySchema {
  // A non-JSON answer (CSV, HTML) is not passed through the JSON serializer.
  const successes = declaration.produces ? {} : declaration.responses;
  return {
    tags: [group],
    summary: declaration.summary,
    security: securityOf[declaration.access],
    ...(declaration.params ? { params: declaration.params } : {}),
    ...(declaration.query ? { querystring: declaration.query } : {}),
    ...(declaration.body ? { body: declaration.body } : {}),
    ...(declaration.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(declaration.produces ? { produces: [declaration.produces] } : {}),
    response: { ...errorAnswers(declaration.access), ...successes },
  };
}

/**
 * Every answer of a non-public route is about one person (their cart, profile, orders, or
 * the back office): no shared cache, proxy or browser history may keep it. Set before the
 * access check, so refusals carry it too.
 */
const keepPrivate: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'private, no-store');
  done();
};

/** The hooks that enforce a non-admin access level (admin routes get theirs from the admin scope). */
function accessHooks(declaration: RouteDeclaration): { onRequest?: onRequestHookHandler[]; preValidation?: preValidationHookHandler } {
  switch (declaration.access) {
    case 'user':
      return { onRequest: [keepPrivate, requireUser] };
    // The spec's add-to-cart may carry the guest id in its body: resolved once the body is parsed.
    case 'shopper':
      return declaration.guestIdInBody ? { onRequest: [keepPrivate], preValidation: guestFromBody } : { onRequest: [keepPrivate, requireShopper] };
    default:
      return {};
  }
}

function callerOf(access: Access, request: FastifyRequest): unknown {
  if (access === 'admin' || access === 'user') return request.authUser;
  if (access === 'shopper') return request.shopper;
  return undefined;
}

function register(scope: App, implementation: Implementation): void {
  const { declaration, handler } = implementation;
  const { group } = declaredRoutes.get(declaration)!;
  const answer = (request: FastifyRequest, reply: FastifyReply) => handler(request as TypedRequest<RouteDeclaration>, reply, callerOf(declaration.access, request) as never);
  scope.route({
    method: declaration.method,
    url: declaration.path,
    schema: schemaOf(declaration, group),
    ...accessHooks(declaration),
    ...(declaration.access === 'admin' ? { config: { permission: declaration.permission ?? DEFAULT_ADMIN_PERMISSION } } : {}),
    // An admin handler runs as its staff member: the audit entries its writes record name them.
    handler:
      declaration.access === 'admin'
        ? (request, reply) => runAsStaff({ actor: { email: request.staff!.email, role: request.staff!.role }, ip: request.ip, clock: scope.deps.clock }, () => answer(request, reply))
        : answer,
  });
}

/**
 * Registers every implemented route under the current prefix; fails at start-up when a
 * declared route has no handler, or a handler has no declaration.
 */
export async function registerApi(api: App, implementations: Implementation[]): Promise<void> {
  checkComplete(implementations);
  // Before any route, so every scope below (public, webhooks, admin) inherits it.
  api.addHook('preValidation', refuseNul);
  for (const implementation of implementations) {
    if (implementation.declaration.access !== 'admin' && !implementation.declaration.signedBody) register(api, implementation);
  }
  // Webhooks: the body stays the bytes that were signed (re-serialised JSON would not match).
  await api.register(async (signed: App) => {
    signed.removeAllContentTypeParsers();
    signed.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const implementation of implementations) {
      if (implementation.declaration.signedBody) register(signed, implementation);
    }
  });
  await api.register(async (admin: App) => {
    admin.addHook('onRequest', keepPrivate);
    admin.addHook('onRequest', requireAdmin);
    // Only the back office uploads (catalogue images): multipart is parsed in this scope alone.
    await admin.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 12, fields: 40, fieldSize: 64 * 1024, parts: 60, headerPairs: 200 },
    });
    for (const implementation of implementations) {
      if (implementation.declaration.access === 'admin') register(admin, implementation);
    }
  });
}
