import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryAnswer, ProductAnswer } from '../../../shared/contract/answers';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { form, pngImage, tokenFor } from './test-catalogue';

describe.each(testDatabases())('admin product list and edit page API on %s', (kind) => {
  let shop: TestShop;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    admin = await tokenFor(shop, 'admin');
    user = await tokenFor(shop, 'user');
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: FormData | object, token: string = admin) =>
    shop.app.inject({ method, url, ...(payload ? { payload: payload as never } : {}), headers: { authorization: token } });

  async function createCategory(name: string): Promise<CategoryAnswer> {
    const res = await inject('POST', '/api/admin/createCategory', form({ name, image: { file: await pngImage(), name: 'c.png' } }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: CategoryAnswer }>().data;
  }

  async function createProduct(categoryId: string, title: string, quantity: number, images = 2): Promise<ProductAnswer> {
    const payload = form({
      title,
      price: '300',
      size: 'm',
      description: 'A test product',
      discount: '0',
      availableSizes: ['s', 'm'],
      sizeStock: JSON.stringify([
        { size: 'm', quantity },
        { size: 's', quantity: 0 },
      ]),
      images: await Promise.all(Array.from({ length: images }, async (_, index) => ({ file: await pngImage(index ? '#0ea5e9' : '#f97316', 200, 250), name: `i${index}.png` }))),
      sizeChart: { file: await pngImage('#ffffff', 200, 250), name: 'chart.png' },
    });
    const res = await inject('POST', `/api/admin/createProduct/${categoryId}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: ProductAnswer }>().data;
  }

  it('pages, searches and filters the products, admins only', async () => {
    const dresses = await createCategory('Dresses');
    const shirts = await createCategory('Shirts');
    await createProduct(dresses._id, 'Lemon Sundress', 10, 1);
    await createProduct(dresses._id, 'Papaya Wrap Dress', 2, 1);
    await createProduct(shirts._id, 'Linen Shirt', 3, 1);

    const all = await inject('GET', '/api/admin/products?pageSize=2');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.json<{ products: ProductAnswer[] }>().products.map((product) => product.title)).toEqual(['Linen Shirt', 'Papaya Wrap Dress']);
    const second = await inject('GET', '/api/admin/products?pageSize=2&page=2');
    expect(second.json<{ products: ProductAnswer[] }>().products.map((product) => product.title)).toEqual(['Lemon Sundress']);

    const titles = async (query: string) => (await inject('GET', `/api/admin/products?${query}`)).json<{ products: ProductAnswer[] }>().products.map((product) => product.title).sort();
    expect(await titles('q=DRESS')).toEqual(['Lemon Sundress', 'Papaya Wrap Dress']);
    expect(await titles('q=100%25')).toEqual([]);
    expect(await titles(`category=${shirts._id}`)).toEqual(['Linen Shirt']);
    expect(await titles('lowStock=true')).toEqual(['Linen Shirt', 'Papaya Wrap Dress']);
    expect(await titles(`lowStock=true&category=${dresses._id}&q=wrap`)).toEqual(['Papaya Wrap Dress']);

    expect((await inject('GET', '/api/admin/products?pageSize=500')).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/products?category=nope')).statusCode).toBe(400);
    expect((await inject('GET', '/api/admin/products', undefined, user)).statusCode).toBe(403);
  });

  it('moves a product to another category and sets its default size', async () => {
    const dresses = await createCategory('Dresses');
    const shirts = await createCategory('Shirts');
    const product = await createProduct(dresses._id, 'Linen Shirt', 4);

    const moved = await inject('PATCH', `/api/admin/products/${product._id}`, { categoryId: shirts._id, defaultSize: 's' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: ProductAnswer }>().data).toMatchObject({ categoryId: shirts._id, defaultSize: 's' });
    const publicView = await shop.app.inject({ method: 'GET', url: `/api/product/by-product/${product._id}` });
    expect(publicView.json<{ results: ProductAnswer }>().results).toMatchObject({ categoryId: shirts._id, defaultSize: 's' });

    expect((await inject('PATCH', `/api/admin/products/${product._id}`, { defaultSize: 'xxl' })).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/products/${product._id}`, {})).statusCode).toBe(400);
    expect((await inject('PATCH', `/api/admin/products/${product._id}`, { categoryId: '5eed0000-0000-4000-8000-999999999999' })).statusCode).toBe(404);
    expect((await inject('PATCH', '/api/admin/products/5eed0001-0000-4000-8000-999999999999', { defaultSize: 'm' })).statusCode).toBe(404);
  });

  it('adds, reorders and removes gallery images, keeping at least one', async () => {
    const dresses = await createCategory('Dresses');
    const product = await createProduct(dresses._id, 'Lemon Sundress', 4);
    const [first, second] = product.images;

    const added = await inject('POST', `/api/admin/products/${product._id}/images`, form({ images: { file: await pngImage('#22c55e', 200, 250), name: 'new.png' } }));
    expect(added.statusCode, added.body).toBe(200);
    const images = added.json<{ data: ProductAnswer }>().data.images;
    expect(images.slice(0, 2)).toEqual([first, second]);
    expect(images).toHaveLength(3);
    const third = images[2]!;

    const order = [third._id, first!._id, second!._id];
    const reordered = await inject('PUT', `/api/admin/products/${product._id}/image-order`, { imageIds: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<{ data: ProductAnswer }>().data.images.map((image) => image._id)).toEqual(order);
    // Not a permutation of the gallery: refused.
    expect((await inject('PUT', `/api/admin/products/${product._id}/image-order`, { imageIds: [third._id, first!._id] })).statusCode).toBe(400);
    expect((await inject('PUT', `/api/admin/products/${product._id}/image-order`, { imageIds: [third._id, third._id, first!._id] })).statusCode).toBe(400);
    // The size chart is not a gallery image.
    expect((await inject('PUT', `/api/admin/products/${product._id}/image-order`, { imageIds: [product.sizeChart[0]!._id, first!._id, second!._id] })).statusCode).toBe(400);

    const removed = await inject('DELETE', `/api/admin/products/${product._id}/images/${first!._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: ProductAnswer }>().data.images.map((image) => image._id)).toEqual([third._id, second!._id]);
    expect((await shop.app.inject({ method: 'GET', url: first!.secure_url.replace('http://shop.test', '') })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/products/${product._id}/images/${first!._id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/products/${product._id}/images/${product.sizeChart[0]!._id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/products/${product._id}/images/${third._id}`)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/admin/products/${product._id}/images/${second!._id}`)).statusCode).toBe(409);
    expect((await inject('POST', `/api/admin/products/${product._id}/images`, form({ note: 'no file' }))).statusCode).toBe(400);
  });
});
