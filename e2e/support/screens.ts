/** What browser tests in both languages use to look at a screen: its texts, its address, a screenshot, no sideways scroll. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { english, type Messages } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';

export type Language = 'en' | 'ar';
export const textsOf = (language: Language): Messages => (language === 'ar' ? arabicMessages : english);
export const inLanguage = (language: Language, url: string) => (language === 'ar' ? `/ar${url}` : url);

/** With E2E_SHOTS=<folder>, a full-page screenshot of the page as it is now (for a person to look at). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** The page never scrolls sideways (390 px phones). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
