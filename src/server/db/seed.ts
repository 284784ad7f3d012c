import crypto from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { demoProductId } from '../../shared/demo-catalogue';
import { toPiastres } from '../../shared/money';
import { finalPricePiastres } from '../../shared/pricing';
import { SIZES, type Size } from '../../shared/sizes';
import * as catalog from '../modules/catalogue/catalogue.repository';
import { loadSharp, putVariants, type ImageVariants } from '../storage/images';
import type { MediaStorage } from '../storage/media-storage';
import type { Database } from './client';
import { DEMO_CATALOGUE, SIZE_CHARTS, categoryArabicNameOf, categoryIdOf, categoryNameOf, chartKindOf, type ChartKind } from './seed/demo-data';
import { categorySvg, garmentDetailSvg, garmentSvg, sizeChartSvg, type Look } from './seed/demo-images';

/** The width the demo pictures are drawn at; see renderVariants. */
const DRAW_WIDTH = 640;

/**
 * Demo pictures are drawn once at 640 px and encoded as 320 and 640 WebP files. They are
 * never drawn larger: like any upload narrower than 1200 px they are not upscaled, so the
 * 1200 name holds the 640 picture. This keeps a fresh start (and every browser test run)
 * within a couple of seconds on two cores.
 */
type Raw = { data: Buffer; info: OutputInfo };

const drawRaw = async (svg: string): Promise<Raw> =>
  (await loadSharp())(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });

async function encodeRaw({ data, info }: Raw, mirrored = false): Promise<ImageVariants> {
  const sharp = await loadSharp();
  const input = () => {
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return mirrored ? image.flop() : image;
  };
  const [w640, w320] = await Promise.all([
    input().webp({ quality: 82, effort: 0 }).toBuffer(),
    input().resize({ width: 320 }).webp({ quality: 82, effort: 0 }).toBuffer(),
  ]);
  return new Map([
    [320, w320],
    [640, w640],
    [1200, w640],
  ]);
}

/** Runs the tasks with at most `limit` at once (sharp works on libuv's thread pool). */
async function inPool<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const lookOf = (product: (typeof DEMO_CATALOGUE)[number]['products'][number], background: string): Look => ({
  garment: product.garment,
  pattern: product.pattern,
  color: product.color,
  accent: product.accent,
  background,
});

type PlannedImage = { base: string; render: () => Promise<ImageVariants> };

/**
 * The demo's encoded pictures by what they show. They are the same at every seed: a caller
 * that seeds many shops in one process (the API tests) passes one map to all of them, and each
 * picture is drawn and encoded once (a seed costs about 3.7 s of CPU, nearly all of it pictures).
 */
export type DemoPictures = Map<string, Promise<ImageVariants>>;

/**
 * Fills an empty catalogue with the demo catalogue; returns what it made, or null when it did
 * nothing (there is already at least one category, so a second start or an admin's own
 * catalogue is never touched).
 */
export async function seedDemoCatalogue(
  db: Database,
  storage: MediaStorage,
  pictures: DemoPictures = new Map(),
): Promise<{ categories: number; products: number } | null> {
  if ((await catalog.countCategories(db)) > 0) return null;

  const planned: PlannedImage[] = [];
  const raws = new Map<string, Promise<Raw>>();
  const rawOf = (id: string, svg: () => string) => {
    let raw = raws.get(id);
    if (!raw) raws.set(id, (raw = drawRaw(svg())));
    return raw;
  };
  // Each distinct picture is drawn and encoded once, however many products show it.
  const once = (id: string, svg: () => string, mirrored = false) => () => {
    const key = `${id}:${mirrored}`;
    let rendered = pictures.get(key);
    if (!rendered) {
      pictures.set(key, (rendered = rawOf(id, svg).then((raw) => encodeRaw(raw, mirrored))));
      // A picture that failed is drawn again by the next seed, not failed from the map.
      rendered.catch(() => pictures.delete(key));
    }
    return rendered;
  };
  const chartRender = (kind: ChartKind, accent: string) =>
    once(`chart:${kind}`, () => sizeChartSvg(SIZE_CHARTS[kind].title, SIZE_CHARTS[kind].columns, SIZE_CHARTS[kind].rows, accent, DRAW_WIDTH));

  const categoryRows: catalog.NewCategory[] = [];
  const productRows: catalog.ProductFields[] = [];
  const sizeRows: { productId: string; size: Size; quantity: number }[] = [];
  const imageRows: catalog.NewProductImage[] = [];
  // Newest first is the listing order: stagger the times so the demo shows in its written order.
  const now = Date.now();
  let productIndex = 0;

  DEMO_CATALOGUE.forEach((category, categoryIndex) => {
    const categoryId = categoryIdOf(category.key);
    const looks = category.products.map((product) => lookOf(product, category.background));
    const categoryBase = `categories/${categoryId}/${crypto.randomUUID()}`;
    const categoryImage = once(`category:${category.key}`, () => categorySvg(looks, category.background, DRAW_WIDTH));
    planned.push({ base: categoryBase, render: categoryImage });
    categoryRows.push({
      id: categoryId,
      name: categoryNameOf(category.key),
      nameAr: categoryArabicNameOf(category.key),
      imageKey: `${categoryBase}-640.webp`,
      createdAt: new Date(now - 60_000 + categoryIndex * 1000),
    });

    category.products.forEach((product, i) => {
      const productId = demoProductId(productIndex++);
      const look = looks[i]!;
      const pricePiastres = toPiastres(product.priceLE);
      const offered = SIZES.filter((size) => product.stock[size] !== undefined);
      productRows.push({
        id: productId,
        categoryId,
        title: product.title,
        description: product.description,
        titleAr: product.titleAr,
        descriptionAr: product.descriptionAr,
        pricePiastres,
        discountPercent: product.discount,
        finalPricePiastres: finalPricePiastres(pricePiastres, product.discount),
        defaultSize: offered.find((size) => (product.stock[size] ?? 0) > 0) ?? offered[0] ?? null,
        createdAt: new Date(now - productIndex * 1000),
      });
      for (const size of offered) sizeRows.push({ productId, size, quantity: product.stock[size] ?? 0 });

      // Front, back (the front mirrored: no second drawing) and a close-up of the same garment.
      const front = () => garmentSvg(look, DRAW_WIDTH);
      const gallery = [
        once(`front:${productId}`, front),
        once(`front:${productId}`, front, true),
        once(`detail:${productId}`, () => garmentDetailSvg(look, DRAW_WIDTH)),
      ];
      const images = [
        ...gallery.map((render, position) => ({ kind: 'gallery' as const, position, render })),
        { kind: 'size-chart' as const, position: 0, render: chartRender(chartKindOf(product.garment), '#111827') },
      ];
      for (const image of images) {
        const id = crypto.randomUUID();
        const base = `products/${productId}/${id}`;
        planned.push({ base, render: image.render });
        imageRows.push({ id, productId, kind: image.kind, imageKey: `${base}-640.webp`, position: image.position });
      }
    });
  });

  try {
    await inPool(planned.map((image) => async () => putVariants(storage, image.base, await image.render())));
    const seeded = await db.transaction(async (tx) => {
      // Another process may have seeded while the pictures were drawn.
      if ((await catalog.countCategories(tx)) > 0) return false;
      await catalog.insertCategories(tx, categoryRows);
      await catalog.insertProducts(tx, productRows, sizeRows, imageRows);
      return true;
    });
    if (!seeded) throw new Error('already seeded');
  } catch (error) {
    // Only the files of this attempt: the folders (fixed demo ids) may hold another process's.
    await Promise.all(planned.map((image) => storage.removePrefix(`${image.base}-`)));
    if (error instanceof Error && error.message === 'already seeded') return null;
    throw error;
  }
  return { categories: categoryRows.length, products: productRows.length };
}
