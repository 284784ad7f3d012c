import { expect, test } from '@playwright/test';
import { arabicMessages as ar } from '../../src/shared/messages-ar';

// Issue 37: a path that starts with two slashes is another site's address to a browser
// ("//evil.example/"), so the language switch and the redirect to a reader's language must
// never hand one back (src/shared/language.ts, safeLocalPath).
test('the Arabic page of a path with two leading slashes links to English on this site', async ({ page, baseURL }) => {
  await page.addInitScript("localStorage.setItem('offerPopupSeen', 'true')");
  await page.goto(`${baseURL}/ar//evil.example/`);
  const english = page.getByRole('link', { name: ar.language.switchTo }).first();
  await expect(english).toBeVisible();
  const href = (await english.getAttribute('href'))!;
  expect(href).toMatch(/^\/[^/\\]/);
  expect(new URL(href, page.url()).origin).toBe(new URL(baseURL!).origin);
  // Every language link on the page (header and menu) stays on this site.
  for (const link of await page.locator('a[hreflang]').all()) {
    expect(new URL((await link.getAttribute('href'))!, page.url()).origin).toBe(new URL(baseURL!).origin);
  }
});

test("an Arabic reader's redirect of a path with leading slashes stays on this site", async ({ request, baseURL }) => {
  for (const hostile of ['//evil.example/', '/%2Fevil.example/', '/%5Cevil.example/']) {
    const answer = await request.get(`${baseURL}${hostile}`, { headers: { cookie: 'lang=ar' }, maxRedirects: 0 });
    expect(answer.status(), hostile).toBe(302);
    const location = answer.headers()['location']!;
    expect(location, hostile).toMatch(/^\/ar\/[^/\\]/);
    expect(new URL(location, baseURL).origin, hostile).toBe(new URL(baseURL!).origin);
  }
});
