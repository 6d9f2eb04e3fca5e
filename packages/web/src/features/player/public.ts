/**
 * What other features may use of the player: the engine (`getPlayer`, `usePlayer`…), the play
 * button and playing indicator, synced lyrics, and the radio and download fetchers. Lint allows only
 * this file. The player imports only the library's public entry.
 */
export { trackDownloadUrl } from './api/get-download-url';
export { radioQueryOptions } from './api/get-radio';
export { SyncedLyrics } from './components/lyrics-view';
export { PlayButton } from './components/play-button';
export { PlayingIndicator } from './components/playing-indicator';
export { SeekBar } from './components/seek-bar';
export { type PlaybackSource } from './engine/player-engine';
export { getPlayer } from './engine/player-instance';
export { useCurrentTrack, useIsPlaying, usePlayer, usePlayerState } from './hooks/use-player';
