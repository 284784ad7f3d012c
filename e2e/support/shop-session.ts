/**
 * Helpers for the cart, checkout and order browser tests: the page's guest id, adding to a
 * cart through the real API, and signing in through the real e-mail code flow.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { E2E_ADMIN_EMAIL } from './constants';
import { codeFromMail, waitForMail } from './mail';

/** Opens the shop so it creates its guest id, and returns it. */
export async function guestIdOf(page: Page): Promise<string> {
  if (!page.url().startsWith('http')) await page.goto('/cart');
  // Evaluated as text: the e2e files compile without the DOM library.
  const guestId = (await page.evaluate("localStorage.getItem('guestId')")) as string | null;
  if (!guestId) throw new Error('The page made no guest id');
  return guestId;
}

export type CartItem = { productId: string; size: string; quantity: number };

/** Adds items to a cart as the page's guest (or as the holder of `token`). */
export async function addToCart(request: APIRequestContext, who: { guestId?: string; token?: string }, items: CartItem[]): Promise<void> {
  const headers: Record<string, string> = who.token ? { authorization: who.token } : { guestid: who.guestId ?? '' };
  for (const item of items) {
    const response = await request.post('/api/cart/add-to-cart', { headers, data: item });
    if (!response.ok()) throw new Error(`add-to-cart ${response.status()}: ${await response.text()}`);
  }
}

let signIns = Math.floor(Math.random() * 250);

/** Signs `email` in through create-user, the mailed code and confirm-email; returns the access token. */
export async function signInThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const startedAt = Date.now() - 1000;
  // Every browser test comes from 127.0.0.1, which may ask for 30 codes per 15 minutes. The
  // e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so API sign-ins present an
  // address of their own (TEST-NET-2) and the suite stays clear of the per-IP limit.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + (signIns++ % 250)}` };
  const created = await request.post('/api/auth/create-user', { data: { email }, headers });
  if (!created.ok()) throw new Error(`create-user ${created.status()}: ${await created.text()}`);
  const { results } = (await created.json()) as { results: { verificationToken: string } };
  const otp = codeFromMail(await waitForMail(email, { after: startedAt }));
  const confirmed = await request.patch('/api/auth/confirm-email', { data: { otp, verificationToken: results.verificationToken }, headers });
  if (!confirmed.ok()) throw new Error(`confirm-email ${confirmed.status()}: ${await confirmed.text()}`);
  return ((await confirmed.json()) as { accessToken: string }).accessToken;
}

/**
 * The admin's token, signed in once per test run and shared by every worker through a file in
 * the e2e data directory: the server allows only 3 codes per address per 15 minutes, and a new
 * code kills the previous one, so workers must not sign the admin in at the same time.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const file = path.resolve(e2eDataDir, 'admin-token.txt');
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    const token = await signInThroughApi(request, E2E_ADMIN_EMAIL);
    // Written aside and renamed into place: other workers read the file as soon as it exists,
    // and one written in place could be read still empty.
    fs.writeFileSync(`${file}.${process.pid}`, token);
    fs.renameSync(`${file}.${process.pid}`, file);
    return token;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Stores the token the way the login page does, so the next page load is signed in. */
export async function useToken(page: Page, token: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(`localStorage.setItem('accessToken', ${JSON.stringify(token)})`);
}

/** A fresh address per test: the sign-in limits count codes per address. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shop.test`;

/** Demo catalogue products with plenty of stock (see src/shared/demo-catalogue.ts). */
export const demo = {
  classicWhiteTee: { id: '5eed0001-0000-4000-8000-000000000031', title: 'Classic White Tee', finalPrice: 249.5 },
  palmStripeTee: { id: '5eed0001-0000-4000-8000-000000000002', title: 'Palm Stripe Tee', finalPrice: 360 },
  tangerineTee: { id: '5eed0001-0000-4000-8000-000000000007', title: 'Tangerine Oversized Tee', finalPrice: 340 },
  zebraHeatTee: { id: '5eed0001-0000-4000-8000-000000000026', title: 'Zebra Heat Tee', finalPrice: 420 },
  turquoiseShorts: { id: '5eed0001-0000-4000-8000-000000000014', title: 'Turquoise Board Shorts', finalPrice: 420 },
} as const;
