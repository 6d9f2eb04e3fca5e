import { clsx } from 'clsx';
import { Keyboard, ListMusic, Maximize2, MicVocal } from 'lucide-react';
import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ArtistLinks } from '@/components/media/artist-links';
import { CoverImage, TrackCover } from '@/components/media/cover-image';
import { LikeButton } from '@/features/library/public';
import { useCurrentTrack, usePlayerState } from '@/features/player/hooks/use-player';
import {
  setPlayerPanel,
  togglePlayerPanel,
  usePlayerPanel,
  type PlayerPanel,
} from '@/features/player/hooks/use-player-panel';
import { useBottomOverlayHeight } from '@/lib/bottom-overlay';
import { useTrans } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { paths } from '@/config/paths';
import { SeekBar } from './seek-bar';
import { NextButton, PlayPauseButton, TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';
import { Tooltip } from '@/components/ui/tooltip';

function PanelButton({
  panel,
  label,
  icon,
  testId,
}: {
  panel: Exclude<PlayerPanel, null>;
  label: string;
  icon: React.ReactNode;
  testId: string;
}) {
  const open = usePlayerPanel() === panel;
  return (
    <Tooltip label={label}>
      <Button
        aria-label={label}
        aria-pressed={open}
        data-testid={testId}
        onPress={() => togglePlayerPanel(panel)}
        className={clsx(
          'relative grid size-9 place-items-center rounded-full outline-none transition hover:text-fg focus-visible:ring-2 focus-visible:ring-primary',
          open ? 'text-primary hover:text-primary' : 'text-muted',
        )}
      >
        {icon}
      </Button>
    </Tooltip>
  );
}

/** The persistent player bar docked at the bottom of the player layout. */
export function PlayerBar() {
  const t = useTrans();
  const ref = useRef<HTMLDivElement>(null);
  const track = useCurrentTrack();
  const progress = usePlayerState((state) =>
    state.duration > 0 ? state.currentTime / state.duration : 0,
  );
  const isMobile = useIsMobile();
  useBottomOverlayHeight(ref, true);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('Player')}
      data-testid="player-bar"
      className="fixed inset-x-0 bottom-[var(--cookie-notice-bottom,0px)] z-40 border-t border-divider bg-chrome/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_30px_rgb(0_0_0/0.08)] backdrop-blur-xl"
    >
      {/* Mobile: a thin progress line over a compact row. */}
      {isMobile ? (
        <div aria-hidden className="h-0.5 bg-fg/10">
          <div
            className="h-full bg-primary transition-[width] duration-300"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
      ) : null}
      <div className="mx-auto grid h-16 max-w-[1800px] grid-cols-[minmax(0,1fr)_auto] items-center gap-3 px-3 md:h-[84px] md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:px-5">
        <div className="flex min-w-0 items-center gap-3">
          {track ? (
            <>
              <Tooltip label={t('Open now playing')}>
                <Button
                  aria-label={t('Open now playing')}
                  onPress={() => setPlayerPanel('now-playing')}
                  className="group relative shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <TrackCover track={track} className="size-12 shadow-md md:size-14" />
                </Button>
              </Tooltip>
              <div className="min-w-0">
                <Link
                  to={paths.track(track)}
                  data-testid="player-track-name"
                  className="block truncate text-sm font-semibold hover:underline"
                >
                  {track.name}
                </Link>
                <ArtistLinks artists={track.artists} className="block text-xs text-muted" />
              </div>
              {isMobile ? null : (
                <LikeButton type="track" id={track.id} liked={track.liked} size="sm" />
              )}
            </>
          ) : (
            <div className="flex items-center gap-3 text-sm text-muted">
              <CoverImage src={null} kind="track" className="size-12 opacity-50 md:size-14" />
              <span className="max-md:hidden">{t('Pick something to play')}</span>
            </div>
          )}
        </div>

        {isMobile ? null : (
          <div className="flex flex-col items-center gap-1">
            <TransportControls />
            <SeekBar className="max-w-[640px]" />
          </div>
        )}

        <div className="flex items-center justify-end gap-1">
          {isMobile ? (
            <div className="flex items-center gap-1">
              {track ? (
                <LikeButton type="track" id={track.id} liked={track.liked} size="sm" />
              ) : null}
              <PlayPauseButton />
              <NextButton />
            </div>
          ) : (
            <div className="flex items-center gap-0.5">
              <PanelButton
                panel="lyrics"
                label={t('Lyrics')}
                testId="player-lyrics-button"
                icon={<MicVocal aria-hidden className="size-[18px]" />}
              />
              <PanelButton
                panel="queue"
                label={t('Queue')}
                testId="player-queue-button"
                icon={<ListMusic aria-hidden className="size-[18px]" />}
              />
              <PanelButton
                panel="shortcuts"
                label={t('Keyboard shortcuts')}
                testId="player-shortcuts-button"
                icon={<Keyboard aria-hidden className="size-[18px]" />}
              />
              <VolumeControl />
              <PanelButton
                panel="now-playing"
                label={t('Now playing')}
                testId="player-now-playing-button"
                icon={<Maximize2 aria-hidden className="size-[18px]" />}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
