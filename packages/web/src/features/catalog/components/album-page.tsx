import { AdSlot } from '@/features/ads/public';
import { Link } from 'react-router';
import { useAlbum } from '@/features/catalog/api/get-album';
import { LikeButton, RepostButton } from '@/features/library/public';
import { useLanguage, useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { formatLongDuration } from '@/lib/format-duration';
import { ArtistCredits, Dot, MediaHeader } from './media-header';
import { PageContainer, PageError } from '@/components/ui/page-state';
import { MediaPageSkeleton } from '@/components/ui/skeletons';
import { TrackTable } from './track-table';
import { CopyLinkButton, PlayCollectionButton, ShuffleCollectionButton } from './page-actions';
import { EditEntries } from './edit-entries';
import { useSeoTitle } from '@/lib/document-title';

const TYPE_LABELS = {
  album: 'Album',
  single: 'Single',
  ep: 'EP',
  compilation: 'Compilation',
} as const;

/** Album: cover, artists, year, type, play/shuffle, like, the track table. */
export function AlbumPage({ albumId }: { albumId: number }) {
  const t = useTrans();
  const language = useLanguage();
  const { data, error, isLoading, refetch } = useAlbum(albumId);
  useSeoTitle('album', data?.album);
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data) return <MediaPageSkeleton />;
  const { album } = data;
  const tracks = album.tracks ?? [];
  const year = album.release_date?.slice(0, 4);
  return (
    <div data-testid="album-page">
      <MediaHeader
        image={album.image}
        kind="album"
        seed={album.id}
        eyebrow={t(TYPE_LABELS[album.type])}
        title={album.name}
        description={album.description}
        meta={
          <>
            <ArtistCredits artists={album.artists} />
            {year ? (
              <>
                <Dot />
                <span>{year}</span>
              </>
            ) : null}
            <Dot />
            <span>
              {t.choice(':count track|:count tracks', album.tracks_count || tracks.length)}
            </span>
            <Dot />
            <span>{formatLongDuration(album.duration_ms)}</span>
          </>
        }
        actions={
          <>
            <PlayCollectionButton type="album" item={album} />
            <ShuffleCollectionButton type="album" item={album} />
            <LikeButton type="album" id={album.id} liked={album.liked} />
            <RepostButton type="album" item={album} />
            <CopyLinkButton path={paths.album(album)} />
            <EditEntries kind="albums" id={album.id} editable={album.editable} />
          </>
        }
      />
      <PageContainer className="pb-12">
        <AdSlot slot="album_above" className="mb-4" />
        <TrackTable
          tracks={tracks}
          source={{ type: 'album', id: album.id, name: album.name }}
          numbering="track-number"
          showCover={false}
          showAlbum={false}
        />
        {album.genres.length || album.tags.length ? (
          <div className="mt-8 flex flex-wrap gap-2">
            {album.genres.map((genre) => (
              <Link
                key={`g${genre.id}`}
                to={paths.channel('genre', genre.slug)}
                className="rounded-full bg-bg-alt px-3 py-1 text-sm hover:bg-hover"
              >
                {genre.name}
              </Link>
            ))}
            {album.tags.map((tag) => (
              <Link
                key={`t${tag.id}`}
                to={paths.tag(tag.slug)}
                className="rounded-full border border-divider px-3 py-1 text-sm hover:bg-hover"
              >
                #{tag.name}
              </Link>
            ))}
          </div>
        ) : null}
        {album.release_date ? (
          <p className="mt-6 text-sm text-muted">
            {new Date(album.release_date).toLocaleDateString(language, { dateStyle: 'long' })}
          </p>
        ) : null}
      </PageContainer>
    </div>
  );
}
