import { recordPlay } from '@/features/player/api/record-play';
import { getRadio } from '@/features/player/api/get-radio';
import { getStreamUrl } from '@/features/player/api/get-stream-url';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { connectMediaSession } from './media-session';
import { PlayerEngine, type PlayerEngineDeps } from './player-engine';

let engine: PlayerEngine | null = null;

function safeStorage(): PlayerEngineDeps['storage'] {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The channel every player of this site (each tab, each embed) listens on. */
const PLAYBACK_CHANNEL = 'tonearm:playback';

function openPlaybackChannel(): PlayerEngineDeps['playbackChannel'] {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PLAYBACK_CHANNEL);
}

/** The player.default_volume setting (0–100) as the engine's 0–1; full volume without it. */
function defaultVolume(): number {
  const setting = Number(getBootstrapData().settings['player.default_volume']);
  return Number.isFinite(setting) ? setting / 100 : 1;
}

/** The app's one player, created on first use with a real audio element. */
export function getPlayer(): PlayerEngine {
  if (engine) return engine;
  const audio = new Audio();
  audio.preload = 'auto';
  audio.setAttribute('data-testid', 'player-audio');
  // Kept in the DOM (hidden) so tests and devtools can find the element that plays.
  audio.hidden = true;
  document.body.appendChild(audio);
  let updateMediaSession: (e: PlayerEngine) => void = () => {};
  engine = new PlayerEngine({
    audio,
    storage: safeStorage(),
    defaultVolume: defaultVolume(),
    recordPlay,
    fetchStreamUrl: getStreamUrl,
    fetchRadio: async (radio, exclude) =>
      (await getRadio(radio.seedType, radio.seedId, exclude)).tracks,
    onMediaChange: (e) => updateMediaSession(e),
    playbackChannel: openPlaybackChannel(),
  });
  updateMediaSession = connectMediaSession(engine);
  return engine;
}

/** Tests swap in an engine with a fake audio element. */
export function setPlayerForTests(next: PlayerEngine | null): void {
  engine = next;
}
