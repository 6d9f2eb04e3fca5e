import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/test/http';
import { createQueryClient } from './query-client';
import { flattenPages, nextPageParam, replacePageItems, useInfiniteList } from './infinite-list';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
}));

describe('nextPageParam', () => {
  it('asks for the page after the current one until the last', () => {
    expect(nextPageParam(pageOf(rows, 1, 2))).toBe(2);
    expect(nextPageParam(pageOf(rows, 2, 2))).toBe(3);
    expect(nextPageParam(pageOf(rows, 3, 2))).toBeUndefined();
  });

  it('stops at once on a list that fits one page, or is empty', () => {
    expect(nextPageParam(pageOf(rows, 1, 10))).toBeUndefined();
    expect(nextPageParam(pageOf([], 1, 10))).toBeUndefined();
  });

  it('reads the pagination an answer carries next to other data', () => {
    const tagPage = { tag: { id: 1 }, pagination: pageOf(rows, 1, 2) };
    expect(nextPageParam(tagPage)).toBe(2);
  });
});

describe('flattenPages', () => {
  it('joins the pages in order and keeps the last total and the first answer', () => {
    const pages = [pageOf(rows, 1, 2), pageOf(rows, 2, 2), pageOf(rows, 3, 2)];
    const list = flattenPages(pages);
    expect(list.items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list.total).toBe(5);
    expect(list.first).toBe(pages[0]);
  });

  it('shows a row once when a later page repeats it (a row was added at the head)', () => {
    const before = pageOf(rows, 1, 2);
    const shifted = pageOf([{ id: 9, name: 'New' }, ...rows], 2, 2);
    expect(shifted.data.map((row) => row.id)).toEqual([2, 3]);
    expect(flattenPages([before, shifted]).items.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('flattens answers that carry their pagination', () => {
    const pages = [1, 2, 3].map((page) => ({ channel: 'c', pagination: pageOf(rows, page, 2) }));
    expect(flattenPages(pages).items).toEqual(rows);
  });

  it('keeps rows that share an id when the item key tells them apart', () => {
    const plays = [
      { id: 1, played_at: '2026-01-02T00:00:00Z' },
      { id: 1, played_at: '2026-01-01T00:00:00Z' },
    ];
    expect(flattenPages([pageOf(plays, 1, 5)]).items).toHaveLength(1);
    const byPlay = flattenPages([pageOf(plays, 1, 5)], (play) => `${play.id}@${play.played_at}`);
    expect(byPlay.items).toEqual(plays);
  });
});

describe('replacePageItems', () => {
  it('puts reordered items back into pages of the same lengths', () => {
    const data = { pages: [pageOf(rows, 1, 2), pageOf(rows, 2, 2)], pageParams: [1, 2] };
    const reordered = [rows[3]!, rows[0]!, rows[1]!, rows[2]!];
    const next = replacePageItems(data, reordered);
    expect(next.pages.map((page) => page.data.map((row) => row.id))).toEqual([
      [4, 1],
      [2, 3],
    ]);
    expect(next.pages[1]!.current_page).toBe(2);
    expect(next.pageParams).toEqual([1, 2]);
  });
});

describe('useInfiniteList', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client: createQueryClient() }, children);
  }

  it('loads page 1, then each next page on request, until the last', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(rows, page, 2));
    const { result } = renderHook(() => useInfiniteList({ queryKey: ['rows', 'all'], fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);

    const ids = () => result.current.data?.items.map((row) => row.id);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4]));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.total).toBe(5);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('fetches nothing while disabled', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(rows, page, 2));
    const { result } = renderHook(
      () => useInfiniteList({ queryKey: ['rows', 'off'], fetchPage }, { enabled: false }),
      { wrapper },
    );
    await act(async () => {});
    expect(result.current.data).toBeUndefined();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
