import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Product } from '../../../lib/catalogue';
import type { CategoryAnswer as Category } from '../../../../shared/contract/answers';
import { AdminToaster, showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminProducts } from '../api/product-edit-api';
import { useAdminCategories, useDeleteProduct } from '../api/products-api';
import { Pager, ProductListToolbar, useAdminListFilters } from '../components/product-list-toolbar';
import { ProductAdminCard } from '../components/product-admin-card';
import { ProductCreateForm } from '../components/product-create-form';
import { ConfirmDeleteDialog, FormDialog } from '../components/product-dialogs';
import { ProductEditForm } from '../components/product-edit-form';
import { categoryName, productTitle } from '../../../../shared/catalogue-text';

const l = messages.productScreen;

export function Component() {
  useDocumentTitle(l.pageTitle, l.pageDescription);
  const catalogue = useAdminCategories();
  const [filters, setFilters] = useAdminListFilters();
  const list = useAdminProducts(filters);
  const remove = useDeleteProduct();
  const [creatingIn, setCreatingIn] = useState<Category | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      showAdminNotice({ kind: 'ok', text: l.deleted });
    } catch (error) {
      console.error('Deleting the product failed', error);
      showAdminFailure(error);
    }
    setDeleting(null);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{l.pageTitle}</h1>
      <ProductListToolbar filters={filters} categories={catalogue.data ?? []} onChange={setFilters} />
      {(() => {
        const category = catalogue.data?.find((candidate) => candidate._id === filters.category);
        const heading = (category ? categoryName(category) : l.allProducts);
        return (
          <section aria-labelledby="product-list-heading" className="mt-6 flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-2">
              <div>
                <h2 id="product-list-heading" className="text-lg font-bold">
                  {heading}
                </h2>
                {list.data && <p className="text-xs text-gray-500">{l.productCount(list.data.total)}</p>}
              </div>
              {category && (
                <button
                  type="button"
                  onClick={() => setCreatingIn(category)}
                  aria-label={l.addProductTo(categoryName(category))}
                  className="rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white"
                >
                  {l.addProduct}
                </button>
              )}
            </div>
            {!category && <p className="text-sm text-gray-600">{l.chooseCategoryToAdd}</p>}
            {list.isPending ? (
              <p className="text-gray-600">{l.loading}</p>
            ) : list.isError ? (
              <p role="alert" className="text-red-700">
                {messages.catalog.productsFetchFailed}
              </p>
            ) : list.data.products.length === 0 ? (
              <p className="text-gray-600">{category && !filters.q && !filters.lowStock ? messages.productAdmin.noProductsYet : l.noMatches}</p>
            ) : (
              <>
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {list.data.products.map((product) => (
                    <ProductAdminCard key={product._id} product={product} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} />
                  ))}
                </div>
                <Pager page={filters.page} total={list.data.total} onPage={(page) => setFilters({ page })} />
              </>
            )}
          </section>
        );
      })()}

      <FormDialog open={creatingIn !== null} onOpenChange={(open) => !open && setCreatingIn(null)} title={l.createTitle(creatingIn?.name ?? '')}>
        {creatingIn && (
          <ProductCreateForm
            categoryId={creatingIn._id}
            onCancel={() => setCreatingIn(null)}
            onDone={(outcome) => {
              setCreatingIn(null);
              showAdminNotice(outcome);
            }}
          />
        )}
      </FormDialog>
      <FormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={l.editTitle}>
        {editing && (
          <ProductEditForm
            key={editing._id}
            product={editing}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              showAdminNotice({ kind: 'ok', text });
            }}
          />
        )}
      </FormDialog>
      <ConfirmDeleteDialog
        title={deleting ? productTitle(deleting) : ''}
        open={deleting !== null}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <AdminToaster />
    </section>
  );
}
