import { lazy, Suspense, useCallback } from 'react';
import { useLike } from '@/features/library/public';
import { useCurrentTrack } from '@/features/player/hooks/use-player';
import { usePlayerPanel } from '@/features/player/hooks/use-player-panel';
import { usePlayerShortcuts } from '@/features/player/hooks/use-player-shortcuts';
import { PlayerBar } from './player-bar';

// The panels load when first opened (the first script carries only the bar); the queue
// alone brings the drag-and-drop library.
const QueuePanel = lazy(async () => ({ default: (await import('./queue-panel')).QueuePanel }));
const LyricsPanel = lazy(async () => ({ default: (await import('./lyrics-panel')).LyricsPanel }));
const NowPlayingView = lazy(async () => ({
  default: (await import('./now-playing-view')).NowPlayingView,
}));
const KeyboardShortcutsDialog = lazy(async () => ({
  default: (await import('./keyboard-shortcuts')).KeyboardShortcutsDialog,
}));

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
      <Suspense fallback={null}>
        {panel === 'queue' ? <QueuePanel /> : null}
        {panel === 'lyrics' ? <LyricsPanel /> : null}
        {panel === 'now-playing' ? <NowPlayingView /> : null}
        {panel === 'shortcuts' ? <KeyboardShortcutsDialog /> : null}
      </Suspense>
      <PlayerBar />
    </>
  );
}
