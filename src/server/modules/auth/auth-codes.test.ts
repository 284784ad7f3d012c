import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { codeByMail, confirm, wrongCode } from './test-sign-in';

describe.each(testDatabases())('one-time codes on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  /** Moves every code and failure back in time, as if that many minutes had passed. */
  const minutesPass = async (minutes: number) => {
    await shop.database.db.execute(sql`update otp_challenges set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes})`);
    await shop.database.db.execute(sql`update otp_failures set created_at = created_at - make_interval(mins => ${minutes})`);
  };

  it('refuses a wrong code with 400 and then accepts the right one', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    const wrong = await confirm(shop, { otp: wrongCode(code), verificationToken });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid code. Please try again.' } });
    expect(wrong.body.accessToken).toBeUndefined();
    expect((await confirm(shop, { otp: code, verificationToken })).status).toBe(200);
  });

  it('kills the token after 5 wrong codes: the sixth try is refused even with the right code', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    for (let i = 0; i < 5; i++) expect((await confirm(shop, { otp: wrongCode(code), verificationToken })).status).toBe(400);
    const sixth = await confirm(shop, { otp: code, verificationToken });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many wrong codes. Please request a new code.');
    // A new code works again.
    const fresh = await codeByMail(shop, 'mona@example.com');
    expect((await confirm(shop, { otp: fresh.code, verificationToken: fresh.verificationToken })).status).toBe(200);
  });

  it('counts concurrent wrong tries exactly (row lock)', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(shop, { otp: wrongCode(code), verificationToken })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect((await confirm(shop, { otp: code, verificationToken })).status).toBe(429);
  });

  it('uses a code once', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    expect((await confirm(shop, { otp: code, verificationToken })).status).toBe(200);
    const again = await confirm(shop, { otp: code, verificationToken });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This sign-in link is no longer valid. Please request a new code.');
  });

  it('lets two concurrent confirmations of one code give only one token', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => confirm(shop, { otp: code, verificationToken })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { code, verificationToken } = await codeByMail(shop, 'mona@example.com');
    await shop.database.db.execute(sql`update otp_challenges set expires_at = now() - interval '1 second'`);
    const late = await confirm(shop, { otp: code, verificationToken });
    expect(late).toMatchObject({ status: 400, body: { message: 'This code has expired. Please request a new one.' } });
  });

  it('sets a 10-minute lifetime', async () => {
    await codeByMail(shop, 'mona@example.com');
    const result = await shop.database.db.execute(sql`select extract(epoch from expires_at - created_at)::int as seconds from otp_challenges`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ seconds: number }>;
    expect(Number(rows[0]!.seconds)).toBe(600);
  });

  it('kills the previous code when a new one is sent', async () => {
    const first = await codeByMail(shop, 'mona@example.com');
    const second = await codeByMail(shop, 'mona@example.com');
    const old = await confirm(shop, { otp: first.code, verificationToken: first.verificationToken });
    expect(old.status).toBe(400);
    expect((await confirm(shop, { otp: second.code, verificationToken: second.verificationToken })).status).toBe(200);
  });

  it('binds the verification token to its address', async () => {
    const mona = await codeByMail(shop, 'mona@example.com');
    const omar = await codeByMail(shop, 'omar@example.com');
    const emailOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).email;
    // Omar's code on Mona's token never signs Omar in (it is a wrong code unless both drew the same one).
    const cross = await confirm(shop, { otp: omar.code, verificationToken: mona.verificationToken });
    if (mona.code === omar.code) expect(emailOf(cross.body.accessToken!)).toBe('mona@example.com');
    else expect(cross.status).toBe(400);
    const signedIn = await confirm(shop, { otp: omar.code, verificationToken: omar.verificationToken });
    expect(signedIn.status).toBe(200);
    expect(emailOf(signedIn.body.accessToken!)).toBe('omar@example.com');
  });

  it('locks an address for 24 hours after 20 wrong codes, even with the right code', async () => {
    const email = 'target@example.com';
    for (let round = 0; round < 4; round++) {
      const { code, verificationToken } = await codeByMail(shop, email);
      for (let i = 0; i < 5; i++) expect((await confirm(shop, { otp: wrongCode(code), verificationToken })).status).toBe(400);
      await minutesPass(16); // past the 3-codes-per-15-minutes window
    }
    const { code, verificationToken } = await codeByMail(shop, email);
    const locked = await confirm(shop, { otp: code, verificationToken });
    expect(locked).toMatchObject({ status: 429, body: { message: 'Too many wrong codes for this email. Please try again tomorrow.' } });
    // Another address is not affected.
    const other = await codeByMail(shop, 'other@example.com');
    expect((await confirm(shop, { otp: other.code, verificationToken: other.verificationToken })).status).toBe(200);
    // A day later the address may confirm again.
    await shop.database.db.execute(sql`update otp_failures set created_at = created_at - interval '24 hours'`);
    expect((await confirm(shop, { otp: code, verificationToken })).status).toBe(200);
  });
});
