import type { ColumnDef } from '@/components/data-table/data-table-types';
import { BarChart3, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RelativeTime } from '@/lib/i18n';
import {
  DateCell,
  MusicStatus,
  musicStatusText,
  NameCell,
  RowActions,
  type RowAction,
} from './table-parts';

/**
 * Columns the admin tables share. Each builder takes its (translated) header and returns a
 * data-table column; the page keeps the order and its own columns.
 */

/** A sortable column of one field, drawn by `render` from the field's value. */
export function sortableColumn<Row extends Record<Key, Value>, Key extends string, Value>(
  key: Key,
  header: string,
  render: (value: Value) => ReactNode,
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    enableSorting: true,
    cell: ({ row }) => render(row.original[key]),
  };
}

/**
 * The first column of a record table when it is not a link: sortable, never hidden, drawn by
 * `render` from the whole row.
 */
export function titleColumn<Row extends Record<Key, unknown>, Key extends string>(
  key: Key,
  header: string,
  render: (row: Row) => ReactNode,
  { csv }: { csv?: (row: Row) => string } = {},
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    enableSorting: true,
    enableHiding: false,
    ...(csv ? { meta: { csv } } : {}),
    cell: ({ row }) => render(row.original),
  };
}

/** A column naming a related record (an owner, an album), or a dash where there is none. */
export function relatedNameColumn<Row extends object>(
  id: string,
  header: string,
  name: (row: Row) => string | null | undefined,
): ColumnDef<Row> {
  return {
    id,
    header,
    cell: ({ row }) => name(row.original) ?? <span className="text-muted">—</span>,
    meta: { csv: (row: Row) => name(row) ?? '' },
  };
}

/**
 * A sortable date column ("Created", "Updated") shown as relative time, kept on one line
 * unless `wrap` lets it break like the text around it.
 */
export function dateColumn<Row extends Record<Key, string>, Key extends string>(
  key: Key,
  header: string,
  { wrap = false }: { wrap?: boolean } = {},
): ColumnDef<Row> {
  return sortableColumn<Row, Key, string>(key, header, (date) =>
    wrap ? <RelativeTime date={date} /> : <DateCell date={date} />,
  );
}

/**
 * A number column, with thousands separators unless `grouped` is false (a position, or a count
 * the page always showed bare).
 */
export function countColumn<Row extends Record<Key, number>, Key extends string>(
  key: Key,
  header: string,
  { sortable = false, grouped = true }: { sortable?: boolean; grouped?: boolean } = {},
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    ...(sortable ? { enableSorting: true } : {}),
    cell: ({ row }) => {
      const count = row.original[key];
      return <span className="tabular-nums">{grouped ? count.toLocaleString() : count}</span>;
    },
  };
}

/**
 * The first column of a record table: its name as a link to the record's page, with the
 * record's badges after it. Sortable and never hidden.
 */
export function linkedNameColumn<Row extends Record<Key, string>, Key extends string>(
  key: Key,
  header: string,
  {
    to,
    badges,
    csv,
  }: {
    to: (row: Row) => string;
    badges?: (row: Row) => ReactNode;
    /** The CSV cell, where the name alone would leave out what the badges say. */
    csv?: (row: Row) => string;
  },
): ColumnDef<Row> {
  return titleColumn<Row, Key>(
    key,
    header,
    (row) => {
      const link = (
        <Link
          to={to(row)}
          className="rounded font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
        >
          {row[key]}
        </Link>
      );
      if (!badges) return link;
      return (
        <span className="flex flex-wrap items-center gap-2">
          {link}
          {badges(row)}
        </span>
      );
    },
    { csv },
  );
}

/** Longer text (a description, a message) cut to two muted lines. */
export function clampedTextColumn<Row extends Record<Key, string | null>, Key extends string>(
  key: Key,
  header: string,
): ColumnDef<Row> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-muted">{row.original[key]}</span>
    ),
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
