import { getListPage, type ListParams } from './get-list-page';

/** The export fetches pages of this size (the server's maximum). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops here; the table says so. */
export const EXPORT_MAX_ROWS = 10_000;

export interface ExportedRows<Row> {
  rows: Row[];
  /** How many rows match the filter in all. */
  total: number;
  /** True when the cap cut the export short. */
  truncated: boolean;
}

/** Every row of the current filter and sort, page by page, up to EXPORT_MAX_ROWS. */
export async function exportListRows<Row>(
  endpoint: string,
  params: ListParams,
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportedRows<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const result = await getListPage<Row>(endpoint, {
      ...params,
      page,
      perPage: EXPORT_PAGE_SIZE,
    });
    total = result.total;
    rows.push(...result.data);
    if (rows.length >= maxRows) {
      return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
    }
    if (page >= result.last_page || result.data.length === 0) break;
  }
  return { rows, total, truncated: false };
}
