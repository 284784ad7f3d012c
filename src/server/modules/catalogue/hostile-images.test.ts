import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { form, pngImage, tokenFor } from './test-catalogue';

/** A few hundred bytes of SVG that ask librsvg for a 20,000 px canvas blurred by 1,000 px. */
const BLUR_BOMB = `<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><filter id="b"><feGaussianBlur stdDeviation="1000"/></filter><rect width="100%" height="100%" fill="red" filter="url(#b)"/></svg>`;

describe('hostile image uploads', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestShop('postgres');
    admin = await tokenFor(shop, 'admin');
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const createCategory = (name: string, file: Buffer, type = 'image/png') =>
    shop.app.inject({ method: 'POST', url: '/api/admin/createCategory', payload: form({ name, image: { file, name: 'photo.png', type } }), headers: { authorization: admin } });
  const stored = () => (fs.existsSync(shop.storage.root) ? fs.readdirSync(shop.storage.root, { recursive: true }).length : 0);

  it('refuses SVG by its bytes (415), whatever it is called or declared as', async () => {
    for (const svg of [BLUR_BOMB, `\uFEFF  <?xml version="1.0"?>\n${BLUR_BOMB}`, `<!DOCTYPE svg>${BLUR_BOMB}`]) {
      for (const type of ['image/svg+xml', 'image/png']) {
        const answer = await createCategory('Bomb', Buffer.from(svg), type);
        expect(answer.statusCode).toBe(415);
        expect(answer.json().message).toMatch(/SVG images are not accepted/);
      }
    }
    expect(stored()).toBe(0);
  });

  it('refuses a pixel bomb: a small file that decodes into more than 16 megapixels (415)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await createCategory('Bomb', bomb);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/at most 16 megapixels/);
    const justOver = await sharp({ create: { width: 4001, height: 4000, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await createCategory('Over', justOver)).statusCode).toBe(415);
    expect(stored()).toBe(0);
  });

  it('still takes an ordinary photo', async () => {
    const answer = await createCategory('Dresses', await pngImage());
    expect(answer.statusCode).toBe(201);
  });
});
