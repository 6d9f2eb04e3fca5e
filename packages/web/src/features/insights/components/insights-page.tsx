import { BarChart3, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Insights, InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { RangePicker } from '@/components/reports/range-picker';
import { ReportChartCard } from '@/components/reports/report-chart-card';
import { ClientBreakdowns, RankedList, rankedHref } from '@/components/reports/report-parts';
import { ReportError, ReportSkeleton } from '@/components/reports/report-states';
import { StatCard } from '@/components/reports/stat-card';
import { useReportSearchParams } from '@/components/reports/use-report-search-params';
import { formatPeriod } from '@/components/reports/report-format';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { useInsights } from '../api/get-insights';

export interface InsightsPageProps {
  kind: InsightsKind;
  /** Backstage (the player's frame) or the admin frame (breadcrumbs back to the list). */
  frame: 'backstage' | 'admin';
}

const KIND_LABELS: Record<InsightsKind, { one: string; many: string }> = {
  track: { one: 'Track', many: 'Tracks' },
  album: { one: 'Album', many: 'Albums' },
  artist: { one: 'Artist', many: 'Artists' },
};

function publicPath(item: Insights['item']): string {
  return item.kind === 'track'
    ? paths.track(item)
    : item.kind === 'album'
      ? paths.album(item)
      : paths.artist(item);
}

/**
 * Insights of a track, an album or an artist: plays and listeners over a range
 * beside the previous period, top tracks, the listeners' countries and clients, likes, reposts
 * and comments — the admin reports' charts and range picker, for one item. The range lives in
 * the URL (?range=30d) like the reports'. The server decides who may read (404 / 403).
 */
export function InsightsPage({ kind, frame }: InsightsPageProps) {
  const t = useTrans();
  const id = Number(useParams().id);
  const [state, update] = useReportSearchParams();
  const insights = useInsights(kind, Number.isInteger(id) ? id : 0, state.query);
  const data = insights.data;
  const labels = KIND_LABELS[kind];

  const picker = <RangePicker state={state} update={update} shown={data} />;
  const title = data ? t(':name insights', { name: data.item.name }) : t('Insights');
  const caption = data
    ? t(':current compared with :previous (UTC days)', {
        current: formatPeriod(data.current),
        previous: formatPeriod(data.previous),
      })
    : null;

  return (
    <div
      className={
        frame === 'backstage'
          ? 'mx-auto flex w-full max-w-6xl flex-col px-4 py-8 md:px-8 md:py-12'
          : 'flex flex-col'
      }
    >
      {frame === 'admin' ? (
        <AdminPageHeader
          title={title}
          breadcrumbs={[
            { label: t(labels.many), to: `/admin/${kind}s` },
            { label: data?.item.name ?? t(labels.one), to: `/admin/${kind}s/${id}/edit` },
            { label: t('Insights'), to: `/admin/${kind}s/${id}/insights` },
          ]}
          actions={picker}
        />
      ) : (
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <ItemHeader item={data?.item} kind={kind} />
          {picker}
        </div>
      )}
      {frame === 'admin' && data ? (
        <div className="-mt-2 mb-4">
          <ItemHeader item={data.item} kind={kind} compact />
        </div>
      ) : null}
      <p className="mb-4 min-h-5 text-sm text-muted">{caption}</p>
      <InsightsBody kind={kind} insights={insights} />
    </div>
  );
}

function ItemHeader({
  item,
  kind,
  compact = false,
}: {
  item: Insights['item'] | undefined;
  kind: InsightsKind;
  compact?: boolean;
}) {
  const t = useTrans();
  const size = compact ? 'size-10' : 'size-16 md:size-20';
  const rounded = kind === 'artist' ? 'rounded-full' : 'rounded';
  return (
    <div className="flex min-w-0 items-center gap-4">
      {item?.image ? (
        <img src={item.image} alt="" className={`${size} ${rounded} shrink-0 object-cover`} />
      ) : (
        <span className={`${size} ${rounded} block shrink-0 bg-hover`} aria-hidden />
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t(KIND_LABELS[kind].one)}
          {item?.draft ? (
            <span className="ml-2 rounded bg-hover px-1.5 py-0.5 normal-case tracking-normal">
              {t('Draft')}
            </span>
          ) : null}
        </p>
        {compact ? null : (
          <h1 className="truncate text-2xl font-bold tracking-tight md:text-3xl">
            {item ? t(':name insights', { name: item.name }) : t('Insights')}
          </h1>
        )}
        {item ? (
          <Link
            to={publicPath(item)}
            className="text-sm text-primary hover:underline focus-visible:underline"
          >
            {compact ? item.name : t('Open the public page')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function InsightsBody({
  kind,
  insights,
}: {
  kind: InsightsKind;
  insights: ReturnType<typeof useInsights>;
}) {
  const t = useTrans();
  if (insights.isPending) return <ReportSkeleton />;
  if (insights.isError) {
    const status = errorStatus(insights.error);
    if (status === 403 || status === 404)
      return (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-panel border border-divider bg-bg px-6 py-12 text-center"
        >
          <Lock aria-hidden className="size-8 text-muted" />
          <p className="font-semibold text-fg">
            {status === 404
              ? t('This item does not exist.')
              : t('Only who manages this item can see its insights.')}
          </p>
        </div>
      );
    return <ReportError onRetry={() => void insights.refetch()} />;
  }
  const data = insights.data;
  const noPlays = data.totals.plays.current === 0;
  return (
    <div className="flex flex-col gap-4" aria-busy={insights.isFetching}>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('Plays')} total={data.totals.plays} />
        <StatCard label={t('Unique listeners')} total={data.totals.listeners} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t('Likes')} total={data.totals.likes} />
        <StatCard label={t('Reposts')} total={data.totals.reposts} />
        <StatCard label={t('Comments')} total={data.totals.comments} />
      </div>
      {noPlays ? (
        <div className="flex flex-col items-center gap-2 rounded-panel border border-divider bg-bg px-6 py-10 text-center">
          <BarChart3 aria-hidden className="size-8 text-muted" />
          <p className="font-semibold text-fg">{t('No plays yet in this period')}</p>
          <p className="text-sm text-muted">
            {t('Plays show here as soon as listeners press play.')}
          </p>
        </div>
      ) : null}
      {/* The previous period's line still tells something when this one has no plays. */}
      {noPlays && data.totals.plays.previous === 0 ? null : (
        <ReportChartCard
          title={t('Plays over time')}
          series={data.series}
          current={data.current}
          previous={data.previous}
        />
      )}
      {noPlays ? null : (
        <>
          {kind === 'track' ? null : (
            <RankedList title={t('Top tracks')} items={data.topTracks} href={rankedHref.track} />
          )}
          <ClientBreakdowns report={data} />
        </>
      )}
    </div>
  );
}
