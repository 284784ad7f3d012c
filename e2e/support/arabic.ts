import { expect, type Page } from '@playwright/test';
import { english } from '../../src/shared/messages';
import { arabicMessages } from '../../src/shared/messages-ar';
import { seriousAxeViolations, WCAG } from './axe';

/** Every text of a messages object (strings only: texts built from values are checked by their Arabic side). */
export const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [];

// Words that are also names on the page: brand names are not translated, and the switch names English in English.
const NAMES = new Set(['English', 'Read the shop in English', 'Facebook', 'Instagram', 'TikTok', 'WhatsApp']);
const arabicTexts = new Set(allStrings(arabicMessages));
const ENGLISH_TEXTS = new Set(allStrings(english).filter((text) => /[A-Za-z]{2}/.test(text) && !NAMES.has(text) && !arabicTexts.has(text)));

/**
 * A word as the database stores it (`refused_on_delivery`, `in_transit`) shown to people, who
 * should read its name; e-mail addresses and links are data and may hold such words.
 */
const storedWord = (text: string): boolean => !/@|:\/\//.test(text) && /\b[a-z]+(?:_[a-z]+)+\b/.test(text);

/**
 * The English this page shows where Arabic belongs: any element's own text, label,
 * placeholder, title or alt text that is exactly one of the English shop's texts, or the
 * English name of a category or product the shop has also named in Arabic (one without an
 * Arabic name rightly shows its English one). Pages of placed orders show each line's name as
 * it was ordered, in the order's language, so there only the interface texts are checked.
 */
async function englishInterfaceTexts(page: Page, { orderLines }: { orderLines: boolean }): Promise<string[]> {
  const { categories } = (await (await page.request.get('/api/categories')).json()) as { categories: { name: string; nameAr: string | null }[] };
  const { products } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { products: { title: string; titleAr: string | null }[] };
  const translatedNames = new Set([
    ...categories.filter((category) => category.nameAr).map((category) => category.name),
    ...(orderLines ? [] : products.filter((product) => product.titleAr).map((product) => product.title)),
  ]);
  const shown: string[] = await page.evaluate(`(() => {
    const texts = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const own = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent).join('').trim();
      if (own) texts.push(own);
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts;
  })()`);
  return [...new Set(shown.filter((text) => ENGLISH_TEXTS.has(text) || translatedNames.has(text) || storedWord(text)))];
}

/**
 * The page is Arabic, right to left, shows no English interface text and has no serious or
 * critical axe violation. `orderLines`: the page shows placed orders' lines (see above).
 */
export async function expectArabicPage(page: Page, { orderLines = false }: { orderLines?: boolean } = {}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await englishInterfaceTexts(page, { orderLines }), page.url()).toEqual([]);
  expect(await seriousAxeViolations(page, page.url(), WCAG)).toEqual([]);
}
