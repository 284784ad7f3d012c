import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { categories, productImages, products, productSizes } from '../db/schema/index';
import { SIZES } from '../../shared/sizes';
import { finalPricePiastres } from '../../shared/pricing';

/**
 * Fills a fresh database with a generated catalogue (migrating it first), then closes it so
 * the shop process can open it. Images point at keys that need not exist: the API benchmark
 * measures JSON, not files.
 */
export async function generateCatalogue(options: { databaseUrl?: string; dataDir: string; categories: number; productsPerCategory: number; stockPerSize: number }) {
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    const productIds: string[] = [];
    for (let c = 0; c < options.categories; c++) {
      const [category] = await handle.db
        .insert(categories)
        .values({ name: `Category ${c + 1}`, imageKey: `bench/category-${c}-640.webp` })
        .returning({ id: categories.id });
      const rows = Array.from({ length: options.productsPerCategory }, (_, p) => {
        const pricePiastres = (200 + ((c * 37 + p * 13) % 1200)) * 100;
        const discountPercent = [0, 10, 20, 35][p % 4]!;
        return {
          categoryId: category!.id,
          title: `Product ${c + 1}-${p + 1}`,
          description: 'A generated product for the benchmark: cotton, regular fit, made in Egypt.',
          pricePiastres,
          discountPercent,
          finalPricePiastres: finalPricePiastres(pricePiastres, discountPercent),
          defaultSize: 'm',
        };
      });
      const inserted = await handle.db.insert(products).values(rows).returning({ id: products.id });
      const ids = inserted.map((row) => row.id);
      productIds.push(...ids);
      await handle.db.insert(productSizes).values(ids.flatMap((productId) => SIZES.map((size) => ({ productId, size, quantity: options.stockPerSize }))));
      await handle.db.insert(productImages).values(
        ids.flatMap((productId) => [
          { productId, kind: 'gallery', imageKey: `bench/${productId}-a-640.webp`, position: 0 },
          { productId, kind: 'gallery', imageKey: `bench/${productId}-b-640.webp`, position: 1 },
          { productId, kind: 'size-chart', imageKey: `bench/${productId}-chart-640.webp`, position: 0 },
        ]),
      );
    }
    return { productIds };
  } finally {
    await handle.close();
  }
}
