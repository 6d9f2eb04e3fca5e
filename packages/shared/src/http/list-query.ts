import { z } from 'zod';
import { id, pageParam, perPageParam, text } from './primitives';

/**
 * The one list-query contract every admin list (and any later list) speaks, in the query
 * string: `page`, `perPage`, `query` (free-text search), `orderBy` (one of the list's sortable
 * columns), `orderDir` (`asc` | `desc`) and the list's own filters, each a plain query parameter.
 * The web data table keeps exactly these names in the page URL, so a filtered page can be shared
 * and survives a reload.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Search text longer than this is cut off by the schema with a 422, never sent to SQL. */
export const LIST_SEARCH_MAX = 200;

/** A yes/no filter as a query parameter: `true`/`false` (or `1`/`0`); absent means either. */
export const booleanFilter = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

export function listQuerySchema<
  const Sortable extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape = Record<never, never>,
>(options: {
  sortable: Sortable;
  defaultOrderBy: Sortable[number];
  defaultOrderDir?: SortDirection;
  filters?: Filters;
}) {
  return z.object({
    page: pageParam,
    perPage: perPageParam,
    query: text({ error: 'Search text is too long.' })
      .trim()
      .max(LIST_SEARCH_MAX, { error: 'Search text is too long.' })
      .optional(),
    orderBy: z
      .enum(options.sortable as unknown as [Sortable[number], ...Sortable[number][]])
      .default(options.defaultOrderBy),
    orderDir: z.enum(SORT_DIRECTIONS).default(options.defaultOrderDir ?? 'desc'),
    ...((options.filters ?? {}) as Filters),
  });
}

/** The body of a list's bulk delete: 1 to 100 row ids; `noIds` is the message when none is chosen. */
export function bulkDeleteSchema(noIds: string) {
  return z.object({ ids: z.array(id()).min(1, noIds).max(100) });
}

/** What the server's list helpers need from a parsed list query. */
export interface ListQuery<OrderBy extends string = string> {
  page: number;
  perPage: number;
  query?: string | undefined;
  orderBy: OrderBy;
  orderDir: SortDirection;
}
