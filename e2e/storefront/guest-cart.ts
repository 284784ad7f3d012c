import type { Page } from '@playwright/test';
import { guestIdOf } from '../support/shop-session';

/**
 * The page's guest id, for a test that fills this guest's cart through the API rather than in
 * the page. A guest id made in the browser that has added nothing is known to have no cart,
 * so the page does not ask the server (src/client/lib/cart.ts); a shopper's own add clears
 * that mark, and this does the same for a cart filled from outside.
 */
export async function guestIdForApiCart(page: Page): Promise<string> {
  const guestId = await guestIdOf(page);
  // Evaluated as text: the e2e files compile without the DOM library.
  await page.evaluate("localStorage.removeItem('guestCartUnused')");
  return guestId;
}
