import { messages } from '../../../shared/messages';

const t = messages.productList;

/** The part of an infinite query that "Load more" needs (TanStack Query's useInfiniteQuery). */
type PagedList = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Showing X of Y" and a button for the next page, which says when that page failed and offers to try again. */
export function LoadMore({ list, shown, total, className = 'pt-10' }: { list: PagedList; shown: number; total: number; className?: string }) {
  return (
    <div className={`flex flex-col items-center gap-3 ${className}`}>
      <p className="text-sm text-gray-600" aria-live="polite">
        {t.showing(shown, total)}
      </p>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t.loadMoreFailed}
        </p>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className="min-h-11 rounded-full border border-ink px-8 py-3 text-sm font-semibold hover:bg-gray-50 disabled:opacity-60"
        >
          {list.isFetchingNextPage ? t.loadingMore : list.isFetchNextPageError ? t.retry : t.loadMore}
        </button>
      )}
    </div>
  );
}
