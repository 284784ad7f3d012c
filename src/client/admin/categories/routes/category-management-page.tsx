import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { AdminToaster, showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminCategories, useDeleteCategory, type AdminCategory } from '../api/categories-api';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { categoryName } from '../../../../shared/catalogue-text';

const l = messages.categoryScreen;

type Editing = { mode: 'create' } | { mode: 'edit'; category: AdminCategory } | null;

export function Component() {
  useDocumentTitle(l.pageTitle, l.pageDescription);
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      showAdminNotice({ kind: 'ok', text: l.deleted });
    } catch (error) {
      console.error('Deleting the category failed', error);
      showAdminFailure(error);
    }
    setDeleting(null);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{l.pageTitle}</h1>
        <button type="button" onClick={() => setEditing({ mode: 'create' })} className="rounded-lg bg-gray-900 px-4 py-2 font-semibold text-white">
          {l.add}
        </button>
      </div>

      {categories.isPending ? (
        <p className="mt-6 text-gray-600">{l.loading}</p>
      ) : categories.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {messages.catalog.categoriesFetchFailed}
        </p>
      ) : categories.data.length === 0 ? (
        <p className="mt-6 text-gray-600">{messages.categoryAdmin.noCategories}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label={l.pageTitle}>
          {categories.data.map((category) => (
            <li key={category._id} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
              <div className="aspect-[4/5] bg-gray-100">
                <img src={category.image.secure_url} alt={categoryName(category)} loading="lazy" width={640} height={800} className="h-full w-full object-cover" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <h2 className="font-semibold">{categoryName(category)}</h2>
                <p className="text-xs break-all text-gray-500">
                  <span className="font-medium">{l.idLabel}: </span>
                  <code>{category._id}</code>
                </p>
                <div className="mt-auto flex gap-2 pt-1">
                  <button
                    type="button"
                    onClick={() => setEditing({ mode: 'edit', category })}
                    aria-label={`${l.edit} ${categoryName(category)}`}
                    className="flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium"
                  >
                    {l.edit}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(category)}
                    aria-label={`${l.delete} ${categoryName(category)}`}
                    className="flex-1 rounded-lg bg-red-600 px-3 py-2 text-sm font-medium text-white"
                  >
                    {l.delete}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CategoryFormDialog
        open={editing !== null}
        category={editing?.mode === 'edit' ? editing.category : undefined}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          showAdminNotice({ kind: 'ok', text });
        }}
      />
      <DeleteCategoryDialog open={deleting !== null} busy={remove.isPending} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={() => void confirmDelete()} />
      <AdminToaster />
    </section>
  );
}
