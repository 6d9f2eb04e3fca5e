import type { PlayerEngine } from './player-engine';

/**
 * Mirrors the engine into the Media Session API: metadata with artwork for the OS media
 * controls, hardware/lock-screen keys as action handlers, and the position state.
 */
export function connectMediaSession(
  engine: PlayerEngine,
  session: MediaSession | undefined = globalThis.navigator?.mediaSession,
): (e: PlayerEngine) => void {
  if (!session) return () => {};
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => engine.play()],
    ['pause', () => engine.pause()],
    ['previoustrack', () => engine.previous()],
    ['nexttrack', () => engine.next()],
    ['seekbackward', (details) => engine.seekBy(-(details.seekOffset ?? 10))],
    ['seekforward', (details) => engine.seekBy(details.seekOffset ?? 10)],
    ['seekto', (details) => engine.seek(details.seekTime ?? 0)],
    ['stop', () => engine.pause()],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers throw for actions they do not support; the rest still work.
    }
  }
  let lastTrackId: number | null = null;
  return (current) => {
    const state = current.getState();
    const track = current.currentTrack;
    if (!track) {
      session.metadata = null;
      session.playbackState = 'none';
      lastTrackId = null;
      return;
    }
    if (track.id !== lastTrackId && typeof MediaMetadata !== 'undefined') {
      lastTrackId = track.id;
      const image = track.image ?? track.album?.image ?? null;
      session.metadata = new MediaMetadata({
        title: track.name,
        artist: track.artists.map((artist) => artist.name).join(', '),
        album: track.album?.name ?? '',
        artwork: image
          ? [96, 256, 512].map((size) => ({
              src: new URL(image, location.href).href,
              sizes: `${size}x${size}`,
            }))
          : [],
      });
    }
    session.playbackState = state.isPlaying ? 'playing' : 'paused';
    const duration = state.duration || track.duration_ms / 1000;
    if (session.setPositionState && duration > 0) {
      try {
        session.setPositionState({
          duration,
          position: Math.min(state.currentTime, duration),
          playbackRate: 1,
        });
      } catch {
        // An out-of-range position while a new source loads; the next update fixes it.
      }
    }
  };
}
