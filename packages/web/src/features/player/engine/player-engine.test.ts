import { describe, expect, it, vi } from 'vitest';
import { testTrack as track } from '@/test/test-track';
import { FakeAudio } from '@/test/fake-audio';
import { PlayerEngine, type PlayerEngineDeps } from './player-engine';
import { memoryStorage } from '@/test/memory-storage';

function setup(deps: Partial<PlayerEngineDeps> = {}) {
  const audio = new FakeAudio();
  const recordPlay = vi.fn(() => Promise.resolve());
  // A fixed "random" makes Fisher–Yates reverse-ish but deterministic.
  const engine = new PlayerEngine({ audio, recordPlay, random: () => 0, ...deps });
  const ids = () => engine.getState().queue.map((item) => item.track.id);
  const currentId = () => engine.currentTrack?.id;
  return { audio, engine, recordPlay, ids, currentId };
}

const tracks = (...ids: number[]) => ids.map((id) => track(id));

describe('player queue', () => {
  it('plays a list from the chosen position', () => {
    const { engine, audio, currentId } = setup();
    engine.playList(tracks(1, 2, 3), 1, { type: 'album', id: 9 });
    expect(currentId()).toBe(2);
    expect(audio.src).toBe('/api/v1/tracks/2/stream');
    expect(engine.getState().isPlaying).toBe(true);
    expect(engine.getState().source).toEqual({ type: 'album', id: 9 });
  });

  it('goes to the next and previous track', () => {
    const { engine, currentId } = setup();
    engine.playList(tracks(1, 2, 3));
    engine.next();
    expect(currentId()).toBe(2);
    engine.previous();
    expect(currentId()).toBe(1);
  });

  it('restarts the track instead of going back when more than 3 s have played', () => {
    const { engine, audio, currentId } = setup();
    engine.playList(tracks(1, 2));
    engine.next();
    audio.advance(4);
    engine.previous();
    expect(currentId()).toBe(2);
    expect(audio.currentTime).toBe(0);
  });

  it('plays next, adds to the queue, removes and clears', () => {
    const { engine, ids, currentId } = setup();
    engine.playList(tracks(1, 2));
    engine.addToQueue(track(5));
    engine.playNext(track(4));
    expect(ids()).toEqual([1, 4, 2, 5]);
    const uidOf4 = engine.getState().queue[1]!.uid;
    engine.removeFromQueue(uidOf4);
    expect(ids()).toEqual([1, 2, 5]);
    engine.clearQueue();
    expect(ids()).toEqual([1]);
    expect(currentId()).toBe(1);
  });

  it('reorders the queue and keeps the current track current', () => {
    const { engine, ids, currentId } = setup();
    engine.playList(tracks(1, 2, 3, 4), 1);
    engine.moveInQueue(3, 0);
    expect(ids()).toEqual([4, 1, 2, 3]);
    expect(currentId()).toBe(2);
    expect(engine.getState().currentIndex).toBe(2);
  });

  it('play now inserts the track after the current one and plays it', () => {
    const { engine, ids, currentId } = setup();
    engine.playList(tracks(1, 2));
    engine.playNow(track(7));
    expect(ids()).toEqual([1, 7, 2]);
    expect(currentId()).toBe(7);
  });

  it('stops at the end of the queue when repeat is off', () => {
    const { engine, audio, currentId } = setup();
    engine.playList(tracks(1, 2), 1);
    audio.finish();
    expect(currentId()).toBe(2);
    expect(engine.getState().isPlaying).toBe(false);
  });
});

describe('shuffle and repeat', () => {
  it('shuffles what follows the current track and restores the order when turned off', () => {
    const { engine, ids, currentId } = setup({ random: () => 0.5 });
    engine.playList(tracks(1, 2, 3, 4, 5), 2);
    engine.toggleShuffle();
    expect(ids()[0]).toBe(3);
    expect([...ids()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(ids()).not.toEqual([3, 1, 2, 4, 5]);
    engine.toggleShuffle();
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(currentId()).toBe(3);
  });

  it('starts a shuffled list with the chosen track', () => {
    const { engine, ids, currentId } = setup();
    engine.setShuffle(true);
    engine.playList(tracks(1, 2, 3, 4), 2);
    expect(currentId()).toBe(3);
    expect(engine.getState().currentIndex).toBe(0);
    expect([...ids()].sort()).toEqual([1, 2, 3, 4]);
  });

  it('cycles repeat off, all, one', () => {
    const { engine } = setup();
    expect(engine.getState().repeat).toBe('off');
    engine.cycleRepeat();
    expect(engine.getState().repeat).toBe('all');
    engine.cycleRepeat();
    expect(engine.getState().repeat).toBe('one');
    engine.cycleRepeat();
    expect(engine.getState().repeat).toBe('off');
  });

  it('repeat all wraps from the last track to the first', () => {
    const { engine, audio, currentId } = setup();
    engine.playList(tracks(1, 2), 1);
    engine.setRepeat('all');
    audio.finish();
    expect(currentId()).toBe(1);
    expect(engine.getState().isPlaying).toBe(true);
  });

  it('repeat one replays the same track when it ends, but next still skips', () => {
    const { engine, audio, currentId } = setup();
    engine.playList(tracks(1, 2));
    engine.setRepeat('one');
    audio.advance(5);
    audio.finish();
    expect(currentId()).toBe(1);
    expect(audio.currentTime).toBe(0);
    engine.next();
    expect(currentId()).toBe(2);
  });
});

describe('volume', () => {
  it('remembers volume and mute in storage', () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.engine.setVolume(0.4);
    first.engine.toggleMute();
    const second = setup({ storage });
    expect(second.engine.getState().volume).toBe(0.4);
    expect(second.engine.getState().muted).toBe(true);
    expect(second.audio.volume).toBe(0.4);
    expect(second.audio.muted).toBe(true);
  });

  it('starts at the site default volume until the listener sets one', () => {
    const storage = memoryStorage();
    const first = setup({ storage, defaultVolume: 0.6 });
    expect(first.engine.getState().volume).toBe(0.6);
    expect(first.audio.volume).toBe(0.6);
    first.engine.setVolume(0.3);
    expect(setup({ storage, defaultVolume: 0.6 }).engine.getState().volume).toBe(0.3);
  });
});

describe('play recording', () => {
  it('records a play once after 30 s of listening', () => {
    const { engine, audio, recordPlay } = setup();
    engine.playList(tracks(1));
    audio.advance(29);
    expect(recordPlay).not.toHaveBeenCalled();
    audio.advance(2);
    expect(recordPlay).toHaveBeenCalledTimes(1);
    expect(recordPlay).toHaveBeenCalledWith(1);
    audio.advance(60);
    expect(recordPlay).toHaveBeenCalledTimes(1);
  });

  it('counts listening time, not position: seeking ahead does not record a play', () => {
    const { engine, audio, recordPlay } = setup();
    engine.playList(tracks(1));
    audio.advance(5);
    engine.seek(100);
    audio.advance(10);
    expect(recordPlay).not.toHaveBeenCalled();
    audio.advance(16);
    expect(recordPlay).toHaveBeenCalledTimes(1);
  });

  it('does not count time while paused', () => {
    const { engine, audio, recordPlay } = setup();
    engine.playList(tracks(1));
    audio.advance(20);
    engine.pause();
    audio.currentTime += 20;
    audio.dispatchEvent(new Event('timeupdate'));
    expect(recordPlay).not.toHaveBeenCalled();
  });

  it('records a shorter track at its end', () => {
    const { engine, audio, recordPlay } = setup();
    engine.playList([track(3, 12)]);
    audio.advance(12);
    expect(recordPlay).not.toHaveBeenCalled();
    audio.finish();
    expect(recordPlay).toHaveBeenCalledWith(3);
  });

  it('records a new play for each playback, repeat one included', () => {
    const { engine, audio, recordPlay } = setup();
    engine.playList([track(3, 40)]);
    engine.setRepeat('one');
    audio.advance(31);
    audio.finish();
    audio.advance(31);
    expect(recordPlay).toHaveBeenCalledTimes(2);
  });
});

describe('radio', () => {
  it('fetches more tracks as the station runs low, excluding what it played', async () => {
    const fetchRadio = vi.fn((_radio: unknown, exclude: number[]) => {
      const start = Math.max(...exclude) + 1;
      return Promise.resolve(tracks(start, start + 1, start + 2));
    });
    const { engine, ids } = setup({ fetchRadio });
    engine.playRadio({ seedType: 'artist', seedId: 4 }, tracks(1, 2));
    await vi.waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5]));
    expect(fetchRadio).toHaveBeenCalledWith({ seedType: 'artist', seedId: 4 }, [1, 2]);
    engine.next();
    engine.next();
    await vi.waitFor(() => expect(ids().length).toBe(8));
    expect(fetchRadio.mock.calls[1]![1]).toEqual([1, 2, 3, 4, 5]);
  });

  it('drops tracks the station already played', async () => {
    const fetchRadio = vi.fn(() => Promise.resolve(tracks(1, 2, 9)));
    const { engine, ids } = setup({ fetchRadio });
    engine.playRadio({ seedType: 'track', seedId: 1 }, tracks(1, 2));
    await vi.waitFor(() => expect(ids()).toEqual([1, 2, 9]));
  });
});

describe('autoplay refusal', () => {
  it('shows the player paused when the browser refuses to play', async () => {
    const { engine, audio } = setup();
    audio.rejectPlay = true;
    engine.playList(tracks(1));
    await vi.waitFor(() => expect(engine.getState().isPlaying).toBe(false));
  });
});

describe('players of one site', () => {
  /** Two players, each on its own end of one channel, as two tabs or two embeds would be. */
  function twoPlayers() {
    const name = `playback-test-${Math.random()}`;
    const first = setup({ playbackChannel: new BroadcastChannel(name) });
    const second = setup({ playbackChannel: new BroadcastChannel(name) });
    const close = () => [first, second].forEach((player) => player.engine.destroy());
    return { name, first, second, close };
  }

  const moment = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('starting one pauses the other, and the other way round', async () => {
    const { first, second, close } = twoPlayers();
    first.engine.playList(tracks(1, 2));
    await moment();
    second.engine.playList(tracks(3));
    await vi.waitFor(() => expect(first.engine.getState().isPlaying).toBe(false));
    expect(first.audio.paused).toBe(true);
    await moment();
    expect(second.engine.getState().isPlaying).toBe(true);
    expect(second.audio.paused).toBe(false);
    first.engine.play();
    await vi.waitFor(() => expect(second.engine.getState().isPlaying).toBe(false));
    await moment();
    expect(first.engine.getState().isPlaying).toBe(true);
    close();
  });

  it('two players started at the same moment agree on one of them going on', async () => {
    const { first, second, close } = twoPlayers();
    first.engine.playList(tracks(1));
    second.engine.playList(tracks(2));
    await moment();
    const playing = [first, second].filter((player) => player.engine.getState().isPlaying);
    expect(playing).toHaveLength(1);
    close();
  });

  it('a player ignores its own announcement and messages it does not understand', async () => {
    const { name, first, close } = twoPlayers();
    const other = new BroadcastChannel(name);
    first.engine.playList(tracks(1));
    other.postMessage({ type: 'playing' });
    other.postMessage('playing');
    other.postMessage({ type: 'playing', instance: first.engine.instanceId, at: Date.now() + 1 });
    await moment();
    expect(first.engine.getState().isPlaying).toBe(true);
    other.close();
    close();
  });
});

describe('signed stream URLs', () => {
  const signed = (id: number, n = 1) => `/api/v1/tracks/${id}/stream?expires=${n}&signature=s`;
  const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('plays the signed URL the API gives, and asks for the next track’s ahead', async () => {
    const fetchStreamUrl = vi.fn((id: number) =>
      Promise.resolve({ url: signed(id), expires_at: inAnHour() }),
    );
    const { engine, audio } = setup({ fetchStreamUrl });
    engine.playList(tracks(1, 2));
    expect(engine.getState().isPlaying).toBe(true);
    await flush();
    expect(audio.src).toBe(signed(1));
    expect(audio.playCalls).toBe(1);
    expect(fetchStreamUrl.mock.calls.map(([id]) => id)).toEqual([1, 2]);
    // The next track's URL is at hand: it starts without waiting, and is not asked again.
    engine.next();
    expect(audio.src).toBe(signed(2));
    engine.previous();
    expect(audio.src).toBe(signed(1));
    expect(fetchStreamUrl).toHaveBeenCalledTimes(2);
  });

  it('asks again for a URL close to its expiry', async () => {
    const fetchStreamUrl = vi.fn((id: number) =>
      Promise.resolve({ url: signed(id), expires_at: new Date(Date.now() + 60_000).toISOString() }),
    );
    const { engine } = setup({ fetchStreamUrl });
    engine.playList(tracks(1));
    await flush();
    engine.playList(tracks(1));
    await flush();
    expect(fetchStreamUrl.mock.calls.map(([id]) => id)).toEqual([1, 1]);
  });

  it('falls back to the plain stream URL when the signed one cannot be had', async () => {
    const { engine, audio } = setup({ fetchStreamUrl: () => Promise.reject(new Error('offline')) });
    engine.playList(tracks(3));
    await flush();
    expect(audio.src).toBe('/api/v1/tracks/3/stream');
    expect(audio.playCalls).toBe(1);
  });

  it('renews a URL the server refused once, and goes on from the same time', async () => {
    let issued = 0;
    const fetchStreamUrl = vi.fn((id: number) =>
      Promise.resolve({ url: signed(id, ++issued), expires_at: inAnHour() }),
    );
    const { engine, audio } = setup({ fetchStreamUrl });
    engine.playList(tracks(4));
    await flush();
    expect(audio.src).toBe(signed(4, 1));
    audio.advance(20);
    audio.dispatchEvent(new Event('error'));
    await flush();
    expect(audio.src).toBe(signed(4, 2));
    expect(audio.currentTime).toBe(20);
    expect(audio.playCalls).toBe(2);
    // A second failure of the same load is not retried in a loop.
    audio.dispatchEvent(new Event('error'));
    await flush();
    expect(fetchStreamUrl).toHaveBeenCalledTimes(2);
  });

  it('ignores a URL that arrives after another track was chosen', async () => {
    let release: (value: { url: string; expires_at: string }) => void = () => {};
    const fetchStreamUrl = vi.fn((id: number) =>
      id === 5
        ? new Promise<{ url: string; expires_at: string }>((resolve) => (release = resolve))
        : Promise.resolve({ url: signed(id), expires_at: inAnHour() }),
    );
    const { engine, audio } = setup({ fetchStreamUrl });
    engine.playList(tracks(5));
    engine.playList(tracks(6));
    await flush();
    expect(audio.src).toBe(signed(6));
    release({ url: signed(5), expires_at: inAnHour() });
    await flush();
    expect(audio.src).toBe(signed(6));
  });
});
