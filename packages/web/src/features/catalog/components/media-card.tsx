import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  Album,
  Artist,
  Genre,
  Playlist,
  Track,
} from '@tonearm/shared/catalog/catalog.schemas';
import { CoverImage } from '@/components/media/cover-image';
import { PlayButton, getPlayer, type PlaybackSource } from '@/features/player/public';
import { useCollectionPlayback } from '@/features/catalog/hooks/use-play-collection';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

interface CardShellProps {
  to: string;
  title: string;
  subtitle: ReactNode;
  image: string | null | undefined;
  kind: 'album' | 'playlist' | 'artist' | 'track' | 'genre';
  seed: number;
  play?: { source: Pick<PlaybackSource, 'type' | 'id'>; onPlay: () => void | Promise<void> };
  badge?: ReactNode;
  className?: string;
}

function CardShell({
  to,
  title,
  subtitle,
  image,
  kind,
  seed,
  play,
  badge,
  className,
}: CardShellProps) {
  const round = kind === 'artist';
  return (
    <div
      data-testid={`${kind}-card`}
      className={clsx(
        'group relative rounded-xl p-3 transition-colors hover:bg-hover focus-within:bg-hover',
        className,
      )}
    >
      <div className="relative">
        <CoverImage
          src={image}
          kind={kind}
          seed={seed}
          rounded={round ? 'full' : 'lg'}
          className="w-full shadow-md shadow-black/20 transition group-hover:shadow-xl"
        />
        {play ? (
          <div className="absolute right-2 bottom-2 z-10 translate-y-2 opacity-0 transition group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:translate-y-0 group-focus-within:opacity-100">
            <PlayButton source={play.source} onPlay={play.onPlay} label={title} size="md" />
          </div>
        ) : null}
      </div>
      <Link
        to={to}
        className={clsx(
          'mt-3 flex items-center gap-1 font-semibold outline-none after:absolute after:inset-0 after:content-[""]',
          round && 'justify-center',
        )}
      >
        <span className="truncate">{title}</span>
        {badge}
      </Link>
      <div className={clsx('mt-0.5 truncate text-sm text-muted', round && 'text-center')}>
        {subtitle}
      </div>
    </div>
  );
}

// Play buttons sit above the stretched link (after:absolute) so both stay clickable.
export function AlbumCard({ album }: { album: Album }) {
  const play = useCollectionPlayback('album', album);
  const year = album.release_date?.slice(0, 4);
  return (
    <CardShell
      to={paths.album(album)}
      title={album.name}
      subtitle={[year, album.artists.map((a) => a.name).join(', ') || album.type]
        .filter(Boolean)
        .join(' · ')}
      image={album.image}
      kind="album"
      seed={album.id}
      play={play}
    />
  );
}

export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const t = useTrans();
  const play = useCollectionPlayback('playlist', playlist);
  return (
    <CardShell
      to={paths.playlist(playlist)}
      title={playlist.name}
      subtitle={t('By :name', { name: playlist.owner.name })}
      image={playlist.image}
      kind="playlist"
      seed={playlist.id}
      play={play}
    />
  );
}

export function ArtistCard({ artist }: { artist: Artist }) {
  const t = useTrans();
  const play = useCollectionPlayback('artist', artist);
  return (
    <CardShell
      to={paths.artist(artist)}
      title={artist.name}
      subtitle={t('Artist')}
      image={artist.image}
      kind="artist"
      seed={artist.id}
      badge={
        artist.verified ? (
          <BadgeCheck aria-label={t('Verified artist')} className="size-4 shrink-0 text-sky-500" />
        ) : null
      }
      play={play}
    />
  );
}

export function TrackCard({
  track,
  list,
  index,
}: {
  track: Track;
  list?: Track[];
  index?: number;
}) {
  return (
    <CardShell
      to={paths.track(track)}
      title={track.name}
      subtitle={track.artists.map((a) => a.name).join(', ')}
      image={track.image ?? track.album?.image}
      kind="track"
      seed={track.album?.id ?? track.id}
      play={{
        source: { type: 'track', id: track.id },
        onPlay: () =>
          getPlayer().playList(list ?? [track], list ? (index ?? 0) : 0, {
            type: 'track',
            id: track.id,
          }),
      }}
    />
  );
}

export function GenreCard({ genre }: { genre: Genre }) {
  return (
    <Link
      to={paths.channel('genre', genre.slug)}
      data-testid="genre-card"
      className="group relative block aspect-[16/10] overflow-hidden rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <CoverImage
        src={genre.image}
        kind="genre"
        seed={genre.id}
        rounded="lg"
        className="absolute inset-0 size-full transition duration-500 group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-black/70 to-transparent" />
      <span className="absolute bottom-3 left-4 text-lg font-bold text-white drop-shadow">
        {genre.name}
      </span>
    </Link>
  );
}

/** What each kind of card grid lists. */
interface CardGridItems {
  albums: Album;
  artists: Artist;
  playlists: Playlist;
}

export type CardGridKind = keyof CardGridItems;
export type CardGridItem = CardGridItems[CardGridKind];

const GRID_CARDS: { [K in CardGridKind]: (item: CardGridItems[K]) => ReactNode } = {
  albums: (album) => <AlbumCard key={album.id} album={album} />,
  artists: (artist) => <ArtistCard key={artist.id} artist={artist} />,
  playlists: (playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />,
};

/** Albums, artists or playlists as a responsive grid of cards: the library, search and pages. */
export function CardGrid<K extends CardGridKind>({
  kind,
  items,
}: {
  kind: K;
  items: CardGridItems[K][];
}) {
  const card = GRID_CARDS[kind];
  return (
    <div className="-mx-3 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-6">
      {items.map((item) => card(item))}
    </div>
  );
}
