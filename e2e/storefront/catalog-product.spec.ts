import { expect, test } from '@playwright/test';
import { DEMO_PRODUCT_IDS } from '../../src/shared/demo-catalogue';
import { card, catalogue, productById, returningShopper, VIEWPORTS } from './catalog-support';

/** How long the 'Added to your cart' toast stays. */
const ADDED_TOAST_MS = 2_500;

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue products and quick-add at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('quick-add dialog: preselected size, sold-out size disabled, stepper, Escape', async ({ page }) => {
      await returningShopper(page);
      const product = await productById(page, DEMO_PRODUCT_IDS.discounted);
      const inStock = product.sizeStock.filter((entry) => entry.quantity > 0).map((entry) => entry.size);
      const soldOut = product.sizeStock.filter((entry) => entry.quantity === 0).map((entry) => entry.size);
      await page.goto('/collections');
      const opener = card(page, product.title).getByRole('button', { name: 'Add to Cart' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: product.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/^-\d+% OFF$/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: inStock[0]!.toUpperCase(), exact: true })).toHaveAttribute('aria-pressed', 'true');
      for (const size of soldOut) await expect(dialog.getByRole('button', { name: size.toUpperCase(), exact: true })).toBeDisabled();

      const stepper = dialog.getByRole('group', { name: 'Quantity' });
      const minus = stepper.getByRole('button', { name: 'Decrease quantity' });
      const plus = stepper.getByRole('button', { name: 'Increase quantity' });
      await expect(stepper.locator('output')).toHaveText('1');
      await expect(minus).toBeDisabled();
      const check = page.waitForRequest((request) => request.url().endsWith('/api/product/update-quantity') && request.method() === 'PATCH');
      await plus.click();
      const sent = await check;
      expect(sent.postDataJSON()).toEqual({ productId: product._id, size: inStock[0], quantity: 2 });
      expect(sent.headers()['authorization']).toBeUndefined();
      expect(sent.headers()['guestid']).toBeUndefined();
      await expect(stepper.locator('output')).toHaveText('2');
      await expect(minus).toBeEnabled();
      await dialog.getByRole('button', { name: inStock[1]!.toUpperCase(), exact: true }).click();
      await expect(stepper.locator('output')).toHaveText('1');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('quick-add adds to the cart with a success toast', async ({ page }) => {
      await returningShopper(page);
      await page.clock.install();
      const product = await productById(page, DEMO_PRODUCT_IDS.discounted);
      await page.goto('/collections');
      await card(page, product.title).getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: product.title });
      const add = dialog.getByRole('button', { name: 'Add to Cart' });
      const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add-to-cart'));
      await add.click();
      expect((await added).ok()).toBe(true);
      await expect(page.getByText('Added to your cart')).toBeVisible();
      // The toast's 2.5 s on the page's clock, however late we look (the mouse is moved off it: hovering holds it).
      await page.mouse.move(0, 0);
      await page.clock.runFor(ADDED_TOAST_MS);
      await expect(page.getByText('Added to your cart')).toBeHidden();
    });

    test('quick-add: add 1, then + sets the cart line to 2 and Add to Cart does not add again', async ({ page }) => {
      await returningShopper(page);
      const product = await productById(page, DEMO_PRODUCT_IDS.discounted);
      await page.goto('/collections');
      await card(page, product.title).getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: product.title });
      const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add-to-cart'));
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      expect((await added).ok()).toBe(true);
      // The stepper changes a cart line once the reloaded cart holds it (before that it sets the
      // quantity to add): a CI run pressed + between the add's answer and the reload.
      await expect(page.getByTestId('cart-count').first()).toHaveText('1');
      const updated = page.waitForResponse((response) => response.url().includes('/api/cart/update-product-quantity/'));
      await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      expect((await updated).ok()).toBe(true);
      await expect(dialog.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('2');
      let addedAgain = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/cart/add-to-cart')) addedAgain = true;
      });
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to your cart').first()).toBeVisible();
      expect(addedAgain).toBe(false);
      await page.keyboard.press('Escape');
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-line').getByRole('group').locator('output')).toHaveText('2');
    });

    test('a sold-out product: card overlay, quick-add and product page states', async ({ page }) => {
      await returningShopper(page);
      const product = await productById(page, DEMO_PRODUCT_IDS.soldOut);
      await page.goto(`/subCategory/${product.categoryId}`);
      const productCard = card(page, product.title);
      await expect(productCard.getByText('Out of Stock!', { exact: true })).toBeVisible();
      await productCard.getByRole('button', { name: 'Add to Cart' }).click();
      const dialog = page.getByRole('dialog', { name: product.title });
      await expect(dialog.getByText('Item out of stock', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(dialog.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto(`/productDetails/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
      await expect(page.getByText('This product is currently out of stock.', { exact: true })).toBeVisible();
      await expect(page.getByText('OUT OF STOCK', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
    });

    test('product page: stock text, size change, size chart and add to cart', async ({ page }) => {
      await returningShopper(page);
      const product = await productById(page, DEMO_PRODUCT_IDS.lowStock);
      const first = product.sizeStock.find((entry) => entry.quantity > 0)!;
      await page.goto(`/productDetails/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page.getByRole('button', { name: first.size.toUpperCase(), exact: true })).toHaveAttribute('aria-pressed', 'true');
      const stock = page.getByTestId('stock-text');
      await expect(stock).toHaveText(`${first.quantity} left`);
      await expect(stock).toHaveClass(/\btext-orange-700\b/);
      await expect(page.getByRole('meter', { name: 'Stock left' })).toBeVisible();
      for (const entry of product.sizeStock.filter((e) => e.quantity === 0)) {
        await expect(page.getByRole('button', { name: entry.size.toUpperCase(), exact: true })).toBeDisabled();
      }
      const chart = page.getByRole('button', { name: 'View Size Chart' });
      if (await chart.count()) {
        await chart.click();
        const dialog = page.getByRole('dialog', { name: 'Size Chart' });
        await expect(dialog.getByRole('img').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(chart).toBeFocused();
      }
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Added to your cart')).toBeVisible();
    });
  });
}

test.describe('product image carousel', () => {
  test('arrows, thumbnails and a swipe beyond 60 px change the image', async ({ page }) => {
    await returningShopper(page);
    const categories = await catalogue(page);
    const product = categories.flatMap((category) => category.products).find((candidate) => candidate.images.length >= 3);
    expect(product, 'a demo product with three images').toBeTruthy();
    await page.goto(`/productDetails/${product!._id}`);
    const gallery = page.getByRole('region', { name: `${product!.title} images` });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \//);
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText(/^2 \//);
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(/^1 \//);
    await gallery.getByRole('button', { name: 'Show image 3' }).click();
    await expect(counter).toHaveText(/^3 \//);
    await expect(gallery.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');

    const viewport = page.getByTestId('gallery-viewport');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y);
      await page.mouse.down();
      await page.mouse.move((fromX + toX) / 2, y, { steps: 3 });
      await page.mouse.move(toX, y, { steps: 3 });
      await page.mouse.up();
    };
    const middle = box.x + box.width / 2;
    await drag(middle, middle + 40);
    await page.waitForTimeout(400);
    await expect(counter).toHaveText(/^3 \//);
    await drag(middle, middle + 100);
    await expect(counter).toHaveText(/^2 \//);
    await drag(middle, middle - 100);
    await expect(counter).toHaveText(/^3 \//);
  });
});

test.describe('product image carousel on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger swipe beyond 60 px changes the image, a shorter one does not', async ({ page }) => {
    await returningShopper(page);
    const product = await productById(page, DEMO_PRODUCT_IDS.discounted);
    await page.goto(`/productDetails/${product._id}`);
    const counter = page.getByRole('region', { name: `${product.title} images` }).getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \//);
    const box = (await page.getByTestId('gallery-viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 250);
    await page.waitForTimeout(400);
    await expect(counter).toHaveText(/^1 \//);
    await swipe(300, 150);
    await expect(counter).toHaveText(/^2 \//);
    await swipe(100, 250);
    await expect(counter).toHaveText(/^1 \//);
  });
});
