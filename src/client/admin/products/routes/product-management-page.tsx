import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import type { Category, Product } from '../../../lib/catalogue';
import { AdminToaster, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminCatalogue, useDeleteProduct } from '../api/products-api';
import { ProductAdminCard } from '../components/product-admin-card';
import { ProductCreateForm } from '../components/product-create-form';
import { ConfirmDeleteDialog, FormDialog } from '../components/product-dialogs';
import { ProductEditForm } from '../components/product-edit-form';
import { productLabels as l } from '../labels';


export function Component() {
  useDocumentTitle(l.pageTitle, l.pageDescription);
  const catalogue = useAdminCatalogue();
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
      showAdminNotice({ kind: 'error', text: messages.common.errorAlert(error instanceof ApiError ? error.message : messages.common.somethingWentWrong) });
    }
    setDeleting(null);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{l.pageTitle}</h1>
      {catalogue.isPending ? (
        <p className="mt-6 text-gray-600">{l.loading}</p>
      ) : catalogue.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {messages.catalog.categoriesFetchFailed}
        </p>
      ) : catalogue.data.length === 0 ? (
        <p className="mt-6 text-gray-600">{messages.categoryAdmin.noCategories}</p>
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          {catalogue.data.map((category) => (
            <section key={category._id} aria-labelledby={`category-${category._id}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-2">
                <div className="flex items-center gap-3">
                  <img src={category.image.secure_url} alt="" width={40} height={50} className="h-12 w-10 rounded object-cover" />
                  <div>
                    <h2 id={`category-${category._id}`} className="text-lg font-bold">
                      {category.name}
                    </h2>
                    <p className="text-xs text-gray-500">{l.productCount(category.products.length)}</p>
                  </div>
                </div>
                <button
                  type="button"
                  onClick={() => setCreatingIn(category)}
                  aria-label={l.addProductTo(category.name)}
                  className="rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white"
                >
                  {l.addProduct}
                </button>
              </div>
              {category.products.length === 0 ? (
                <p className="text-gray-600">{messages.productAdmin.noProductsYet}</p>
              ) : (
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {category.products.map((product) => (
                    <ProductAdminCard key={product._id} product={product} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product)} />
                  ))}
                </div>
              )}
            </section>
          ))}
        </div>
      )}

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
        title={deleting?.title ?? ''}
        open={deleting !== null}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <AdminToaster />
    </section>
  );
}
