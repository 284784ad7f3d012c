import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCodeInStorefront, pageBundle, readManifest } from './bundle-report';

// The storefront must stay small on a phone: these budgets are checked on a real production build.
const HOME_JS_BUDGET_GZIP = 100 * 1024;
const STOREFRONT_ROUTE_JS_BUDGET_GZIP = 140 * 1024;

describe('the production bundle', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-'));
    execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      env: { ...process.env, CLIENT_DIR: clientDir },
      stdio: 'inherit',
    });
  }, 180_000);
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

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
