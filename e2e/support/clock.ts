import { expect, type Page } from '@playwright/test';

/**
 * Tests of the shop's delays (the welcome popup, the chat bubble, toasts, the slider, messages
 * that clear, the redirect after an order) run on Playwright's clock, so a busy machine can
 * make them slower but never make them fail:
 * - `page.clock.install()` before the first navigation: the page's timers, `Date` and
 *   `performance` then follow a clock that flows like real time until the test moves it;
 * - `page.clock.runFor(ms)` moves it on: every timer due by then fires, however long the page
 *   took to get there;
 * - `watchPresence` notes, in the page and on that clock, when an element first appears and
 *   when it next goes, so "not sooner than" is read off the page's own clock, not the test's.
 */
export type Presence = { shownAt?: number; hiddenAt?: number };

type Watched = Record<string, Presence>;

/** A CSS selector, or `{ text }` for text anywhere in the page. */
export type Watch = string | { text: string };

/** Starts noting (from the next navigation on) when each watched thing first appears and when it then goes. */
export async function watchPresence(page: Page, watches: Record<string, Watch>): Promise<void> {
  await page.addInitScript((watched: Record<string, Watch>) => {
    const presence: Record<string, { shownAt?: number; hiddenAt?: number }> = {};
    (window as unknown as { presence: typeof presence }).presence = presence;
    const isPresent = (watch: Watch) =>
      typeof watch === 'string' ? document.querySelector(watch) !== null : (document.body?.textContent ?? '').includes(watch.text);
    const note = () => {
      for (const [name, watch] of Object.entries(watched)) {
        const entry = (presence[name] ??= {});
        const present = isPresent(watch);
        if (present && entry.shownAt === undefined) entry.shownAt = Date.now();
        if (!present && entry.shownAt !== undefined && entry.hiddenAt === undefined) entry.hiddenAt = Date.now();
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  }, watches);
}

/** What `watchPresence` has noted so far on this page. */
export async function presence(page: Page, name: string): Promise<Presence> {
  return page.evaluate((key) => (window as unknown as { presence: Watched }).presence[key] ?? {}, name);
}

/**
 * How long an element stayed, on the page's clock. The page reads that clock twice (when its
 * timer starts and when the element is noted), a millisecond or so apart: hence the margin.
 */
export function shownFor({ shownAt, hiddenAt }: Presence): number {
  if (shownAt === undefined || hiddenAt === undefined) throw new Error('The element was not seen to appear and then go');
  return hiddenAt - shownAt + CLOCK_READ_MARGIN_MS;
}

/** See shownFor: far below any delay the shop uses, so "not sooner than" still means it. */
export const CLOCK_READ_MARGIN_MS = 50;

/**
 * Moves the page's clock a second at a time until `check` passes: for waits made of several
 * timers that start one after another (a failed load retried after growing pauses).
 */
export async function advanceClockUntil(page: Page, check: () => Promise<void>, stepMs = 1_000): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await check();
  }).toPass({ timeout: 30_000 });
}
