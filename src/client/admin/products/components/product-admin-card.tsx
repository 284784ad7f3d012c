import { messages } from '../../../../shared/messages';
import { Link } from 'react-router';
import { formatLE, toPiastres } from '../../../../shared/money';
import { sizeLabel } from '../../../../shared/sizes';
import type { Product } from '../../../lib/catalogue';
import { paths } from '../../../paths';
import { productDescription, productTitle } from '../../../../shared/catalogue-text';

const l = messages.productScreen;

type Props = { product: Product; onEdit: () => void; onDelete: () => void };

const le = (pounds: number) => formatLE(toPiastres(pounds));

/** Image, title, description, id, price, final price, total stock and per-size stock (zero in red). */
export function ProductAdminCard({ product, onEdit, onDelete }: Props) {
  const image = product.images[0];
  return (
    <article className="flex gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm" aria-label={productTitle(product)}>
      <div className="aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:w-28">
        {image && <img src={image.secure_url} alt={productTitle(product)} loading="lazy" width={640} height={800} className="h-full w-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold">{productTitle(product)}</h3>
        <p className="line-clamp-2 text-sm text-gray-600">{productDescription(product)}</p>
        <p className="text-xs break-all text-gray-500">
          {l.idLabel}: <code>{product._id}</code>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-gray-500">{l.priceLabel}</dt>
          <dd>{le(product.price)}</dd>
          <dt className="text-gray-500">{l.finalPriceLabel}</dt>
          <dd className="font-semibold">{le(product.finalPrice)}</dd>
          <dt className="text-gray-500">{l.stockLabel}</dt>
          <dd className={product.stock === 0 ? 'font-semibold text-red-600' : ''}>{product.stock}</dd>
        </dl>
        <ul className="flex flex-wrap gap-1" aria-label={l.sizes}>
          {product.sizeStock.map((entry) => (
            <li
              key={entry.size}
              data-zero={entry.quantity === 0 ? 'true' : undefined}
              className={`rounded border px-1.5 py-0.5 text-xs ${entry.quantity === 0 ? 'border-red-400 bg-white font-semibold text-red-600' : 'border-gray-300 text-gray-700'}`}
            >
              {sizeLabel(entry.size)}: {entry.quantity}
            </li>
          ))}
        </ul>
        <div className="mt-2 flex gap-2">
          <button type="button" onClick={onEdit} aria-label={`${l.edit} ${productTitle(product)}`} className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium">
            {l.edit}
          </button>
          <Link to={paths.productEdit(product._id)} aria-label={l.openEditPageOf(productTitle(product))} className="inline-flex items-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium max-md:min-h-10">
            {l.openEditPage}
          </Link>
          <button type="button" onClick={onDelete} aria-label={`${l.delete} ${productTitle(product)}`} className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-medium text-white">
            {l.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
