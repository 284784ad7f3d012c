import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arabicMessages } from '../../../shared/messages-ar';
import { shopSettingsMessages as m } from '../../../shared/shop-settings-messages';
import { DEFAULT_RETURN_POLICY } from '../../../shared/returns';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { orders } from '../../db/schema/orders';
import { form, pngImage, tokenFor } from '../catalogue/test-catalogue';
import { insertOrder } from '../dashboard/test-fixtures';

const UNSET = {
  shopName: null,
  phone: null,
  email: null,
  whatsappNumber: null,
  address: null,
  openingHours: null,
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  logo: null,
  // Order confirmation's settings (issue 34) read their defaults until saved.
  confirmRule: 'all',
  confirmAbove: 0,
  autoCancelHours: 48,
  autoBlockRefusals: 0,
  // The returns policy (issue 36) reads its defaults until saved.
  ...DEFAULT_RETURN_POLICY,
};

describe.each(testDatabases())('shop settings API on %s', (kind) => {
  let shop: TestShop;
  let admin: string;
  let user: string;

  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object | FormData, token: string | null = admin) =>
    shop.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}), headers: token ? { authorization: token } : {} });
  const publicSettings = async () => (await inject('GET', '/api/shop-settings', undefined, null)).json().settings;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    admin = await tokenFor(shop, 'admin');
    user = await tokenFor(shop, 'user');
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.reset();
    // A truncate behind the app's back: the cached public answer of the previous test must go too.
    shop.app.deps.publicCache.invalidate();
  });

  it('reads every value as unset before the owner saves anything (no invented phone or name)', async () => {
    const res = await inject('GET', '/api/shop-settings', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: UNSET });
    expect((await inject('GET', '/api/admin/shop-settings')).json()).toEqual({ settings: UNSET });
  });

  it('saves what the owner types, normalising phones, and the public read shows it at once', async () => {
    expect(await publicSettings()).toEqual(UNSET); // cached now
    const res = await inject('PUT', '/api/admin/shop-settings', {
      shopName: '  Nile Threads ',
      phone: '+20 101 234 5678',
      email: 'Hello@NileThreads.EG',
      whatsappNumber: '0111-222-3333',
      address: '12 Tahrir St, Cairo',
      openingHours: 'Every day, 10 am to 10 pm',
      facebookUrl: 'https://facebook.com/nilethreads',
      instagramUrl: '',
      tiktokUrl: null,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...UNSET,
      shopName: 'Nile Threads',
      phone: '01012345678',
      email: 'hello@nilethreads.eg',
      whatsappNumber: '01112223333',
      address: '12 Tahrir St, Cairo',
      openingHours: 'Every day, 10 am to 10 pm',
      facebookUrl: 'https://facebook.com/nilethreads',
    };
    expect(res.json()).toEqual({ message: m.saved, settings: expected });
    expect(await publicSettings()).toEqual(expected);

    // Emptying a field clears it.
    await inject('PUT', '/api/admin/shop-settings', { ...expected, phone: '', facebookUrl: '' });
    expect(await publicSettings()).toEqual({ ...expected, phone: null, facebookUrl: null });
  });

  it('refuses a phone that is not an Egyptian mobile, a bad e-mail and a non-web link, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ phone: '12345' }, m.invalidPhone],
      [{ whatsappNumber: '+44 20 7946 0958' }, m.invalidPhone],
      [{ email: 'not-an-address' }, m.invalidEmail],
      [{ instagramUrl: 'javascript:alert(1)' }, m.invalidUrl],
      [{ tiktokUrl: 'tiktok.com/@shop' }, m.invalidUrl],
    ];
    for (const [body, message] of cases) {
      const res = await inject('PUT', '/api/admin/shop-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await publicSettings()).toEqual(UNSET);
  });

  it('lets only an admin read the form or save', async () => {
    expect((await inject('GET', '/api/admin/shop-settings', undefined, null)).statusCode).toBe(401);
    expect((await inject('PUT', '/api/admin/shop-settings', { shopName: 'X' }, user)).statusCode).toBe(403);
    expect((await inject('DELETE', '/api/admin/shop-settings/logo', undefined, user)).statusCode).toBe(403);
  });

  it('stores a logo through the image pipeline, replaces it, and removes it', async () => {
    const first = await inject('PUT', '/api/admin/shop-settings/logo', form({ logo: { file: await pngImage('#111111', 400, 120), name: 'logo.png' } }));
    expect(first.statusCode).toBe(200);
    const logo = first.json().settings.logo;
    expect(logo.secure_url).toMatch(/\/media\/shop\/logo-[0-9a-f-]+-640\.webp$/);
    expect((await shop.app.inject({ method: 'GET', url: new URL(logo.secure_url).pathname })).headers['content-type']).toBe('image/webp');
    expect((await publicSettings()).logo).toEqual(logo);

    const second = await inject('PUT', '/api/admin/shop-settings/logo', form({ logo: { file: await pngImage('#222222', 400, 120), name: 'logo2.png' } }));
    expect(second.json().settings.logo.secure_url).not.toBe(logo.secure_url);
    // The old logo's files are gone.
    expect((await shop.app.inject({ method: 'GET', url: new URL(logo.secure_url).pathname })).statusCode).toBe(404);

    const notImage = await inject('PUT', '/api/admin/shop-settings/logo', form({ logo: { file: Buffer.from('hello'), name: 'logo.png' } }));
    expect(notImage.statusCode).toBe(415);

    const removed = await inject('DELETE', '/api/admin/shop-settings/logo');
    expect(removed.json()).toEqual({ message: m.logoRemoved, settings: UNSET });
    expect((await publicSettings()).logo).toBeNull();
  });

  const nileThreads = { shopName: 'Nile Threads', phone: '01012345678', email: 'hello@nilethreads.eg', address: '12 Tahrir St, Cairo' };

  it('signs mails with the saved name and contacts at once: sender name and footer', async () => {
    await inject('PUT', '/api/admin/shop-settings', nileThreads);
    const res = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email: 'mona@example.com' } });
    expect(res.statusCode).toBe(200);
    const mail = await shop.smtp.waitForMail('mona@example.com');
    expect(mail.from?.name).toBe('Nile Threads');
    expect(mail.subject).toContain('Nile Threads');
    expect(mail.text).toContain('--\nNile Threads\nPhone: +20 101 234 5678\nE-mail: hello@nilethreads.eg\n12 Tahrir St, Cairo');
    expect(mail.html).toContain('Phone: +20 101 234 5678');
    // The code stays the first number of the mail.
    expect(/\d+/.exec(mail.text ?? '')?.[0]).toMatch(/^\d{4,}$/);
  });

  it('signs an Arabic mail in Arabic: the footer\'s labels are never English on an Arabic mail', async () => {
    const arabicShop = { shopName: 'خيوط النيل', phone: '01012345678', email: 'hello@nilethreads.eg', address: '١٢ شارع التحرير، القاهرة' };
    await inject('PUT', '/api/admin/shop-settings', arabicShop);
    const res = await shop.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: { 'accept-language': 'ar' }, payload: { email: 'salma@example.com' } });
    expect(res.statusCode).toBe(200);
    const mail = await shop.smtp.waitForMail('salma@example.com');
    const footer = (mail.text ?? '').split('\n--\n')[1] ?? '';
    expect(footer).toContain(arabicMessages.shopSettings.mailFooterPhone('+20 101 234 5678'));
    expect(footer).toContain(arabicMessages.shopSettings.mailFooterEmail('hello@nilethreads.eg'));
    // Whatever a shopper reads in the Arabic mail, apart from the values it carries (the code,
    // addresses, links), has no English word: a hard-coded English label comes back here.
    const withoutValues = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+/g, '').replace(/<[^>]*>/g, ' ');
    expect(withoutValues(mail.text ?? '').match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(withoutValues(mail.html ?? '').replace(/&[a-z]+;/g, ' ').match(/[A-Za-z]{2,}/g)).toBeNull();
  });

  it('puts the saved name and phone on packing slips, and no invented ones before', async () => {
    await insertOrder(shop.database.db, { createdAt: new Date(), status: 'pending', totalPiastres: 50_000 });
    const [order] = await shop.database.db.select({ id: orders.id }).from(orders);
    const slips = async () => (await inject('GET', `/api/admin/orders/slips?ids=${order!.id}&paper=a6`)).body;
    const before = await slips();
    expect(before).toContain('<header><strong></strong>');
    expect(before).not.toContain('sender-phone');
    await inject('PUT', '/api/admin/shop-settings', nileThreads);
    const after = await slips();
    expect(after).toContain('<header><strong>Nile Threads</strong>');
    expect(after).toContain('<p class="sender-phone"><bdi dir="ltr">+20 101 234 5678</bdi></p>');
  });
});
