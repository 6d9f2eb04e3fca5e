import { clsx } from 'clsx';
import { PlayStateIcon } from './play-state-icon';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { getPlayer } from '@/features/player/engine/player-instance';
import type { PlaybackSource } from '@/features/player/engine/player-engine';
import { useSourceState } from '@/features/player/hooks/use-source-state';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

export interface PlayButtonProps {
  source: Pick<PlaybackSource, 'type' | 'id'>;
  /** Starts playback of the source; pausing/resuming is handled here when it is already playing. */
  onPlay: () => void | Promise<void>;
  label: string;
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

/** The round primary play/pause button of a page header or card. */
export function PlayButton({ source, onPlay, label, size = 'lg', className }: PlayButtonProps) {
  const t = useTrans();
  const { isSource, isPlaying } = useSourceState(source);
  const [loading, setLoading] = useState(false);
  const box = size === 'xl' ? 'size-14' : size === 'lg' ? 'size-12' : 'size-10';
  const icon = size === 'md' ? 'size-4' : 'size-5';
  return (
    <Tooltip
      label={isPlaying ? t('Pause :name', { name: label }) : t('Play :name', { name: label })}
    >
      <Button
        aria-label={
          isPlaying ? t('Pause :name', { name: label }) : t('Play :name', { name: label })
        }
        data-testid="play-button"
        onPress={() => {
          if (isSource) return getPlayer().togglePlay();
          setLoading(true);
          void Promise.resolve(onPlay()).finally(() => setLoading(false));
        }}
        className={clsx(
          'grid shrink-0 place-items-center rounded-full bg-primary text-on-primary shadow-lg shadow-primary/30 outline-none transition hover:scale-105 hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-bg active:scale-95',
          box,
          className,
        )}
      >
        <PlayStateIcon busy={loading} playing={isPlaying} className={icon} />
      </Button>
    </Tooltip>
  );
}
