import { useState, type FormEvent } from 'react';
import { activeFilterCount, type ProductListFilters } from '../../../../shared/catalogue-list-url';
import { messages } from '../../../../shared/messages';
import { PRODUCT_SORTS, type ProductSort } from '../../../../shared/product-list-options';
import { SIZES } from '../../../../shared/sizes';
import type { ProductPage } from '../../../lib/product-list';
import { useImmediateValue } from '../../../lib/use-immediate-value';

const t = messages.productList;
const fieldClass = 'h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm';

type ListFiltersProps = {
  filters: ProductListFilters;
  facets: ProductPage['facets'];
  onChange: (next: ProductListFilters) => void;
};

/** Sort and filters of a product list; every change goes to the URL (the page reads them back from there). */
export function ListFilters({ filters, facets, onChange }: ListFiltersProps) {
  const set = (patch: Partial<ProductListFilters>) => onChange({ ...filters, ...patch });
  const sizeCounts = new Map(facets?.sizes.map((entry) => [entry.size, entry.count]));
  return (
    <div className="flex flex-col gap-3 pb-6" role="group" aria-label={t.filters}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
          {t.sortBy}
          <select
            name="sort"
            className={fieldClass}
            value={filters.sort ?? (filters.q ? '' : 'newest')}
            onChange={(event) => set({ sort: (event.target.value || undefined) as ProductSort | undefined })}
          >
            {/* A search is ranked by how well each product matches unless the shopper picks another order. */}
            {filters.q && <option value="">{t.bestMatch}</option>}
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
          {t.size}
          <select
            name="size"
            className={fieldClass}
            value={filters.size ?? ''}
            onChange={(event) => set({ size: (event.target.value || undefined) as ProductListFilters['size'] })}
          >
            <option value="">{t.anySize}</option>
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {facets ? t.sizeWithCount(size, sizeCounts.get(size) ?? 0) : size.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <PriceRange key={`${filters.minPrice}-${filters.maxPrice}`} filters={filters} placeholder={facets?.price ?? null} onApply={set} />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Toggle name="onSale" label={t.onSale} checked={filters.onSale} onChange={(onSale) => set({ onSale })} />
        <Toggle name="inStock" label={t.inStock} checked={filters.inStock} onChange={(inStock) => set({ inStock })} />
        {activeFilterCount(filters) > 0 && (
          <button type="button" onClick={() => onChange(clearedFilters(filters))} className="text-sm font-semibold underline underline-offset-4 hover:text-brand-dark">
            {t.clearFilters}
          </button>
        )}
      </div>
    </div>
  );
}

/** The same list without its filters (the sort, the category and the search words stay). */
export function clearedFilters(filters: ProductListFilters): ProductListFilters {
  return { category: filters.category, q: filters.q, sort: filters.sort, minPrice: undefined, maxPrice: undefined, inStock: false, onSale: false };
}

function Toggle({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const [shown, setShown] = useImmediateValue(checked);
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        className="size-5 accent-ink"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}

/** Min and max price, applied together (typing must not reload the list at every key). */
function PriceRange({
  filters,
  placeholder,
  onApply,
}: {
  filters: ProductListFilters;
  placeholder: { min: number; max: number } | null;
  onApply: (patch: Partial<ProductListFilters>) => void;
}) {
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = min === '' ? undefined : Math.max(0, Number(min));
    const high = max === '' ? undefined : Math.max(0, Number(max));
    // A reversed range is what the shopper meant the other way round.
    const swap = low !== undefined && high !== undefined && low > high;
    onApply({ minPrice: swap ? high : low, maxPrice: swap ? low : high });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
        {t.minPrice}
        <input type="number" name="minPrice" inputMode="numeric" min={0} className={`${fieldClass} w-28`} value={min} placeholder={placeholder ? String(Math.floor(placeholder.min)) : undefined} onChange={(event) => setMin(event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
        {t.maxPrice}
        <input type="number" name="maxPrice" inputMode="numeric" min={0} className={`${fieldClass} w-28`} value={max} placeholder={placeholder ? String(Math.ceil(placeholder.max)) : undefined} onChange={(event) => setMax(event.target.value)} />
      </label>
      <button type="submit" className="h-11 rounded-lg border border-ink px-4 text-sm font-semibold hover:bg-gray-50">
        {t.applyPrice}
      </button>
    </form>
  );
}
