import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { MediaHeader, TrackTable } from '@/features/catalog/public';
import { PageContainer, PageError } from '@/components/ui/page-state';
import { MediaPageSkeleton } from '@/components/ui/skeletons';
import { PlayButton, getPlayer, usePlayerState, radioQueryOptions } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';

/** /radio/{seedType}/{seedId}/{seedName}: starts an endless station seeded by the item. */
export function RadioPage({ seedType, seedId }: { seedType: RadioSeedType; seedId: number }) {
  const t = useTrans();
  const { data, error, isLoading, refetch } = useQuery(radioQueryOptions(seedType, seedId));
  const sourceId = `${seedType}:${seedId}`;
  const started = useRef<string | null>(null);
  const isThisStation = usePlayerState(
    (state) => state.source?.type === 'radio' && state.source.id === sourceId,
  );
  const queue = usePlayerState((state) => state.queue);
  const currentIndex = usePlayerState((state) => state.currentIndex);

  // Visiting the page starts the station (spec: the radio route plays), once per seed.
  useEffect(() => {
    if (!data || started.current === sourceId || data.tracks.length === 0) return;
    started.current = sourceId;
    if (!isThisStation) getPlayer().playRadio({ seedType, seedId }, data.tracks, data.seed.name);
  }, [data, sourceId, seedType, seedId, isThisStation]);

  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data) return <MediaPageSkeleton />;
  const upNext = isThisStation ? queue.slice(currentIndex).map((item) => item.track) : data.tracks;
  return (
    <div data-testid="radio-page">
      <MediaHeader
        image={data.seed.image}
        kind={
          seedType === 'artist'
            ? 'artist'
            : seedType === 'playlist'
              ? 'playlist'
              : seedType === 'genre'
                ? 'genre'
                : 'album'
        }
        seed={data.seed.id}
        round={seedType === 'artist'}
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <Radio aria-hidden className="size-3.5" />
            {t('Radio')}
          </span>
        }
        title={t(':name Radio', { name: data.seed.name })}
        meta={
          <span>
            {t('An endless mix of related music, based on :name.', { name: data.seed.name })}
          </span>
        }
        actions={
          <PlayButton
            size="xl"
            source={{ type: 'radio', id: sourceId }}
            label={t(':name Radio', { name: data.seed.name })}
            onPlay={() => getPlayer().playRadio({ seedType, seedId }, data.tracks, data.seed.name)}
          />
        }
      />
      <PageContainer className="pb-12">
        <h2 className="mb-3 text-xl font-bold">{t('Up next on this station')}</h2>
        <TrackTable tracks={upNext} source={{ type: 'radio', id: `${sourceId}:list` }} />
      </PageContainer>
    </div>
  );
}
