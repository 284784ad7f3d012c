import { describe, expect, it } from 'vitest';
import { categoryCreateSchema, categoryImageRequiredMessage, categoryUpdateSchema } from './category';
import { issuesByPath } from './testing';

describe('category schemas', () => {
  it('need a trimmed name', () => {
    expect(categoryCreateSchema.parse({ name: '  Dresses ' })).toEqual({ name: 'Dresses' });
    expect(categoryUpdateSchema.parse({ name: 'Tops' })).toEqual({ name: 'Tops' });
  });

  it("say 'Category name is required' for a missing name", () => {
    for (const input of [{}, { name: '' }, { name: '   ' }]) {
      expect(issuesByPath(categoryCreateSchema.safeParse(input))).toEqual({ name: ['Category name is required'] });
      expect(issuesByPath(categoryUpdateSchema.safeParse(input))).toEqual({ name: ['Category name is required'] });
    }
  });

  it("export the image message 'Image is required'", () => {
    expect(categoryImageRequiredMessage).toBe('Image is required');
  });
});
