import type { ListQuery } from '@tonearm/shared/http/list-query';
import { paginate, type Paginated } from '@tonearm/shared/http/http.schemas';
import {
  sql,
  type ExpressionBuilder,
  type ExpressionOrFactory,
  type Kysely,
  type QueryExecutorProvider,
  type ReferenceExpression,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { isPostgres } from './dialect-helpers';

/**
 * The paging query, written once: one page of `query`'s rows and the number of
 * rows in all. The total counts `countFrom` when given — the same filter without the joins that
 * only fetch columns, so a count over a big table stays cheap — else `query` itself, wrapped
 * without its ordering so joins and groupings count as the page shows them.
 */
export async function fetchPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
  countFrom?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<{ rows: O[]; total: number }> {
  const count: Promise<{ total: CountValue }[]> = countFrom
    ? (countFrom
        .clearSelect()
        .clearOrderBy()
        .select(sql<CountValue>`count(*)`.as('total'))
        .execute() as Promise<{ total: CountValue }[]>)
    : sql<{ total: CountValue }>`select count(*) as total from (${query.clearOrderBy()}) as listed`
        .execute(db)
        .then((result) => result.rows);
  const [rows, counted] = await Promise.all([
    query.limit(page.limit).offset(page.offset).execute(),
    count,
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

type CountValue = number | string | bigint;

/** {@link fetchPage} of a query that selects one `id` column: the page's ids and the total. */
export async function fetchIdPage<DB, TB extends keyof DB, CDB, CTB extends keyof CDB, CO>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, { id: number }>,
  page: { limit: number; offset: number },
  countFrom?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<{ ids: number[]; total: number }> {
  const { rows, total } = await fetchPage(db, query, page, countFrom);
  return { ids: rows.map((row) => row.id), total };
}

/** A list answer for page `list.page` of `query`; see {@link fetchPage}. */
export async function paginateQuery<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  list: { page: number; perPage: number },
): Promise<Paginated<O>> {
  const { rows, total } = await fetchPage(db, query, {
    limit: list.perPage,
    offset: (list.page - 1) * list.perPage,
  });
  return paginate(rows, total, list);
}

/**
 * Orders by the list's chosen sortable column, then by `tieBreaker` (normally the id) so equal
 * values page stably. `columns` maps each sortable name of the list schema to a column.
 */
export function orderByList<DB, TB extends keyof DB, O, S extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: Pick<ListQuery<S>, 'orderBy' | 'orderDir'>,
  columns: Record<S, ReferenceExpression<DB, TB>>,
  tieBreaker?: ReferenceExpression<DB, TB>,
): SelectQueryBuilder<DB, TB, O> {
  const ordered = query.orderBy(columns[list.orderBy], list.orderDir);
  return tieBreaker ? ordered.orderBy(tieBreaker, list.orderDir) : ordered;
}

/** `%`, `_` and `\` in search text match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive "contains" over any of `columns`, or no condition when the search is
 * empty. Use as `.where(searchAny(db, list.query, ['users.name', 'users.email']))`.
 */
export function searchAny<DB, TB extends keyof DB>(
  db: Kysely<DB>,
  search: string | undefined,
  columns: ReferenceExpression<DB, TB>[],
): ExpressionOrFactory<DB, TB, SqlBool> {
  return (eb: ExpressionBuilder<DB, TB>) => {
    if (!search || columns.length === 0) return eb.lit(true);
    const pattern = likePattern(search.toLowerCase());
    const operator = isPostgres(db) ? 'ilike' : 'like';
    return eb.or(
      columns.map((column) =>
        isPostgres(db)
          ? eb(column, operator, sql<string>`${pattern} escape '\\'`)
          : eb(eb.fn('lower', [column]), 'like', sql<string>`${pattern} escape '\\'`),
      ),
    );
  };
}
