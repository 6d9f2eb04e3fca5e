import { MicVocal } from 'lucide-react';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { useLyricsTracks } from '@/features/catalog/api/get-lyrics-tracks';
import { useTrans } from '@/lib/i18n';
import { EmptyState, PageContainer, PageError } from '@/components/ui/page-state';
import { TrackListSkeleton } from '@/components/ui/skeletons';
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
        <div className="mb-8 flex items-center gap-4">
          <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-amber-400 to-rose-600 text-white shadow-lg">
            <MicVocal aria-hidden className="size-8" />
          </span>
          <div>
            <h1 className="text-3xl font-black tracking-tight md:text-5xl" data-testid="page-title">
              {t('Lyrics')}
            </h1>
            <p className="mt-1 text-muted">
              {t('Sing along with lyrics that follow the music line by line.')}
            </p>
          </div>
        </div>
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
