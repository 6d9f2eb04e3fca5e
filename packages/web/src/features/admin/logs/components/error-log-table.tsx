import type { ErrorLogEntry, ErrorLogLevel } from '@tonearm/shared/logs/logs.schemas';
import { clsx } from 'clsx';
import { Download, ScanSearch } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { sortableColumn } from '@/features/admin/catalog/components/table-columns';
import { useTrans } from '@/lib/i18n';
import { useErrorLogFiles } from '../api/get-error-log-files';
import { ErrorTraceDialog } from './error-trace-dialog';
import { logTimeColumn, openEntryColumn, openEntryDialog } from './log-columns';
import { badgeChoices, LEVEL_BADGES, LevelBadge } from './log-badge';
import { listFilter, selectFilter } from '@/features/admin/shell/table-filters';

/** GET api/v1/logs/error/download-latest. */
export const DOWNLOAD_LATEST_URL = '/api/v1/logs/error/download-latest';

const DOWNLOAD_CLASSES =
  'inline-flex h-10 items-center gap-2 rounded-button border border-divider bg-bg px-4 text-sm font-semibold text-fg transition outline-none focus-visible:ring-2 focus-visible:ring-primary/50';

function openTrace(entry: ErrorLogEntry, label: string) {
  openEntryDialog(label, (close) => <ErrorTraceDialog entry={entry} onClose={close} />);
}

/** The error tab: levels, search, days, pages and a trace view per entry. */
export function ErrorLogTable() {
  const t = useTrans();
  const { data: files } = useErrorLogFiles();

  const columns = useMemo<ColumnDef<ErrorLogEntry>[]>(
    () => [
      sortableColumn('level', t('Level'), (level: ErrorLogLevel) => <LevelBadge level={level} />),
      {
        id: 'message',
        accessorKey: 'message',
        header: t('Message'),
        enableHiding: false,
        cell: ({ row }) => (
          <div className="max-w-xl min-w-48">
            <p className="truncate font-medium" title={row.original.message}>
              {row.original.message}
            </p>
            <p className="truncate font-mono text-xs text-muted">
              {row.original.exception}
              {row.original.url ? ` · ${row.original.method ?? ''} ${row.original.url}` : ''}
            </p>
          </div>
        ),
      },
      logTimeColumn('created_at', t('Date')),
      openEntryColumn<ErrorLogEntry>({
        id: 'trace',
        label: t('Trace'),
        tooltip: t('Show trace'),
        buttonLabel: (entry) => t('Show trace of “:message”', { message: entry.message }),
        icon: ScanSearch,
        onPress: (entry) => openTrace(entry, t('Error trace')),
        csv: (entry) => entry.stack ?? '',
      }),
    ],
    [t],
  );

  const filters: FilterDef[] = [
    selectFilter('level', t('Level'), badgeChoices(LEVEL_BADGES, t)),
    listFilter('file', t('Day'), files?.files ?? [], (file) => [file.day, file.day]),
  ];

  return (
    <DataTable<ErrorLogEntry>
      endpoint="logs/error"
      queryKey={['admin', 'logs', 'error']}
      columns={columns}
      filters={filters}
      searchLabel={t('Search errors')}
      label={t('Error log')}
      defaultOrderBy="created_at"
      exportFileName="error-log"
      actions={
        files && files.files.length === 0 ? (
          // Nothing logged yet: the download would only answer 404.
          <span
            aria-disabled="true"
            className={clsx(DOWNLOAD_CLASSES, 'cursor-not-allowed opacity-60')}
          >
            <Download className="size-4" aria-hidden />
            {t('Download latest')}
          </span>
        ) : (
          <a
            href={DOWNLOAD_LATEST_URL}
            download
            className={clsx(DOWNLOAD_CLASSES, 'hover:bg-hover')}
          >
            <Download className="size-4" aria-hidden />
            {t('Download latest')}
          </a>
        )
      }
      emptyMessage={{
        title: t('No errors logged'),
        description: t('Unexpected errors and warnings of the server show here.'),
      }}
    />
  );
}
