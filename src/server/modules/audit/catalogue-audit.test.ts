import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { form, jpegImage, pngImage } from '../catalogue/test-catalogue';
import { insertStaff, type StaffMember } from '../team/test-helpers';

describe.each(testDatabases())('the audit log of the catalogue on %s', (kind) => {
  let shop: TestShop;
  let editor: StaffMember;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  beforeEach(async () => {
    await shop.reset();
    editor = await insertStaff(shop, 'catalogue', 'editor@staff.test');
  });
  afterAll(() => shop.close());

  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object | FormData) =>
    shop.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload: payload as object } : {}) });
  const entriesOf = async (action: string) => (await shop.database.db.select().from(auditEntries).orderBy(auditEntries.at)).filter((row) => row.action === action);

  it('records categories and products from creation to deletion, pictures included, by a catalogue member', async () => {
    const category = await call('POST', '/api/admin/createCategory', form({ name: 'Dresses', nameAr: 'فساتين', image: { file: await pngImage(), name: 'd.png' } }));
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = category.json().data._id as string;
    expect((await call('PATCH', `/api/admin/updateCategory/${categoryId}`, form({ name: 'Summer Dresses' }))).statusCode).toBe(200);

    const created = await call(
      'POST',
      `/api/admin/createProduct/${categoryId}`,
      form({
        title: 'Linen Dress',
        titleAr: 'فستان كتان',
        price: '800',
        size: 'm',
        description: 'Airy',
        discount: '25',
        availableSizes: ['m', 'l'],
        sizeStock: JSON.stringify([{ size: 'm', quantity: 4 }, { size: 'l', quantity: 2 }]),
        images: [{ file: await pngImage('#f97316'), name: 'front.png' }, { file: await jpegImage(), name: 'back.jpg', type: 'image/jpeg' }],
        sizeChart: { file: await pngImage('#ffffff', 400, 500), name: 'chart.png' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data as { _id: string; images: Array<{ _id: string }> };
    expect((await call('PATCH', `/api/admin/products/${product._id}`, { defaultSize: 'l' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/products/${product._id}/images/${product.images[1]!._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/deleteProduct/${product._id}?categoryId=${categoryId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/deleteCategory/${categoryId}`)).statusCode).toBe(200);

    const [categoryCreated] = await entriesOf('category.create');
    expect(categoryCreated).toMatchObject({ actorEmail: 'editor@staff.test', actorRole: 'catalogue', entityId: categoryId, summary: 'Created category "Dresses"' });
    expect((await entriesOf('category.update'))[0]!.changes).toEqual({ name: { before: 'Dresses', after: 'Summer Dresses' } });
    expect((await entriesOf('category.delete'))[0]!.changes).toMatchObject({ name: { before: 'Summer Dresses', after: null } });

    const [productCreated] = await entriesOf('product.create');
    expect(productCreated!.changes).toMatchObject({
      title: { before: null, after: 'Linen Dress' },
      price: { before: null, after: 800 },
      finalPrice: { before: null, after: 600 },
      stock: { before: null, after: { m: 4, l: 2 } },
      pictures: { before: null, after: 2 },
    });
    expect((await entriesOf('product.placement'))[0]!.changes).toEqual({ defaultSize: { before: 'm', after: 'l' } });
    expect((await entriesOf('product.images'))[0]).toMatchObject({ summary: 'Changed the pictures of product "Linen Dress": one removed', changes: { pictures: { before: 2, after: 1 } } });
    expect((await entriesOf('product.delete'))[0]!.changes).toMatchObject({ title: { before: 'Linen Dress', after: null }, price: { before: 800, after: null } });
    // All of the product's own entries, through the list its edit page reads.
    const manager = await insertStaff(shop, 'manager');
    const own = await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=product&entityId=${product._id}`, headers: manager.headers });
    expect(own.json().entries.map((entry: { action: string }) => entry.action)).toEqual(['product.delete', 'product.images', 'product.placement', 'product.create']);
    expect(own.json().entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Deleted product "Linen Dress"',
      'Changed the pictures of product "Linen Dress": one removed',
      'Moved product "Linen Dress"',
      'Created product "Linen Dress"',
    ]);
    // The Arabic admin reads the lines in Arabic, with the names given in Arabic.
    const ownInArabic = await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=product&entityId=${product._id}`, headers: { ...manager.headers, 'accept-language': 'ar' } });
    expect(ownInArabic.json().entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      'حذف المنتج «فستان كتان»',
      'تغيير صور المنتج «فستان كتان»: حذف صورة واحدة',
      'نقل المنتج «فستان كتان»',
      'إضافة المنتج «فستان كتان»',
    ]);
    const categoryInArabic = await shop.app.inject({ method: 'GET', url: `/api/admin/audit?entity=category&entityId=${categoryId}&action=category.create`, headers: { ...manager.headers, 'accept-language': 'ar' } });
    expect(categoryInArabic.json().entries.map((entry: { summary: string }) => entry.summary)).toEqual(['إضافة القسم «فساتين»']);
    // Their own log is not theirs to read.
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/audit', headers: editor.headers })).statusCode).toBe(403);
  });
});
