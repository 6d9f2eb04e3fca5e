import type { ReportEntry, ReportRankedItem } from '@tonearm/shared/reports/reports.schemas';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { BarList, type BarListItem } from './charts/bar-list';
import { countryName, formatCount } from './report-format';
import { ReportCard } from './report-card';

/** The client breakdowns both tabs show: countries, devices, platforms, browsers. */
export function ClientBreakdowns({
  report,
}: {
  report: {
    countries: ReportEntry[];
    devices: ReportEntry[];
    platforms: ReportEntry[];
    browsers: ReportEntry[];
  };
}) {
  const t = useTrans();
  const unknown = t('Unknown');
  const entries = (
    rows: ReportEntry[],
    label: (key: string) => string = (key) => key,
  ): BarListItem[] =>
    rows.map((row) => ({
      key: row.key,
      label: row.key ? label(row.key) : unknown,
      value: row.count,
    }));
  const deviceLabel = (key: string) => t(key.charAt(0).toUpperCase() + key.slice(1));
  const empty = t('Nothing recorded in this period.');
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <ReportCard title={t('Countries')}>
        <BarList
          items={entries(report.countries, (code) => countryName(code))}
          formatValue={formatCount}
          emptyLabel={empty}
        />
      </ReportCard>
      <ReportCard title={t('Devices')}>
        <BarList
          items={entries(report.devices, deviceLabel)}
          formatValue={formatCount}
          emptyLabel={empty}
        />
      </ReportCard>
      <ReportCard title={t('Platforms')}>
        <BarList items={entries(report.platforms)} formatValue={formatCount} emptyLabel={empty} />
      </ReportCard>
      <ReportCard title={t('Browsers')}>
        <BarList items={entries(report.browsers)} formatValue={formatCount} emptyLabel={empty} />
      </ReportCard>
    </div>
  );
}

function Cover({ image }: { image: string | null }) {
  return image ? (
    <img src={image} alt="" className="size-6 rounded object-cover" loading="lazy" />
  ) : (
    <span className="block size-6 rounded bg-hover" />
  );
}

/** A top-ten list of tracks, artists or albums, each linking to its page. */
export function RankedList({
  title,
  items,
  href,
}: {
  title: string;
  items: ReportRankedItem[];
  href: (item: ReportRankedItem) => string;
}) {
  const t = useTrans();
  return (
    <ReportCard title={title}>
      <BarList
        items={items.map((item) => ({
          key: String(item.id),
          label: item.name,
          value: item.count,
          href: href(item),
          leading: <Cover image={item.image} />,
        }))}
        formatValue={formatCount}
        emptyLabel={t('No plays in this period.')}
      />
    </ReportCard>
  );
}

export const rankedHref = {
  track: (item: ReportRankedItem) => paths.track(item),
  artist: (item: ReportRankedItem) => paths.artist(item),
  album: (item: ReportRankedItem) => paths.album(item),
};
