import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { effectiveVolume } from './loudness';
import { PlayRecorder } from './play-recorder';
import { moveItem, shuffled, toQueueItem, type QueueItem } from './queue';
import { StreamSources, type FetchStreamUrl } from './stream-sources';

export type RepeatMode = 'off' | 'all' | 'one';

/** What the queue was started from, so a page can show that its list is the one playing. */
export interface PlaybackSource {
  type:
    | 'album'
    | 'playlist'
    | 'artist'
    | 'channel'
    | 'search'
    | 'track'
    | 'radio'
    | 'queue'
    | 'library'
    | 'tag'
    | 'lyrics';
  id: string | number;
  name?: string;
}

export interface RadioSource {
  seedType: RadioSeedType;
  seedId: number;
}

export interface PlayerState {
  queue: QueueItem[];
  /** Index into `queue` of the current entry; -1 when nothing is loaded. */
  currentIndex: number;
  /** The queue's order before shuffle, restored when shuffle goes off. */
  unshuffledUids: string[] | null;
  shuffle: boolean;
  repeat: RepeatMode;
  isPlaying: boolean;
  isBuffering: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds, from the audio element (falls back to the track's duration). */
  duration: number;
  /** The listener's volume (the slider); the element plays it times the track's gain. */
  volume: number;
  muted: boolean;
  /** Volume normalisation to the target loudness; on unless turned off. */
  normalize: boolean;
  source: PlaybackSource | null;
  radio: RadioSource | null;
}

/** The parts of HTMLAudioElement the engine uses; tests pass a fake. */
export type AudioLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'volume'
  | 'muted'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
  | 'removeEventListener'
  | 'removeAttribute'
>;

/**
 * How the players of one site tell each other that one of them started: a BroadcastChannel,
 * which reaches every tab and every embed iframe of the same origin (and storage partition).
 */
export type PlaybackChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'
>;

/** What a player posts on the channel when it starts playing. */
interface PlayingMessage {
  type: 'playing';
  instance: string;
  /** When it started (ms since the epoch, sub-millisecond where the clock allows). */
  at: number;
}

/** A clock every tab and iframe of the machine shares, finer than Date.now() where it can be. */
function now(): number {
  return typeof performance === 'undefined'
    ? Date.now()
    : performance.timeOrigin + performance.now();
}

function isPlayingMessage(data: unknown): data is PlayingMessage {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as Partial<PlayingMessage>).type === 'playing' &&
    typeof (data as Partial<PlayingMessage>).instance === 'string' &&
    typeof (data as Partial<PlayingMessage>).at === 'number'
  );
}

function newInstanceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface PlayerEngineDeps {
  audio: AudioLike;
  /** POST tracks/{id}/plays. */
  recordPlay?: (trackId: number) => Promise<unknown>;
  /**
   * GET tracks/{id}/stream-url: the signed URL the audio is played from. Without it (tests, or
   * when it fails) the track's plain `src` is played.
   */
  fetchStreamUrl?: FetchStreamUrl;
  /** GET radio/{seedType}/{seedId}?exclude=…; resolves to more tracks for the station. */
  fetchRadio?: (radio: RadioSource, exclude: number[]) => Promise<Track[]>;
  storage?: KeyValueStorage | null;
  /** The volume (0–1) for a listener who has never set one (the player.default_volume setting). */
  defaultVolume?: number;
  random?: () => number;
  /** Called whenever the current track or play state changes (Media Session). */
  onMediaChange?: (engine: PlayerEngine) => void;
  /** Shared with the site's other players: starting one pauses the others. */
  playbackChannel?: PlaybackChannel | null;
}

const STORAGE_KEYS = {
  volume: 'player.volume',
  muted: 'player.muted',
  normalize: 'player.normalize',
} as const;
/** Going back restarts the current track when it has played longer than this (seconds). */
export const RESTART_THRESHOLD_S = 3;
/** A radio queue refills when this few tracks are left after the current one. */
export const RADIO_LOW_WATER = 3;
/** How many recent track ids a radio refill excludes so stations do not repeat soon. */
export const RADIO_EXCLUDE_WINDOW = 100;

type Listener = () => void;

function readVolume(
  storage: KeyValueStorage | null | undefined,
  defaultVolume = 1,
): {
  volume: number;
  muted: boolean;
} {
  const raw = Number(storage?.getItem(STORAGE_KEYS.volume) ?? '');
  const volume =
    storage?.getItem(STORAGE_KEYS.volume) != null && Number.isFinite(raw)
      ? Math.min(1, Math.max(0, raw))
      : Math.min(1, Math.max(0, defaultVolume));
  return { volume, muted: storage?.getItem(STORAGE_KEYS.muted) === 'true' };
}

/**
 * The web player, outside React: one audio element, a queue, shuffle, repeat,
 * radio refills and play recording. Components read it through `subscribe`/`getState`
 * (useSyncExternalStore) and call its methods.
 */
export class PlayerEngine {
  private state: PlayerState;
  private readonly listeners = new Set<Listener>();
  private readonly audio: AudioLike;
  private recorder: PlayRecorder | null = null;
  private radioRequest: Promise<void> | null = null;
  /** Bumped on each load so a stale play() rejection does not flip the state. */
  private loadToken = 0;
  /** Names this player on the playback channel. */
  readonly instanceId = newInstanceId();
  /** When this player last started playing, to tell which of two players started last. */
  private playingSince = 0;
  /** Signed stream URLs by track, when the app gives a way to ask for them. */
  private readonly sources: StreamSources | null;
  /** The load whose source was already renewed after an error (once per load). */
  private renewedLoad = -1;

  constructor(private readonly deps: PlayerEngineDeps) {
    this.audio = deps.audio;
    this.sources = deps.fetchStreamUrl ? new StreamSources(deps.fetchStreamUrl) : null;
    const { volume, muted } = readVolume(deps.storage, deps.defaultVolume);
    const normalize = deps.storage?.getItem(STORAGE_KEYS.normalize) !== 'false';
    this.audio.volume = volume;
    this.audio.muted = muted;
    this.state = {
      queue: [],
      currentIndex: -1,
      unshuffledUids: null,
      shuffle: false,
      repeat: 'off',
      isPlaying: false,
      isBuffering: false,
      currentTime: 0,
      duration: 0,
      volume,
      muted,
      normalize,
      source: null,
      radio: null,
    };
    this.audio.addEventListener('timeupdate', this.handleTimeUpdate);
    this.audio.addEventListener('durationchange', this.handleDurationChange);
    this.audio.addEventListener('ended', this.handleEnded);
    this.audio.addEventListener('play', this.handlePlay);
    this.audio.addEventListener('pause', this.handlePause);
    this.audio.addEventListener('waiting', this.handleWaiting);
    this.audio.addEventListener('playing', this.handlePlaying);
    this.audio.addEventListener('seeking', this.handleSeeking);
    this.audio.addEventListener('error', this.handleError);
    this.deps.playbackChannel?.addEventListener('message', this.handleChannelMessage);
  }

  // ---- store ----

  getState = (): PlayerState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(patch: Partial<PlayerState>, mediaChanged = false): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
    if (mediaChanged) this.deps.onMediaChange?.(this);
  }

  get currentItem(): QueueItem | null {
    return this.state.queue[this.state.currentIndex] ?? null;
  }

  get currentTrack(): Track | null {
    return this.currentItem?.track ?? null;
  }

  /** The entries after the current one. */
  get upcoming(): QueueItem[] {
    return this.state.queue.slice(this.state.currentIndex + 1);
  }

  // ---- starting playback ----

  /** Replaces the queue with `tracks` and plays the one at `startIndex` (spec: from any position). */
  playList(tracks: Track[], startIndex = 0, source: PlaybackSource | null = null): void {
    if (tracks.length === 0) return;
    const start = Math.min(Math.max(0, startIndex), tracks.length - 1);
    let queue = tracks.map(toQueueItem);
    let unshuffledUids: string[] | null = null;
    let currentIndex = start;
    if (this.state.shuffle) {
      unshuffledUids = queue.map((item) => item.uid);
      const first = queue[start]!;
      queue = [
        first,
        ...shuffled(
          queue.filter((item) => item !== first),
          this.deps.random,
        ),
      ];
      currentIndex = 0;
    }
    this.setState({ queue, unshuffledUids, currentIndex, source, radio: null });
    this.loadCurrent(true);
  }

  /** Starts an endless station: the first tracks now, more from GET radio/… as it runs low. */
  playRadio(radio: RadioSource, tracks: Track[], name?: string): void {
    if (tracks.length === 0) return;
    const queue = tracks.map(toQueueItem);
    this.setState({
      queue,
      unshuffledUids: null,
      shuffle: false,
      currentIndex: 0,
      source: { type: 'radio', id: `${radio.seedType}:${radio.seedId}`, name },
      radio,
    });
    this.loadCurrent(true);
    this.maybeRefillRadio();
  }

  /** Plays one track now, keeping the rest of the queue after it. */
  playNow(track: Track): void {
    const item = toQueueItem(track);
    const { queue, currentIndex } = this.state;
    const at = currentIndex + 1;
    const next = [...queue.slice(0, at), item, ...queue.slice(at)];
    this.setState({
      queue: next,
      currentIndex: at,
      unshuffledUids: this.withInsertedUid(item.uid, at),
    });
    this.loadCurrent(true);
  }

  /** Jumps to an entry already in the queue. */
  playAt(index: number): void {
    if (index < 0 || index >= this.state.queue.length) return;
    this.setState({ currentIndex: index });
    this.loadCurrent(true);
  }

  // ---- queue editing ----

  playNext(tracks: Track | Track[]): void {
    const items = (Array.isArray(tracks) ? tracks : [tracks]).map(toQueueItem);
    if (this.state.currentIndex < 0)
      return this.playList(
        items.map((i) => i.track),
        0,
        { type: 'queue', id: 'queue' },
      );
    const at = this.state.currentIndex + 1;
    const queue = [...this.state.queue.slice(0, at), ...items, ...this.state.queue.slice(at)];
    this.setState({
      queue,
      unshuffledUids: this.withInsertedUid(
        items.map((i) => i.uid),
        at,
      ),
    });
  }

  addToQueue(tracks: Track | Track[]): void {
    const items = (Array.isArray(tracks) ? tracks : [tracks]).map(toQueueItem);
    if (this.state.currentIndex < 0)
      return this.playList(
        items.map((i) => i.track),
        0,
        { type: 'queue', id: 'queue' },
      );
    this.setState({
      queue: [...this.state.queue, ...items],
      unshuffledUids: this.state.unshuffledUids
        ? [...this.state.unshuffledUids, ...items.map((i) => i.uid)]
        : null,
    });
  }

  /** Moves a queue entry; the current entry stays current wherever it goes. */
  moveInQueue(from: number, to: number): void {
    const current = this.currentItem;
    const queue = moveItem(this.state.queue, from, to);
    this.setState({ queue, currentIndex: current ? queue.indexOf(current) : -1 });
  }

  /** Moves an entry by uid (drag and drop / keyboard reordering in the queue panel). */
  moveUid(uid: string, toUid: string): void {
    const from = this.state.queue.findIndex((item) => item.uid === uid);
    const to = this.state.queue.findIndex((item) => item.uid === toUid);
    if (from >= 0 && to >= 0) this.moveInQueue(from, to);
  }

  removeFromQueue(uid: string): void {
    const index = this.state.queue.findIndex((item) => item.uid === uid);
    if (index < 0) return;
    const queue = this.state.queue.filter((item) => item.uid !== uid);
    const unshuffledUids = this.state.unshuffledUids?.filter((id) => id !== uid) ?? null;
    if (index === this.state.currentIndex) {
      if (queue.length === 0) return this.clearQueue();
      const currentIndex = Math.min(index, queue.length - 1);
      this.setState({ queue, unshuffledUids, currentIndex });
      this.loadCurrent(this.state.isPlaying);
      return;
    }
    const currentIndex =
      index < this.state.currentIndex ? this.state.currentIndex - 1 : this.state.currentIndex;
    this.setState({ queue, unshuffledUids, currentIndex });
  }

  /** Clears what is queued after the current track (the current one keeps playing). */
  clearQueue(): void {
    const current = this.currentItem;
    if (current && this.state.queue.length > 1) {
      this.setState({ queue: [current], currentIndex: 0, unshuffledUids: null, radio: null });
      return;
    }
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.recorder = null;
    this.setState(
      {
        queue: [],
        currentIndex: -1,
        unshuffledUids: null,
        isPlaying: false,
        currentTime: 0,
        duration: 0,
        source: null,
        radio: null,
      },
      true,
    );
  }

  // ---- transport ----

  play(): void {
    if (!this.currentItem) return;
    const token = this.loadToken;
    this.setState({ isPlaying: true }, true);
    void Promise.resolve(this.audio.play()).catch(() => {
      // Autoplay refused or the source failed: show the player paused, not stuck "playing".
      if (token === this.loadToken) this.setState({ isPlaying: false, isBuffering: false }, true);
    });
  }

  pause(): void {
    this.audio.pause();
    this.recorder?.interrupt();
    this.setState({ isPlaying: false }, true);
  }

  togglePlay(): void {
    if (this.state.isPlaying) this.pause();
    else this.play();
  }

  /** Manual next: repeat-one does not hold a listener on the same track when they skip. */
  next(): void {
    const { queue, currentIndex, repeat } = this.state;
    if (queue.length === 0) return;
    if (currentIndex + 1 < queue.length) {
      this.setState({ currentIndex: currentIndex + 1 });
      this.loadCurrent(true);
    } else if (repeat === 'all') {
      this.setState({ currentIndex: 0 });
      this.loadCurrent(true);
    } else if (this.state.radio) {
      void this.refillRadio().then(() => {
        if (this.state.currentIndex + 1 < this.state.queue.length) this.next();
      });
    }
  }

  /** spec: previous restarts the track when more than 3 s have played. */
  previous(): void {
    const { queue, currentIndex, repeat } = this.state;
    if (queue.length === 0) return;
    if (this.audio.currentTime > RESTART_THRESHOLD_S || (currentIndex === 0 && repeat !== 'all')) {
      this.seek(0);
      return;
    }
    this.setState({ currentIndex: currentIndex > 0 ? currentIndex - 1 : queue.length - 1 });
    this.loadCurrent(true);
  }

  /** Seconds. */
  seek(time: number): void {
    const duration = this.state.duration || (this.currentTrack?.duration_ms ?? 0) / 1000;
    const clamped = Math.max(0, duration ? Math.min(time, duration) : time);
    this.recorder?.interrupt();
    this.audio.currentTime = clamped;
    this.setState({ currentTime: clamped }, true);
  }

  seekBy(deltaSeconds: number): void {
    this.seek(this.audio.currentTime + deltaSeconds);
  }

  setVolume(volume: number): void {
    const clamped = Math.min(1, Math.max(0, volume));
    const muted = clamped === 0 ? this.state.muted : false;
    this.audio.muted = muted;
    this.deps.storage?.setItem(STORAGE_KEYS.volume, String(clamped));
    this.deps.storage?.setItem(STORAGE_KEYS.muted, String(muted));
    this.setState({ volume: clamped, muted });
    this.applyVolume();
  }

  /** Turns volume normalisation on or off (kept in local storage). */
  setNormalize(on: boolean): void {
    this.deps.storage?.setItem(STORAGE_KEYS.normalize, String(on));
    this.setState({ normalize: on });
    this.applyVolume();
  }

  /** The element plays the listener's volume times the current track's loudness gain. */
  private applyVolume(): void {
    this.audio.volume = effectiveVolume(
      this.state.volume,
      this.currentTrack?.loudness_lufs,
      this.state.normalize,
    );
  }

  toggleMute(): void {
    const muted = !this.state.muted;
    this.audio.muted = muted;
    this.deps.storage?.setItem(STORAGE_KEYS.muted, String(muted));
    this.setState({ muted });
  }

  toggleShuffle(): void {
    this.setShuffle(!this.state.shuffle);
  }

  /** Shuffling reorders what comes after the current track; turning it off restores the order. */
  setShuffle(on: boolean): void {
    if (on === this.state.shuffle) return;
    const current = this.currentItem;
    if (on) {
      const unshuffledUids = this.state.queue.map((item) => item.uid);
      const rest = this.state.queue.filter((item) => item !== current);
      const queue = current
        ? [current, ...shuffled(rest, this.deps.random)]
        : shuffled(rest, this.deps.random);
      this.setState({ shuffle: true, queue, unshuffledUids, currentIndex: current ? 0 : -1 });
      return;
    }
    const order = this.state.unshuffledUids;
    let queue = this.state.queue;
    if (order) {
      const byUid = new Map(queue.map((item) => [item.uid, item]));
      const restored = order
        .map((uid) => byUid.get(uid))
        .filter((item): item is QueueItem => !!item);
      const extra = queue.filter((item) => !order.includes(item.uid));
      queue = [...restored, ...extra];
    }
    this.setState({
      shuffle: false,
      queue,
      unshuffledUids: null,
      currentIndex: current ? queue.indexOf(current) : -1,
    });
  }

  /** off → all → one → off. */
  cycleRepeat(): void {
    const order: RepeatMode[] = ['off', 'all', 'one'];
    this.setRepeat(order[(order.indexOf(this.state.repeat) + 1) % order.length]!);
  }

  setRepeat(repeat: RepeatMode): void {
    this.setState({ repeat });
  }

  /** Swaps a track object in place (e.g. after liking it) without touching playback. */
  updateTrack(track: Track): void {
    if (!this.state.queue.some((item) => item.track.id === track.id)) return;
    this.setState({
      queue: this.state.queue.map((item) =>
        item.track.id === track.id ? { ...item, track: { ...item.track, ...track } } : item,
      ),
    });
  }

  destroy(): void {
    this.audio.pause();
    this.audio.removeEventListener('timeupdate', this.handleTimeUpdate);
    this.audio.removeEventListener('durationchange', this.handleDurationChange);
    this.audio.removeEventListener('ended', this.handleEnded);
    this.audio.removeEventListener('play', this.handlePlay);
    this.audio.removeEventListener('pause', this.handlePause);
    this.audio.removeEventListener('waiting', this.handleWaiting);
    this.audio.removeEventListener('playing', this.handlePlaying);
    this.audio.removeEventListener('seeking', this.handleSeeking);
    this.audio.removeEventListener('error', this.handleError);
    this.deps.playbackChannel?.removeEventListener('message', this.handleChannelMessage);
    this.deps.playbackChannel?.close();
    this.listeners.clear();
  }

  // ---- internals ----

  private withInsertedUid(uids: string | string[], at: number): string[] | null {
    const list = this.state.unshuffledUids;
    if (!list) return null;
    // While shuffled, explicitly queued tracks keep their place after the current one when
    // shuffle goes off too: insert them after the current entry in the original order.
    const currentUid = this.currentItem?.uid;
    const insertAt = currentUid ? list.indexOf(currentUid) + 1 : at;
    const added = Array.isArray(uids) ? uids : [uids];
    return [...list.slice(0, insertAt), ...added, ...list.slice(insertAt)];
  }

  /** A new playback of the current entry: new source, new play recorder. */
  private loadCurrent(autoplay: boolean): void {
    const track = this.currentTrack;
    if (!track) return;
    this.loadToken += 1;
    const load = this.loadToken;
    this.recorder = new PlayRecorder(track.duration_ms);
    const start = (src: string) => {
      this.audio.src = src;
      this.audio.currentTime = 0;
      this.applyVolume();
      if (autoplay) this.play();
      else this.setState({ isPlaying: false }, true);
    };
    this.setState(
      { currentTime: 0, duration: track.duration_ms / 1000, isBuffering: autoplay },
      true,
    );
    // The signed URL when one is at hand, else once it arrives (unless another load came first).
    const ready = this.sources ? this.sources.cached(track.id) : track.src;
    if (ready) start(ready);
    else {
      if (autoplay) this.setState({ isPlaying: true }, true);
      void this.sources!.get(track).then((src) => {
        if (load === this.loadToken) start(src);
      });
    }
    // The next entry's URL is asked now, so moving on to it needs no wait.
    const following = this.state.queue[this.state.currentIndex + 1]?.track;
    if (following && this.sources) void this.sources.get(following);
    this.maybeRefillRadio();
  }

  /**
   * A source that failed (a signed URL that expired during a long pause, or that the server no
   * longer honours): ask for a new URL once and go on from the same time.
   */
  private handleError = (): void => {
    const track = this.currentTrack;
    if (!track || !this.sources || this.renewedLoad === this.loadToken) return;
    const load = (this.renewedLoad = this.loadToken);
    const at = this.audio.currentTime;
    const resume = this.state.isPlaying;
    this.sources.forget(track.id);
    void this.sources.get(track).then((src) => {
      if (load !== this.loadToken) return;
      this.audio.src = src;
      this.audio.currentTime = at;
      if (resume) this.play();
    });
  };

  private restartCurrent(): void {
    const track = this.currentTrack;
    if (!track) return;
    this.recorder = new PlayRecorder(track.duration_ms);
    this.audio.currentTime = 0;
    this.setState({ currentTime: 0 });
    this.play();
  }

  private maybeRefillRadio(): void {
    if (!this.state.radio) return;
    if (this.state.queue.length - this.state.currentIndex - 1 >= RADIO_LOW_WATER) return;
    void this.refillRadio();
  }

  private refillRadio(): Promise<void> {
    const radio = this.state.radio;
    if (!radio || !this.deps.fetchRadio) return Promise.resolve();
    if (this.radioRequest) return this.radioRequest;
    const exclude = [
      ...new Set(this.state.queue.map((item) => item.track.id).slice(-RADIO_EXCLUDE_WINDOW)),
    ];
    this.radioRequest = this.deps
      .fetchRadio(radio, exclude)
      .then((tracks) => {
        if (this.state.radio !== radio) return;
        const known = new Set(exclude);
        const fresh = tracks.filter((track) => !known.has(track.id));
        if (fresh.length)
          this.setState({ queue: [...this.state.queue, ...fresh.map(toQueueItem)] });
      })
      .catch(() => undefined)
      .finally(() => {
        this.radioRequest = null;
      });
    return this.radioRequest;
  }

  private record(): void {
    const track = this.currentTrack;
    if (track && this.deps.recordPlay) void this.deps.recordPlay(track.id).catch(() => undefined);
  }

  private handleTimeUpdate = (): void => {
    const time = this.audio.currentTime;
    if (this.state.isPlaying && !this.audio.paused && this.recorder?.tick(time * 1000))
      this.record();
    this.setState({ currentTime: time });
  };

  private handleDurationChange = (): void => {
    const duration = this.audio.duration;
    if (Number.isFinite(duration) && duration > 0) this.setState({ duration }, true);
  };

  private handleEnded = (): void => {
    if (this.recorder?.ended()) this.record();
    const { repeat, currentIndex, queue } = this.state;
    if (repeat === 'one') return this.restartCurrent();
    if (currentIndex + 1 < queue.length || repeat === 'all' || this.state.radio) {
      this.next();
      return;
    }
    // The end of the queue: stop on the last track, ready to play it again.
    this.audio.currentTime = 0;
    this.recorder = new PlayRecorder(this.currentTrack?.duration_ms ?? 0);
    this.setState({ isPlaying: false, currentTime: 0 }, true);
  };

  private handlePlay = (): void => {
    // Whatever started it (a button, a media key, the next track), the site's other players
    // (tabs, embeds on one page) stop: two of them never play over each other.
    this.playingSince = now();
    const message: PlayingMessage = {
      type: 'playing',
      instance: this.instanceId,
      at: this.playingSince,
    };
    this.deps.playbackChannel?.postMessage(message);
    if (!this.state.isPlaying) this.setState({ isPlaying: true }, true);
  };

  private handleChannelMessage = (event: Event): void => {
    const { data } = event as MessageEvent<unknown>;
    if (!isPlayingMessage(data) || data.instance === this.instanceId) return;
    if (!this.state.isPlaying && this.audio.paused) return;
    // Messages arrive a moment late: two players started together must agree on which one
    // goes on (the later start; the larger id on a tie), not pause each other.
    const isOlder =
      data.at > this.playingSince ||
      (data.at === this.playingSince && data.instance > this.instanceId);
    if (isOlder) this.pause();
  };

  private handlePause = (): void => {
    this.recorder?.interrupt();
    // `ended` fires after `pause`; leave isPlaying to the ended handler then.
    if (this.state.isPlaying && !(this.audio as HTMLAudioElement).ended)
      this.setState({ isPlaying: false }, true);
  };

  private handleWaiting = (): void => this.setState({ isBuffering: true });

  private handlePlaying = (): void => this.setState({ isBuffering: false });

  private handleSeeking = (): void => this.recorder?.interrupt();
}
