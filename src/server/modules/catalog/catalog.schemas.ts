/**
 * Response schemas of the catalogue: they document the answers in the OpenAPI page and make
 * the serializer check that every answer has the runtime contract's fields.
 */
import { z } from 'zod';
import { SIZES } from '../../../shared/sizes';

const imageSchema = z.object({
  _id: z.string(),
  secure_url: z.string(),
  // The three stored widths; clients may also build it by swapping '-640.webp' for '-320.webp' / '-1200.webp'.
  srcset: z.string(),
});

export const productSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().describe('LE'),
  discount: z.number().describe('percent, 0..100'),
  finalPrice: z.number().describe('LE, derived by the server from price and discount'),
  stock: z.number().describe('sum of sizeStock quantities'),
  sizeStock: z.array(z.object({ size: z.enum(SIZES), quantity: z.number() })),
  defaultSize: z.enum(SIZES).nullable(),
  images: z.array(imageSchema),
  sizeChart: z.array(imageSchema),
  categoryId: z.string(),
});

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.object({ secure_url: z.string(), srcset: z.string() }),
});

export const categoryWithProductsSchema = categorySchema.extend({ products: z.array(productSchema) });

export const messageSchema = z.object({ message: z.string() });
