/**
 * A tiny deterministic music synthesizer for the demo catalog: chord progressions, bass lines,
 * melodies built from repeated motifs, plucked strings (Karplus-Strong), pads and drums, mixed
 * into 16-bit mono WAV. Pure TypeScript, no ffmpeg: a new install can press play at once.
 */

export const SAMPLE_RATE = 22_050;

export type Style = 'synthwave' | 'lofi' | 'rock' | 'ambient' | 'jazz' | 'folk' | 'house';

export interface SongSpec {
  seed: number;
  style: Style;
  seconds: number;
}

export interface Song {
  wav: Buffer;
  durationMs: number;
  /** Start of every bar in ms, for timing lyrics. */
  barsMs: number[];
}

/** mulberry32: small, fast, good enough for music. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
} as const;
type ScaleName = keyof typeof SCALES;

/** Progressions as scale degrees (0-based). */
const PROGRESSIONS: Record<ScaleName, number[][]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [3, 4, 0, 5],
    [0, 3, 4, 3],
    [1, 4, 0, 0],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 4, 0],
    [0, 6, 5, 6],
    [5, 6, 0, 0],
  ],
  dorian: [
    [0, 3, 0, 3],
    [0, 6, 3, 4],
  ],
  mixolydian: [
    [0, 6, 3, 0],
    [0, 3, 6, 3],
  ],
};

interface StyleProfile {
  bpm: [number, number];
  scales: ScaleName[];
  drums: 'none' | 'rock' | 'house' | 'lofi' | 'synth' | 'jazz';
  swing: number;
  lead: 'saw' | 'square' | 'bell' | 'pluck' | 'triangle';
  pad: 'saw' | 'sine' | 'triangle' | 'none';
  arp: boolean;
  sevenths: boolean;
  crackle: boolean;
  distortion: number;
}

/** What a style plays unless it says otherwise: straight time, plain triads, a saw pad, no grit. */
const PLAIN_STYLE = {
  swing: 0,
  pad: 'saw',
  arp: false,
  sevenths: false,
  crackle: false,
  distortion: 1,
} satisfies Partial<StyleProfile>;

/** Each style: its tempo range, scales, drums and lead, then where it departs from PLAIN_STYLE. */
const STYLES: Record<Style, StyleProfile> = {
  synthwave: {
    ...PLAIN_STYLE,
    bpm: [96, 112],
    scales: ['minor', 'dorian'],
    drums: 'synth',
    lead: 'saw',
    arp: true,
    distortion: 1.2,
  },
  lofi: {
    ...PLAIN_STYLE,
    bpm: [72, 86],
    scales: ['dorian', 'major', 'minor'],
    drums: 'lofi',
    lead: 'triangle',
    swing: 0.18,
    pad: 'sine',
    sevenths: true,
    crackle: true,
  },
  rock: {
    ...PLAIN_STYLE,
    bpm: [118, 138],
    scales: ['major', 'mixolydian'],
    drums: 'rock',
    lead: 'square',
    distortion: 2.4,
  },
  ambient: {
    ...PLAIN_STYLE,
    bpm: [60, 72],
    scales: ['major', 'dorian'],
    drums: 'none',
    lead: 'bell',
    pad: 'sine',
    sevenths: true,
  },
  jazz: {
    ...PLAIN_STYLE,
    bpm: [108, 128],
    scales: ['dorian', 'major'],
    drums: 'jazz',
    lead: 'triangle',
    swing: 0.3,
    pad: 'triangle',
    sevenths: true,
  },
  folk: {
    ...PLAIN_STYLE,
    bpm: [88, 104],
    scales: ['major', 'mixolydian'],
    drums: 'none',
    lead: 'pluck',
    pad: 'none',
    arp: true,
  },
  house: {
    ...PLAIN_STYLE,
    bpm: [120, 126],
    scales: ['minor', 'dorian'],
    drums: 'house',
    lead: 'square',
    sevenths: true,
    distortion: 1.1,
  },
};

const SINE_TABLE_SIZE = 4096;
const SINE = new Float32Array(SINE_TABLE_SIZE);
for (let i = 0; i < SINE_TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / SINE_TABLE_SIZE);
const sin01 = (phase: number) => SINE[Math.floor((phase - Math.floor(phase)) * SINE_TABLE_SIZE)]!;

const midiToHz = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

type Wave = 'sine' | 'saw' | 'square' | 'triangle' | 'bell';

function oscillator(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return sin01(p);
    case 'saw':
      return 2 * p - 1;
    case 'square':
      return p < 0.5 ? 0.8 : -0.8;
    case 'triangle':
      return 4 * Math.abs(p - 0.5) - 1;
    case 'bell':
      return sin01(p) * 0.7 + sin01(p * 2.76) * 0.2 + sin01(p * 5.4) * 0.1;
  }
}

class Mixer {
  readonly data: Float32Array;
  constructor(length: number) {
    this.data = new Float32Array(length);
  }

  /** One note with an attack/decay/sustain/release envelope; `detune` adds a second voice. */
  note(
    wave: Wave,
    midi: number,
    startSec: number,
    lengthSec: number,
    gain: number,
    env: { a: number; d: number; s: number; r: number },
    detune = 0,
  ): void {
    const start = Math.floor(startSec * SAMPLE_RATE);
    const hold = Math.floor(lengthSec * SAMPLE_RATE);
    const release = Math.floor(env.r * SAMPLE_RATE);
    const end = Math.min(this.data.length, start + hold + release);
    const inc = midiToHz(midi) / SAMPLE_RATE;
    const inc2 = detune ? midiToHz(midi + detune) / SAMPLE_RATE : 0;
    const a = Math.max(1, env.a * SAMPLE_RATE);
    const d = Math.max(1, env.d * SAMPLE_RATE);
    let phase = 0;
    let phase2 = 0.25;
    let lp = 0;
    for (let i = start; i < end; i++) {
      const t = i - start;
      let level: number;
      if (t < a) level = t / a;
      else if (t < a + d) level = 1 - ((1 - env.s) * (t - a)) / d;
      else level = env.s;
      if (t >= hold) level *= 1 - (t - hold) / release;
      let v = oscillator(wave, phase);
      if (inc2) v = (v + oscillator(wave, phase2)) * 0.5;
      // A one-pole low-pass softens the raw waveforms.
      lp += (v - lp) * 0.35;
      this.data[i]! += lp * level * gain;
      phase += inc;
      phase2 += inc2;
    }
  }

  /** Karplus-Strong plucked string. */
  pluck(midi: number, startSec: number, lengthSec: number, gain: number, random: () => number) {
    const start = Math.floor(startSec * SAMPLE_RATE);
    const end = Math.min(this.data.length, start + Math.floor(lengthSec * SAMPLE_RATE));
    const period = Math.max(2, Math.round(SAMPLE_RATE / midiToHz(midi)));
    const ring = new Float32Array(period);
    for (let i = 0; i < period; i++) ring[i] = random() * 2 - 1;
    let idx = 0;
    for (let i = start; i < end; i++) {
      const next = (idx + 1) % period;
      const value = ring[idx]!;
      ring[idx] = (value + ring[next]!) * 0.4965;
      this.data[i]! += value * gain;
      idx = next;
    }
  }

  kick(startSec: number, gain: number) {
    const start = Math.floor(startSec * SAMPLE_RATE);
    const end = Math.min(this.data.length, start + Math.floor(0.35 * SAMPLE_RATE));
    let phase = 0;
    let sweep = 1;
    let amp = gain;
    const sweepDecay = Math.exp(-30 / SAMPLE_RATE);
    const ampDecay = Math.exp(-9 / SAMPLE_RATE);
    for (let i = start; i < end; i++) {
      phase += (50 + 110 * sweep) / SAMPLE_RATE;
      this.data[i]! += sin01(phase) * amp;
      sweep *= sweepDecay;
      amp *= ampDecay;
    }
  }

  noise(
    startSec: number,
    lengthSec: number,
    gain: number,
    decay: number,
    random: () => number,
    highpass: boolean,
    tone = 0,
  ) {
    const start = Math.floor(startSec * SAMPLE_RATE);
    const end = Math.min(this.data.length, start + Math.floor(lengthSec * SAMPLE_RATE));
    let prev = 0;
    let phase = 0;
    let amp = gain;
    const ampDecay = Math.exp(-decay / SAMPLE_RATE);
    for (let i = start; i < end; i++) {
      const n = random() * 2 - 1;
      const v = highpass ? n - prev : n;
      prev = n;
      phase += tone / SAMPLE_RATE;
      const body = tone ? sin01(phase) * 0.6 : 0;
      this.data[i]! += (v + body) * amp;
      amp *= ampDecay;
    }
  }
}

function chordTones(scale: readonly number[], degree: number, sevenths: boolean): number[] {
  const tone = (step: number) =>
    scale[(degree + step) % scale.length]! + 12 * Math.floor((degree + step) / scale.length);
  const notes = [tone(0), tone(2), tone(4)];
  if (sevenths) notes.push(tone(6));
  return notes;
}

/** Renders a whole song. Same spec, same bytes. */
export function renderSong(spec: SongSpec): Song {
  const random = prng(spec.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const profile = STYLES[spec.style];
  const bpm = profile.bpm[0] + Math.floor(random() * (profile.bpm[1] - profile.bpm[0] + 1));
  const scaleName = pick(profile.scales);
  const scale = SCALES[scaleName];
  const progression = pick(PROGRESSIONS[scaleName]);
  const root = 45 + Math.floor(random() * 10); // A2..F#3
  const beat = 60 / bpm;
  const bar = beat * 4;
  const bars = Math.max(2, Math.round(spec.seconds / bar));
  const totalSec = bars * bar + 1.5;
  const mix = new Mixer(Math.ceil(totalSec * SAMPLE_RATE));
  const swingAt = (eighth: number) => (eighth % 2 === 1 ? profile.swing * beat * 0.5 : 0);

  // A two-bar motif of scale steps, varied each time it comes back.
  const motif: { step: number; at: number; len: number }[] = [];
  let at = 0;
  while (at < 8) {
    const len = pick([0.5, 0.5, 1, 1, 1.5, 2]);
    if (random() > 0.2)
      motif.push({ step: Math.floor(random() * 8), at, len: Math.min(len, 8 - at) });
    at += len;
  }
  const intro = profile.drums === 'none' ? 0 : 2;
  const barsMs: number[] = [];

  for (let b = 0; b < bars; b++) {
    const barStart = b * bar;
    barsMs.push(Math.round(barStart * 1000));
    const degree = progression[b % progression.length]!;
    const chord = chordTones(scale, degree, profile.sevenths);
    const section = Math.floor(b / 8) % 2; // verse / chorus feel
    const outro = b >= bars - 1;

    // Pad
    if (profile.pad !== 'none') {
      for (const n of chord) {
        mix.note(
          profile.pad === 'saw' ? 'saw' : profile.pad,
          root + 12 + n,
          barStart,
          bar * 0.98,
          0.05,
          { a: 0.3, d: 0.4, s: 0.8, r: 0.6 },
          profile.pad === 'saw' ? 0.08 : 0,
        );
      }
    }

    // Bass
    const bassNote = root - 12 + chord[0]!;
    if (spec.style === 'jazz') {
      for (let q = 0; q < 4; q++) {
        const walk = q === 0 ? chord[0]! : q === 3 ? chord[0]! + pick([-1, 1, 2]) : pick(chord);
        mix.note('triangle', root - 12 + walk, barStart + q * beat, beat * 0.9, 0.28, {
          a: 0.01,
          d: 0.2,
          s: 0.5,
          r: 0.05,
        });
      }
    } else if (spec.style === 'ambient') {
      mix.note('sine', bassNote, barStart, bar, 0.18, { a: 0.8, d: 0.5, s: 0.9, r: 1 });
    } else {
      const pattern =
        spec.style === 'house'
          ? [0.5, 1.5, 2.5, 3.5]
          : spec.style === 'rock'
            ? [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]
            : [0, 1.5, 2, 3];
      for (const p of pattern) {
        mix.note(
          spec.style === 'synthwave' ? 'saw' : 'triangle',
          bassNote,
          barStart + p * beat,
          beat * 0.45,
          0.22,
          { a: 0.005, d: 0.1, s: 0.6, r: 0.04 },
        );
      }
    }

    // Arpeggio
    if (profile.arp && !outro) {
      for (let s = 0; s < 8; s++) {
        const n = chord[s % chord.length]! + (s >= 4 ? 12 : 0);
        const when = barStart + s * beat * 0.5 + swingAt(s);
        if (spec.style === 'folk') mix.pluck(root + 12 + n, when, beat * 1.2, 0.32, random);
        else
          mix.note('square', root + 24 + n, when, beat * 0.25, 0.035, {
            a: 0.003,
            d: 0.08,
            s: 0.3,
            r: 0.05,
          });
      }
    }

    // Melody (from the second phrase on, and not in the intro)
    if (b >= intro && !outro && (section === 1 || b % 4 !== 3 || random() > 0.5)) {
      const half = b % 2;
      for (const m of motif) {
        if (m.at < half * 4 || m.at >= half * 4 + 4) continue;
        let step = m.step + (section === 1 ? 2 : 0);
        if (random() < 0.15) step += pick([-1, 1]);
        const midi = root + 24 + scale[((step % 7) + 7) % 7]! + 12 * Math.floor(step / 7);
        const when = barStart + (m.at - half * 4) * beat + swingAt(Math.round(m.at * 2));
        const len = m.len * beat * 0.92;
        if (profile.lead === 'pluck') mix.pluck(midi, when, len + 0.4, 0.4, random);
        else
          mix.note(
            profile.lead,
            midi,
            when,
            len,
            profile.lead === 'bell' ? 0.12 : 0.09,
            {
              a: profile.lead === 'bell' ? 0.005 : 0.02,
              d: 0.25,
              s: profile.lead === 'bell' ? 0.2 : 0.7,
              r: profile.lead === 'bell' ? 1.2 : 0.12,
            },
            profile.lead === 'saw' ? 0.1 : 0,
          );
      }
    }

    // Drums
    if (profile.drums !== 'none' && b >= (intro ? 1 : 0) && !outro) {
      const hat = (t: number, g = 0.05) => mix.noise(t, 0.05, g, 60, random, true);
      const snare = (t: number, g = 0.2) => mix.noise(t, 0.2, g, 18, random, false, 190);
      switch (profile.drums) {
        case 'house':
          for (let q = 0; q < 4; q++) {
            mix.kick(barStart + q * beat, 0.6);
            hat(barStart + q * beat + beat / 2, 0.08);
          }
          snare(barStart + beat, 0.12);
          snare(barStart + 3 * beat, 0.12);
          break;
        case 'rock':
          mix.kick(barStart, 0.6);
          mix.kick(barStart + 2.5 * beat, 0.5);
          snare(barStart + beat, 0.28);
          snare(barStart + 3 * beat, 0.28);
          for (let e = 0; e < 8; e++) hat(barStart + e * beat * 0.5, 0.05);
          break;
        case 'synth':
          mix.kick(barStart, 0.55);
          mix.kick(barStart + 2 * beat, 0.55);
          snare(barStart + beat, 0.22);
          snare(barStart + 3 * beat, 0.22);
          for (let e = 0; e < 8; e++) hat(barStart + e * beat * 0.5, 0.035);
          break;
        case 'lofi':
          mix.kick(barStart, 0.45);
          mix.kick(barStart + 2.5 * beat + swingAt(5), 0.35);
          snare(barStart + beat, 0.12);
          snare(barStart + 3 * beat, 0.12);
          for (let e = 0; e < 8; e++) hat(barStart + e * beat * 0.5 + swingAt(e), 0.03);
          break;
        case 'jazz':
          for (let q = 0; q < 4; q++) {
            hat(barStart + q * beat, 0.04);
            if (q % 2 === 1) hat(barStart + q * beat + beat * 0.66, 0.03);
          }
          mix.kick(barStart, 0.2);
          break;
      }
    }
  }

  // Vinyl crackle for lo-fi.
  if (profile.crackle) {
    for (let t = 0; t < totalSec; t += 0.05 + random() * 0.3)
      mix.noise(t, 0.004, 0.08, 400, random, true);
  }

  return {
    wav: toWav(mix.data, profile.distortion, totalSec),
    durationMs: Math.round((mix.data.length / SAMPLE_RATE) * 1000),
    barsMs,
  };
}

/** Soft-clips, fades in and out, normalises, and wraps 16-bit PCM in a WAV header. */
function toWav(data: Float32Array, drive: number, totalSec: number): Buffer {
  let peak = 0;
  for (let i = 0; i < data.length; i++) {
    const v = Math.tanh(data[i]! * drive);
    data[i] = v;
    if (Math.abs(v) > peak) peak = Math.abs(v);
  }
  const norm = peak > 0 ? 0.89 / peak : 1;
  const fadeIn = Math.floor(0.05 * SAMPLE_RATE);
  const fadeOut = Math.floor(Math.min(2, totalSec / 4) * SAMPLE_RATE);
  const buffer = Buffer.alloc(44 + data.length * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data.length * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data.length * 2, 40);
  // Little-endian on every platform Node runs on here; an Int16Array view avoids a call per sample.
  const pcm = new Int16Array(buffer.buffer, buffer.byteOffset + 44, data.length);
  for (let i = 0; i < data.length; i++) {
    let gain = norm;
    if (i < fadeIn) gain *= i / fadeIn;
    const fromEnd = data.length - i;
    if (fromEnd < fadeOut) gain *= fromEnd / fadeOut;
    const v = Math.round(data[i]! * gain * 32767);
    pcm[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return buffer;
}
