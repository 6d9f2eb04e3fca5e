import { describe, expect, it, vi } from 'vitest';
import { FakeAudio } from '@/test/fake-audio';
import {
  effectiveVolume,
  normalizationDb,
  normalizationGain,
  NORMALIZE_MAX_BOOST_DB,
  NORMALIZE_MAX_CUT_DB,
} from './loudness';
import { PlayerEngine } from './player-engine';
import { testTrack } from '@/test/test-track';
import { memoryStorage } from '@/test/memory-storage';

const loud = (id: number, loudness_lufs: number | null) => ({ ...testTrack(id), loudness_lufs });

describe('loudness normalisation gain (target −14 LUFS)', () => {
  it('raises quiet tracks and lowers loud ones by the difference to the target', () => {
    expect(normalizationDb(-14)).toBe(0);
    expect(normalizationDb(-20)).toBe(6);
    expect(normalizationDb(-8)).toBe(-6);
    expect(normalizationGain(-8)).toBeCloseTo(0.501, 3);
    expect(normalizationGain(-17)).toBeCloseTo(1.413, 3);
  });

  it('boosts at most +6 dB and cuts at most −12 dB', () => {
    expect(normalizationDb(-40)).toBe(NORMALIZE_MAX_BOOST_DB);
    expect(normalizationDb(5)).toBe(NORMALIZE_MAX_CUT_DB);
    expect(normalizationGain(5)).toBeCloseTo(0.251, 3);
  });

  it('leaves tracks without a loudness unchanged', () => {
    expect(normalizationGain(null)).toBe(1);
    expect(normalizationGain(undefined)).toBe(1);
    expect(normalizationGain(Number.NaN)).toBe(1);
  });

  it("multiplies the listener's volume, never beyond full volume, and not when turned off", () => {
    expect(effectiveVolume(0.8, -8, true)).toBeCloseTo(0.401, 3);
    expect(effectiveVolume(0.5, -20, true)).toBeCloseTo(0.998, 3);
    expect(effectiveVolume(0.9, -20, true)).toBe(1);
    expect(effectiveVolume(0.8, -8, false)).toBe(0.8);
  });
});

describe('the player engine normalises each track', () => {
  function setup(storage = memoryStorage()) {
    const audio = new FakeAudio();
    const engine = new PlayerEngine({
      audio,
      storage,
      recordPlay: vi.fn(() => Promise.resolve()),
    });
    return { audio, engine, storage };
  }

  it('applies the gain on track change and keeps the slider where the user set it', () => {
    const { audio, engine } = setup();
    engine.setVolume(0.8);
    engine.playList([loud(1, -8), loud(2, null), loud(3, -17)]);
    expect(audio.volume).toBeCloseTo(0.401, 3);
    expect(engine.getState().volume).toBe(0.8);
    engine.next();
    expect(audio.volume).toBe(0.8);
    engine.next();
    expect(audio.volume).toBe(1);
    engine.setVolume(0.5);
    expect(audio.volume).toBeCloseTo(0.706, 3);
    expect(engine.getState().volume).toBe(0.5);
  });

  it('"Normalize volume" off plays the plain volume, and the choice is remembered', () => {
    const { audio, engine, storage } = setup();
    engine.setVolume(0.8);
    engine.playList([loud(1, -8)]);
    expect(engine.getState().normalize).toBe(true);
    engine.setNormalize(false);
    expect(audio.volume).toBe(0.8);
    expect(storage.data.get('player.normalize')).toBe('false');

    const again = setup(storage);
    expect(again.engine.getState().normalize).toBe(false);
    again.engine.playList([loud(1, -8)]);
    expect(again.audio.volume).toBe(0.8);
    again.engine.setNormalize(true);
    expect(again.audio.volume).toBeCloseTo(0.401, 3);
  });
});
