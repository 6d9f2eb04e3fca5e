import type { SortDirection } from '@tonearm/shared/http/list-query';
import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef as TableColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a column may tell the table beyond TanStack's options. */
export interface DataTableColumnMeta {
  /** The column's text in the CSV export when its accessor value is not what a reader wants. */
  csv?: (row: never) => string;
  /** The column's name in the visibility menu and the CSV header when `header` is not a string. */
  label?: string;
}

// Type-only: TanStack reads `columnMeta`'s type for `columnDef.meta` and drops the value.
const columnMeta: DataTableColumnMeta = {};

/** The TanStack features every admin table uses: server sorting, column visibility, selection. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * A column of an admin table. Its `id` (or `accessorKey`) is the server's `orderBy` name; set
 * `enableSorting: true` only when the server can sort by it. `meta.csv` overrides the CSV text.
 */
// TanStack's column type is invariant in the cell value; `any` lets one list mix columns of
// different value types, as its own docs do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ColumnDef<Row extends RowData> = TableColumnDef<DataTableFeatures, Row, any>;

export interface FilterOption {
  value: string;
  label: string;
}

/** A filter sent to the server as a plain query parameter named `key`. */
export interface FilterDef {
  key: string;
  label: string;
  type: 'select' | 'boolean';
  /** The choices of a `select` filter; a `boolean` one offers Yes / No. */
  options?: FilterOption[];
}

export interface BulkDeleteOptions {
  /** POSTed `{ ids }`; defaults to `${endpoint}/delete`. */
  endpoint?: string;
  /** Deletes some other way instead of the POST. */
  mutate?: (ids: (string | number)[]) => Promise<void>;
  /** The confirmation dialog's title, e.g. "Delete users". */
  title: string;
  /** The confirmation text for `count` selected rows. */
  body: (count: number) => string;
}

export interface DataTableProps<Row extends RowData> {
  /** The list endpoint under /api/v1, e.g. `users`; it answers `{ pagination }`. */
  endpoint: string;
  /** The base query key; the list params are appended. Invalidate it after changing rows. */
  queryKey: readonly unknown[];
  columns: ColumnDef<Row>[];
  filters?: FilterDef[];
  /** The search field's label; no search field without it. */
  searchLabel?: string;
  /** The table's accessible name. */
  label?: string;
  /** Toolbar buttons on the right, e.g. "Add user". */
  actions?: ReactNode;
  /** Selection checkboxes and a "Delete" button appear only with this. */
  bulkDelete?: BulkDeleteOptions;
  /** Offers "Export CSV", saved as `<exportFileName>-YYYY-MM-DD.csv`. */
  exportFileName?: string;
  emptyMessage: { title: string; description: string };
  /** The first column's cell links to this page of the row. */
  rowLink?: (row: Row) => string;
  defaultOrderBy: string;
  defaultOrderDir?: SortDirection;
  /** Defaults to `row.id`. */
  rowId?: (row: Row) => string | number;
  /** Rows that may be selected for the bulk delete (e.g. not a built-in role); all by default. */
  canSelectRow?: (row: Row) => boolean;
}
