import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLines, carts, categories, products, productSizes, users } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { signAccessToken } from '../../plugins/auth';
import { codeByMail, confirm, signIn } from './test-sign-in';

const SEVEN_DAYS = 7 * 24 * 60 * 60;

describe.each(testDatabases())('auth API on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  it('sends the code mail in the language of the page that asked for it', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: { 'accept-language': 'ar' }, payload: { email: 'huda@example.com' } });
    expect(res.statusCode).toBe(200);
    const mail = await shop.smtp.waitForMail('huda@example.com');
    expect(mail.subject).toBe('كود تسجيل الدخول - Shop');
    const code = /\b(\d{4})\b/.exec(mail.text!)![1]!;
    expect(mail.text).toContain(`كود تسجيل الدخول الخاص بك هو \u2068${code}\u2069. صالح لمدة 10 دقائق.`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('http://shop.test/ar');
  });

  it('sends a readable code mail and answers the spec shape', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email: ' Mona@Example.com ' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.message).toBe('OTP sent successfully');
    expect(body.results.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await shop.smtp.waitForMail('mona@example.com');
    expect(mail.subject).toContain('Your sign-in code');
    expect(mail.subject).toContain('Shop');
    const code = /\b(\d{4})\b/.exec(mail.text!)![1]!;
    expect(mail.text).toContain(`Your sign-in code is ${code}. It expires in 10 minutes.`);
    expect(mail.text).toContain('Shop');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('10 minutes');
    // Only hashes are stored: neither the code nor the token appear in the database.
    const rows = await shop.database.db.execute(sql`select code_hash, verification_token_hash from otp_challenges`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(body.results.verificationToken);
    expect(stored).not.toMatch(new RegExp(`"${code}"`));
  });

  it('signs in: a 7-day HS256 token with sub, email and role user; the profile answers the e-mail', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    const { status, body } = await confirm(shop, { otp: code, verificationToken });
    expect(status).toBe(200);
    expect(body.message).toBe('Email confirmed successfully');
    const [header, payloadPart] = body.accessToken!.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const payload = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString());
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, 'mona@example.com'));
    expect(payload).toMatchObject({ sub: user!.id, email: 'mona@example.com', role: 'user' });
    expect(payload.exp - payload.iat).toBe(SEVEN_DAYS);
    expect(payload.exp).toBeGreaterThanOrEqual(before + SEVEN_DAYS);
    expect(user!.lastSignInAt).not.toBeNull();

    for (const authorization of [body.accessToken!, `Bearer ${body.accessToken}`]) {
      const profile = await shop.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual({ results: { email: 'mona@example.com', staffRole: null, permissions: [] } });
    }
  });

  it('refuses the profile without a token or with a broken one', async () => {
    const none = await shop.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    const broken = await shop.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: 'abc.def.ghi' } });
    expect(broken.statusCode).toBe(401);
    expect(broken.json().message).toBeTruthy();
  });

  it('answers 401, not 500, to a token signed with our key whose sub is not a user id (a UUID)', async () => {
    for (const role of ['user', 'admin'] as const) {
      const token = await signAccessToken(shop.config, { id: 'not-a-uuid', email: 'mona@example.com', role });
      for (const url of ['/api/auth/profile', '/api/order/my-orders', '/api/cart/my-cart', '/api/admin/getAllCategories']) {
        const response = await shop.app.inject({ method: 'GET', url, headers: { authorization: token } });
        expect(response.statusCode, `${role} ${url}`).toBe(401);
        expect(response.json().message).toBeTruthy();
      }
    }
  });

  it('gives ADMIN_EMAILS role admin, re-evaluated at every sign-in', async () => {
    const admin = await signIn(shop, 'Admin@Shop.test');
    expect(admin.payload.role).toBe('admin');
    const asUser = await signIn(shop, 'mona@example.com');
    expect(asUser.payload.role).toBe('user');

    // An admin token passes an admin route; a user token is refused with 403.
    const adminList = await shop.app.inject({ method: 'GET', url: '/api/admin/getAllCategories', headers: { authorization: admin.accessToken } });
    expect(adminList.statusCode).toBe(200);
    const forbidden = await shop.app.inject({ method: 'GET', url: '/api/admin/getAllCategories', headers: { authorization: asUser.accessToken } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBeTruthy();

    // The address leaves ADMIN_EMAILS: the next sign-in is a plain user (and the row says so).
    const adminEmails = shop.config.adminEmails;
    shop.config.adminEmails = [];
    try {
      const demoted = await signIn(shop, 'admin@shop.test');
      expect(demoted.payload.role).toBe('user');
      const [row] = await shop.database.db.select().from(users).where(eq(users.email, 'admin@shop.test'));
      expect(row!.role).toBe('user');
    } finally {
      shop.config.adminEmails = adminEmails;
    }
  });

  it('answers malformed bodies with 400 and a message naming the field', async () => {
    const cases: Array<[string, 'POST' | 'PATCH', unknown, RegExp]> = [
      ['/api/auth/create-user', 'POST', {}, /^email: Email is required$/],
      ['/api/auth/create-user', 'POST', { email: 'not-an-address' }, /^email: Invalid email format$/],
      ['/api/auth/create-user', 'POST', { email: 42 }, /^email: /],
      ['/api/auth/confirm-email', 'PATCH', { verificationToken: 'x' }, /^otp: OTP is required$/],
      ['/api/auth/confirm-email', 'PATCH', { otp: '12a4', verificationToken: 'x' }, /^otp: OTP must be exactly 4 digits$/],
      ['/api/auth/confirm-email', 'PATCH', { otp: 1234, verificationToken: 'x' }, /^otp: /],
      ['/api/auth/confirm-email', 'PATCH', { otp: '1234' }, /^verificationToken: /],
    ];
    for (const [url, method, payload, message] of cases) {
      const res = await shop.app.inject({ method, url, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
    const unknownToken = await confirm(shop, { otp: '1234', verificationToken: 'no-such-token' });
    expect(unknownToken.status).toBe(400);
    expect(unknownToken.body.message).toMatch(/request a new code/);
  });

  it('moves the guest cart into the user cart at sign-in, quantities added and capped by stock', async () => {
    const db = shop.database.db;
    const [category] = await db.insert(categories).values({ name: 'Summer', imageKey: 'c.webp' }).returning();
    const [product] = await db
      .insert(products)
      .values({ categoryId: category!.id, title: 'Linen shirt', pricePiastres: 50000, finalPricePiastres: 50000 })
      .returning();
    await db.insert(productSizes).values([
      { productId: product!.id, size: 'm', quantity: 4 },
      { productId: product!.id, size: 'l', quantity: 10 },
    ]);
    // The user already has 3 × M; the guest adds 2 × M (only 4 in stock) and 1 × L.
    const first = await signIn(shop, 'mona@example.com');
    const [userCart] = await db.insert(carts).values({ userId: String(first.payload.sub) }).returning();
    await db.insert(cartLines).values({ cartId: userCart!.id, productId: product!.id, size: 'm', quantity: 3 });
    const guestId = crypto.randomUUID();
    const [guestCart] = await db.insert(carts).values({ guestId }).returning();
    await db.insert(cartLines).values([
      { cartId: guestCart!.id, productId: product!.id, size: 'm', quantity: 2 },
      { cartId: guestCart!.id, productId: product!.id, size: 'l', quantity: 1 },
    ]);

    await signIn(shop, 'mona@example.com', { guestid: guestId.toUpperCase() });

    const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, userCart!.id));
    expect(lines.map((line) => [line.size, line.quantity]).sort()).toEqual([
      ['l', 1],
      ['m', 4],
    ]);
    expect(await db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([]);
  });

  it('refuses a guestid that is not a UUID with 400, without using the code', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    const bad = await confirm(shop, { otp: code, verificationToken }, { guestid: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/guestId/i);
    const good = await confirm(shop, { otp: code, verificationToken });
    expect(good.status).toBe(200);
  });
});
