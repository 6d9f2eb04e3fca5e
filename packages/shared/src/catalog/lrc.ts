import type { LyricsLine } from './catalog.schemas';

const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;

/** True when the text holds at least one LRC time tag ("[01:23.45]"). */
export function isLrc(text: string): boolean {
  return /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/m.test(text);
}

/**
 * Lines of lyrics: LRC time tags become `time_ms` (a line with several tags repeats), sorted by
 * time; metadata tags ([ar:], [ti:]) are dropped. Plain text gives one line per text line with
 * `time_ms: null`.
 */
export function parseLyrics(text: string): { is_synced: boolean; lines: LyricsLine[] } {
  if (!isLrc(text)) {
    return {
      is_synced: false,
      lines: text.split(/\r?\n/).map((line) => ({ time_ms: null, text: line.trim() })),
    };
  }
  const lines: LyricsLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const times: number[] = [];
    let match: RegExpExecArray | null;
    TIME_TAG.lastIndex = 0;
    while ((match = TIME_TAG.exec(raw))) {
      const fraction = match[3] ?? '0';
      const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
      times.push(Number(match[1]) * 60_000 + Number(match[2]) * 1000 + ms);
    }
    if (!times.length) continue;
    const lineText = raw.replace(TIME_TAG, '').trim();
    for (const time of times) lines.push({ time_ms: time, text: lineText });
  }
  lines.sort((a, b) => (a.time_ms ?? 0) - (b.time_ms ?? 0));
  return { is_synced: true, lines };
}

/** Index of the line playing at `positionMs` (-1 before the first). */
export function activeLyricsLine(lines: LyricsLine[], positionMs: number): number {
  let active = -1;
  for (let i = 0; i < lines.length; i++) {
    const time = lines[i]!.time_ms;
    if (time === null || time > positionMs) break;
    active = i;
  }
  return active;
}

/** `[mm:ss.xx]` for a time in milliseconds (hundredths, rounded down; minutes grow past 99). */
export function formatLrcTime(timeMs: number): string {
  const hundredths = Math.floor(Math.max(0, timeMs) / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const fraction = hundredths % 100;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(fraction)}]`;
}

/**
 * LRC text from lines: each timed line as `[mm:ss.xx] text`, in the order given; a line without
 * a time is left out (LRC has no place for it). `parseLyrics(formatLrc(lines))` gives them back.
 */
export function formatLrc(lines: LyricsLine[]): string {
  return lines
    .filter((line) => line.time_ms !== null)
    .map((line) => `${formatLrcTime(line.time_ms!)}${line.text ? ` ${line.text}` : ''}`)
    .join('\n');
}
