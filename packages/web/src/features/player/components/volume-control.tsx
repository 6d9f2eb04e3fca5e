import { AudioLines, Volume, Volume1, Volume2, VolumeX } from 'lucide-react';
import { Button } from 'react-aria-components';
import { getPlayer } from '@/features/player/engine/player-instance';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';
import { RangeBar } from './seek-bar';
import { Tooltip } from '@/components/ui/tooltip';

export function VolumeControl() {
  const t = useTrans();
  const volume = usePlayerState((state) => state.volume);
  const muted = usePlayerState((state) => state.muted);
  const normalize = usePlayerState((state) => state.normalize);
  const effective = muted ? 0 : volume;
  const Icon =
    effective === 0 ? VolumeX : effective < 0.34 ? Volume : effective < 0.67 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <Tooltip label={muted ? t('Unmute') : t('Mute')}>
        <Button
          aria-label={muted ? t('Unmute') : t('Mute')}
          aria-pressed={muted}
          data-testid="player-mute"
          onPress={() => getPlayer().toggleMute()}
          className="grid size-9 place-items-center rounded-full text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Icon aria-hidden className="size-5" />
        </Button>
      </Tooltip>
      <RangeBar
        value={Math.round(effective * 100)}
        max={100}
        label={t('Volume')}
        valueText={`${Math.round(effective * 100)}%`}
        testId="volume-slider"
        onChange={(value) => getPlayer().setVolume(value / 100)}
        className="w-24"
      />
      <Tooltip label={t('Normalize volume')}>
        <Button
          aria-label={t('Normalize volume')}
          aria-pressed={normalize}
          data-testid="player-normalize"
          onPress={() => getPlayer().setNormalize(!normalize)}
          className="grid size-9 place-items-center rounded-full text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary aria-pressed:text-primary"
        >
          <AudioLines aria-hidden className="size-[18px]" />
        </Button>
      </Tooltip>
    </div>
  );
}
