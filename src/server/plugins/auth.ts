import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { badRequest, forbidden, unauthorized } from '../http/http-error';
import { isTokenRevoked } from '../modules/auth';
import { staffOf, type Staff } from '../modules/team';
import { DEFAULT_ADMIN_PERMISSION, mayUse, type Permission } from '../../shared/roles';
import { jwtSecretOf } from '../secrets/index';
import type { Config } from '../config';

export type Role = 'user' | 'admin';
export type AuthUser = { id: string; email: string; role: Role };

/** Who is asking: a signed-in user, a guest with a guest id, or nobody known. */
export type Shopper = { kind: 'user'; userId: string; email: string } | { kind: 'guest'; guestId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks when a valid token came with the request. */
    authUser?: AuthUser;
    /** Set by the shopper hook: the signed-in user, else the guest. */
    shopper?: Shopper;
    /** The id and expiry of the valid token that came with the request (logout revokes it). */
    accessToken?: { jti: string; expiresAt: Date };
    /** Set by the admin check: the caller's staff role as the database says it now. */
    staff?: Staff;
  }
  interface FastifyContextConfig {
    /** Admin routes: the permission the caller's role needs (src/shared/roles.ts). */
    permission?: Permission;
  }
}

const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  // Users are keyed by UUID: any other subject is not one of ours (and would reach the
  // database as a malformed id, a 500), so it is refused like any other invalid token.
  sub: z.uuid(),
  email: z.string().email(),
  // Every token has an id, so that signing out can revoke exactly this one (tokens signed
  // before ids existed are refused: their holders sign in again once).
  jti: z.uuid(),
  exp: z.number(),
  // The `role` claim is only for the client's display: the server decides from ADMIN_EMAILS.
});

const secrets = new WeakMap<Config, Uint8Array>();
function signingKey(config: Config): Uint8Array {
  let key = secrets.get(config);
  if (!key) {
    key = new TextEncoder().encode(jwtSecretOf(config));
    secrets.set(config, key);
  }
  return key;
}

export async function signAccessToken(config: Config, user: AuthUser): Promise<string> {
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
    .sign(signingKey(config));
}

/** The token from `authorization`, bare (the spec's client) or as `Bearer <token>`. */
function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/**
 * The role of an address, decided from ADMIN_EMAILS at every request (never from the token),
 * so an address removed from the list loses admin access at its next request.
 */
export const roleOf = (config: Config, email: string): Role => (config.adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user');

/**
 * Verifies the token if there is one: only HS256 with our key, not expired, not signed out.
 * A token that is present but not valid is a 401, even on routes that guests may use.
 */
export async function authenticate(request: FastifyRequest, config: Config): Promise<AuthUser | undefined> {
  if (request.authUser) return request.authUser;
  const token = tokenFrom(request);
  if (!token) return undefined;
  let claims: z.infer<typeof claimsSchema>;
  try {
    const { payload } = await jwtVerify(token, signingKey(config), { algorithms: [ALGORITHM] });
    claims = claimsSchema.parse(payload);
  } catch {
    throw unauthorized((t) => t.api.auth.invalidToken);
  }
  // Outside the try: a database fault is a 503 (errors plugin), not a signed-out user.
  if (await isTokenRevoked(request.server.deps.db, claims.jti)) throw unauthorized((t) => t.api.auth.invalidToken);
  request.authUser = { id: claims.sub, email: claims.email, role: roleOf(config, claims.email) };
  request.accessToken = { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
  return request.authUser;
}

/** onRequest hook of `user` routes: a signed-in user (any role); 401 otherwise. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await authenticate(request, request.server.deps.config);
  if (!user) throw unauthorized((t) => t.api.auth.signInRequired);
}

/**
 * onRequest hook of the admin scope, before the body is read: 401 without a valid token; 403
 * for someone not on the team, or whose role lacks the route's permission. The role is read
 * from ADMIN_EMAILS and the staff table at every request, whatever the token says.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { config, db, clock } = request.server.deps;
  const user = await authenticate(request, config);
  if (!user) throw unauthorized((t) => t.api.auth.signInRequired);
  const staff = await staffOf(db, config, user.email, clock);
  if (!staff) throw forbidden((t) => t.api.auth.adminOnly);
  if (!mayUse(staff.role, request.routeOptions.config.permission ?? DEFAULT_ADMIN_PERMISSION)) throw forbidden((t) => t.team.api.roleNotAllowed);
  request.staff = staff;
  request.authUser = { ...user, role: 'admin' };
}

const guestIdSchema = z.uuid();

function parseGuestId(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? (raw[0] as unknown) : raw;
  if (value === undefined || value === '') return undefined;
  const parsed = guestIdSchema.safeParse(value);
  if (!parsed.success) throw badRequest((t) => t.api.cart.invalidGuestId);
  return parsed.data.toLowerCase();
}

/**
 * The guest id of the `guestid` header, if any; anything but a UUID is a 400. `geustid` is the
 * same header as a known client spells it (runtime contract, Identity).
 */
export function guestIdFrom(request: FastifyRequest): string | undefined {
  return parseGuestId(request.headers.guestid ?? request.headers.geustid);
}

async function shopperOf(request: FastifyRequest, bodyGuestId?: unknown): Promise<Shopper> {
  const user = await authenticate(request, request.server.deps.config);
  if (user) return { kind: 'user', userId: user.id, email: user.email };
  const guestId = guestIdFrom(request) ?? parseGuestId(bodyGuestId);
  if (guestId) return { kind: 'guest', guestId };
  throw unauthorized((t) => t.api.cart.guestIdRequired);
}

/** onRequest hook of `shopper` routes: the signed-in user, else the guest id; 401 when neither. */
export async function requireShopper(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.shopper = await shopperOf(request);
}

/** preValidation hook of `shopper` routes whose guest id may come in the JSON body (`guestId`). */
export async function guestFromBody(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const body = request.body;
  const bodyGuestId = body && typeof body === 'object' && 'guestId' in body ? body.guestId : undefined;
  request.shopper = await shopperOf(request, bodyGuestId);
}
