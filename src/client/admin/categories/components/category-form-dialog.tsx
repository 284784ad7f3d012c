import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { categoryCreateSchema, categoryImageRequiredMessage, type CategoryCreateInput, type CategoryCreatePayload } from '../../../../shared/schemas/category';
import { adminFailureText } from '../../../components/ui/admin-toaster';
import { ArabicField, FilePicker, invalidProps } from '../../../components/ui/form-field';
import { useSaveCategory, type AdminCategory } from '../api/categories-api';

const l = messages.categoryScreen;

type Props = {
  /** The category to edit; absent to create one. */
  category?: AdminCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string) => void;
};

/** Create (image required) or edit (image optional) a category. Radix closes it on Escape. */
export function CategoryFormDialog({ category, open, onOpenChange, onSaved }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[92dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-lg font-bold">{category ? l.editTitle : l.createTitle}</Dialog.Title>
          <Dialog.Description className="sr-only">{category ? l.editTitle : l.createTitle}</Dialog.Description>
          {open && <CategoryForm key={category?._id ?? 'new'} category={category} onDone={onSaved} onCancel={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CategoryForm({ category, onDone, onCancel }: { category?: AdminCategory; onDone: (message: string) => void; onCancel: () => void }) {
  const save = useSaveCategory();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<CategoryCreateInput, unknown, CategoryCreatePayload>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: { name: category?.name ?? '', nameAr: category?.nameAr ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, nameAr = null }) => {
    if (!category && !image) {
      setImageError(categoryImageRequiredMessage);
      return;
    }
    setServerError(undefined);
    try {
      await save.mutateAsync({ id: category?._id, values: { name, nameAr, image } });
      onDone(category ? l.updated : l.created);
    } catch (error) {
      console.error('Saving the category failed', error);
      setServerError(adminFailureText(error));
    }
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Both messages show together, like one form with one set of rules.
    if (!category && !image) setImageError(categoryImageRequiredMessage);
    void submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="category-name" className="text-sm font-medium">
          {l.name}
        </label>
        <input
          id="category-name"
          {...form.register('name')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'category-name-error' : undefined}
          className="rounded-lg border border-gray-300 px-3 py-2"
        />
        {errors.name && (
          <p id="category-name-error" className="text-sm text-red-600">
            {errors.name.message}
          </p>
        )}
      </div>
      <ArabicField id="category-name-ar" label={l.nameAr} hint={l.arabicFallback} error={errors.nameAr?.message} registration={form.register('nameAr')} />
      <div className="flex flex-col gap-1">
        <label htmlFor="category-image" className="text-sm font-medium">
          {category ? l.imageOptional : l.image}
        </label>
        {category && <img src={category.image.secure_url} alt="" className="h-24 w-20 rounded object-cover" />}
        <FilePicker
          id="category-image"
          accept="image/*"
          {...invalidProps('category-image', imageError)}
          onChange={(event) => {
            setImage(event.target.files?.[0] ?? null);
            setImageError(undefined);
          }}
        />
        {imageError && (
          <p id="category-image-error" className="text-sm text-red-600">
            {imageError}
          </p>
        )}
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded-lg border border-gray-300 px-4 py-2">
          {l.cancel}
        </button>
        <button type="submit" disabled={isSubmitting} className="rounded-lg bg-gray-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? l.saving : category ? l.save : l.create}
        </button>
      </div>
    </form>
  );
}
