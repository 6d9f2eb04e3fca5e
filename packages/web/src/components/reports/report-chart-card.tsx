import type { ReportSeriesPoint } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { ComparisonLineChart } from './charts/comparison-line-chart';
import { formatCount, formatPeriod, formatPointLabel } from './report-format';
import { ReportCard } from './report-card';

/** The line chart of a report: this period against the previous one. */
export function ReportChartCard({
  title,
  series,
  current,
  previous,
}: {
  title: string;
  series: ReportSeriesPoint[];
  current: { from: string; to: string };
  previous: { from: string; to: string };
}) {
  const t = useTrans();
  const total = series.reduce((sum, point) => sum + (point.current ?? 0), 0);
  const previousTotal = series.reduce((sum, point) => sum + point.previous, 0);
  return (
    <ReportCard title={title}>
      <ComparisonLineChart
        points={series}
        currentLabel={formatPeriod(current)}
        previousLabel={formatPeriod(previous)}
        formatKey={(key) => formatPointLabel(key)}
        formatValue={formatCount}
        description={t(':title: :count from :current, against :previousCount from :previous', {
          title,
          count: formatCount(total),
          current: formatPeriod(current),
          previousCount: formatCount(previousTotal),
          previous: formatPeriod(previous),
        })}
      />
    </ReportCard>
  );
}
