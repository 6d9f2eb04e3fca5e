import type { SortDirection } from '@tonearm/shared/http/list-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDef } from './data-table-types';

/** The page sizes offered; the server caps perPage at 100. */
export const PER_PAGE_OPTIONS = [15, 30, 50, 100] as const;
export const DEFAULT_PER_PAGE = 15;

export interface ListState {
  page: number;
  perPage: number;
  query: string;
  orderBy: string;
  orderDir: SortDirection;
  /** Only the filters that are set. */
  filters: Record<string, string>;
}

export interface ListDefaults {
  orderBy: string;
  orderDir: SortDirection;
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** Reads the list state from the URL's list-query params (`page`, `perPage`, `query`…). */
export function readListState(
  params: URLSearchParams,
  filters: FilterDef[],
  defaults: ListDefaults,
): ListState {
  const orderDir = params.get('orderDir');
  const state: ListState = {
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('perPage'), DEFAULT_PER_PAGE, 100),
    query: params.get('query') ?? '',
    orderBy: params.get('orderBy') || defaults.orderBy,
    orderDir: orderDir === 'asc' || orderDir === 'desc' ? orderDir : defaults.orderDir,
    filters: {},
  };
  for (const filter of filters) {
    const value = params.get(filter.key);
    if (value) state.filters[filter.key] = value;
  }
  return state;
}

/** The query params of one list request: the list-query names plus each set filter. */
export function listRequestParams(state: ListState): Record<string, string | number> {
  return {
    page: state.page,
    perPage: state.perPage,
    ...(state.query ? { query: state.query } : {}),
    orderBy: state.orderBy,
    orderDir: state.orderDir,
    ...state.filters,
  };
}

export type ListStatePatch = Partial<Omit<ListState, 'filters'>> & {
  filters?: Record<string, string | null>;
};

/**
 * Writes a change into the URL, leaving other params alone. Values equal to the defaults are
 * dropped so links stay short; a new search, filter, sort or page size starts again at page 1.
 */
export function applyListPatch(
  params: URLSearchParams,
  patch: ListStatePatch,
  defaults: ListDefaults,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number | null | undefined, fallback?: unknown) => {
    if (value === null || value === undefined || value === '' || value === fallback) {
      next.delete(name);
    } else {
      next.set(name, String(value));
    }
  };
  const resetsPage =
    patch.query !== undefined ||
    patch.filters !== undefined ||
    patch.perPage !== undefined ||
    patch.orderBy !== undefined ||
    patch.orderDir !== undefined;
  if (patch.query !== undefined) set('query', patch.query.trim());
  if (patch.perPage !== undefined) set('perPage', patch.perPage, DEFAULT_PER_PAGE);
  if (patch.orderBy !== undefined) set('orderBy', patch.orderBy, defaults.orderBy);
  if (patch.orderDir !== undefined) set('orderDir', patch.orderDir, defaults.orderDir);
  for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value);
  if (patch.page !== undefined) set('page', patch.page, 1);
  else if (resetsPage) next.delete('page');
  return next;
}

/** The list state kept in the page URL, so a filtered page can be shared and survives reload. */
export function useListState(filters: FilterDef[], defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const { orderBy, orderDir } = defaults;
  const state = useMemo(
    () => readListState(params, filters, { orderBy, orderDir }),
    [params, filters, orderBy, orderDir],
  );
  // React Router hands a functional update the params of the render that made the setter, so a
  // change that lands before the next render (a debounced search right after a filter) would
  // start from stale params and drop the first change. Patches chain on the latest params.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: ListStatePatch, options: { replace?: boolean } = {}) => {
      const next = applyListPatch(latest.current, patch, { orderBy, orderDir });
      latest.current = next;
      setParams(next, options);
    },
    [setParams, orderBy, orderDir],
  );
  const clearFilters = useCallback(
    () =>
      update({
        query: '',
        filters: Object.fromEntries(filters.map((filter) => [filter.key, null])),
      }),
    [update, filters],
  );
  const isFiltered = state.query !== '' || Object.keys(state.filters).length > 0;
  return { state, update, clearFilters, isFiltered };
}
