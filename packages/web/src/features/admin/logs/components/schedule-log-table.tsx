import type { ScheduleRun } from '@tonearm/shared/logs/logs.schemas';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { useTrans } from '@/lib/i18n';
import { useScheduleTasks } from '../api/get-schedule-tasks';
import { formatDuration } from '../format';
import { RunResultBadge } from './log-badge';
import { logTimeColumn } from './log-columns';

/** The schedule tab: every background task run, its start, duration and result. */
export function ScheduleLogTable() {
  const t = useTrans();
  const { data: tasks } = useScheduleTasks();

  const columns = useMemo<ColumnDef<ScheduleRun>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('Task'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => (
          <code className="font-mono text-sm whitespace-nowrap">{row.original.name}</code>
        ),
      },
      logTimeColumn('started_at', t('Started')),
      {
        accessorKey: 'duration_ms',
        header: t('Duration'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDuration(row.original.duration_ms)}
          </span>
        ),
      },
      {
        accessorKey: 'result',
        header: t('Result'),
        enableSorting: true,
        cell: ({ row }) => <RunResultBadge result={row.original.result} />,
      },
      {
        accessorKey: 'message',
        header: t('Message'),
        cell: ({ row }) => (
          <span className="block max-w-md truncate text-muted" title={row.original.message ?? ''}>
            {row.original.message}
          </span>
        ),
      },
    ],
    [t],
  );

  const filters: FilterDef[] = [
    {
      key: 'name',
      label: t('Task'),
      type: 'select',
      options: (tasks?.tasks ?? []).map((task) => ({ value: task.name, label: task.name })),
    },
    {
      key: 'result',
      label: t('Result'),
      type: 'select',
      options: [
        { value: 'ok', label: t('OK') },
        { value: 'failed', label: t('Failed') },
      ],
    },
  ];

  return (
    <DataTable<ScheduleRun>
      endpoint="logs/schedule"
      queryKey={['admin', 'logs', 'schedule']}
      columns={columns}
      filters={filters}
      searchLabel={t('Search runs')}
      label={t('Schedule log')}
      defaultOrderBy="started_at"
      exportFileName="schedule-log"
      emptyMessage={{
        title: t('No runs yet'),
        description: t('Background tasks run every hour; each run shows here.'),
      }}
    />
  );
}
