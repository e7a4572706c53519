// The next page of a list that comes a page at a time (a cursor from the server): one button under the rows,
// there while the server says there is more, busy while the page comes.
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMore({ query, className = 'mt-4 flex justify-center' }: { query: PagedQuery; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
      >
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
