import { MicVocal } from 'lucide-react';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { useLyricsTracks } from '@/features/catalog/api/get-lyrics-tracks';
import { useTrans } from '@/lib/i18n';
import { EmptyState, PageContainer, PageError } from '@/components/ui/page-state';
import { TrackListSkeleton } from '@/components/ui/skeletons';
import { IconPageHeader } from './icon-page-header';
import { TrackTable } from './track-table';

/** /lyrics: every track with lyrics; play one and open the lyrics panel to sing along. */
export function LyricsPage() {
  const t = useTrans();
  const query = useLyricsTracks();
  const { data, error, isLoading, refetch } = query;
  // A page after the first that fails keeps the rows; the sentinel offers the retry.
  if (error && !data) return <PageError error={error} retry={() => void refetch()} />;
  return (
    <PageContainer className="py-8 md:py-12">
      <div data-testid="lyrics-page">
        <IconPageHeader
          className="mb-8"
          icon={<MicVocal aria-hidden className="size-8" />}
          tileClassName="from-amber-400 to-rose-600"
          title={t('Lyrics')}
          subtitle={t('Sing along with lyrics that follow the music line by line.')}
        />
        {isLoading ? (
          <TrackListSkeleton />
        ) : data?.items.length ? (
          <>
            <TrackTable tracks={data.items} source={{ type: 'lyrics', id: 'lyrics' }} />
            <InfiniteScrollSentinel query={query} />
          </>
        ) : (
          <EmptyState
            icon={<MicVocal aria-hidden className="size-7" />}
            title={t('No lyrics yet')}
          />
        )}
      </div>
    </PageContainer>
  );
}
