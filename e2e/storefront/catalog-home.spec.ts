import { expect, test } from '@playwright/test';
import { DEMO_CATEGORY_IDS, SLIDER_CATEGORY_IDS } from '../../src/shared/demo-catalogue';
import { presence, shownFor, watchPresence, CLOCK_READ_MARGIN_MS } from '../support/clock';
import { card, catalogue, returningShopper, VIEWPORTS } from './catalog-support';

/** The spec: the welcome banner shows for 3 seconds; the slider moves on every 6 seconds. */
const WELCOME_BANNER_MS = 3_000;
const SLIDE_INTERVAL_MS = 6_000;
const welcomeText = 'Welcome! Summer styles have landed.';

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue home page at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home shows the hero, the seeded categories and the summer collection', async ({ page }) => {
      await returningShopper(page);
      const categories = await catalogue(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      for (const category of categories.slice(0, 4)) {
        await expect(main.getByRole('link', { name: category.name, exact: true })).toBeVisible();
      }
      const summer = categories.find((category) => category._id === DEMO_CATEGORY_IDS.summerCollection)!;
      for (const product of summer.products.slice(0, 4)) {
        await expect(card(page, product.title)).toBeVisible();
      }
      await expect(page).toHaveTitle(/Summer/);
      if (viewport.width < 768) {
        // The phone's first screen shows clothes of the collection, not only a headline.
        const strip = main.getByRole('list', { name: 'Summer Collection' });
        const firstPicture = strip.getByRole('img', { name: summer.products[0]!.title });
        await expect(firstPicture).toBeInViewport({ ratio: 1 });
        await expect(firstPicture).toHaveJSProperty('complete', true);
        await expect(main.getByRole('link', { name: 'Shop Now', exact: true })).toBeInViewport({ ratio: 1 });
      }
      await main.getByRole('link', { name: 'Shop Now', exact: true }).click();
      await expect(page).toHaveURL(/\/collections$/);
    });

    test('the welcome banner shows on the first visit only, for 3 seconds', async ({ page }) => {
      await page.clock.install();
      await watchPresence(page, { banner: { text: welcomeText } });
      await page.goto('/home');
      const banner = page.getByText(welcomeText);
      await expect(banner).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('visitedSlider'))).toBe('true');
      // Three seconds on the page's clock from now are past its three seconds, however late we look.
      await page.clock.runFor(WELCOME_BANNER_MS);
      await expect(banner).toBeHidden();
      expect(shownFor(await presence(page, 'banner'))).toBeGreaterThanOrEqual(WELCOME_BANNER_MS);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.runFor(WELCOME_BANNER_MS);
      await expect(banner).toBeHidden();
    });

    test('the promo slider has four slides, dot navigation and fixed category links', async ({ page }) => {
      await returningShopper(page);
      await page.goto('/home');
      const slider = page.getByRole('region', { name: 'Summer offers' });
      await slider.scrollIntoViewIfNeeded();
      const dots = slider.getByRole('button', { name: /^Show slide/ });
      await expect(dots).toHaveCount(4);
      for (const [index, name] of (['Hot Orange', 'Sea Wave', 'Sunset Glow', 'Zebra Heat'] as const).entries()) {
        await slider.getByRole('button', { name: `Show slide ${index + 1}: ${name}` }).click();
        await expect(slider.getByRole('button', { name: `Show slide ${index + 1}: ${name}` })).toHaveAttribute('aria-current', 'true');
        const slide = slider.getByRole('group', { name: `${index + 1} of 4: ${name}` });
        await expect(slide).toHaveAttribute('aria-hidden', 'false');
        await expect(slide.getByRole('link', { name: `Shop Now: ${name}` })).toHaveAttribute('href', `/subCategory/${SLIDER_CATEGORY_IDS[name]}`);
      }
      await slider.getByRole('button', { name: 'Show slide 3: Sunset Glow' }).click();
      await slider.getByRole('link', { name: 'Shop Now: Sunset Glow' }).click();
      await expect(page).toHaveURL(`/subCategory/${SLIDER_CATEGORY_IDS['Sunset Glow']}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sunset Glow' })).toBeVisible();
    });

    test('the slider advances by itself every 6 seconds', async ({ page }) => {
      await returningShopper(page);
      await page.clock.install();
      await watchPresence(page, {
        slider: 'section[aria-label="Summer offers"]',
        secondSlide: 'button[aria-label="Show slide 2: Sea Wave"][aria-current="true"]',
      });
      await page.goto('/home');
      const slider = page.getByRole('region', { name: 'Summer offers' });
      await slider.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      const first = slider.getByRole('button', { name: 'Show slide 1: Hot Orange' });
      await expect(first).toHaveAttribute('aria-current', 'true');
      // Six seconds on the page's clock from now are past the first slide's six seconds.
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expect(slider.getByRole('button', { name: 'Show slide 2: Sea Wave' })).toHaveAttribute('aria-current', 'true');
      // Its timer starts once the slider is on the page: not sooner than 6 s after that.
      const shownAt = (await presence(page, 'slider')).shownAt!;
      const advancedAt = (await presence(page, 'secondSlide')).shownAt!;
      expect(advancedAt - shownAt + CLOCK_READ_MARGIN_MS).toBeGreaterThanOrEqual(SLIDE_INTERVAL_MS);
    });
  });
}

test.describe('promo slider with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not advance by itself', async ({ page }) => {
    await returningShopper(page);
    await page.clock.install();
    await page.goto('/home');
    const slider = page.getByRole('region', { name: 'Summer offers' });
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(slider.getByRole('button', { name: 'Show slide 1: Hot Orange' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(SLIDE_INTERVAL_MS + 1_000);
    await expect(slider.getByRole('button', { name: 'Show slide 1: Hot Orange' })).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Show slide 2: Sea Wave' }).click();
    await expect(slider.getByRole('group', { name: '2 of 4: Sea Wave' })).toHaveAttribute('aria-hidden', 'false');
  });
});
