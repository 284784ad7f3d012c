import crypto from 'node:crypto';
import Fastify from 'fastify';
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import type { AppDeps } from '../types';
import { requireAdmin, requireShopper, requireUser, signAccessToken } from './auth';
import { registerErrorHandling } from './errors';

const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'plugin-test-secret-0123456789abcdef', adminEmails: ['admin@shop.test'] };
const key = new TextEncoder().encode(config.jwtSecret);
const user = { id: crypto.randomUUID(), email: 'mona@example.com', role: 'user' as const };
const admin = { id: crypto.randomUUID(), email: 'admin@shop.test', role: 'admin' as const };

/** A tiny app with one route per guard: the guards are tested without any module. */
async function guardedApp(database: TestDatabase) {
  const app = Fastify({ logger: false });
  // The database holds the revoked tokens.
  app.decorate('deps', { config, db: database.db } as AppDeps);
  registerErrorHandling(app);
  app.get('/user', { preHandler: requireUser }, async (request) => ({ id: request.authUser!.id, role: request.authUser!.role }));
  app.get('/admin', { preHandler: requireAdmin }, async (request) => ({ id: request.authUser!.id }));
  app.get('/shopper', { onRequest: requireShopper }, async (request) => request.shopper);
  await app.ready();
  return app;
}

const claims = (over: Record<string, unknown> = {}) => ({ sub: user.id, email: user.email, role: 'user', jti: crypto.randomUUID(), ...over });

describe('auth plugin', () => {
  let app: Awaited<ReturnType<typeof guardedApp>>;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await guardedApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('accepts its own token bare and as Bearer', async () => {
    const token = await signAccessToken(config, user);
    for (const authorization of [token, `Bearer ${token}`, `bearer  ${token}`]) {
      const res = await get('/user', { authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: user.id, role: 'user' });
    }
  });

  it('signs HS256 tokens that live 7 days', async () => {
    const token = await signAccessToken(config, admin);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: admin.id, email: admin.email, role: 'admin' });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
  });

  it('answers 401 with a message without a token', async () => {
    for (const url of ['/user', '/admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    }
  });

  it("refuses alg 'none'", async () => {
    const unsigned = new UnsecuredJWT(claims()).setExpirationTime('1h').encode();
    const res = await get('/user', { authorization: unsigned });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses other algorithms, even HS512 with the right secret and RS256 with an embedded key', async () => {
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key);
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const rs256 = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(publicKey) })
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const token of [hs512, rs256]) expect((await get('/user', { authorization: token })).statusCode).toBe(401);
  });

  it('refuses a bad signature and a tampered payload', async () => {
    const otherKey = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-0123456789abcdef'));
    const [header, , signature] = (await signAccessToken(config, user)).split('.');
    const promoted = Buffer.from(JSON.stringify({ ...claims({ role: 'admin' }), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    for (const token of [otherKey, `${header}.${promoted}.${signature}`]) {
      expect((await get('/user', { authorization: token })).statusCode).toBe(401);
      expect((await get('/admin', { authorization: token })).statusCode).toBe(401);
    }
  });

  it('refuses an expired token and one without exp or with unknown claims', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 8 * 86400).setExpirationTime(now - 60).sign(key);
    const noExp = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const noId = await new SignJWT(claims({ jti: undefined })).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    for (const token of [expired, noExp, noId, 'garbage', 'Bearer ']) {
      const res = await get('/user', { authorization: token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('takes the role from ADMIN_EMAILS, never from the token: an admin claim for another address is a 403', async () => {
    const claimed = await new SignJWT(claims({ role: 'admin' })).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect((await get('/admin', { authorization: claimed })).statusCode).toBe(403);
    expect((await get('/user', { authorization: claimed })).json()).toEqual({ id: user.id, role: 'user' });
    const listed = await new SignJWT(claims({ email: 'ADMIN@shop.test', role: 'user' })).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect((await get('/admin', { authorization: listed })).statusCode).toBe(200);
  });

  it('answers 403 to a user token on an admin route, 200 to an admin token', async () => {
    const forbidden = await get('/admin', { authorization: await signAccessToken(config, user) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only admins can do this');
    expect((await get('/admin', { authorization: await signAccessToken(config, admin) })).statusCode).toBe(200);
  });

  it('tells the shopper: the user, else a guest by UUID, else 401; a bad guestid is 400', async () => {
    const guestId = crypto.randomUUID();
    expect((await get('/shopper', { authorization: await signAccessToken(config, user) })).json()).toEqual({ kind: 'user', userId: user.id, email: user.email });
    expect((await get('/shopper', { guestid: guestId.toUpperCase() })).json()).toEqual({ kind: 'guest', guestId });
    expect((await get('/shopper')).statusCode).toBe(401);
    const bad = await get('/shopper', { guestid: 'guest-123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('guestId must be a UUID');
  });
});
