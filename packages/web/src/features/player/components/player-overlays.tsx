import { useCallback } from 'react';
import { useLike } from '@/features/library/hooks/use-like';
import { useCurrentTrack } from '@/features/player/hooks/use-player';
import { usePlayerPanel } from '@/features/player/hooks/use-player-panel';
import { usePlayerShortcuts } from '@/features/player/hooks/use-player-shortcuts';
import { KeyboardShortcutsDialog } from './keyboard-shortcuts';
import { LyricsPanel } from './lyrics-panel';
import { NowPlayingView } from './now-playing-view';
import { PlayerBar } from './player-bar';
import { QueuePanel } from './queue-panel';

/** Everything of the player that persists across pages: the bar, its panels and shortcuts. */
export function PersistentPlayer() {
  const panel = usePlayerPanel();
  const track = useCurrentTrack();
  const { toggle } = useLike('track', track?.id ?? 0, track?.liked);
  const onLike = useCallback(() => {
    if (track) toggle();
  }, [track, toggle]);
  usePlayerShortcuts(onLike);
  return (
    <>
      {panel === 'queue' ? <QueuePanel /> : null}
      {panel === 'lyrics' ? <LyricsPanel /> : null}
      {panel === 'now-playing' ? <NowPlayingView /> : null}
      {panel === 'shortcuts' ? <KeyboardShortcutsDialog /> : null}
      <PlayerBar />
    </>
  );
}
