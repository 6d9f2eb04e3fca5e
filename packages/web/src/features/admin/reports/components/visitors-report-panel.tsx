import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { useVisitorsReport } from '../api/get-visitors-report';
import { BarList } from '@/components/reports/charts/bar-list';
import { formatCount } from '@/components/reports/report-format';
import { ReportCard } from '@/components/reports/report-card';
import { ReportChartCard } from '@/components/reports/report-chart-card';
import { ClientBreakdowns } from '@/components/reports/report-parts';
import { ReportError, ReportSkeleton } from '@/components/reports/report-states';
import { StatCard } from '@/components/reports/stat-card';

/** The Visitors tab: page views and unique visitors, pages, referrers and clients. */
export function VisitorsReportPanel({ query }: { query: ReportQueryInput }) {
  const t = useTrans();
  const report = useVisitorsReport(query);
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) return <ReportError onRetry={() => void report.refetch()} />;
  const data = report.data;
  const empty = t('No visits in this period.');
  return (
    <div className="flex flex-col gap-4" aria-busy={report.isFetching}>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('Visits')} total={data.totals.visits} />
        <StatCard label={t('Unique visitors')} total={data.totals.visitors} />
      </div>
      <ReportChartCard
        title={t('Visits over time')}
        series={data.series}
        current={data.current}
        previous={data.previous}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportCard title={t('Pages')}>
          <BarList
            items={data.pages.map((row) => ({ key: row.key, label: row.key, value: row.count }))}
            formatValue={formatCount}
            emptyLabel={empty}
          />
        </ReportCard>
        <ReportCard title={t('Referrers')}>
          <BarList
            items={data.referrers.map((row) => ({
              key: row.key,
              label: row.key,
              value: row.count,
            }))}
            formatValue={formatCount}
            emptyLabel={t('No visits from other sites in this period.')}
          />
        </ReportCard>
      </div>
      <ClientBreakdowns report={data} />
    </div>
  );
}
