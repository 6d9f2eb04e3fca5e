import type { AudioMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import type { Ffmpeg } from '../../platform/media/ffmpeg';
import { musicMetadata } from '../../platform/media/music-metadata';

const WAVEFORM_POINTS = 200;
/** ffmpeg decodes to this many mono samples a second: plenty for peaks and an exact duration. */
const SAMPLE_RATE = 8000;

export function isAudio(mime: string): boolean {
  return mime.startsWith('audio/') || mime === 'video/ogg' || mime === 'application/ogg';
}

export interface AudioAnalysis {
  metadata: AudioMetadata;
  cover: { data: Uint8Array; mime: string } | null;
}

/**
 * Reads an uploaded track: tags with music-metadata, then, when ffmpeg is
 * installed, an exact duration and waveform peaks from decoding the whole file.
 */
export async function analyzeAudio(
  ffmpeg: Ffmpeg,
  filePath: string,
): Promise<AudioAnalysis | null> {
  const { parseFile, selectCover } = await musicMetadata();
  let tags: Awaited<ReturnType<typeof parseFile>>;
  try {
    tags = await parseFile(filePath, { duration: true, skipPostHeaders: true });
  } catch {
    return null;
  }
  const common = tags.common;
  const picture = selectCover(common.picture);
  const lyrics =
    common.lyrics
      ?.map((entry) => entry.text ?? entry.syncText.map((line) => line.text).join('\n'))
      .find((text) => text && text.trim()) ?? null;
  const metadata: AudioMetadata = {
    title: common.title ?? null,
    artists: common.artists ?? (common.artist ? [common.artist] : []),
    album: common.album ?? null,
    trackNumber: common.track.no ?? null,
    duration: tags.format.duration ?? null,
    genre: common.genre ?? [],
    lyrics,
    coverUrl: null,
    waveform: null,
    durationSource: tags.format.duration ? 'tags' : null,
  };
  if (ffmpeg.available()) {
    const decoded = await decodePeaks(ffmpeg, filePath).catch(() => null);
    if (decoded) {
      metadata.duration = decoded.duration;
      metadata.waveform = decoded.peaks;
      metadata.durationSource = 'ffmpeg';
    }
  }
  return { metadata, cover: picture ? { data: picture.data, mime: picture.format } : null };
}

/** Decodes to 8 kHz mono PCM and keeps one peak per window; never holds the whole signal. */
function decodePeaks(
  ffmpeg: Ffmpeg,
  filePath: string,
): Promise<{ duration: number; peaks: number[] }> {
  return new Promise((resolve, reject) => {
    const child = ffmpeg.spawn([
      '-v',
      'error',
      '-i',
      filePath,
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-f',
      's16le',
      '-',
    ]);
    // Only the samples matter; error lines are read and dropped so the pipe never fills.
    child.stderr.resume();
    const window = SAMPLE_RATE / 20;
    const windows: number[] = [];
    let samples = 0;
    let current = 0;
    let inWindow = 0;
    let carry: Buffer | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk;
      const usable = data.length - (data.length % 2);
      for (let offset = 0; offset < usable; offset += 2) {
        const value = Math.abs(data.readInt16LE(offset)) / 32768;
        if (value > current) current = value;
        if (++inWindow === window) {
          windows.push(current);
          current = 0;
          inWindow = 0;
        }
      }
      samples += usable / 2;
      carry = usable < data.length ? data.subarray(usable) : null;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0 || samples === 0) {
        reject(new Error(`ffmpeg exited with ${code}`));
        return;
      }
      if (inWindow > 0) windows.push(current);
      resolve({ duration: samples / SAMPLE_RATE, peaks: downsample(windows, WAVEFORM_POINTS) });
    });
  });
}

function downsample(values: number[], points: number): number[] {
  if (values.length <= points) return values.map(round);
  const out: number[] = [];
  for (let i = 0; i < points; i++) {
    const start = Math.floor((i * values.length) / points);
    const end = Math.floor(((i + 1) * values.length) / points);
    let max = 0;
    for (let j = start; j < end; j++) max = Math.max(max, values[j]!);
    out.push(round(max));
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
