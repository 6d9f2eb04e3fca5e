import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { usePlaysReport } from '../api/get-plays-report';
import { ClientBreakdowns, RankedList, rankedHref } from '@/components/reports/report-parts';
import { ReportChartCard } from '@/components/reports/report-chart-card';
import { ReportError, ReportSkeleton } from '@/components/reports/report-states';
import { StatCard } from '@/components/reports/stat-card';

/** The Plays tab: plays and listeners, over time, the top music and the listeners' clients. */
export function PlaysReportPanel({ query }: { query: ReportQueryInput }) {
  const t = useTrans();
  const report = usePlaysReport(query);
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) return <ReportError onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={report.isFetching}>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('Plays')} total={data.totals.plays} />
        <StatCard label={t('Unique listeners')} total={data.totals.listeners} />
      </div>
      <ReportChartCard
        title={t('Plays over time')}
        series={data.series}
        current={data.current}
        previous={data.previous}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <RankedList title={t('Top tracks')} items={data.topTracks} href={rankedHref.track} />
        <RankedList title={t('Top artists')} items={data.topArtists} href={rankedHref.artist} />
        <RankedList title={t('Top albums')} items={data.topAlbums} href={rankedHref.album} />
      </div>
      <ClientBreakdowns report={data} />
    </div>
  );
}
