import {
  paginate,
  paginationQuerySchema,
  type PaginationQuery,
  type PaginationResponse,
} from '@tonearm/shared/http/http.schemas';

/** `page` and `perPage` from a query string; bad values are a 422 through the error handler. */
export function readPagination(query: unknown): PaginationQuery {
  return paginationQuerySchema.parse(query ?? {});
}

/** Every list answers `{pagination: {data, current_page, per_page, total, last_page}}`. */
export function paginated<T>(
  data: T[],
  total: number,
  query: PaginationQuery,
): PaginationResponse<T> {
  return { pagination: paginate(data, total, query) };
}
