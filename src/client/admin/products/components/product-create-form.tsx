import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { productCreateSchema, productImagesRequiredMessage, sizeChartRequiredMessage } from '../../../../shared/schemas/product';
import { sizeLabel, type Size } from '../../../../shared/sizes';
import { endpoints, uploadApi } from '../../../lib/api-client';
import { useInvalidateCatalogue } from '../api/products-api';
import { adminFailureText } from '../../../components/ui/admin-toaster';
import { ArabicField, Field, FilePicker, inputClass, invalidProps } from '../../../components/ui/form-field';
import { FormButtons, UploadProgress } from './form-parts';
import { SizeStockEditor, type SizeStockValue } from './size-stock-editor';

const l = messages.productScreen;

// The shared payload rules plus the two file parts, with the spec's messages.
const createFormSchema = productCreateSchema.extend({
  images: z.array(z.instanceof(File), { error: productImagesRequiredMessage }).min(1, { error: productImagesRequiredMessage }),
  sizeChart: z.instanceof(File, { error: sizeChartRequiredMessage }),
});
type Input = z.input<typeof createFormSchema>;
type Output = z.output<typeof createFormSchema>;

export type CreateOutcome = { kind: 'ok' | 'error'; text: string };

function toFormData(categoryId: string, values: Output): FormData {
  const body = new FormData();
  body.append('title', values.title);
  body.append('price', String(values.price));
  body.append('size', values.size);
  body.append('stock', String(values.sizeStock.reduce((sum, entry) => sum + entry.quantity, 0)));
  body.append('description', values.description);
  body.append('titleAr', values.titleAr ?? '');
  body.append('descriptionAr', values.descriptionAr ?? '');
  body.append('discount', String(values.discount));
  body.append('categoryId', categoryId);
  for (const size of values.availableSizes) body.append('availableSizes', size);
  body.append('sizeStock', JSON.stringify(values.sizeStock));
  for (const image of values.images) body.append('images', image);
  body.append('sizeChart', values.sizeChart);
  return body;
}

/** The create-product form of one category, with upload progress. */
export function ProductCreateForm({ categoryId, onDone, onCancel }: { categoryId: string; onDone: (outcome: CreateOutcome) => void; onCancel: () => void }) {
  const invalidate = useInvalidateCatalogue();
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createFormSchema),
    defaultValues: { title: '', description: '', titleAr: '', descriptionAr: '', price: '', discount: 0, size: undefined, availableSizes: [], sizeStock: [], images: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const sizeStock = (useWatch({ control: form.control, name: 'sizeStock' }) ?? []) as SizeStockValue;
  const available = sizeStock.map((entry) => entry.size);

  const setSizes = (value: SizeStockValue) => {
    form.setValue('sizeStock', value, { shouldValidate: form.formState.isSubmitted });
    form.setValue('availableSizes', value.map((entry) => entry.size), { shouldValidate: form.formState.isSubmitted });
    const size = form.getValues('size') as Size | undefined;
    if (size && !value.some((entry) => entry.size === size)) form.setValue('size', undefined as unknown as Size);
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    setProgress(0);
    try {
      const answer = await uploadApi(endpoints.catalogue.createProduct, { params: { categoryId }, body: toFormData(categoryId, values) }, setProgress);
      await invalidate();
      onDone(
        answer.message === messages.product.created
          ? { kind: 'ok', text: messages.productAdmin.createdAlert }
          : { kind: 'error', text: messages.common.unexpectedResponse(JSON.stringify(answer).slice(0, 200)) },
      );
    } catch (error) {
      console.error('Creating the product failed', error);
      setServerError(adminFailureText(error));
    } finally {
      setProgress(null);
    }
  });

  const sizeStockError = errors.sizeStock?.message ?? errors.sizeStock?.root?.message;
  const quantityErrors = Array.isArray(errors.sizeStock) ? errors.sizeStock : [];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
      <Field id="create-title" label={l.title} error={errors.title?.message}>
        <input id="create-title" {...form.register('title')} {...invalidProps('create-title', errors.title?.message)} className={inputClass} />
      </Field>
      <Field id="create-description" label={l.description} error={errors.description?.message}>
        <textarea id="create-description" rows={3} {...form.register('description')} className={inputClass} />
      </Field>
      <ArabicField id="create-title-ar" label={l.titleAr} hint={l.arabicFallback} error={errors.titleAr?.message} registration={form.register('titleAr')} />
      <ArabicField id="create-description-ar" label={l.descriptionAr} hint={l.arabicFallback} error={errors.descriptionAr?.message} multiline registration={form.register('descriptionAr')} />
      <div className="grid grid-cols-2 gap-3">
        <Field id="create-price" label={l.price} error={errors.price?.message}>
          <input id="create-price" type="number" min={0} step="0.01" inputMode="decimal" {...form.register('price')} {...invalidProps('create-price', errors.price?.message)} className={inputClass} />
        </Field>
        <Field id="create-discount" label={l.discount} error={errors.discount?.message}>
          <input id="create-discount" type="number" min={0} max={100} step={1} inputMode="numeric" {...form.register('discount')} {...invalidProps('create-discount', errors.discount?.message)} className={inputClass} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{l.sizes}</legend>
        <SizeStockEditor
          idPrefix="create"
          value={sizeStock}
          onChange={setSizes}
          errorOf={(size) => quantityErrors[sizeStock.findIndex((entry) => entry.size === size)]?.quantity?.message}
        />
        {errors.availableSizes && <p className="text-sm text-red-600">{errors.availableSizes.message ?? errors.availableSizes.root?.message}</p>}
        {!errors.availableSizes && sizeStockError && <p className="text-sm text-red-600">{sizeStockError}</p>}
      </fieldset>
      <Field id="create-size" label={l.defaultSize} error={errors.size?.message}>
        <select id="create-size" {...form.register('size')} {...invalidProps('create-size', errors.size?.message)} className={inputClass}>
          <option value="">{l.chooseSize}</option>
          {available.map((size) => (
            <option key={size} value={size}>
              {sizeLabel(size)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="create-images" label={l.images} error={errors.images?.message}>
        <FilePicker
          id="create-images"
          accept="image/*"
          multiple
          {...invalidProps('create-images', errors.images?.message)}
          onChange={(event) => form.setValue('images', Array.from(event.target.files ?? []), { shouldValidate: form.formState.isSubmitted })}
        />
      </Field>
      <Field id="create-size-chart" label={l.sizeChart} error={errors.sizeChart?.message}>
        <FilePicker
          id="create-size-chart"
          accept="image/*"
          {...invalidProps('create-size-chart', errors.sizeChart?.message)}
          onChange={(event) => form.setValue('sizeChart', event.target.files?.[0] as File, { shouldValidate: form.formState.isSubmitted })}
        />
      </Field>
      <UploadProgress percent={progress} />
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <FormButtons busy={isSubmitting} submitLabel={l.create} onCancel={onCancel} />
    </form>
  );
}
