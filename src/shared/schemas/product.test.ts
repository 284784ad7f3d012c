import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productCreateSchema, productImagesRequiredMessage, productUpdateSchema, sizeChartRequiredMessage } from './product';
import { issuesByPath } from './testing';

// As the admin form sends it over multipart: every field is text.
const multipart = {
  title: 'Linen Shirt',
  description: 'Light and breezy',
  price: '450',
  discount: '10',
  size: 'm',
  availableSizes: ['s', 'm'],
  sizeStock: '[{"size":"s","quantity":"0"},{"size":"m","quantity":"4"}]',
};
const create = (input: Record<string, unknown>) => issuesByPath(productCreateSchema.safeParse(input));
const update = (input: Record<string, unknown>) => issuesByPath(productUpdateSchema.safeParse(input));

describe('productCreateSchema', () => {
  it('reads multipart text into typed values', () => {
    expect(productCreateSchema.parse(multipart)).toEqual({
      title: 'Linen Shirt',
      description: 'Light and breezy',
      price: 450,
      discount: 10,
      size: 'm',
      availableSizes: ['s', 'm'],
      sizeStock: [
        { size: 's', quantity: 0 },
        { size: 'm', quantity: 4 },
      ],
    });
  });

  it('takes a single available size, drops repeats and orders sizes smallest first', () => {
    expect(productCreateSchema.parse({ ...multipart, availableSizes: 'm' }).availableSizes).toEqual(['m']);
    expect(productCreateSchema.parse({ ...multipart, availableSizes: ['xl', 's', 'xl'] }).availableSizes).toEqual(['s', 'xl']);
  });

  it('leaves description and discount optional', () => {
    const { description: _d, discount: _x, ...rest } = multipart;
    expect(productCreateSchema.parse(rest)).toMatchObject({ description: '', discount: 0 });
    expect(productCreateSchema.parse({ ...rest, discount: '' }).discount).toBe(0);
  });

  it('gives the spec messages for an empty form', () => {
    expect(create({ title: '', price: '', discount: '', size: '', availableSizes: [], sizeStock: '[]' })).toEqual({
      title: ['Product title is required'],
      price: ['Price is required'],
      size: ['Default size is required'],
      availableSizes: ['Select at least one size'],
      sizeStock: ['At least one size must have quantity'],
    });
    expect(create({})).toEqual({
      title: ['Product title is required'],
      price: ['Price is required'],
      size: ['Default size is required'],
      availableSizes: ['Select at least one size'],
      sizeStock: ['At least one size must have quantity'],
    });
  });

  it("says 'At least one size must have quantity' when every size is 0", () => {
    expect(create({ ...multipart, sizeStock: [{ size: 'm', quantity: 0 }] })).toEqual({ sizeStock: ['At least one size must have quantity'] });
  });

  it('refuses negative, fractional and repeated stock, and broken JSON', () => {
    expect(create({ ...multipart, sizeStock: [{ size: 'm', quantity: -1 }, { size: 's', quantity: 1.5 }] })).toEqual({
      'sizeStock.0.quantity': ['Stock quantity cannot be negative'],
      'sizeStock.1.quantity': ['Quantity must be a whole number'],
    });
    expect(create({ ...multipart, sizeStock: [{ size: 'm', quantity: 1 }, { size: 'm', quantity: 2 }] })).toEqual({ sizeStock: ['Size M is listed twice'] });
    expect(create({ ...multipart, sizeStock: '[{"size":' })).toEqual({ sizeStock: ['sizeStock must be a JSON list of {size, quantity}'] });
  });

  it('refuses a price of 0 or text that is not a number', () => {
    expect(create({ ...multipart, price: '0' })).toEqual({ price: ['Price must be greater than 0'] });
    expect(create({ ...multipart, price: 'abc' })).toEqual({ price: ['Must be a number'] });
  });

  it('refuses a price that rounds to 0 piastres, and reads numbers as decimals only', () => {
    expect(create({ ...multipart, price: '0.004' })).toEqual({ price: ['Price must be greater than 0'] });
    expect(create({ ...multipart, price: 0.004 })).toEqual({ price: ['Price must be greater than 0'] });
    for (const price of ['0x10', '1e3', '0b1', '0o7', 'Infinity', '1.2.3'])
      expect(create({ ...multipart, price }), price).toEqual({ price: ['Must be a number'] });
    for (const [price, pounds] of [['0.01', 0.01], ['450', 450], [' 99.5 ', 99.5], ['.5', 0.5], ['12.', 12]] as const)
      expect(productCreateSchema.parse({ ...multipart, price }).price, price).toBe(pounds);
  });

  it('accepts whole discounts from 0 to 100 only', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (d) => productCreateSchema.parse({ ...multipart, discount: String(d) }).discount === d));
    for (const discount of [-1, 101, 12.5, '150'])
      expect(create({ ...multipart, discount })).toEqual({ discount: ['Discount must be a whole number from 0 to 100'] });
  });

  it('exports the messages for the file parts', () => {
    expect(productImagesRequiredMessage).toBe('At least one product image is required');
    expect(sizeChartRequiredMessage).toBe('Size chart image is required');
  });
});

describe('productUpdateSchema', () => {
  const valid = { title: 'Linen Shirt', description: 'Light', price: 399.5, discount: 0, sizeStock: [{ size: 'm', quantity: 0 }] };

  it('accepts a product whose sizes are all sold out', () => {
    expect(productUpdateSchema.parse(valid)).toEqual(valid);
  });

  it('gives the spec messages', () => {
    expect(update({ ...valid, title: ' ', description: '', price: '' })).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      price: ['Price is required'],
    });
  });

  it('needs each size and a quantity of at least 0', () => {
    expect(update({ ...valid, sizeStock: [{ quantity: 2 }, { size: 'l', quantity: -3 }] })).toEqual({
      'sizeStock.0.size': ['Size is required'],
      'sizeStock.1.quantity': ['Stock quantity cannot be negative'],
    });
    expect(update({ ...valid, discount: 101 })).toEqual({ discount: ['Discount must be a whole number from 0 to 100'] });
  });
});
