import { useState, type FormEvent } from 'react';
import { EntityAuditTrail } from '../../../components/ui/entity-audit-trail';
import { Link, useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { SIZES, sizeLabel, type Size } from '../../../../shared/sizes';
import { ApiError } from '../../../lib/api-client';
import type { Product } from '../../../lib/catalogue';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../paths';
import { adminFailureText } from '../../../components/ui/admin-toaster';
import { FilePicker } from '../../../components/ui/form-field';
import { useAdminProduct, useProductEdits } from '../api/product-edit-api';
import { useAdminCategories } from '../api/products-api';
import { categoryName, productTitle } from '../../../../shared/catalogue-text';

const l = messages.productScreen;

type Notice = { kind: 'ok' | 'error'; text: string } | null;
const buttonClass = 'rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium disabled:opacity-50';
const primaryClass = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50';

/** One product's edit page: its category and default size, its gallery (add, remove, reorder) and its size chart. */
export function Component() {
  const { productId = '' } = useParams();
  const product = useAdminProduct(productId);
  useDocumentTitle(product.data ? `${l.editTitle}: ${productTitle(product.data)}` : l.editTitle);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link to={paths.productManagement} className="text-sm font-semibold underline underline-offset-4">
        {l.backToList}
      </Link>
      {product.isPending ? (
        <p className="mt-6 text-gray-600">{l.loading}</p>
      ) : product.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {product.error instanceof ApiError && product.error.status === 404 ? messages.product.notFound : messages.catalog.productsFetchFailed}
        </p>
      ) : (
        <>
          <ProductEditor key={product.data._id} product={product.data} />
          <div className="mt-6">
            <EntityAuditTrail entity="product" entityId={product.data._id} version={JSON.stringify([product.data.images.map((image) => image._id), product.data.categoryId, product.data.defaultSize])} />
          </div>
        </>
      )}
    </section>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const edits = useProductEdits(product._id);
  const categories = useAdminCategories();
  const [notice, setNotice] = useState<Notice>(null);
  const [categoryId, setCategoryId] = useState(product.categoryId);
  const [defaultSize, setDefaultSize] = useState<Size | ''>(product.defaultSize ?? '');
  const [order, setOrder] = useState(product.images.map((image) => image._id));
  const [newImages, setNewImages] = useState<File[]>([]);
  const [chart, setChart] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);

  // Keep the local order in step with the product after an add or a removal.
  const ids = product.images.map((image) => image._id).join();
  const [seenIds, setSeenIds] = useState(ids);
  if (seenIds !== ids) {
    setSeenIds(ids);
    setOrder(product.images.map((image) => image._id));
  }
  const byId = new Map(product.images.map((image) => [image._id, image]));
  const offered = SIZES.filter((size) => product.sizeStock.some((entry) => entry.size === size));

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setNotice({ kind: 'ok', text: l.saved });
    } catch (error) {
      setNotice({ kind: 'error', text: adminFailureText(error) });
    }
  };
  const move = (index: number, step: number) => {
    const next = [...order];
    const [id] = next.splice(index, 1);
    next.splice(index + step, 0, id!);
    setOrder(next);
  };
  const savePlacement = (event: FormEvent) => {
    event.preventDefault();
    void run(() => edits.placement.mutateAsync({ categoryId, ...(defaultSize ? { defaultSize } : {}) }));
  };

  return (
    <div className="mt-4 flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{productTitle(product)}</h1>
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 text-sm ${notice.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'}`}>
          {notice.text}
        </p>
      )}

      <form onSubmit={savePlacement} aria-labelledby="placement-heading" className="flex flex-col gap-3">
        <h2 id="placement-heading" className="text-lg font-bold">
          {l.placement}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="edit-category" className="text-sm font-medium">
              {l.category}
            </label>
            <select id="edit-category" className="h-10 rounded-lg border border-gray-300 px-3" value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
              {(categories.data ?? []).map((category) => (
                <option key={category._id} value={category._id}>
                  {categoryName(category)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="edit-default-size" className="text-sm font-medium">
              {l.defaultSize}
            </label>
            <select id="edit-default-size" className="h-10 rounded-lg border border-gray-300 px-3" value={defaultSize} onChange={(event) => setDefaultSize(event.target.value as Size)}>
              {!defaultSize && <option value="">{l.chooseSize}</option>}
              {offered.map((size) => (
                <option key={size} value={size}>
                  {sizeLabel(size)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={edits.placement.isPending} className={primaryClass}>
            {edits.placement.isPending ? l.saving : l.save}
          </button>
        </div>
      </form>

      <section aria-labelledby="gallery-heading" className="flex flex-col gap-3">
        <h2 id="gallery-heading" className="text-lg font-bold">
          {l.gallery}
        </h2>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {order.map((id, index) => {
            const image = byId.get(id);
            if (!image) return null;
            return (
              <li key={id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2">
                <img src={image.secure_url} alt={l.imageAlt(index + 1)} width={640} height={800} className="aspect-[4/5] w-full rounded object-cover" />
                <div className="flex flex-wrap gap-1">
                  <button type="button" className={buttonClass} disabled={index === 0} onClick={() => move(index, -1)} aria-label={l.moveUp(index + 1)}>
                    ↑
                  </button>
                  <button type="button" className={buttonClass} disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={l.moveDown(index + 1)}>
                    ↓
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass} text-red-700`}
                    disabled={order.length === 1 || edits.removeImage.isPending}
                    onClick={() => void run(() => edits.removeImage.mutateAsync(id))}
                    aria-label={l.removeImage(index + 1)}
                  >
                    {l.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-end gap-3">
          <button
            type="button"
            className={primaryClass}
            disabled={edits.reorder.isPending || order.join() === product.images.map((image) => image._id).join()}
            onClick={() => void run(() => edits.reorder.mutateAsync(order))}
          >
            {l.saveOrder}
          </button>
          <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm font-medium">
            {l.addImages}
            <FilePicker key={`images-${formKey}`} accept="image/*" multiple onChange={(event) => setNewImages([...(event.target.files ?? [])])} className="font-normal" />
          </label>
          <button
            type="button"
            className={primaryClass}
            disabled={newImages.length === 0 || edits.addImages.isPending}
            onClick={() =>
              void run(async () => {
                await edits.addImages.mutateAsync(newImages);
                setNewImages([]);
                setFormKey((key) => key + 1);
              })
            }
          >
            {edits.addImages.isPending ? l.saving : l.upload}
          </button>
        </div>
      </section>

      <section aria-labelledby="chart-heading" className="flex flex-col gap-3">
        <h2 id="chart-heading" className="text-lg font-bold">
          {l.sizeChart}
        </h2>
        {product.sizeChart[0] && <img src={product.sizeChart[0].secure_url} alt={l.sizeChart} width={320} height={400} className="w-40 rounded border border-gray-200" />}
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm font-medium">
            {l.replaceSizeChart}
            <FilePicker key={`chart-${formKey}`} accept="image/*" onChange={(event) => setChart(event.target.files?.[0] ?? null)} className="font-normal" />
          </label>
          <button
            type="button"
            className={primaryClass}
            disabled={!chart || edits.sizeChart.isPending}
            onClick={() =>
              void run(async () => {
                if (chart) await edits.sizeChart.mutateAsync({ product, file: chart });
                setChart(null);
                setFormKey((key) => key + 1);
              })
            }
          >
            {edits.sizeChart.isPending ? l.saving : l.upload}
          </button>
        </div>
      </section>
    </div>
  );
}
