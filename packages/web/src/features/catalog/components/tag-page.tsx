import { Hash } from 'lucide-react';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { useTag, type TagTab } from '@/features/catalog/api/get-tag';
import type { Album, Track } from '@tonearm/shared/catalog/catalog.schemas';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { CardGrid } from './media-card';
import { EmptyState, PageContainer, PageError } from '@/components/ui/page-state';
import { CardGridSkeleton, TrackListSkeleton } from '@/components/ui/skeletons';
import { IconPageHeader } from './icon-page-header';
import { TabsNav } from './tabs-nav';
import { TrackTable } from './track-table';

/** /tag/{name} with tracks and albums tabs. */
export function TagPage({ name, tab }: { name: string; tab: TagTab }) {
  const t = useTrans();
  const query = useTag(name, tab);
  const { data, error, isLoading, refetch } = query;
  // A page after the first that fails keeps the rows; the sentinel offers the retry.
  if (error && !data) return <PageError error={error} retry={() => void refetch()} />;
  const items = data?.items ?? [];
  return (
    <PageContainer className="py-8 md:py-12">
      <div data-testid="tag-page">
        <IconPageHeader
          icon={<Hash aria-hidden className="size-8" />}
          tileClassName="from-primary to-fuchsia-800 md:size-20"
          eyebrow={t('Tag')}
          title={data?.first.tag.name ?? decodeURIComponent(name)}
        />
        <div className="mt-8">
          <TabsNav
            label={t('Tag sections')}
            tabs={[
              { to: paths.tag(name, 'tracks'), label: t('Tracks') },
              { to: paths.tag(name, 'albums'), label: t('Albums') },
            ]}
          />
        </div>
        <div className="mt-6">
          {isLoading ? (
            tab === 'tracks' ? (
              <TrackListSkeleton />
            ) : (
              <CardGridSkeleton />
            )
          ) : items.length === 0 ? (
            <EmptyState
              icon={<Hash aria-hidden className="size-7" />}
              title={t('Nothing tagged here yet')}
            />
          ) : (
            <>
              {tab === 'tracks' ? (
                <TrackTable tracks={items as Track[]} source={{ type: 'tag', id: name }} />
              ) : (
                <CardGrid kind="albums" items={items as Album[]} />
              )}
              <InfiniteScrollSentinel query={query} />
            </>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
