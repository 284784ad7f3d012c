import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;

// Debian's headless shell (package chromium-headless-shell) is the Chromium that Playwright
// itself runs headless: the same engine without the full browser's windowing and compositing,
// which took half the browser tests' CPU. The full Chromium serves where the shell is missing.
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

// Browser tests drive Debian's Chromium (never a downloaded browser) against a real shop
// server: built client, embedded database seeded with the demo catalogue, mail through a
// real SMTP server (see e2e/support/e2e-server.ts).
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests, not files, are handed to the workers: a long file at the end kept one worker busy
  // alone while the others idled. Files whose tests share data say `mode: 'default'` or 'serial'.
  fullyParallel: true,
  // A browser test waits on the page (timers, animations, mail) as much as it computes: two per
  // core keep both cores of the CI machine busy (on two cores: 191 s with two workers, 157 s with four).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Recording a trace for every test cost about a fifth of the browser run, mostly its
    // screencast. Locally a failed test keeps a trace (DOM snapshots, no screencast); CI keeps
    // nothing after the run, so it records none and prints the failure and its page snapshot.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /shop-settings\.spec\.ts$/ },
    // Changing the shop's name and phone changes every page for every test running meanwhile,
    // so the settings tests run alone, after the others.
    { name: 'shop-settings', use: { viewport: { width: 1280, height: 800 } }, testMatch: /shop-settings\.spec\.ts$/, dependencies: ['desktop'] },
  ],
  webServer: {
    // Builds the client when it is missing or out of date (a test run has usually just built it
    // for the unit tests: scripts/build.mjs keeps a fingerprint and lets one build run at a
    // time), then starts the shop on it.
    command: 'node scripts/build.mjs --if-stale --client-only && tsx e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: e2eDataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
