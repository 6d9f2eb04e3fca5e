import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfiniteScrollSentinel, type InfiniteScrollQuery } from './infinite-scroll-sentinel';

function query(overrides: Partial<InfiniteScrollQuery> = {}): InfiniteScrollQuery {
  return {
    hasNextPage: true,
    isFetching: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** A stand-in IntersectionObserver whose reports the test makes by hand. */
function installObserver() {
  const active = new Set<FakeIntersectionObserver>();
  const created: FakeIntersectionObserver[] = [];
  class FakeIntersectionObserver {
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      created.push(this);
    }
    observe() {
      active.add(this);
    }
    unobserve() {}
    disconnect() {
      active.delete(this);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  /** What a browser reports to every observer watching the sentinel. */
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of [...active])
        observer.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
    });
  return { created, active, report };
}

describe('InfiniteScrollSentinel', () => {
  it('loads the next page when it comes within reach of the viewport', () => {
    const { created, report } = installObserver();
    const infinite = query();
    render(<InfiniteScrollSentinel query={infinite} />);
    expect(created[0]!.options?.rootMargin).toBe('0px 0px 800px 0px');
    report(false);
    expect(infinite.fetchNextPage).not.toHaveBeenCalled();
    report(true);
    expect(infinite.fetchNextPage).toHaveBeenCalledTimes(1);
    // One request per approach: the observer stops until the page has arrived.
    report(true);
    expect(infinite.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('measures again once a page has arrived: still in reach loads on, pushed away waits', () => {
    const { active, report } = installObserver();
    const infinite = query({ isFetching: true, isFetchingNextPage: true });
    const { rerender } = render(<InfiniteScrollSentinel query={infinite} />);
    expect(active.size).toBe(0);
    rerender(<InfiniteScrollSentinel query={{ ...infinite, isFetching: false }} />);
    expect(active.size).toBe(1);
    report(false);
    expect(infinite.fetchNextPage).not.toHaveBeenCalled();
    report(true);
    expect(infinite.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('waits while the loaded pages are refetched', () => {
    const { report } = installObserver();
    const infinite = query({ isFetching: true });
    render(<InfiniteScrollSentinel query={infinite} />);
    report(true);
    expect(infinite.fetchNextPage).not.toHaveBeenCalled();
  });

  it('does not retry by itself after a failed page, and says so', () => {
    const { report } = installObserver();
    const infinite = query({ isFetchNextPageError: true });
    render(<InfiniteScrollSentinel query={infinite} />);
    report(true);
    expect(infinite.fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it('offers a Load more button that works from the keyboard without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const infinite = query();
    render(<InfiniteScrollSentinel query={infinite} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(infinite.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('spins while a page loads, keeping the button focused', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<InfiniteScrollSentinel query={query()} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    act(() => button.focus());
    rerender(
      <InfiniteScrollSentinel query={query({ isFetching: true, isFetchingNextPage: true })} />,
    );
    expect(screen.getByTestId('load-more-spinner')).toBeInTheDocument();
    expect(screen.getByTestId('load-more')).toHaveFocus();
  });

  it('renders nothing after the last page', () => {
    installObserver();
    const { container } = render(<InfiniteScrollSentinel query={query({ hasNextPage: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
