import { messages } from '../../src/shared/messages';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../support/constants';
import { codeFromMail, waitForMail } from '../support/mail';

// Every test signs in as its own address: at most 3 codes per address per 15 minutes.
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(async ({ page }) => {
  // The first-visit offer popup would cover the forms.
  await page.addInitScript(() => localStorage.setItem('offerPopupSeen', 'true'));
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  const askedAt = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/confirmEmail$/);
  expect(await page.evaluate(() => localStorage.getItem('verificationToken'))).toBeTruthy();
  const code = codeFromMail(await waitForMail(email, { after: askedAt - 1000 }));
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const ordersLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true });

test('the login and code screens show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('mona@');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();

  await page.goto('/confirmEmail');
  const otp = page.getByLabel('Code');
  await expect(otp).toHaveAttribute('maxlength', '4');
  await expect(otp).toHaveAttribute('inputmode', 'numeric');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP is required')).toBeVisible();
  await otp.fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP must be exactly 4 digits')).toBeVisible();
  await otp.fill('123456');
  await expect(otp).toHaveValue('1234');
});

test("the login banner shows the server's message in red", async ({ page }) => {
  await page.route('**/api/auth/create-user', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many code requests. Please try again in 15 minutes.' }) }),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill('mona@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText('Too many code requests. Please try again in 15 minutes.');
  // Red: the text colour's red channel clearly above green and blue.
  const [red, green, blue] = await banner.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(element).color;
    canvas.fillRect(0, 0, 1, 1);
    return Array.from(canvas.getImageData(0, 0, 1, 1).data);
  });
  expect(red! - Math.max(green!, blue!)).toBeGreaterThan(60);
});

test('a full sign-in through the real mail lands on /home with the Orders link; logout clears the token', async ({ page }) => {
  const email = uniqueEmail('shopper');
  await page.goto('/home');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Shop All' }).first()).toBeVisible();
  await expect(ordersLink(page)).toHaveCount(0);

  await signIn(page, email);
  await expect(ordersLink(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('verificationToken'))).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
  expect(payload).toMatchObject({ email, role: 'user' });

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(ordersLink(page)).toHaveCount(0);
  // The server revoked the token: a copy of it is worthless now.
  expect((await revoked).status()).toBe(200);
  expect((await page.request.get('/api/auth/profile', { headers: { authorization: token! } })).status()).toBe(401);

  // Signed out, the guards send /profile to /login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('guards: signed out to /login, a user on /dashboard to /home, an admin may open it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, uniqueEmail('user'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, E2E_ADMIN_EMAIL);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).role).toBe('admin');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The back office opens in its own frame, with the admin's navigation.
  await expect(page.getByRole('navigation', { name: messages.adminShell.nav })).toBeVisible();
});

test('an expired or broken stored token signs the shopper out at start-up', async ({ page }) => {
  await page.goto('/home');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', email: 'old@example.com', role: 'user', exp: Math.floor(Date.now() / 1000) - 5 })}.sig`;
  for (const token of [expired, 'not-a-token']) {
    await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  }
});

for (const width of [390, 1280]) {
  test(`screenshots of /login and /confirmEmail at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`login-${width}.png`), fullPage: true });
    // As after a code request: the page then explains where the code went.
    await page.evaluate(() => localStorage.setItem('verificationToken', 'screenshot'));
    await page.goto('/confirmEmail');
    await page.getByLabel('Code').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP must be exactly 4 digits')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`confirm-${width}.png`), fullPage: true });
  });
}

test('a wrong code says why under the field, names the address, and signing in returns to where the shopper started', async ({ page }) => {
  const email = uniqueEmail('returning');
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  const askedAt = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/confirmEmail$/);
  await expect(page.getByText(`we sent to ${email}`, { exact: false })).toBeVisible();
  const code = codeFromMail(await waitForMail(email, { after: askedAt - 1000 }));
  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
});
