import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testProduct } from '../../../components/catalog/test-products';
import { catalogueQueryKey, type Category } from '../../../lib/catalogue';
import { productListParams } from '../../../../shared/catalogue-list-url';
import { Component as SubCategoryPage } from './sub-category-page';

afterEach(cleanup);

const category = (overrides: Partial<Category>): Category => ({
  _id: 'c1',
  name: 'Sea Wave',
  nameAr: null,
  image: { secure_url: 'http://shop.test/media/categories/c1/i-640.webp', srcset: '' },
  products: [],
  ...overrides,
});

function renderAt(categoryId: string, categories: Category[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // The page reads /api/categories and the category's first page of /api/products.
  client.setQueryData(
    [...catalogueQueryKey, 'categories'],
    categories.map(({ products, ...summary }) => ({ ...summary, productCount: products.length })),
  );
  const products = categories.find((candidate) => candidate._id === categoryId)?.products ?? [];
  client.setQueryData([...catalogueQueryKey, 'products', productListParams({ category: categoryId, pageSize: 24 })], {
    pages: [{ products, total: products.length, page: 1, pageSize: 24 }],
    pageParams: [1],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/subCategory/${categoryId}`]}>
        <Routes>
          <Route path="/subCategory/:categoryId" element={<SubCategoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('category page', () => {
  it('lists the products of the category', () => {
    renderAt('c1', [category({ products: [testProduct()] })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sea Wave' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Linen Shirt' })).toBeTruthy();
    expect(document.title).toContain('Sea Wave');
  });

  it('says when the category has no products', () => {
    renderAt('c1', [category({})]);
    expect(screen.getByText('No products found in this category.')).toBeTruthy();
  });

  it('says when the category does not exist', () => {
    renderAt('nope', [category({})]);
    expect(screen.getByText('Category not found')).toBeTruthy();
  });
});
