import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ReportChartCard } from '@/components/reports/report-chart-card';
import { ReportError, ReportSkeleton } from '@/components/reports/report-states';
import { StatCard } from '@/components/reports/stat-card';

type ChartedReport = Omit<ComponentProps<typeof ReportChartCard>, 'title'>;

/**
 * What every report tab shows first: its two totals and the chart over time, after the
 * loading and error states; `children` adds the tab's own cards below.
 */
export function ReportPanel<Report extends ChartedReport>({
  report,
  totals,
  chartTitle,
  children,
}: {
  report: UseQueryResult<Report>;
  totals: (data: Report) => ComponentProps<typeof StatCard>[];
  chartTitle: string;
  children: (data: Report) => ReactNode;
}) {
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) return <ReportError onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={report.isFetching}>
      <div className="grid gap-4 sm:grid-cols-2">
        {totals(data).map(({ label, total }) => (
          <StatCard key={label} label={label} total={total} />
        ))}
      </div>
      <ReportChartCard
        title={chartTitle}
        series={data.series}
        current={data.current}
        previous={data.previous}
      />
      {children(data)}
    </div>
  );
}
