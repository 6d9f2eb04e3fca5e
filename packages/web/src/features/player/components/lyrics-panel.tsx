import { useCurrentTrack } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';
import { TrackLyrics } from './lyrics-view';
import { SidePanel } from './side-panel';

export function LyricsPanel() {
  const t = useTrans();
  const track = useCurrentTrack();
  return (
    <SidePanel title={t('Lyrics')} testId="lyrics-panel">
      <div className="p-6">
        {track ? (
          <TrackLyrics trackId={track.id} hasLyrics={track.has_lyrics} />
        ) : (
          <p className="text-muted">{t('Play a track to see its lyrics.')}</p>
        )}
      </div>
    </SidePanel>
  );
}
