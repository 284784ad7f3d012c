import { messages } from '../../../../shared/messages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryAnswer } from '../../../../shared/contract/answers';
import { ADMIN_PAGE_SIZE, type AdminProductFilters } from '../api/product-edit-api';
import { useImmediateValue } from '../../../lib/use-immediate-value';
import { categoryName } from '../../../../shared/catalogue-text';

const l = messages.productScreen;

const fieldClass = 'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm';

const filtersFrom = (search: URLSearchParams): AdminProductFilters => ({
  q: search.get('q') ?? '',
  category: search.get('category') ?? '',
  lowStock: search.get('lowStock') === 'true',
  page: Math.max(1, Number(search.get('page')) || 1),
});

/**
 * The list's search, category, low-stock filter and page, kept in the URL (a reload or Back
 * keeps them). A change names only what it changes and is applied to the URL as it is then:
 * the search box's delayed update and a click on a filter meanwhile must not undo each other.
 */
export function useAdminListFilters(): [AdminProductFilters, (change: Partial<AdminProductFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const change = (patch: Partial<AdminProductFilters>) =>
    setSearch(
      (current) => {
        const next = { ...filtersFrom(current), ...patch };
        const params: Record<string, string> = {};
        if (next.q) params.q = next.q;
        if (next.category) params.category = next.category;
        if (next.lowStock) params.lowStock = 'true';
        if (next.page > 1) params.page = String(next.page);
        return params;
      },
      { replace: true },
    );
  return [filtersFrom(search), change];
}

type ToolbarProps = { filters: AdminProductFilters; categories: readonly CategoryAnswer[]; onChange: (change: Partial<AdminProductFilters>) => void };

export function ProductListToolbar({ filters, categories, onChange }: ToolbarProps) {
  const [q, setQ] = useState(filters.q);
  const [lowStock, setLowStock] = useImmediateValue(filters.lowStock);
  // Typing searches after a short pause, from the first page.
  useEffect(() => {
    if (q.trim() === filters.q) return;
    const timer = window.setTimeout(() => onChange({ q: q.trim(), page: 1 }), 300);
    return () => window.clearTimeout(timer);
  }, [q, filters.q, onChange]);
  return (
    <div role="search" className="mt-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
        {l.search}
        <input type="search" name="q" className={`${fieldClass} w-64`} value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
        {l.category}
        <select className={fieldClass} value={filters.category} onChange={(event) => onChange({ category: event.target.value, page: 1 })}>
          <option value="">{l.allCategories}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category)}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="lowStock"
          className="size-4"
          checked={lowStock}
          onChange={(event) => {
            setLowStock(event.target.checked);
            onChange({ lowStock: event.target.checked, page: 1 });
          }}
        />
        {l.lowStock}
      </label>
    </div>
  );
}

export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label={messages.screenReader.pages} className="flex items-center justify-center gap-3 pt-4 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className="rounded-lg border border-gray-300 px-3 py-1.5 disabled:opacity-50">
        {l.previous}
      </button>
      <span>{l.pageOf(page, pages)}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className="rounded-lg border border-gray-300 px-3 py-1.5 disabled:opacity-50">
        {l.next}
      </button>
    </nav>
  );
}
