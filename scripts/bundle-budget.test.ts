import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildShop, clientDir as builtClientDir } from './build.mjs';
import { createStorefrontHtml } from '../src/server/plugins/storefront-html';
import { landingPages } from '../src/shared/storefront-routes';
import { adminCodeInStorefront, pageBundle, readManifest } from './bundle-report';

// The storefront must stay small on a phone: these budgets are checked on a real production build.
const HOME_JS_BUDGET_GZIP = 100 * 1024;
const STOREFRONT_ROUTE_JS_BUDGET_GZIP = 140 * 1024;

describe('the production bundle', () => {
  // The build the shop serves (built here when missing or out of date, as `npm start` does).
  let clientDir: string;
  beforeAll(async () => {
    await buildShop({ ifStale: true, only: ['client'] });
    clientDir = builtClientDir();
  }, 180_000);

  it(`keeps the home page's JavaScript under ${HOME_JS_BUDGET_GZIP / 1024} KB gzipped`, () => {
    const home = pageBundle(clientDir, 'storefront/home/routes/home-page.tsx');
    expect(home.jsGzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  });

  it('keeps every storefront page within its budget', () => {
    const manifest = readManifest(clientDir);
    const routes = Object.keys(manifest).filter((key) => /^storefront\/[^/]+\/routes\//.test(key));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(pageBundle(clientDir, route).jsGzipBytes, route).toBeLessThanOrEqual(STOREFRONT_ROUTE_JS_BUDGET_GZIP);
    }
  });

  // The server finds a landing page's chunks in this manifest by the module path the shared
  // route list gives (src/shared/storefront-routes.ts): a renamed or moved page must not lose
  // its preloads silently.
  it('announces, in index.html, every chunk of every landing page at each of its paths', async () => {
    const storefrontHtml = createStorefrontHtml(clientDir);
    const plainHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const sources = {
      leadImage: async () => undefined,
      describe: async () => ({ status: 200 as const, language: 'en' as const, meta: { title: 'Page', description: 'A page' }, shopName: 'Shop', jsonLd: [] }),
      shopName: async () => 'Shop',
    };
    for (const { paths, page } of Object.values(landingPages)) {
      const { files } = pageBundle(clientDir, page);
      for (const pattern of paths) {
        const pathname = pattern.replace(/:[^/]+/g, 'some-id');
        const { html } = await storefrontHtml.render(pathname, sources);
        const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
        expect(preloaded, pathname).toContain(readManifest(clientDir)[page]!.file);
        // Each file the page needs is either in the plain index.html (the entry's own) or announced for this page.
        for (const file of files) expect(plainHtml.includes(`/${file}`) || preloaded.includes(file), `${pathname} loads ${file}`).toBe(true);
      }
    }
  });

  // zod is a quarter of a page's JavaScript: only pages with forms or list filters may load it,
  // never the entry every page shares (a helper imported from a schema file once pulled it in).
  it('keeps zod out of the code every page loads', () => {
    const home = pageBundle(clientDir, 'storefront/home/routes/home-page.tsx');
    const withZod = home.files.filter((file) => fs.readFileSync(path.join(clientDir, file), 'utf8').includes('$ZodType'));
    expect(withZod).toEqual([]);
  });

  it('never pulls admin code into the entry or a storefront page', () => {
    expect(adminCodeInStorefront(clientDir)).toEqual([]);
  });

  it('splits every admin screen into a chunk of its own', () => {
    const manifest = readManifest(clientDir);
    const adminRoutes = Object.keys(manifest).filter((key) => /^admin\/[^/]+\/routes\//.test(key));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(6);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    for (const route of adminRoutes) expect(manifest[route]!.file).not.toBe(entry.file);
  });
});
