import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';

/** The parts of an infinite query (useInfiniteQuery's result) the sentinel drives. */
export interface InfiniteScrollQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface InfiniteScrollSentinelProps {
  query: InfiniteScrollQuery;
  /**
   * How far below the viewport the sentinel starts the next page, so rows arrive before the
   * listener reaches the end.
   */
  rootMargin?: string;
  className?: string;
}

function canObserve(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

/**
 * Placed after the last row of an infinite list: loads the next page as it nears the viewport.
 * Its "Load more" button stays visible for keyboard users, and for browsers without
 * IntersectionObserver, where it is the only way on; it spins while a page loads and the whole
 * sentinel disappears after the last page.
 */
export function InfiniteScrollSentinel({
  query,
  rootMargin = '0px 0px 800px 0px',
  className,
}: InfiniteScrollSentinelProps) {
  const t = useTrans();
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  const fetchNext = useRef(fetchNextPage);
  useEffect(() => {
    fetchNext.current = fetchNextPage;
  }, [fetchNextPage]);

  // A new observer after every fetch: its first report measures the sentinel below the rows that
  // just arrived, so a sentinel still in reach (a short page, a tall screen) loads the next page
  // and one pushed out of reach waits for the scroll. Nothing starts during another fetch
  // (fetchNextPage would cancel a refetch of the loaded pages), nor after a failure: the button
  // retries.
  useEffect(() => {
    const node = ref.current;
    if (!node || !canObserve() || !hasNextPage || isFetching || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchNext.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin, hasNextPage, isFetching, isFetchNextPageError]);

  if (!hasNextPage) return null;
  return (
    <div
      ref={ref}
      data-testid="infinite-scroll-sentinel"
      className={clsx('flex flex-col items-center gap-2 py-6', className)}
    >
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-muted">
          {t('Something went wrong')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        data-testid="load-more"
        // isPending keeps the button focused and ignores presses while the page loads.
        isPending={isFetchingNextPage}
        onPress={() => void fetchNextPage()}
        className="min-w-32 rounded-full data-[pending]:cursor-wait"
      >
        {isFetchingNextPage ? (
          <>
            <LoaderCircle
              aria-hidden
              className="size-4 animate-spin text-primary"
              data-testid="load-more-spinner"
            />
            {t('Loading…')}
          </>
        ) : (
          t('Load more')
        )}
      </Button>
    </div>
  );
}
