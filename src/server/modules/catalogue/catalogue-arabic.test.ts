/**
 * The catalogue in two languages: the Arabic name and description an admin writes beside the
 * English ones, kept or cleared on update, answered next to them, searched as shoppers type
 * Arabic, and snapshotted on an order in the language it was placed in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryAnswer, ProductAnswer } from '../../../shared/contract/answers';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, createOrder, guestWithCart, insertProduct } from '../orders/test-fixtures';
import { form, pngImage, tokenFor } from './test-catalogue';

describe.each(testDatabases())('the catalogue in Arabic and English on %s', (kind) => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    admin = await tokenFor(shop, 'admin');
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const send = (method: 'POST' | 'PATCH', url: string, payload: FormData) => shop.app.inject({ method, url, payload, headers: { authorization: admin } });
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  async function createCategory(fields: Record<string, string>): Promise<CategoryAnswer> {
    const res = await send('POST', '/api/admin/createCategory', form({ ...fields, image: { file: await pngImage(), name: 'c.png' } }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: CategoryAnswer }>().data;
  }

  async function createProduct(categoryId: string, fields: Record<string, string>): Promise<ProductAnswer> {
    const res = await send(
      'POST',
      `/api/admin/createProduct/${categoryId}`,
      form({
        title: 'Linen Dress',
        description: 'A light linen dress.',
        price: '800',
        size: 'm',
        availableSizes: ['m'],
        sizeStock: JSON.stringify([{ size: 'm', quantity: 5 }]),
        images: [{ file: await pngImage(), name: 'front.png' }],
        sizeChart: { file: await pngImage('#ffffff', 400, 500), name: 'chart.png' },
        ...fields,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: ProductAnswer }>().data;
  }

  const updateForm = (product: ProductAnswer, fields: Record<string, string>) =>
    form({ title: product.title, description: product.description, price: String(product.price), discount: '0', sizeStock: JSON.stringify(product.sizeStock), ...fields });

  it('keeps a category’s Arabic name beside its English one: kept when an update leaves it out, cleared when it is sent empty', async () => {
    const category = await createCategory({ name: 'Dresses', nameAr: '  فساتين  ' });
    expect(category).toMatchObject({ name: 'Dresses', nameAr: 'فساتين' });
    expect((await get('/api/categories')).json().categories).toEqual([expect.objectContaining({ name: 'Dresses', nameAr: 'فساتين', productCount: 0 })]);

    // A client that knows only the spec's fields renames it: the Arabic stays.
    const renamed = await send('PATCH', `/api/admin/updateCategory/${category._id}`, form({ name: 'Summer Dresses' }));
    expect(renamed.json().data).toMatchObject({ name: 'Summer Dresses', nameAr: 'فساتين' });
    const cleared = await send('PATCH', `/api/admin/updateCategory/${category._id}`, form({ name: 'Summer Dresses', nameAr: '' }));
    expect(cleared.json().data).toMatchObject({ nameAr: null });
    const plain = await createCategory({ name: 'Shirts' });
    expect(plain.nameAr).toBeNull();
  });

  it('keeps a product’s Arabic title and description, answers them everywhere it answers the product, and refuses an Arabic title too long', async () => {
    const category = await createCategory({ name: 'Dresses' });
    const product = await createProduct(category._id, { titleAr: 'فستان كتان', descriptionAr: 'فستان كتان خفيف.' });
    expect(product).toMatchObject({ title: 'Linen Dress', titleAr: 'فستان كتان', descriptionAr: 'فستان كتان خفيف.' });
    expect((await get(`/api/product/by-product/${product._id}`)).json().results).toMatchObject({ titleAr: 'فستان كتان' });
    expect((await get(`/api/products?category=${category._id}`)).json().products[0]).toMatchObject({ titleAr: 'فستان كتان', descriptionAr: 'فستان كتان خفيف.' });

    const url = `/api/admin/updateProduct/${product._id}?categoryId=${category._id}`;
    const kept = await send('PATCH', url, updateForm(product, { title: 'Linen Maxi Dress' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ title: 'Linen Maxi Dress', titleAr: 'فستان كتان', descriptionAr: 'فستان كتان خفيف.' });
    const changed = await send('PATCH', url, updateForm(product, { titleAr: 'فستان ماكسي كتان', descriptionAr: '' }));
    expect(changed.json().data).toMatchObject({ titleAr: 'فستان ماكسي كتان', descriptionAr: null });

    const tooLong = await send('PATCH', url, updateForm(product, { titleAr: 'ف'.repeat(151) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^titleAr: /);
  });

  it('finds a product by its Arabic title as shoppers type it: any alef form, ة or ه, with or without marks', async () => {
    const category = await createCategory({ name: 'Dresses' });
    const product = await createProduct(category._id, { titleAr: 'فستان إطلالة صيفية', descriptionAr: 'قطن مُريح' });
    for (const q of ['اطلاله', 'إطلالة', 'صيفيه', 'مريح', 'linen']) {
      const found = (await get(`/api/products?q=${encodeURIComponent(q)}`)).json<{ products: ProductAnswer[] }>().products;
      expect(found.map((entry) => entry._id), q).toEqual([product._id]);
    }
    expect((await get(`/api/products?q=${encodeURIComponent('بنطلون')}`)).json().products).toEqual([]);
  });

  it('answers the Arabic title in the cart, and an order keeps the title in the language it was placed in', async () => {
    const product = await insertProduct(shop.database.db, { title: 'Cotton Shirt', titleAr: 'قميص قطن', price: 500, sizes: { m: 5 } });
    const arabicGuest = await guestWithCart(shop, product.id, 'm', 1);
    const cart = await shop.app.inject({ method: 'GET', url: '/api/cart/my-cart', headers: arabicGuest });
    expect(cart.json().results.products[0].product).toMatchObject({ title: 'Cotton Shirt', titleAr: 'قميص قطن' });
    const arabic = await createOrder(shop, { ...arabicGuest, 'accept-language': 'ar' }, checkoutPayload({ email: 'salma@shop.test' }));
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(arabic.json().results.products[0].title).toBe('قميص قطن');

    const englishGuest = await guestWithCart(shop, product.id, 'm', 1);
    const english = await createOrder(shop, englishGuest, checkoutPayload({ email: 'omar@shop.test' }));
    expect(english.json().results.products[0].title).toBe('Cotton Shirt');
  });
});
