import { Link } from 'react-router';
import { useTrack } from '@/features/catalog/api/get-track';
import { LikeButton, RepostButton } from '@/features/library/public';
import { SyncedLyrics, PlayButton, getPlayer } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { formatCount, formatDuration } from '@/lib/format-duration';
import { ArtistCredits, Dot, MediaHeader } from './media-header';
import { PageContainer, PageError } from '@/components/ui/page-state';
import { PageHeaderSkeleton } from '@/components/ui/skeletons';
import { TrackComments } from './track-comments';
import { ExplicitBadge } from './track-table';
import { TrackMenu } from './track-menu';
import { actionIconButton, CopyLinkButton, RadioLink } from './page-actions';
import { EditEntries } from './edit-entries';
import { useSeoTitle } from '@/lib/document-title';

/** Track: cover, play, like, lyrics that follow the player, comments on a timeline. */
export function TrackPage({ trackId }: { trackId: number }) {
  const t = useTrans();
  const { data, error, isLoading, refetch } = useTrack(trackId);
  useSeoTitle('track', data?.track);
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data) return <PageHeaderSkeleton />;
  const { track, lyrics } = data;
  return (
    <div data-testid="track-page">
      <MediaHeader
        image={track.image ?? track.album?.image}
        kind="track"
        seed={track.album?.id ?? track.id}
        eyebrow={t('Song')}
        title={track.name}
        description={track.description}
        meta={
          <>
            {track.explicit ? <ExplicitBadge /> : null}
            <ArtistCredits artists={track.artists} />
            {track.album ? (
              <>
                <Dot />
                <Link to={paths.album(track.album)} className="hover:underline">
                  {track.album.name}
                </Link>
              </>
            ) : null}
            <Dot />
            <span>{formatDuration(track.duration_ms)}</span>
            <Dot />
            <span>
              {t.choice(':count play|:count plays', track.plays_count, {
                count: formatCount(track.plays_count),
              })}
            </span>
          </>
        }
        actions={
          <>
            <PlayButton
              size="xl"
              source={{ type: 'track', id: track.id }}
              label={track.name}
              onPlay={() => getPlayer().playList([track], 0, { type: 'track', id: track.id })}
            />
            <LikeButton type="track" id={track.id} liked={track.liked} />
            <RepostButton type="track" item={track} />
            <RadioLink to={paths.radio('track', track)} label={t('Go to track radio')} />
            <CopyLinkButton path={paths.track(track)} />
            <TrackMenu track={track} className={actionIconButton} />
            <EditEntries kind="tracks" id={track.id} editable={track.editable} />
          </>
        }
      />
      <PageContainer className="grid gap-10 pb-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <section aria-labelledby="lyrics-heading">
          <h2 id="lyrics-heading" className="mb-4 text-xl font-bold md:text-2xl">
            {t('Lyrics')}
          </h2>
          <div
            tabIndex={0}
            role="region"
            aria-labelledby="lyrics-heading"
            className="max-h-[520px] overflow-y-auto rounded-2xl bg-bg-alt p-6"
          >
            {lyrics ? (
              <SyncedLyrics lyrics={lyrics} trackId={track.id} />
            ) : (
              <p className="text-muted">{t('No lyrics for this track yet.')}</p>
            )}
          </div>
        </section>
        <TrackComments track={track} />
      </PageContainer>
    </div>
  );
}
