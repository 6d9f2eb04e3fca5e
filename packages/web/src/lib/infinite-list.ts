import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { Paginated } from '@tonearm/shared/http/http.schemas';

/**
 * How many rows an infinite list asks for at a time: a screenful of track rows, so the first
 * answer is quick and the next page (fetched ahead, see InfiniteScrollSentinel) follows as the
 * listener scrolls.
 */
export const LIST_PAGE_SIZE = 20;

/**
 * One answer of a paginated endpoint: the pagination itself, or an object carrying it
 * next to what the page is about (a tag page's `{tag, pagination}`).
 */
export type PageAnswer<TItem = unknown> = Paginated<TItem> | { pagination: Paginated<TItem> };

/** The item type of a page answer. */
export type ItemOf<TAnswer> = TAnswer extends { pagination: Paginated<infer TItem> }
  ? TItem
  : TAnswer extends Paginated<infer TItem>
    ? TItem
    : never;

/** What an infinite list query gives its component: every loaded item, in order. */
export interface InfiniteList<TAnswer> {
  items: ItemOf<TAnswer>[];
  /** The server's count of every item, loaded or not. */
  total: number;
  /** The first answer, for what arrives with the list (the tag, the channel). */
  first: TAnswer;
}

export function paginationOf<TItem>(answer: PageAnswer<TItem>): Paginated<TItem> {
  return 'pagination' in answer ? answer.pagination : answer;
}

/** The page after this answer's, or undefined when it was the last one. */
export function nextPageParam(answer: PageAnswer): number | undefined {
  const { current_page: current, last_page: last } = paginationOf(answer);
  return current < last ? current + 1 : undefined;
}

/** Items are the same row when their ids are; items without an id are never merged. */
function defaultItemKey(item: unknown): unknown {
  return (item as { id?: unknown } | null)?.id ?? item;
}

/**
 * Every loaded page's items in page order. Pages are fetched by offset, so a row added to the
 * head of the list between two fetches pushes an already-shown row onto the next page: an item
 * whose key an earlier page holds is dropped, and the list never shows a row twice.
 */
export function flattenPages<TAnswer extends PageAnswer>(
  pages: TAnswer[],
  itemKey: (item: ItemOf<TAnswer>) => unknown = defaultItemKey,
): InfiniteList<TAnswer> {
  const seen = new Set<unknown>();
  const items: ItemOf<TAnswer>[] = [];
  for (const page of pages)
    for (const item of paginationOf(page).data as ItemOf<TAnswer>[]) {
      const key = itemKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  const first = pages[0]!;
  const last = pages.at(-1)!;
  return { items, total: paginationOf(last).total, first };
}

/**
 * The loaded pages with their items replaced by `items` (e.g. after a drag reorders them), each
 * page keeping its length, so the next page still starts where the server's does.
 */
export function replacePageItems<TItem, TPageParam>(
  data: InfiniteData<Paginated<TItem>, TPageParam>,
  items: TItem[],
): InfiniteData<Paginated<TItem>, TPageParam> {
  let offset = 0;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const data = items.slice(offset, offset + page.data.length);
      offset += page.data.length;
      return { ...page, data };
    }),
  };
}

export interface InfiniteListConfig<TAnswer extends PageAnswer, TKey extends QueryKey> {
  queryKey: TKey;
  /** Fetches one page (1-based). */
  fetchPage: (page: number) => Promise<TAnswer>;
  /** What makes two items the same row (default: their id). */
  itemKey?: (item: ItemOf<TAnswer>) => unknown;
}

/**
 * queryOptions of a paginated endpoint as an infinite query: page 1 first, the next page while
 * `current_page < last_page`, and the loaded pages flattened into one list (`data.items`).
 */
export function infiniteListOptions<TAnswer extends PageAnswer, TKey extends QueryKey>({
  queryKey,
  fetchPage,
  itemKey,
}: InfiniteListConfig<TAnswer, TKey>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (answer: TAnswer) => nextPageParam(answer),
    select: (data) => flattenPages(data.pages, itemKey),
  });
}

/** useInfiniteQuery over infiniteListOptions; pass the result to InfiniteScrollSentinel. */
export function useInfiniteList<TAnswer extends PageAnswer, TKey extends QueryKey>(
  config: InfiniteListConfig<TAnswer, TKey>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...infiniteListOptions(config), enabled });
}
