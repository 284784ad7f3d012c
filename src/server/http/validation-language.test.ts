import { describe, expect, it } from 'vitest';
import { english, messagesFor } from '../../shared/messages';
import { QUANTITY_MAX } from '../../shared/pricing';
import { addToCartSchema } from '../../shared/schemas/cart';
import { productCreateSchema } from '../../shared/schemas/product';
import { inLanguage } from './validation-language';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';

describe('a schema message in the request language', () => {
  it('finds a message without arguments by its English text, and one with arguments by its wording', async () => {
    const arabic = await messagesFor('ar');
    const fraction = firstMessage(addToCartSchema.safeParse({ productId: '00000000-0000-4000-8000-000000000000', size: 'm', quantity: 1.5 }));
    expect(fraction).toBe(english.api.validation.quantityWhole);
    expect(inLanguage(fraction, arabic)).toBe(arabic.api.validation.quantityWhole);
    const tooMany = firstMessage(addToCartSchema.safeParse({ productId: '00000000-0000-4000-8000-000000000000', size: 'm', quantity: QUANTITY_MAX + 1 }));
    expect(tooMany).toBe(english.api.validation.quantityMax(QUANTITY_MAX));
    expect(inLanguage(tooMany, arabic)).toBe(arabic.api.validation.quantityMax(QUANTITY_MAX));
    // A message made at parse time from the input (a size given twice).
    const twice = productCreateSchema.safeParse({
      title: 'Shirt',
      price: '100',
      size: 'm',
      description: 'Linen',
      discount: '0',
      availableSizes: ['m'],
      sizeStock: JSON.stringify([
        { size: 'm', quantity: 1 },
        { size: 'm', quantity: 2 },
      ]),
    });
    expect(inLanguage(firstMessage(twice), arabic)).toBe(arabic.api.catalog.duplicateSize('m'));
  });

  it('leaves English, and a text that is not one of the shop messages, as they are', async () => {
    const arabic = await messagesFor('ar');
    expect(inLanguage(english.cart.selectSize, english)).toBe('Please select a size');
    expect(inLanguage(english.cart.selectSize, arabic)).toBe(arabic.cart.selectSize);
    expect(inLanguage('Too small: expected number to be >=1', arabic)).toBe('Too small: expected number to be >=1');
  });
});
