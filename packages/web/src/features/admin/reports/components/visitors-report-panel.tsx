import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { useReport } from '../api/get-report';
import { BarList } from '@/components/reports/charts/bar-list';
import { formatCount } from '@/components/reports/report-format';
import { ReportCard } from '@/components/reports/report-card';
import { ClientBreakdowns } from '@/components/reports/report-parts';
import { ReportPanel } from './report-panel';

/** Rows counted by key (a page, a referrer) as bars labelled with that key. */
const countBars = (rows: { key: string; count: number }[]) =>
  rows.map((row) => ({ key: row.key, label: row.key, value: row.count }));

/** The Visitors tab: page views and unique visitors, pages, referrers and clients. */
export function VisitorsReportPanel({ query }: { query: ReportQueryInput }) {
  const t = useTrans();
  const empty = t('No visits in this period.');
  return (
    <ReportPanel
      report={useReport('visitors', query)}
      totals={(data) => [
        { label: t('Visits'), total: data.totals.visits },
        { label: t('Unique visitors'), total: data.totals.visitors },
      ]}
      chartTitle={t('Visits over time')}
    >
      {(data) => (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <ReportCard title={t('Pages')}>
              <BarList items={countBars(data.pages)} formatValue={formatCount} emptyLabel={empty} />
            </ReportCard>
            <ReportCard title={t('Referrers')}>
              <BarList
                items={countBars(data.referrers)}
                formatValue={formatCount}
                emptyLabel={t('No visits from other sites in this period.')}
              />
            </ReportCard>
          </div>
          <ClientBreakdowns report={data} />
        </>
      )}
    </ReportPanel>
  );
}
