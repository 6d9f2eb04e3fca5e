import type { LyricsLine } from '@tonearm/shared/catalog/catalog.schemas';
import { parseLyrics } from '@tonearm/shared/catalog/lrc';

/** One line of the tap editor: its words and the time it starts (null until tapped). */
export type TapLine = LyricsLine;

/** Lines for the editor from stored lyrics: LRC keeps its times, plain text gets none yet. */
export function linesFromText(text: string): TapLine[] {
  const parsed = parseLyrics(text);
  const lines = parsed.is_synced
    ? parsed.lines
    : parsed.lines.map((line) => ({ time_ms: null, text: line.text }));
  // Trailing blank lines of a paste are not lines to time.
  while (lines.length && !lines[lines.length - 1]!.text) lines.pop();
  return lines;
}

/** The words of the lines, one a line, for the text box. */
export function textOfLines(lines: TapLine[]): string {
  return lines.map((line) => line.text).join('\n');
}

/**
 * New words for the lines: line i keeps the time line i had, so fixing a typo after timing
 * keeps the timing.
 */
export function retext(lines: TapLine[], text: string): TapLine[] {
  return text.split(/\r?\n/).map((words, index) => ({
    text: words,
    time_ms: lines[index]?.time_ms ?? null,
  }));
}

/** The line a tap stamps next: the first line without a time, or none when all have one. */
export function nextUntimed(lines: TapLine[]): number {
  return lines.findIndex((line) => line.time_ms === null);
}

/** Stamps `timeMs` on line `index`. */
export function stamp(lines: TapLine[], index: number, timeMs: number): TapLine[] {
  return lines.map((line, i) => (i === index ? { ...line, time_ms: Math.max(0, timeMs) } : line));
}

/** Moves line `index` by `deltaMs` (never before 0); an untimed line is left alone. */
export function nudge(lines: TapLine[], index: number, deltaMs: number): TapLine[] {
  return lines.map((line, i) =>
    i === index && line.time_ms !== null
      ? { ...line, time_ms: Math.max(0, Math.round(line.time_ms + deltaMs)) }
      : line,
  );
}
