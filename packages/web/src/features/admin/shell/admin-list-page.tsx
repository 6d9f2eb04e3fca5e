import { Plus } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableProps } from '@/components/data-table/data-table-types';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';

/** The primary "New …" link of a table's toolbar. */
export function NewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex h-10 items-center justify-center gap-2 rounded-button bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm outline-none transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:ring-offset-2 focus-visible:ring-offset-bg"
    >
      <Plus className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

export type AdminListPageProps<Row extends RowData> = Omit<
  DataTableProps<Row>,
  'label' | 'exportFileName' | 'emptyMessage' | 'defaultOrderBy'
> & {
  /** Newest first (`created_at`) unless the page orders by another column. */
  defaultOrderBy?: string;
  /** The page's heading, which also names its table. */
  title: string;
  /** Without a description, the empty table suggests another search or filter. */
  emptyMessage: { title: string; description?: string };
  /**
   * The "New …" action in the table's toolbar, before any other `actions`: a link to the
   * create page, or a button (that opens a dialog).
   */
  create?: { label: string } & ({ to: string } | { onPress: () => void });
};

/** `logs/outgoing-email` → `outgoing-email`. */
function exportFileName(endpoint: string): string {
  return endpoint.slice(endpoint.lastIndexOf('/') + 1);
}

/**
 * An admin list page: its heading, then the table of records with search, filters, export,
 * bulk delete and the create link in its toolbar.
 */
export function AdminListPage<Row extends RowData>({
  title,
  create,
  actions,
  emptyMessage,
  defaultOrderBy = 'created_at',
  ...table
}: AdminListPageProps<Row>) {
  const t = useTrans();
  return (
    <>
      <AdminPageHeader title={title} />
      <DataTable<Row>
        {...table}
        label={title}
        defaultOrderBy={defaultOrderBy}
        // Every admin table exports; the file is named after what it lists.
        exportFileName={exportFileName(table.endpoint)}
        emptyMessage={{
          title: emptyMessage.title,
          description: emptyMessage.description ?? t('Try another search or filter.'),
        }}
        actions={
          create ? (
            <>
              {'to' in create ? (
                <NewLink to={create.to}>{create.label}</NewLink>
              ) : (
                <Button onPress={create.onPress}>
                  <Plus className="size-4" aria-hidden />
                  {create.label}
                </Button>
              )}
              {actions}
            </>
          ) : (
            actions
          )
        }
      />
    </>
  );
}
