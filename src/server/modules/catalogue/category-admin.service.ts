/**
 * Category writes. Files are written before the database row and removed again if anything
 * fails, so a failed upload leaves neither a row nor a file; old files go only after commit.
 */
import { auditCategory } from './catalogue-audit';
import crypto from 'node:crypto';
import type { CategoryAnswer } from '../../../shared/contract/answers';
import { categoryCreateSchema, categoryUpdateSchema } from '../../../shared/schemas/category';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { assertImage, storeImage, variantPrefixOf } from '../../storage/images';
import type { ShopEvents } from '../../cluster/index';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory } from './catalogue.presenter';
import * as repo from './catalogue.repository';
import { parseFields, requireFiles, type MultipartForm } from '../../http/multipart';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';

/** The public cache is cleared once a change is committed: the admin's next read shows it. */
type Deps = { db: Database; storage: MediaStorage; events: Pick<ShopEvents, 'announce'> };

const categoryFolder = (id: string) => `categories/${id}/`;
const newImageBase = (categoryId: string) => `${categoryFolder(categoryId)}${crypto.randomUUID()}`;

const nameTaken = () => conflict((t) => t.api.catalog.categoryNameTaken);

async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  const existing = await repo.findCategoryByName(db, name);
  if (existing && existing.id !== exceptId) throw nameTaken();
}

export async function createCategory({ db, storage, events }: Deps, form: MultipartForm): Promise<CategoryAnswer> {
  const { name, nameAr = null } = parseFields(categoryCreateSchema, form.fields);
  const [image] = requireFiles(form, 'image', (t) => t.categoryAdmin.imageRequired);
  await assertImage(image!.buffer);
  await assertNameFree(db, name);
  const id = crypto.randomUUID();
  try {
    const imageKey = await storeImage(storage, newImageBase(id), image!.buffer);
    await db.transaction(async (tx) => {
      await repo.insertCategories(tx, [{ id, name, nameAr, imageKey }]);
      await auditCategory(tx, 'create', id, null, { name, nameAr, image: 'a picture' });
    });
    events.announce({ kind: 'catalogue' });
    return presentCategory(storage, { id, name, nameAr, imageKey });
  } catch (error) {
    await storage.removePrefix(categoryFolder(id));
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
}

export async function updateCategory({ db, storage, events }: Deps, id: string, form: MultipartForm): Promise<CategoryAnswer> {
  const category = await repo.findCategory(db, id);
  if (!category) throw notFound((t) => t.catalog.categoryNotFound);
  const { name, nameAr = category.nameAr } = parseFields(categoryUpdateSchema, form.fields);
  const image = form.files.image?.[0];
  if (image) await assertImage(image.buffer);
  await assertNameFree(db, name, id);
  let newKey: string | undefined;
  try {
    if (image) newKey = await storeImage(storage, newImageBase(id), image.buffer);
    await db.transaction(async (tx) => {
      await repo.updateCategory(tx, id, { name, nameAr, ...(newKey ? { imageKey: newKey } : {}) });
      await auditCategory(tx, 'update', id, { name: category.name, nameAr: category.nameAr, image: 'a picture' }, { name, nameAr, ...(newKey ? { image: 'a new picture' } : {}) });
    });
    events.announce({ kind: 'catalogue' });
  } catch (error) {
    if (newKey) await storage.removePrefix(variantPrefixOf(newKey));
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
  if (newKey) await storage.removePrefix(variantPrefixOf(category.imageKey));
  return presentCategory(storage, { id, name, nameAr, imageKey: newKey ?? category.imageKey });
}

/** Refused with 409 while the category has products: deleting them is a separate, explicit act. */
export async function deleteCategory({ db, storage, events }: Deps, id: string): Promise<void> {
  const category = await repo.findCategory(db, id);
  if (!category) throw notFound((t) => t.catalog.categoryNotFound);
  const products = await repo.countProductsInCategory(db, id);
  if (products > 0) throw conflict((t) => t.api.catalog.categoryHasProducts(products));
  try {
    await db.transaction(async (tx) => {
      await repo.deleteCategory(tx, id);
      await auditCategory(tx, 'delete', id, { name: category.name, nameAr: category.nameAr }, { name: null, nameAr: null });
    });
    events.announce({ kind: 'catalogue' });
  } catch (error) {
    // A product was added in the meantime: the foreign key refuses, and so do we.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict((t) => t.api.catalog.categoryHasProducts(1));
    throw error;
  }
  await storage.removePrefix(categoryFolder(id));
}
