import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { productUpdateSchema } from '../../../../shared/schemas/product';
import { isSize } from '../../../../shared/sizes';
import { endpoints, uploadApi } from '../../../lib/api-client';
import type { Product } from '../../../lib/catalogue';
import { useInvalidateCatalogue } from '../api/products-api';
import { adminFailureText } from '../../../components/ui/admin-toaster';
import { ArabicField, Field, FilePicker, inputClass, invalidProps } from '../../../components/ui/form-field';
import { FormButtons, UploadProgress } from './form-parts';
import { SizeStockEditor, type SizeStockValue } from './size-stock-editor';

const l = messages.productScreen;

type Input = z.input<typeof productUpdateSchema>;
type Output = z.output<typeof productUpdateSchema>;

/** The product edit form; only the first chosen image is sent. */
export function ProductEditForm({ product, onDone, onCancel }: { product: Product; onDone: (text: string) => void; onCancel: () => void }) {
  const invalidate = useInvalidateCatalogue();
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(productUpdateSchema),
    defaultValues: {
      title: product.title,
      description: product.description,
      titleAr: product.titleAr ?? '',
      descriptionAr: product.descriptionAr ?? '',
      price: product.price,
      discount: product.discount,
      sizeStock: product.sizeStock.flatMap((entry) => (isSize(entry.size) ? [{ size: entry.size, quantity: entry.quantity }] : [])),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const sizeStock = (useWatch({ control: form.control, name: 'sizeStock' }) ?? []) as SizeStockValue;
  const quantityErrors = Array.isArray(errors.sizeStock) ? errors.sizeStock : [];

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    setProgress(0);
    const body = new FormData();
    body.append('title', values.title);
    body.append('description', values.description);
    // Sent even when empty: an emptied field clears the Arabic.
    body.append('titleAr', values.titleAr ?? '');
    body.append('descriptionAr', values.descriptionAr ?? '');
    body.append('price', String(values.price));
    body.append('discount', String(values.discount));
    body.append('sizeStock', JSON.stringify(values.sizeStock));
    if (image) body.append('images', image);
    try {
      await uploadApi(
        endpoints.catalogue.updateProduct,
        { params: { productId: product._id }, query: { categoryId: product.categoryId }, body },
        setProgress,
      );
      await invalidate();
      onDone(l.updated);
    } catch (error) {
      console.error('Updating the product failed', error);
      setServerError(adminFailureText(error));
    } finally {
      setProgress(null);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
      <Field id="edit-title" label={l.title} error={errors.title?.message}>
        <input id="edit-title" {...form.register('title')} {...invalidProps('edit-title', errors.title?.message)} className={inputClass} />
      </Field>
      <Field id="edit-description" label={l.description} error={errors.description?.message}>
        <textarea id="edit-description" rows={3} {...form.register('description')} {...invalidProps('edit-description', errors.description?.message)} className={inputClass} />
      </Field>
      <ArabicField id="edit-title-ar" label={l.titleAr} hint={l.arabicFallback} error={errors.titleAr?.message} registration={form.register('titleAr')} />
      <ArabicField id="edit-description-ar" label={l.descriptionAr} hint={l.arabicFallback} error={errors.descriptionAr?.message} multiline registration={form.register('descriptionAr')} />
      <div className="grid grid-cols-2 gap-3">
        <Field id="edit-price" label={l.price} error={errors.price?.message}>
          <input id="edit-price" type="number" min={0} step="0.01" inputMode="decimal" {...form.register('price')} {...invalidProps('edit-price', errors.price?.message)} className={inputClass} />
        </Field>
        <Field id="edit-discount" label={l.discount} error={errors.discount?.message}>
          <input id="edit-discount" type="number" min={0} max={100} step={1} inputMode="numeric" {...form.register('discount')} {...invalidProps('edit-discount', errors.discount?.message)} className={inputClass} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{l.sizes}</legend>
        <SizeStockEditor
          idPrefix="edit"
          value={sizeStock}
          onChange={(value) => form.setValue('sizeStock', value, { shouldValidate: form.formState.isSubmitted })}
          errorOf={(size) => quantityErrors[sizeStock.findIndex((entry) => entry.size === size)]?.quantity?.message}
        />
        {errors.sizeStock?.message && <p className="text-sm text-red-600">{errors.sizeStock.message}</p>}
      </fieldset>
      <Field id="edit-image" label={l.replaceImage}>
        <FilePicker id="edit-image" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
      </Field>
      <UploadProgress percent={progress} />
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <FormButtons busy={isSubmitting} submitLabel={l.save} onCancel={onCancel} />
    </form>
  );
}
