import type { Ffmpeg } from '../../platform/media/ffmpeg';
import { musicMetadata } from '../../platform/media/music-metadata';

/** What an import reads from an audio file's tags. */
export interface ImportTags {
  title: string | null;
  artists: string[];
  album: string | null;
  albumArtists: string[];
  trackNumber: number | null;
  year: number | null;
  genres: string[];
  lyrics: string | null;
  /** Seconds, from the tags or the stream headers. */
  duration: number | null;
  cover: { data: Uint8Array; mime: string } | null;
}

/** Tags, or null when music-metadata cannot read the file as audio. */
export async function readImportTags(filePath: string): Promise<ImportTags | null> {
  const { parseFile, selectCover } = await musicMetadata();
  let parsed: Awaited<ReturnType<typeof parseFile>>;
  try {
    parsed = await parseFile(filePath, { duration: true, skipPostHeaders: true });
  } catch {
    return null;
  }
  if (!parsed.format.container && !parsed.format.codec) return null;
  const common = parsed.common;
  const splitNames = (names: (string | undefined)[]) =>
    [
      ...new Set(
        names
          .flatMap((name) => (name ?? '').split(/\s*;\s*/))
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20);
  const lyrics =
    common.lyrics
      ?.map((entry) =>
        entry.syncText?.length
          ? entry.syncText.map((line) => `${lrcTime(line.timestamp ?? 0)} ${line.text}`).join('\n')
          : (entry.text ?? ''),
      )
      .find((text) => text.trim()) ?? null;
  // Taggers (and ffmpeg) also keep lyrics in a user text frame (TXXX:LYRICS) or a Vorbis comment.
  const nativeLyrics = Object.values(parsed.native)
    .flat()
    .find(
      (tag) =>
        /^TXXX:(?:(?:unsynced)?lyrics(?:-\w+)?|USLT)$|^(?:unsynced)?lyrics$/i.test(tag.id) &&
        typeof tag.value === 'string' &&
        tag.value.trim(),
    )?.value as string | undefined;
  const picture = selectCover(common.picture);
  return {
    title: common.title?.trim() || null,
    artists: splitNames(common.artists ?? [common.artist]),
    album: common.album?.trim() || null,
    albumArtists: splitNames([common.albumartist]),
    trackNumber: common.track.no && common.track.no > 0 ? common.track.no : null,
    year: common.year && common.year > 0 && common.year < 10000 ? common.year : null,
    genres: splitNames(common.genre ?? []).slice(0, 10),
    lyrics: lyrics ?? nativeLyrics ?? null,
    duration: parsed.format.duration ?? null,
    cover: picture ? { data: picture.data, mime: picture.format } : null,
  };
}

function lrcTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = (ms % 60000) / 1000;
  return `[${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}]`;
}

/**
 * True when every non-empty line starts with an LRC time tag (`[mm:ss.xx]`): such lyrics are
 * stored as synced.
 */
export function isSyncedLrc(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return (
    lines.length > 0 && lines.every((line) => /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/.test(line))
  );
}

interface RunResult {
  code: number | null;
  stderr: string;
}

function runFfmpeg(
  ffmpeg: Ffmpeg,
  args: string[],
  onStdoutLine?: (line: string) => void,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = ffmpeg.spawn(args);
    let stderr = '';
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      // Keep the tail: the ebur128 summary comes last.
      if (stderr.length > 256 * 1024) stderr = stderr.slice(-128 * 1024);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!onStdoutLine) return;
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line.trim());
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * Whether ffmpeg decodes the first seconds of the file without error (true without ffmpeg:
 * then the tags alone decide).
 */
export async function decodesCleanly(
  ffmpeg: Ffmpeg,
  filePath: string,
  seconds = 3,
): Promise<boolean> {
  if (!ffmpeg.available()) return true;
  const result = await runFfmpeg(ffmpeg, [
    '-v',
    'error',
    '-xerror',
    '-t',
    String(seconds),
    '-i',
    filePath,
    '-vn',
    '-f',
    'null',
    '-',
  ]).catch(() => null);
  return !!result && result.code === 0 && !/Invalid data|could not find codec/i.test(result.stderr);
}

export interface Loudness {
  /** EBU R128 integrated loudness, LUFS (null for silence). */
  integrated: number | null;
  /** True peak, dBTP (null for silence). */
  truePeak: number | null;
}

/** The number in `label:  -23.4 unit` inside `text`, or null for -inf / missing. */
function summaryValue(text: string, label: string, unit: string): number | null {
  const match = new RegExp(`${label}:\\s*(-?inf|-?\\d+(?:\\.\\d+)?)\\s*${unit}`, 'i').exec(text);
  if (!match || /inf/i.test(match[1]!)) return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/** Parses ffmpeg's `ebur128=peak=true` summary (the last "Summary:" block of its log). */
export function parseEbur128Summary(stderr: string): Loudness | null {
  const at = stderr.lastIndexOf('Summary:');
  if (at < 0) return null;
  const summary = stderr.slice(at);
  const integratedBlock = /Integrated loudness:([\s\S]*?)(?:Loudness range:|$)/i.exec(summary);
  const peakBlock = /True peak:([\s\S]*)$/i.exec(summary);
  if (!integratedBlock) return null;
  const integrated = summaryValue(integratedBlock[1]!, 'I', 'LUFS');
  const truePeak = peakBlock ? summaryValue(peakBlock[1]!, 'Peak', 'dBFS') : null;
  // ffmpeg reports silence as -70 LUFS (its absolute gate).
  return { integrated: integrated !== null && integrated <= -70 ? null : integrated, truePeak };
}

/**
 * EBU R128 integrated loudness and true peak with ffmpeg's ebur128 filter; `onProgress`
 * hears 0..1 as ffmpeg reports the time it has reached.
 */
export async function measureLoudness(
  ffmpeg: Ffmpeg,
  filePath: string,
  durationSeconds: number | null,
  onProgress: (fraction: number) => void,
): Promise<Loudness> {
  const result = await runFfmpeg(
    ffmpeg,
    [
      '-nostats',
      '-hide_banner',
      '-i',
      filePath,
      '-vn',
      '-filter_complex',
      'ebur128=peak=true',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-',
    ],
    (line) => {
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
      if (match && durationSeconds && durationSeconds > 0)
        onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSeconds));
    },
  );
  if (result.code !== 0)
    throw new Error(`ffmpeg could not measure the loudness (exit ${result.code})`);
  const loudness = parseEbur128Summary(result.stderr);
  if (!loudness) throw new Error('ffmpeg printed no loudness summary');
  return loudness;
}
