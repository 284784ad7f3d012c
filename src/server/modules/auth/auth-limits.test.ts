import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSmtpMailer } from '../../mail/mailer';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { askForCode, codeByMail, confirm } from './test-sign-in';

const PER_EMAIL = 'Too many codes requested for this email. Please try again in 15 minutes.';
const PER_IP = 'Too many code requests. Please try again in 15 minutes.';

describe.each(testDatabases())('code request limits on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const minutesPass = (minutes: number) =>
    shop.database.db.execute(sql`update otp_challenges set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes})`);

  it('sends at most 3 codes per address per 15 minutes, also through another server process', async () => {
    for (let i = 0; i < 3; i++) expect((await askForCode(shop, 'mona@example.com')).status).toBe(200);
    const fourth = await askForCode(shop, 'Mona@Example.com');
    expect(fourth).toMatchObject({ status: 429, message: PER_EMAIL });

    // A second app on the same database (another process, or a restart) sees the same limit.
    const { config, storage, smtp } = shop;
    const other = await buildApp(
      { config, db: shop.database.db, dbKind: shop.database.kind, mailer: createSmtpMailer(smtp.url, config.mailFrom), storage },
      { logger: false, serveClient: false },
    );
    try {
      const res = await other.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email: 'mona@example.com' } });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }

    expect((await askForCode(shop, 'omar@example.com')).status).toBe(200);
    await minutesPass(15);
    const later = await codeByMail(shop, 'mona@example.com');
    expect((await confirm(shop, { otp: later.code, verificationToken: later.verificationToken })).status).toBe(200);
  });

  it('holds the per-address limit under concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => askForCode(shop, 'mona@example.com')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const open = await shop.database.db.execute(sql`select count(*)::int as n from otp_challenges where closed_at is null`);
    const rows = (Array.isArray(open) ? open : (open as { rows: unknown[] }).rows) as Array<{ n: number }>;
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('answers at most 30 code requests per IP address per 15 minutes', async () => {
    const ip = '203.0.113.7';
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => askForCode(shop, `shopper${i}@example.com`, ip)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await askForCode(shop, 'one-more@example.com', ip)).toMatchObject({ status: 429, message: PER_IP });
    // Other addresses are not blocked, and the window passes.
    expect((await askForCode(shop, 'one-more@example.com', '203.0.113.8')).status).toBe(200);
    await minutesPass(15);
    expect((await askForCode(shop, 'again@example.com', ip)).status).toBe(200);
  });

  it('does not count a code whose mail could not be sent', async () => {
    const { config, storage } = shop;
    const broken = await buildApp(
      { config, db: shop.database.db, dbKind: shop.database.kind, mailer: { send: () => Promise.reject(new Error('smtp down')) }, storage },
      { logger: false, serveClient: false },
    );
    try {
      for (let i = 0; i < 4; i++) {
        const res = await broken.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email: 'mona@example.com' } });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toMatch(/could not send/);
      }
    } finally {
      await broken.close();
    }
    expect((await askForCode(shop, 'mona@example.com')).status).toBe(200);
  });
});
