import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp';
import { createSmtpMailer, pooledSmtpUrl } from './mailer';

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Hello', html: '<p>Hello</p>' });

describe('the SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('pools connections unless SMTP_URL says otherwise', () => {
    expect(new URL(pooledSmtpUrl('smtp://user:p%40ss@mail.shop.eg:587')).searchParams.get('pool')).toBe('true');
    expect(pooledSmtpUrl('smtp://user:p%40ss@mail.shop.eg:587')).toContain('user:p%40ss@mail.shop.eg:587');
    expect(pooledSmtpUrl('smtps://mail.shop.eg?pool=false')).toBe('smtps://mail.shop.eg?pool=false');
  });

  it('sends mails one after another over one connection, lets it go on close, and opens a new one after', async () => {
    const mailer = createSmtpMailer(smtp.url, 'Shop <no-reply@shop.test>');
    const before = smtp.connections();
    for (const to of ['a@shop.test', 'b@shop.test', 'c@shop.test']) await mailer.send(mail(to));
    expect(smtp.received.map((received) => received.subject)).toEqual(['Hello a@shop.test', 'Hello b@shop.test', 'Hello c@shop.test']);
    expect(smtp.connections() - before).toBe(1);

    await mailer.close!();
    await expect.poll(() => smtp.openConnections()).toBe(0);

    await mailer.send(mail('d@shop.test'));
    expect((await smtp.waitForMail('d@shop.test')).subject).toBe('Hello d@shop.test');
    expect(smtp.connections() - before).toBe(2);
    await mailer.close!();
  });

  it('closes without having sent anything', async () => {
    await expect(createSmtpMailer(smtp.url, 'Shop <no-reply@shop.test>').close!()).resolves.toBeUndefined();
  });
});
