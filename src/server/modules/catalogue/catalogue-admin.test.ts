import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { form, jpegImage, pngImage, tokenFor } from './test-catalogue';
import type { CategoryAnswer, ProductAnswer } from '../../../shared/contract/answers';

describe.each(testDatabases())('admin catalogue API on %s', (kind) => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    admin = await tokenFor(shop, 'admin');
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: FormData, token: string | null = admin) =>
    shop.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: token } : {} });

  const mediaFiles = (): string[] => {
    const root = shop.storage.root;
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(root, entry)).isFile());
  };

  async function createCategory(name = 'Dresses'): Promise<CategoryAnswer> {
    const res = await inject('POST', '/api/admin/createCategory', form({ name, image: { file: await pngImage(), name: 'dresses.png' } }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: CategoryAnswer }>().data;
  }

  async function productForm(overrides: Record<string, Parameters<typeof form>[0][string]> = {}) {
    return form({
      title: 'Linen Shirt',
      price: '499.5',
      size: 'm',
      stock: '999',
      description: 'Cool linen',
      discount: '20',
      availableSizes: ['s', 'm', 'l'],
      sizeStock: JSON.stringify([
        { size: 'm', quantity: 4 },
        { size: 's', quantity: 0 },
        { size: 'l', quantity: 7 },
      ]),
      images: [
        { file: await pngImage('#f97316'), name: 'front.png' },
        { file: await jpegImage(), name: 'back.jpg', type: 'image/jpeg' },
      ],
      sizeChart: { file: await pngImage('#ffffff', 400, 500), name: 'chart.png' },
      ...overrides,
    });
  }

  async function createProduct(categoryId: string): Promise<ProductAnswer> {
    const res = await inject('POST', `/api/admin/createProduct/${categoryId}`, await productForm({ categoryId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Product created successfully');
    return res.json<{ data: ProductAnswer }>().data;
  }

  it('creates, lists, updates and deletes a category with its image files', async () => {
    const category = await createCategory();
    expect(category).toMatchObject({ _id: expect.any(String), name: 'Dresses', image: { secure_url: expect.stringMatching(/-640\.webp$/) } });
    expect(mediaFiles().filter((file) => file.startsWith(`categories/${category._id}/`))).toHaveLength(3);
    const image = await shop.app.inject({ method: 'GET', url: category.image.secure_url.replace('http://shop.test', '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const list = await inject('GET', '/api/admin/getAllCategories');
    expect(list.json()).toEqual({ categories: [category] });

    const renamed = await inject('PATCH', `/api/admin/updateCategory/${category._id}`, form({ name: 'Summer Dresses' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: expect.any(String), data: { name: 'Summer Dresses', image: { secure_url: category.image.secure_url } } });

    const newImage = await inject('PATCH', `/api/admin/updateCategory/${category._id}`, form({ name: 'Summer Dresses', image: { file: await jpegImage(), name: 'x.jpg' } }));
    const updated = newImage.json<{ data: CategoryAnswer }>().data;
    expect(updated.image.secure_url).not.toBe(category.image.secure_url);
    // The old picture's files are gone, the new ones are there.
    expect(mediaFiles().filter((file) => file.startsWith(`categories/${category._id}/`))).toHaveLength(3);

    const deleted = await inject('DELETE', `/api/admin/deleteCategory/${category._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(mediaFiles()).toEqual([]);
    expect((await inject('DELETE', `/api/admin/deleteCategory/${category._id}`)).statusCode).toBe(404);
  });

  it('validates category forms with the spec messages and refuses duplicates', async () => {
    const noName = await inject('POST', '/api/admin/createCategory', form({ name: ' ', image: { file: await pngImage(), name: 'a.png' } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Category name is required');
    const noImage = await inject('POST', '/api/admin/createCategory', form({ name: 'Tops' }));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toContain('Image is required');
    await createCategory('Tops');
    const duplicate = await inject('POST', '/api/admin/createCategory', form({ name: 'tops', image: { file: await pngImage(), name: 'a.png' } }));
    expect(duplicate.statusCode).toBe(409);
    const json = await shop.app.inject({ method: 'POST', url: '/api/admin/createCategory', headers: { authorization: admin }, payload: { name: 'X' } });
    expect(json.statusCode).toBe(415);
    expect((await inject('PATCH', '/api/admin/updateCategory/not-a-uuid', form({ name: 'X' }))).statusCode).toBe(400);
    expect((await inject('PATCH', '/api/admin/updateCategory/00000000-0000-4000-8000-000000000000', form({ name: 'X' }))).statusCode).toBe(404);
  });

  it('judges images by their bytes (415) and their size (413), writing nothing', async () => {
    const text = Buffer.from('this is not an image at all, just text pretending to be a PNG');
    const fake = await inject('POST', '/api/admin/createCategory', form({ name: 'Fake', image: { file: text, name: 'photo.png', type: 'image/png' } }));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ message: expect.any(String) });

    const huge = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await inject('POST', '/api/admin/createCategory', form({ name: 'Huge', image: { file: huge, name: 'big.png' } }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/5 MB/);

    const category = await createCategory();
    const before = mediaFiles();
    const badProduct = await inject(
      'POST',
      `/api/admin/createProduct/${category._id}`,
      await productForm({ images: [{ file: await pngImage(), name: 'ok.png' }, { file: text, name: 'evil.png' }] }),
    );
    expect(badProduct.statusCode).toBe(415);
    expect(mediaFiles()).toEqual(before);
    expect((await inject('GET', '/api/product/all')).json().products).toEqual([]);
    expect((await inject('GET', '/api/admin/getAllCategories')).json().categories.map((c: CategoryAnswer) => c.name)).toEqual(['Dresses']);
  });

  it('creates a product from the spec multipart form, deriving finalPrice and stock', async () => {
    const category = await createCategory();
    const product = await createProduct(category._id);
    expect(product).toMatchObject({
      title: 'Linen Shirt',
      description: 'Cool linen',
      price: 499.5,
      discount: 20,
      finalPrice: 399.6,
      stock: 11,
      categoryId: category._id,
      sizeStock: [
        { size: 's', quantity: 0 },
        { size: 'm', quantity: 4 },
        { size: 'l', quantity: 7 },
      ],
    });
    expect(product.images).toHaveLength(2);
    expect(product.sizeChart).toHaveLength(1);
    expect(mediaFiles().filter((file) => file.startsWith(`products/${product._id}/`))).toHaveLength(9);

    const publicView = await shop.app.inject({ method: 'GET', url: `/api/product/by-product/${product._id}` });
    expect(publicView.json().results).toEqual(product);
    const all = await inject('GET', '/api/product/all');
    expect(all.json()).toEqual({ message: 'All products fetched successfully', products: [product] });
    const withProducts = await inject('GET', '/api/admin/getAllCategoriesWithProducts');
    expect(withProducts.json().categories[0].products).toEqual([product]);
  });

  it('refuses bad product forms with the spec messages', async () => {
    const category = await createCategory();
    const url = `/api/admin/createProduct/${category._id}`;
    const cases: [Record<string, Parameters<typeof form>[0][string]>, string][] = [
      [{ title: '' }, 'Product title is required'],
      [{ price: '' }, 'Price is required'],
      [{ size: '' }, 'Default size is required'],
      [{ availableSizes: [] }, 'Select at least one size'],
      [{ sizeStock: JSON.stringify([{ size: 'm', quantity: 0 }]) }, 'At least one size must have quantity'],
      [{ sizeStock: JSON.stringify([{ size: 'm', quantity: -1 }]) }, 'Stock quantity cannot be negative'],
      [{ sizeStock: '{not json' }, 'sizeStock must be a JSON list'],
      [{ discount: '150' }, 'Discount must be a whole number from 0 to 100'],
      [{ images: [] }, 'At least one product image is required'],
      [{ sizeChart: [] }, 'Size chart image is required'],
      [{ size: 'xl' }, 'default size XL'],
    ];
    for (const [overrides, message] of cases) {
      const res = await inject('POST', url, await productForm(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await inject('POST', '/api/admin/createProduct/00000000-0000-4000-8000-000000000000', await productForm())).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/createProduct/nope', await productForm())).statusCode).toBe(400);
    expect((await inject('GET', '/api/product/all')).json().products).toEqual([]);
  });

  it('updates a product (fields, sizes, optional images) and deletes it with its files', async () => {
    const category = await createCategory();
    const product = await createProduct(category._id);
    const url = `/api/admin/updateProduct/${product._id}?categoryId=${category._id}`;
    const fields = { title: 'Linen Shirt II', description: 'Even cooler', price: '600', discount: '35', sizeStock: JSON.stringify([{ size: 'l', quantity: 0 }, { size: 'xl', quantity: 3 }]) };
    const res = await inject('PATCH', url, form(fields));
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{ message: string; data: ProductAnswer }>();
    expect(updated.message).toBe('Product updated');
    expect(updated.data).toMatchObject({ title: 'Linen Shirt II', price: 600, discount: 35, finalPrice: 390, stock: 3, images: product.images });
    expect(updated.data.sizeStock).toEqual([
      { size: 'l', quantity: 0 },
      { size: 'xl', quantity: 3 },
    ]);

    const withImage = await inject('PATCH', url, form({ ...fields, images: { file: await pngImage('#22c55e'), name: 'new.png' } }));
    const replaced = withImage.json<{ data: ProductAnswer }>().data;
    expect(replaced.images).toHaveLength(1);
    expect(mediaFiles().filter((file) => file.startsWith(`products/${product._id}/`))).toHaveLength(6);

    expect((await inject('PATCH', url, form({ ...fields, title: '' }))).json().message).toContain('Title is required');
    expect((await inject('PATCH', url, form({ ...fields, description: '' }))).json().message).toContain('Description is required');
    const otherCategory = await createCategory('Other');
    expect((await inject('PATCH', `/api/admin/updateProduct/${product._id}?categoryId=${otherCategory._id}`, form(fields))).statusCode).toBe(404);

    // A category with products cannot go.
    const refused = await inject('DELETE', `/api/admin/deleteCategory/${category._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has 1 product/);

    const deleted = await inject('DELETE', `/api/admin/deleteProduct/${product._id}?categoryId=${category._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(mediaFiles().some((file) => file.startsWith('products/'))).toBe(false);
    expect((await shop.app.inject({ method: 'GET', url: `/api/product/by-product/${product._id}` })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/deleteProduct/${product._id}?categoryId=${category._id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/admin/deleteCategory/${category._id}`)).statusCode).toBe(200);
  });

  it('keeps the order lines of a deleted product that was ordered', async () => {
    const category = await createCategory();
    const product = await createProduct(category._id);
    const db = shop.database.db;
    const [order] = await db
      .insert(orders)
      .values({ email: 'a@b.co', firstName: 'A', lastName: 'B', phone: '01012345678', address: 'X', city: 'Cairo', governorate: 'Cairo', subtotalPiastres: 39960, shippingFeePiastres: 9000, totalPiastres: 48960 })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order!.id, productId: product._id, title: product.title, imageUrl: product.images[0]!.secure_url, size: 'm', quantity: 1, finalPricePiastres: 39960 });
    const deleted = await inject('DELETE', `/api/admin/deleteProduct/${product._id}?categoryId=${category._id}`);
    expect(deleted.statusCode).toBe(200);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ productId: null, title: 'Linen Shirt', quantity: 1 })]);
    // The ordered picture stays for the order's snapshot; the other files are gone.
    const left = mediaFiles().filter((file) => file.startsWith(`products/${product._id}/`));
    expect(left).toHaveLength(3);
    const shown = await shop.app.inject({ method: 'GET', url: product.images[0]!.secure_url.replace('http://shop.test', '') });
    expect(shown.statusCode).toBe(200);
  });

  it("answers the admin in the language of the page that asked (Accept-Language), English without it", async () => {
    const inArabic = (method: 'POST' | 'PATCH', url: string, payload: FormData) =>
      shop.app.inject({ method, url, payload, headers: { authorization: admin, 'accept-language': 'ar' } });
    const image = async () => ({ file: await pngImage(), name: 'a.png' });
    await createCategory('Tops');

    // A refusal of the service: the name is taken.
    const taken = await inArabic('POST', '/api/admin/createCategory', form({ name: 'tops', image: await image() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('يوجد قسم بهذا الاسم بالفعل');
    const takenInEnglish = await inject('POST', '/api/admin/createCategory', form({ name: 'tops', image: await image() }));
    expect(takenInEnglish.json().message).toBe('A category with this name already exists');

    // The image pipeline's refusal.
    const notAnImage = { file: Buffer.from('plain text, not a picture'), name: 'a.png' };
    const refused = await inArabic('POST', '/api/admin/createCategory', form({ name: 'Skirts', image: notAnImage }));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('يُسمح بملفات الصور فقط');
    expect((await inject('POST', '/api/admin/createCategory', form({ name: 'Skirts', image: notAnImage }))).json().message).toBe('Only image files are allowed');

    // The form's schema (parsed by the service) and a missing file: the field keeps its API name.
    const noName = await inArabic('POST', '/api/admin/createCategory', form({ name: ' ', image: await image() }));
    expect(noName.json().message).toBe('\u2068name\u2069: اسم القسم مطلوب');
    const longName = await inArabic('POST', '/api/admin/createCategory', form({ name: 'x'.repeat(61), image: await image() }));
    expect(longName.json().message).toBe('\u2068name\u2069: يجب ألا يزيد عن \u206860\u2069 حرفًا');
    expect((await inject('POST', '/api/admin/createCategory', form({ name: 'x'.repeat(61), image: await image() }))).json().message).toBe(
      'name: Must be at most 60 characters',
    );
    const noImage = await inArabic('POST', '/api/admin/createCategory', form({ name: 'Skirts' }));
    expect(noImage.json().message).toBe('\u2068image\u2069: الصورة مطلوبة');

    // A product that is not there.
    const missing = await inArabic('PATCH', '/api/admin/updateProduct/00000000-0000-4000-8000-000000000000?categoryId=00000000-0000-4000-8000-000000000001', await productForm());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('المنتج غير موجود.');
  });
});
