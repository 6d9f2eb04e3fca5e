import {
  useTable,
  type ColumnDef as TableColumnDef,
  type Column,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { deleteRows, useDeleteRows, type RowId } from './api/delete-rows';
import { exportListRows } from './api/export-list-rows';
import { useListPage } from './api/get-list-page';
import { ColumnVisibilityMenu } from './components/column-visibility-menu';
import { DataTableFilters } from './components/data-table-filters';
import { DataTablePagination } from './components/data-table-pagination';
import { DataTableSearch } from './components/data-table-search';
import { EmptyRow, ErrorRow, SkeletonRows } from './components/data-table-states';
import { buildCsv, csvFileName, downloadCsv, type CsvColumn } from './csv';
import {
  dataTableFeatures,
  type DataTableFeatures,
  type DataTableProps,
  type FilterDef,
} from './data-table-types';
import { useColumnVisibility } from './use-column-visibility';
import { listRequestParams, useListState } from './use-list-state';

const NO_FILTERS: FilterDef[] = [];
const NO_ROWS: never[] = [];
const SELECT_COLUMN_ID = '__select';

function defaultRowId(row: unknown): string | number {
  return (row as { id: string | number }).id;
}

/** A column's name for the visibility menu and the CSV header. */
function columnLabel<Row extends RowData>(column: Column<DataTableFeatures, Row>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function ariaSort(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded accent-[rgb(var(--be-primary))] focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40"
    />
  );
}

/**
 * The one table of every admin list: server-side paging, sorting, search and
 * filters over the list-query contract, its state in the page URL, column visibility kept per
 * table, selection with a confirmed bulk delete, a CSV export of the current filter and the
 * loading, empty and error states. See README.md.
 */
export function DataTable<Row extends RowData>({
  endpoint,
  queryKey,
  columns,
  filters = NO_FILTERS,
  searchLabel,
  label,
  actions,
  bulkDelete,
  exportFileName,
  emptyMessage,
  rowLink,
  defaultOrderBy,
  defaultOrderDir = 'desc',
  rowId = defaultRowId,
  canSelectRow,
}: DataTableProps<Row>) {
  const t = useTrans();
  const { state, update, clearFilters, isFiltered } = useListState(filters, {
    orderBy: defaultOrderBy,
    orderDir: defaultOrderDir,
  });
  const params = useMemo(() => listRequestParams(state), [state]);
  const query = useListPage<Row>(endpoint, queryKey, params);
  const page = query.data;
  const rows: Row[] = page?.data ?? NO_ROWS;

  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    queryKey.map(String).join('.'),
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const paramsKey = JSON.stringify(params);

  // A selection belongs to the rows on screen: another page, search or sort clears it.
  useEffect(() => setRowSelection({}), [paramsKey]);

  // Past the last page (rows deleted, a stale link): go to the last page there is.
  useEffect(() => {
    if (page && page.data.length === 0 && page.total > 0 && state.page > page.last_page) {
      update({ page: page.last_page }, { replace: true });
    }
  }, [page, state.page, update]);

  // Not `bulkDelete` itself: callers pass a new object each render, and rebuilt columns would
  // remount the checkboxes (losing keyboard focus).
  const selectable = !!bulkDelete;
  const tableColumns = useMemo<TableColumnDef<DataTableFeatures, Row>[]>(() => {
    if (!selectable) return columns;
    const select: TableColumnDef<DataTableFeatures, Row> = {
      id: SELECT_COLUMN_ID,
      enableSorting: false,
      enableHiding: false,
      header: ({ table }) => (
        <SelectCheckbox
          label={t('Select all rows on this page')}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <SelectCheckbox
          label={t('Select row')}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={(checked) => row.toggleSelected(checked)}
        />
      ),
    };
    return [select, ...columns];
  }, [selectable, columns, t]);

  const sorting = useMemo<SortingState>(
    () => [{ id: state.orderBy, desc: state.orderDir === 'desc' }],
    [state.orderBy, state.orderDir],
  );
  const handleSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) update({ orderBy: first.id, orderDir: first.desc ? 'desc' : 'asc' });
    },
    [sorting, update],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => String(rowId(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Columns sort only where the server can (a column opts in with enableSorting: true).
    enableSorting: true,
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange: handleSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : true,
  });

  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const selectedIds: RowId[] = rows
    .filter((row) => rowSelection[String(rowId(row))])
    .map((row) => rowId(row));

  const deleteMutation = useDeleteRows(
    queryKey,
    bulkDelete?.mutate ?? ((ids) => deleteRows(bulkDelete?.endpoint ?? `${endpoint}/delete`, ids)),
  );

  const handleBulkDelete = async () => {
    if (!bulkDelete || selectedIds.length === 0) return;
    const ids = selectedIds;
    const confirmed = await confirmDanger({
      title: bulkDelete.title,
      message: bulkDelete.body(ids.length),
      confirmLabel: t('Delete'),
      testId: 'bulk-delete-confirm',
    });
    if (!confirmed) return;
    deleteMutation.mutate(ids, {
      onSuccess: () => {
        setRowSelection({});
        toast.positive(t.choice(':count item deleted|:count items deleted', ids.length));
      },
    });
  };

  const handleExport = async () => {
    if (!exportFileName) return;
    setExporting(true);
    try {
      const csvColumns: CsvColumn<Row>[] = table
        .getVisibleLeafColumns()
        .filter((column) => column.id !== SELECT_COLUMN_ID)
        .filter((column) => column.columnDef.meta?.csv || column.accessorFn)
        .map((column) => {
          const csv = column.columnDef.meta?.csv as ((row: Row) => string) | undefined;
          const accessor = column.accessorFn;
          return {
            header: columnLabel(column),
            value: (row: Row) => (csv ? csv(row) : accessor?.(row, 0)),
          };
        });
      const { rows: allRows, truncated, total } = await exportListRows<Row>(endpoint, params);
      downloadCsv(csvFileName(exportFileName), await buildCsv(allRows, csvColumns));
      if (truncated) {
        toast(
          t('Exported the first :count of :total rows.', {
            count: allRows.length,
            total,
          }),
        );
      }
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setExporting(false);
    }
  };

  const toggleableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({
      id: column.id,
      label: columnLabel(column),
      visible: column.getIsVisible(),
    }));
  const firstDataColumnId = columns.length
    ? table.getVisibleLeafColumns().find((column) => column.id !== SELECT_COLUMN_ID)?.id
    : undefined;

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonRows columns={visibleColumnCount} />;
  } else if (query.isError && !page) {
    body = (
      <ErrorRow
        columns={visibleColumnCount}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyRow
        columns={visibleColumnCount}
        title={emptyMessage.title}
        description={emptyMessage.description}
        onClearFilters={isFiltered ? clearFilters : undefined}
      />
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        data-selected={row.getIsSelected() || undefined}
        className="border-b border-divider transition last:border-0 hover:bg-hover data-[selected]:bg-primary/5"
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={clsx(
              'px-4 py-3 align-middle',
              cell.column.id === SELECT_COLUMN_ID && 'w-10 pr-0',
            )}
          >
            {rowLink && cell.column.id === firstDataColumnId ? (
              <Link
                to={rowLink(row.original)}
                className="rounded font-medium text-fg outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
              >
                <table.FlexRender cell={cell} />
              </Link>
            ) : (
              <table.FlexRender cell={cell} />
            )}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="rounded-panel border border-divider bg-bg shadow-sm" data-testid="data-table">
      <div className="flex flex-wrap items-center gap-2 border-b border-divider p-3">
        {searchLabel ? (
          <DataTableSearch
            label={searchLabel}
            value={state.query}
            onSearch={(value) => update({ query: value }, { replace: true })}
          />
        ) : null}
        <DataTableFilters
          filters={filters}
          values={state.filters}
          onChange={(key, value) => update({ filters: { [key]: value } })}
        />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {bulkDelete && selectedIds.length > 0 ? (
            <Button
              variant="danger"
              className="rounded-lg"
              onPress={() => void handleBulkDelete()}
              isDisabled={deleteMutation.isPending}
            >
              <Trash2 className="size-4" aria-hidden />
              {t('Delete (:count)', { count: selectedIds.length })}
            </Button>
          ) : null}
          {toggleableColumns.length > 1 ? (
            <ColumnVisibilityMenu
              columns={toggleableColumns}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
            />
          ) : null}
          {exportFileName ? (
            <Tooltip label={t('Export CSV')}>
              <Button
                variant="secondary"
                className="rounded-lg max-sm:px-3"
                onPress={() => void handleExport()}
                isDisabled={exporting || !page || page.total === 0}
              >
                <Download className="size-4" aria-hidden />
                <span className="max-sm:sr-only">
                  {exporting ? t('Exporting…') : t('Export CSV')}
                </span>
              </Button>
            </Tooltip>
          ) : null}
          {actions}
        </div>
      </div>

      <div className="overflow-x-auto">
        <table
          className={clsx(
            'w-full border-collapse text-left text-sm transition-opacity',
            query.isPlaceholderData && 'opacity-60',
          )}
          aria-label={label}
          aria-busy={query.isFetching || undefined}
        >
          <thead className="bg-chrome text-xs font-semibold tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-divider">
                {group.headers.map((header) => {
                  const canSort =
                    header.column.getCanSort() && header.column.columnDef.enableSorting === true;
                  const sorted = state.orderBy === header.column.id ? state.orderDir : false;
                  const SortIcon =
                    sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (ariaSort(sorted) ?? 'none') : undefined}
                      className={clsx(
                        'px-4 py-2.5 whitespace-nowrap',
                        header.column.id === SELECT_COLUMN_ID && 'w-10 pr-0',
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={() => header.column.toggleSorting(sorted === 'asc')}
                          className={clsx(
                            '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 uppercase outline-none transition hover:text-fg focus-visible:ring-2 focus-visible:ring-primary',
                            sorted && 'text-fg',
                          )}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon
                            className={clsx('size-3.5', !sorted && 'opacity-40')}
                            aria-hidden
                          />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>

      {page && page.total > 0 ? (
        <DataTablePagination
          page={state.page}
          perPage={state.perPage}
          count={rows.length}
          total={page.total}
          lastPage={page.last_page}
          onPageChange={(next) => update({ page: next })}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      ) : null}
    </div>
  );
}
