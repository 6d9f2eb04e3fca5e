import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { useTrans } from '@/lib/i18n';
import { useReport } from '../api/get-report';
import { ClientBreakdowns, RankedList, rankedHref } from '@/components/reports/report-parts';
import { ReportPanel } from './report-panel';

/** The Plays tab: plays and listeners, over time, the top music and the listeners' clients. */
export function PlaysReportPanel({ query }: { query: ReportQueryInput }) {
  const t = useTrans();
  return (
    <ReportPanel
      report={useReport('plays', query)}
      totals={(data) => [
        { label: t('Plays'), total: data.totals.plays },
        { label: t('Unique listeners'), total: data.totals.listeners },
      ]}
      chartTitle={t('Plays over time')}
    >
      {(data) => (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <RankedList title={t('Top tracks')} items={data.topTracks} href={rankedHref.track} />
            <RankedList title={t('Top artists')} items={data.topArtists} href={rankedHref.artist} />
            <RankedList title={t('Top albums')} items={data.topAlbums} href={rankedHref.album} />
          </div>
          <ClientBreakdowns report={data} />
        </>
      )}
    </ReportPanel>
  );
}
