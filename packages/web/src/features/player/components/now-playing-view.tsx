import { ChevronDown, ListMusic } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ArtistLinks } from '@/components/media/artist-links';
import { CoverImage } from '@/components/media/cover-image';
import { LikeButton } from '@/features/library/public';
import { useCurrentTrack, usePlayerState } from '@/features/player/hooks/use-player';
import { setPlayerPanel } from '@/features/player/hooks/use-player-panel';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { TrackLyrics } from './lyrics-view';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';
import { Tooltip } from '@/components/ui/tooltip';

/** Full-screen now playing: big artwork over its own blurred colours, controls and lyrics. */
export function NowPlayingView() {
  const t = useTrans();
  const track = useCurrentTrack();
  const next = usePlayerState((state) => state.queue[state.currentIndex + 1]?.track ?? null);
  const image = track?.image ?? track?.album?.image ?? null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlayerPanel(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      aria-label={t('Now playing')}
      data-testid="now-playing"
      className="fixed inset-x-0 top-0 bottom-[var(--bottom-overlay-height,0px)] z-50 overflow-hidden bg-neutral-950 text-white md:top-[var(--navbar-height)]"
    >
      {image ? (
        <img
          aria-hidden
          src={image}
          alt=""
          className="absolute inset-0 size-full scale-125 object-cover opacity-50 blur-3xl saturate-150"
        />
      ) : null}
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-b from-black/30 via-black/50 to-black/85"
      />
      <div className="relative flex h-full flex-col overflow-y-auto">
        <div className="flex items-center justify-between px-4 py-3 md:px-8">
          <Tooltip label={t('Close now playing')}>
            <Button
              aria-label={t('Close now playing')}
              onPress={() => setPlayerPanel(null)}
              className="grid size-10 place-items-center rounded-full bg-white/10 outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
            >
              <ChevronDown aria-hidden className="size-6" />
            </Button>
          </Tooltip>
          <span className="text-xs font-semibold tracking-[0.2em] text-white/70 uppercase">
            {t('Now playing')}
          </span>
          <Tooltip label={t('Queue')}>
            <Button
              aria-label={t('Queue')}
              onPress={() => setPlayerPanel('queue')}
              className="grid size-10 place-items-center rounded-full bg-white/10 outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white"
            >
              <ListMusic aria-hidden className="size-5" />
            </Button>
          </Tooltip>
        </div>
        {track ? (
          <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-8 px-6 pb-8 md:grid-cols-2 md:gap-16 md:px-10">
            <div className="flex flex-col items-center md:items-stretch">
              <CoverImage
                src={image}
                kind="track"
                seed={track.album?.id ?? track.id}
                rounded="lg"
                className="w-full max-w-[min(70vw,440px)] shadow-2xl shadow-black/60 md:max-w-[480px]"
              />
              <div className="mt-6 flex w-full max-w-[480px] items-start justify-between gap-4">
                <div className="min-w-0">
                  <Link
                    to={paths.track(track)}
                    onClick={() => setPlayerPanel(null)}
                    className="block truncate text-2xl font-black tracking-tight hover:underline md:text-3xl"
                  >
                    {track.name}
                  </Link>
                  <ArtistLinks
                    artists={track.artists}
                    className="mt-1 block text-base text-white/75"
                  />
                </div>
                <LikeButton
                  type="track"
                  id={track.id}
                  liked={track.liked}
                  size="lg"
                  className="text-white/80 hover:text-white"
                />
              </div>
              <div className="mt-5 w-full max-w-[480px] [--range-track:rgb(255_255_255/0.25)] [&_span]:text-white/70">
                <SeekBar />
              </div>
              <TransportControls className="mt-3 [&_button]:text-white [&_button[data-testid=player-play-pause]]:bg-white [&_button[data-testid=player-play-pause]]:text-black" />
              <div className="mt-4 [--range-track:rgb(255_255_255/0.25)] max-md:hidden [&_button]:text-white/80">
                <VolumeControl />
              </div>
              {next ? (
                <p className="mt-6 w-full max-w-[480px] truncate text-sm text-white/60">
                  {t('Next up')}: <span className="text-white/85">{next.name}</span> ·{' '}
                  {next.artists.map((a) => a.name).join(', ')}
                </p>
              ) : null}
            </div>
            <div
              tabIndex={0}
              role="region"
              aria-label={t('Lyrics')}
              className="max-h-[60vh] overflow-y-auto rounded-2xl bg-black/25 p-6 backdrop-blur md:max-h-[70vh] md:p-8 [&_[data-testid=lyrics-line]]:text-white/40 [&_[data-testid=lyrics-line][aria-current=true]]:text-white"
            >
              <h2 className="mb-4 text-sm font-semibold tracking-[0.2em] text-white/60 uppercase">
                {t('Lyrics')}
              </h2>
              <TrackLyrics trackId={track.id} hasLyrics={track.has_lyrics} size="lg" />
            </div>
          </div>
        ) : (
          <p className="m-auto text-white/70">{t('Pick something to play')}</p>
        )}
      </div>
    </section>
  );
}
