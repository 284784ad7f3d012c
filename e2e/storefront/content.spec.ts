/// <reference lib="dom" />
/** The content pages: the contact form (validation, alert, reset), the chat bubble, returns, shipping, FAQ and policy. */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/client/paths';
import { messages } from '../../src/shared/messages';
import { formatLE } from '../../src/shared/money';
import { FREE_SHIPPING_THRESHOLD_PIASTRES, shippingFeeTable } from '../../src/shared/shipping-fee';
import { presence, shownFor, watchPresence } from '../support/clock';

const m = messages.contact;
/** The spec: the 'Chat with us' bubble shows for 5 seconds. */
const CHAT_BUBBLE_MS = 5_000;

async function skipOffer(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('offerPopupSeen', 'true'));
}

const form = (page: Page) => ({
  name: page.getByLabel('Your name'),
  email: page.getByLabel('E-mail', { exact: true }),
  phone: page.getByLabel('Mobile number'),
  inquiry: page.getByLabel('What is it about?'),
  message: page.getByLabel('Message', { exact: true }),
  send: page.getByRole('button', { name: 'Send', exact: true }),
});

async function fillValid(page: Page) {
  const f = form(page);
  await f.name.fill('Mona Adel');
  await f.email.fill('mona@example.com');
  await f.phone.fill('01012345678');
  await f.inquiry.selectOption('support');
  await f.message.fill('My parcel arrived with the wrong size, can I exchange it?');
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`contact page on a ${name}`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => skipOffer(page));

    test('shows every required message of the spec when sent empty', async ({ page }) => {
      await page.goto(paths.contact);
      await expect(page).toHaveTitle(/Contact Us/);
      const f = form(page);
      await f.send.click();
      for (const text of [m.nameRequired, m.emailRequired, m.phoneRequired, m.inquiryRequired, m.messageRequired]) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAccessibleDescription(m.nameRequired);
    });

    test('shows the format messages, then the success alert, resets the form and sends nothing', async ({ page }) => {
      await page.goto(paths.contact);
      const f = form(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        // The footer's contact channels refresh themselves in the background (a GET of the shop's
        // settings once they are a minute old); that reads, it sends nothing of the form.
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/shop-settings') return;
        if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr' || request.method() !== 'GET') requests.push(request.url());
      });
      await page.waitForLoadState('networkidle');
      requests.length = 0;

      await fillValid(page);
      await f.email.fill('mona@');
      await f.phone.fill('01312345678');
      await f.message.fill('Too short');
      await f.send.click();
      await expect(page.getByText(m.invalidEmail, { exact: true })).toBeVisible();
      await expect(page.getByText(m.invalidPhone, { exact: true })).toBeVisible();
      await expect(page.getByText(m.messageTooShort, { exact: true })).toBeVisible();

      for (const suspicious of ['Please DROP TABLE orders now', 'hello there -- admin', 'my size is M; thanks a lot', 'select * from users please']) {
        await f.message.fill(suspicious);
        await expect(page.getByText(m.suspiciousContent, { exact: true })).toBeVisible();
      }

      await fillValid(page);
      await expect(page.getByText(m.invalidEmail, { exact: true })).toHaveCount(0);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await f.send.click();
      await expect.poll(() => alerts).toEqual([`alert: ${m.sent}`]);
      for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toHaveValue('');
      await expect(f.inquiry).toHaveValue('');
      expect(requests).toEqual([]);
    });

    test('shows the Chat with us bubble for 5 seconds', async ({ page }) => {
      await page.clock.install();
      await watchPresence(page, { bubble: '[data-testid="chat-bubble"]' });
      await page.goto(paths.contact);
      const bubble = page.getByRole('link', { name: m.chatWithUs, exact: true });
      await expect(bubble).toBeVisible();
      await expect(bubble).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
      // Five seconds on the page's clock from now are past its five seconds, however late we look.
      await page.clock.runFor(CHAT_BUBBLE_MS);
      await expect(bubble).toBeHidden();
      expect(shownFor(await presence(page, 'bubble'))).toBeGreaterThanOrEqual(CHAT_BUBBLE_MS);
      // The floating chat link itself stays.
      await expect(page.getByRole('link', { name: messages.layout.whatsappLink })).toBeVisible();
    });
  });
}

test.describe('policy pages', () => {
  test.beforeEach(({ page }) => skipOffer(page));

  // Issue 36: the policy's values come from the shop settings (their defaults here).
  test('returns: the policy of the shop settings with WhatsApp and e-mail links', async ({ page }) => {
    await page.goto(paths.returns);
    await expect(page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeVisible();
    await expect(page).toHaveTitle(/Returns & Exchanges/);
    const body = page.locator('main');
    for (const rule of [
      /within 14 days of delivery/i,
      /unused/i,
      /tags/i,
      /we pay the return shipping for: defective, wrong item sent/i,
      /exchanges for another size ship free/i,
      /refuse it at the door/i,
    ]) {
      await expect(body).toContainText(rule);
    }
    await expect(body.getByRole('link', { name: /exchange on whatsapp/i })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(body.getByRole('link', { name: /exchange by e-mail/i })).toHaveAttribute('href', /^mailto:[^@]+@[^?]+\?subject=/);
  });

  test('shipping: the fee of every governorate and the free-shipping threshold, from the shared rules', async ({ page }) => {
    await page.goto(paths.shipping);
    await expect(page).toHaveTitle(/Shipping/);
    const rows = page.getByRole('table').getByRole('row');
    const table = shippingFeeTable();
    await expect(rows).toHaveCount(table.length + 1);
    for (const row of table) {
      await expect(page.getByRole('row', { name: new RegExp(`^${row.governorate} `) })).toContainText(formatLE(row.feePiastres));
    }
    await expect(page.getByRole('row', { name: /^Alexandria/ })).toContainText('70 LE');
    await expect(page.getByRole('row', { name: /^Cairo/ })).toContainText('90 LE');
    await expect(page.locator('main')).toContainText(`free when your cart total is ${formatLE(FREE_SHIPPING_THRESHOLD_PIASTRES)} or more`);
    await expect(page.locator('main')).toContainText(/cash/i);
  });

  test('FAQ: questions open and close with the keyboard', async ({ page }) => {
    await page.goto(paths.faq);
    await expect(page).toHaveTitle(/Frequently Asked Questions/);
    const question = page.locator('summary', { hasText: 'How do I pay?' });
    const answer = page.getByText('Cash on delivery only.');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    expect(await page.locator('details').count()).toBeGreaterThanOrEqual(12);
  });

  test('privacy policy: says what is collected and who sees it', async ({ page }) => {
    await page.goto(paths.policy);
    await expect(page).toHaveTitle(/Privacy Policy/);
    for (const part of [/e-mail address/i, /mobile number/i, /delivery address/i, /delivery company/i, /local storage/i]) {
      await expect(page.locator('main')).toContainText(part);
    }
  });

  test('every content page has its own title and description', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of [paths.contact, paths.returns, paths.shipping, paths.faq, paths.policy]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page sets its title in an effect, just after its heading is drawn.
      await expect(page).toHaveTitle(/\| Shop$/);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      seen.add(`${title}|${description}`);
    }
    expect(seen.size).toBe(5);
  });
});
