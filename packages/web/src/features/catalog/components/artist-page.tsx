import { AdSlot } from '@/features/ads/public';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { useArtist } from '@/features/catalog/api/get-artist';
import { useArtistTracks } from '@/features/catalog/api/get-artist-tracks';
import { LikeButton } from '@/features/library/public';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { SectionHeading } from './channel-content';
import { FollowButton } from './follow-button';
import { formatCount } from '@/lib/format-duration';
import { Dot, MediaHeader } from './media-header';
import { CardGrid } from './media-card';
import { PageContainer, PageError } from '@/components/ui/page-state';
import { CardGridSkeleton, MediaPageSkeleton, TrackListSkeleton } from '@/components/ui/skeletons';
import { TrackTable } from './track-table';
import { CopyLinkButton, PlayCollectionButton, RadioLink } from './page-actions';
import { EditEntries } from './edit-entries';
import { useSeoTitle } from '@/lib/document-title';

/**
 * Artist: header with image, verified badge, follow and play; top tracks (then, on "See more",
 * every track a page at a time), albums, similar artists, bio.
 */
export function ArtistPage({ artistId }: { artistId: number }) {
  const t = useTrans();
  const { data, error, isLoading, refetch } = useArtist(artistId);
  useSeoTitle('artist', data?.artist);
  const [showAll, setShowAll] = useState(false);
  // "See more" opens the artist's whole track list (the same order as the top tracks).
  const allTracks = useArtistTracks(artistId, showAll);
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data)
    return (
      <MediaPageSkeleton>
        <TrackListSkeleton rows={5} />
        <CardGridSkeleton />
      </MediaPageSkeleton>
    );
  const { artist, top_tracks: topTracks, albums, similar } = data;
  const shownTracks = showAll ? (allTracks.data?.items ?? topTracks) : topTracks.slice(0, 5);
  return (
    <div data-testid="artist-page">
      <MediaHeader
        image={artist.image}
        kind="artist"
        seed={artist.id}
        round
        eyebrow={
          artist.verified ? (
            <span className="inline-flex items-center gap-1.5 text-fg">
              <BadgeCheck aria-hidden className="size-4 fill-sky-500 text-white" />
              {t('Verified artist')}
            </span>
          ) : (
            t('Artist')
          )
        }
        title={artist.name}
        meta={
          <>
            <span>
              {t.choice(':count follower|:count followers', artist.followers_count, {
                count: formatCount(artist.followers_count),
              })}
            </span>
            <Dot />
            <span>
              {t.choice(':count play|:count plays', artist.plays_count, {
                count: formatCount(artist.plays_count),
              })}
            </span>
            {artist.genres.slice(0, 3).map((genre) => (
              <Link
                key={genre.id}
                to={paths.channel('genre', genre.slug)}
                className="rounded-full bg-fg/10 px-2.5 py-0.5 text-xs font-medium text-fg hover:bg-fg/20"
              >
                {genre.name}
              </Link>
            ))}
          </>
        }
        actions={
          <>
            <PlayCollectionButton type="artist" item={artist} />
            <FollowButton type="artist" id={artist.id} followed={artist.followed} />
            <LikeButton type="artist" id={artist.id} liked={artist.liked} />
            <RadioLink to={paths.radio('artist', artist)} label={t('Artist radio')} />
            <CopyLinkButton path={paths.artist(artist)} />
            <EditEntries kind="artists" id={artist.id} editable={artist.editable} />
          </>
        }
      />
      <PageContainer className="space-y-12 pb-12">
        <AdSlot slot="artist_top" className="mb-6" />
        {topTracks.length ? (
          <section aria-labelledby="top-tracks">
            <h2 id="top-tracks" className="mb-3 text-xl font-bold md:text-2xl">
              {t('Popular')}
            </h2>
            <TrackTable
              tracks={shownTracks}
              source={{ type: 'artist', id: artist.id, name: artist.name }}
              showAlbum
            />
            {showAll ? <InfiniteScrollSentinel query={allTracks} /> : null}
            {topTracks.length > 5 ? (
              <Button
                onPress={() => setShowAll(!showAll)}
                className="mt-2 rounded-full px-3 py-1.5 text-sm font-semibold text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
              >
                {showAll ? t('Show less') : t('See more')}
              </Button>
            ) : null}
          </section>
        ) : null}
        {albums.length ? (
          <section aria-label={t('Discography')}>
            <SectionHeading title={t('Discography')} />
            <CardGrid kind="albums" items={albums} />
          </section>
        ) : null}
        {similar.length ? (
          <section aria-label={t('Fans also like')}>
            <SectionHeading title={t('Fans also like')} />
            <CardGrid kind="artists" items={similar.slice(0, 6)} />
          </section>
        ) : null}
        {artist.bio ? (
          <section aria-labelledby="about" className="max-w-3xl">
            <h2 id="about" className="mb-3 text-xl font-bold md:text-2xl">
              {t('About')}
            </h2>
            <div className="rounded-2xl bg-bg-alt p-6 leading-relaxed whitespace-pre-line text-fg/85">
              {artist.bio}
            </div>
            {artist.links.length ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {artist.links.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="rounded-full border border-divider px-3 py-1 text-sm hover:bg-hover"
                    >
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        <AdSlot slot="artist_bottom" className="mt-8 md:mx-0" />
      </PageContainer>
    </div>
  );
}
