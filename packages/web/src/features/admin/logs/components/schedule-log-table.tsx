import type { ScheduleRun } from '@tonearm/shared/logs/logs.schemas';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { sortableColumn, titleColumn } from '@/features/admin/catalog/components/table-columns';
import { useTrans } from '@/lib/i18n';
import { useScheduleTasks } from '../api/get-schedule-tasks';
import { formatDuration } from '../format';
import { badgeChoices, RUN_RESULT_BADGES, RunResultBadge } from './log-badge';
import { logTimeColumn } from './log-columns';
import { listFilter, selectFilter } from '@/features/admin/shell/table-filters';

/** The schedule tab: every background task run, its start, duration and result. */
export function ScheduleLogTable() {
  const t = useTrans();
  const { data: tasks } = useScheduleTasks();

  const columns = useMemo<ColumnDef<ScheduleRun>[]>(
    () => [
      titleColumn('name', t('Task'), (run) => (
        <code className="font-mono text-sm whitespace-nowrap">{run.name}</code>
      )),
      logTimeColumn('started_at', t('Started')),
      sortableColumn('duration_ms', t('Duration'), (duration: number) => (
        <span className="whitespace-nowrap tabular-nums">{formatDuration(duration)}</span>
      )),
      sortableColumn('result', t('Result'), (result: ScheduleRun['result']) => (
        <RunResultBadge result={result} />
      )),
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
    listFilter('name', t('Task'), tasks?.tasks ?? [], (task) => [task.name, task.name]),
    selectFilter('result', t('Result'), badgeChoices(RUN_RESULT_BADGES, t)),
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
