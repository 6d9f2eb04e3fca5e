import { clsx } from 'clsx';
import { Repeat, Repeat1, Shuffle, SkipBack, SkipForward, type LucideIcon } from 'lucide-react';
import { PlayStateIcon } from './play-state-icon';
import { Button } from 'react-aria-components';
import { Tooltip } from '@/components/ui/tooltip';
import { getPlayer } from '@/features/player/engine/player-instance';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';

const iconButton =
  'relative grid size-9 place-items-center rounded-full text-muted outline-none transition hover:text-fg hover:scale-105 focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-40';

export function PlayPauseButton({
  size = 'md',
  className,
}: {
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useTrans();
  const isPlaying = usePlayerState((state) => state.isPlaying);
  const isBuffering = usePlayerState((state) => state.isBuffering && state.isPlaying);
  const hasTrack = usePlayerState((state) => state.currentIndex >= 0);
  const box = size === 'lg' ? 'size-16' : 'size-10';
  const icon = size === 'lg' ? 'size-7' : 'size-5';
  return (
    <Tooltip label={isPlaying ? t('Pause') : t('Play')}>
      <Button
        aria-label={isPlaying ? t('Pause') : t('Play')}
        data-testid="player-play-pause"
        isDisabled={!hasTrack}
        onPress={() => getPlayer().togglePlay()}
        className={clsx(
          'grid shrink-0 place-items-center rounded-full bg-fg text-bg shadow outline-none transition hover:scale-105 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-bg active:scale-95 disabled:opacity-40',
          box,
          className,
        )}
      >
        <PlayStateIcon busy={isBuffering} playing={isPlaying} className={icon} />
      </Button>
    </Tooltip>
  );
}

/** A step through the queue, back or on; there is nowhere to step before a track is loaded. */
function SkipButton({
  label,
  testId,
  icon: Icon,
  onPress,
  className,
}: {
  label: string;
  testId: string;
  icon: LucideIcon;
  onPress: () => void;
  className?: string | undefined;
}) {
  const hasTrack = usePlayerState((state) => state.currentIndex >= 0);
  return (
    <Tooltip label={label}>
      <Button
        aria-label={label}
        data-testid={testId}
        isDisabled={!hasTrack}
        onPress={onPress}
        className={clsx(iconButton, 'text-fg', className)}
      >
        <Icon aria-hidden className="size-5 fill-current" />
      </Button>
    </Tooltip>
  );
}

export function PreviousButton({ className }: { className?: string }) {
  const t = useTrans();
  return (
    <SkipButton
      label={t('Previous')}
      testId="player-previous"
      icon={SkipBack}
      onPress={() => getPlayer().previous()}
      className={className}
    />
  );
}

export function NextButton({ className }: { className?: string }) {
  const t = useTrans();
  return (
    <SkipButton
      label={t('Next')}
      testId="player-next"
      icon={SkipForward}
      onPress={() => getPlayer().next()}
      className={className}
    />
  );
}

function ActiveDot({ on }: { on: boolean }) {
  return on ? (
    <span
      aria-hidden
      className="absolute bottom-0 left-1/2 size-1 -translate-x-1/2 rounded-full bg-primary"
    />
  ) : null;
}

export function ShuffleButton({ className }: { className?: string }) {
  const t = useTrans();
  const shuffle = usePlayerState((state) => state.shuffle);
  return (
    <Tooltip label={t('Shuffle')}>
      <Button
        aria-label={t('Shuffle')}
        aria-pressed={shuffle}
        data-testid="player-shuffle"
        onPress={() => getPlayer().toggleShuffle()}
        className={clsx(iconButton, shuffle && 'text-primary hover:text-primary', className)}
      >
        <Shuffle aria-hidden className="size-[18px]" />
        <ActiveDot on={shuffle} />
      </Button>
    </Tooltip>
  );
}

export function RepeatButton({ className }: { className?: string }) {
  const t = useTrans();
  const repeat = usePlayerState((state) => state.repeat);
  const label =
    repeat === 'off' ? t('Repeat: off') : repeat === 'all' ? t('Repeat: all') : t('Repeat: one');
  return (
    <Tooltip label={label}>
      <Button
        aria-label={label}
        data-testid="player-repeat"
        data-repeat={repeat}
        onPress={() => getPlayer().cycleRepeat()}
        className={clsx(
          iconButton,
          repeat !== 'off' && 'text-primary hover:text-primary',
          className,
        )}
      >
        {repeat === 'one' ? (
          <Repeat1 aria-hidden className="size-[18px]" />
        ) : (
          <Repeat aria-hidden className="size-[18px]" />
        )}
        <ActiveDot on={repeat !== 'off'} />
      </Button>
    </Tooltip>
  );
}

export function TransportControls({ className }: { className?: string }) {
  return (
    <div className={clsx('flex items-center justify-center gap-2 md:gap-3', className)}>
      <ShuffleButton />
      <PreviousButton />
      <PlayPauseButton />
      <NextButton />
      <RepeatButton />
    </div>
  );
}
