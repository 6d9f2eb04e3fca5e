import { clsx } from 'clsx';
import { useAlbum } from '@/features/catalog/api/get-album';
import { useTrack } from '@/features/catalog/api/get-track';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { CoverImage } from '@/components/media/cover-image';
import { formatDuration } from '@/lib/format-duration';
import {
  getPlayer,
  type PlaybackSource,
  usePlayerState,
  PlayingIndicator,
  PlayButton,
  SeekBar,
} from '@/features/player/public';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

interface EmbedCardProps {
  title: string;
  subtitle: string;
  image: string | null;
  seed: number;
  href: string;
  tracks: Track[];
  source: PlaybackSource;
}

/** A compact card player for iframes: artwork, play/pause, seek, and the track list for albums. */
function EmbedCard({ title, subtitle, image, seed, href, tracks, source }: EmbedCardProps) {
  const t = useTrans();
  const siteName = useSetting<string>('branding.site_name');
  const currentId = usePlayerState((state) => state.queue[state.currentIndex]?.track.id ?? null);
  const isPlaying = usePlayerState((state) => state.isPlaying);
  const current = tracks.find((track) => track.id === currentId);
  return (
    <div
      className="relative isolate flex h-full min-h-[152px] flex-col overflow-hidden rounded-xl bg-neutral-900 text-white"
      data-testid="embed-player"
    >
      {image ? (
        <img
          aria-hidden
          src={image}
          alt=""
          className="absolute inset-0 -z-10 size-full scale-125 object-cover opacity-45 blur-2xl"
        />
      ) : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-black/40" />
      <div className="flex items-center gap-4 p-4">
        <CoverImage src={image} seed={seed} className="size-24 shadow-xl sm:size-28" />
        <div className="min-w-0 flex-1">
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-lg font-bold hover:underline"
          >
            {title}
          </a>
          <p className="truncate text-sm text-white/75">{subtitle}</p>
          {current && tracks.length > 1 ? (
            <p className="mt-1 truncate text-xs text-white/60">{current.name}</p>
          ) : null}
          <div className="mt-3 flex items-center gap-3">
            <PlayButton
              source={source}
              label={title}
              size="lg"
              onPlay={() => getPlayer().playList(tracks, 0, source)}
            />
            <SeekBar
              className="[--range-track:rgb(255_255_255/0.25)] [&_span]:text-white/70"
              knownDuration={(tracks[0]?.duration_ms ?? 0) / 1000}
            />
          </div>
        </div>
      </div>
      {tracks.length > 1 ? (
        <ol className="min-h-0 flex-1 overflow-y-auto border-t border-white/10 px-2 py-1">
          {tracks.map((track, index) => (
            <li key={track.id}>
              <button
                type="button"
                data-testid="embed-track"
                onClick={() =>
                  currentId === track.id
                    ? getPlayer().togglePlay()
                    : getPlayer().playList(tracks, index, source)
                }
                className={clsx(
                  'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-white/10',
                  currentId === track.id && 'text-primary',
                )}
              >
                <span className="w-5 text-right text-white/60 tabular-nums">
                  {currentId === track.id ? <PlayingIndicator isPlaying={isPlaying} /> : index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate">{track.name}</span>
                <span className="text-xs text-white/60 tabular-nums">
                  {formatDuration(track.duration_ms)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <a
        href="/"
        target="_blank"
        rel="noopener noreferrer"
        className="absolute top-3 right-4 text-xs font-bold tracking-wide text-white/70 hover:text-white"
      >
        {siteName || t('Tonearm')}
      </a>
    </div>
  );
}

function EmbedMessage({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid h-full min-h-[152px] place-items-center rounded-xl bg-neutral-900 p-4 text-sm text-white/70">
      {children}
    </div>
  );
}

export function TrackEmbed({ trackId }: { trackId: number }) {
  const t = useTrans();
  const { data, error } = useTrack(trackId);
  if (error) return <EmbedMessage>{t('This track is not available.')}</EmbedMessage>;
  if (!data) return <EmbedMessage>{t('Loading…')}</EmbedMessage>;
  const { track } = data;
  return (
    <EmbedCard
      title={track.name}
      subtitle={track.artists.map((a) => a.name).join(', ')}
      image={track.image ?? track.album?.image ?? null}
      seed={track.album?.id ?? track.id}
      href={paths.track(track)}
      tracks={[track]}
      source={{ type: 'track', id: track.id }}
    />
  );
}

export function AlbumEmbed({ albumId }: { albumId: number }) {
  const t = useTrans();
  const { data, error } = useAlbum(albumId);
  if (error) return <EmbedMessage>{t('This album is not available.')}</EmbedMessage>;
  if (!data) return <EmbedMessage>{t('Loading…')}</EmbedMessage>;
  const { album } = data;
  return (
    <EmbedCard
      title={album.name}
      subtitle={album.artists.map((a) => a.name).join(', ')}
      image={album.image}
      seed={album.id}
      href={paths.album(album)}
      tracks={album.tracks ?? []}
      source={{ type: 'album', id: album.id }}
    />
  );
}
