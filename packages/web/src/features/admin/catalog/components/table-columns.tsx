import type { ColumnDef } from '@/components/data-table/data-table-types';
import { BarChart3, ExternalLink, Pencil } from 'lucide-react';
import {
  DateCell,
  MusicStatus,
  musicStatusText,
  NameCell,
  RowActions,
  type RowAction,
} from './table-parts';

/**
 * Columns the catalog tables share. Each builder takes its (translated) header and returns a
 * data-table column; the page keeps the order and its own columns.
 */

/** A sortable date column ("Created", "Updated") shown as relative time. */
export function dateColumn<Row extends Record<Key, string>, Key extends string>(
  key: Key,
  header: string,
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    enableSorting: true,
    cell: ({ row }) => <DateCell date={row.original[key]} />,
  };
}

/** A number column with thousands separators. */
export function countColumn<Row extends Record<Key, number>, Key extends string>(
  key: Key,
  header: string,
  { sortable = false }: { sortable?: boolean } = {},
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    ...(sortable ? { enableSorting: true } : {}),
    cell: ({ row }) => <span className="tabular-nums">{row.original[key].toLocaleString()}</span>,
  };
}

/** The row's actions as icon links at the end of the row; not hideable, empty in the CSV. */
export function actionsColumn<Row extends object>(
  label: string,
  actions: (row: Row) => RowAction[],
): ColumnDef<Row> {
  return {
    id: 'actions',
    header: '',
    enableHiding: false,
    meta: { label, csv: () => '' },
    cell: ({ row }) => <RowActions actions={actions(row.original)} />,
  };
}

// ---- Tracks and albums ------------------------------------------------------------------------

interface CreditedRow {
  name: string;
  image: string | null;
  artists: { name: string }[];
}

export const artistNames = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/** The name column of tracks and albums: cover, name, and the artists below. */
export function creditedNameColumn<Row extends CreditedRow>(header: string): ColumnDef<Row> {
  return {
    accessorKey: 'name',
    header,
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <NameCell
        image={row.original.image}
        name={row.original.name}
        sub={artistNames(row.original.artists)}
      />
    ),
  };
}

export function artistsColumn<Row extends CreditedRow>(header: string): ColumnDef<Row> {
  return {
    id: 'artists',
    header,
    cell: ({ row }) => artistNames(row.original.artists),
    meta: { csv: (row: Row) => artistNames(row.artists) },
  };
}

interface StatusRow {
  status: 'draft' | 'published';
  public: boolean;
  release_at: string | null;
}

/** Draft / published / scheduled and private. */
export function musicStatusColumn<Row extends StatusRow>(header: string): ColumnDef<Row> {
  return {
    id: 'status',
    header,
    cell: ({ row }) => (
      <MusicStatus
        status={row.original.status}
        isPublic={row.original.public}
        releaseAt={row.original.release_at}
      />
    ),
    meta: { csv: musicStatusText },
  };
}

/**
 * Edit, insights and the public page: the actions of a track, album or artist row. `pageLabel`
 * names the public page ("Open track page").
 */
export function musicActionsColumn<Row extends object>(
  t: (key: string) => string,
  pageLabel: string,
  links: (row: Row) => { edit: string; insights: string; page: string },
): ColumnDef<Row> {
  return actionsColumn(t('Actions'), (row) => {
    const to = links(row);
    return [
      { label: t('Edit'), icon: Pencil, to: to.edit },
      { label: t('Insights'), icon: BarChart3, to: to.insights },
      { label: pageLabel, icon: ExternalLink, to: to.page, external: true },
    ];
  });
}
