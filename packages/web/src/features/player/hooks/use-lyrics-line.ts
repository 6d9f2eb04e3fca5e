import type { LyricsLine } from '@tonearm/shared/catalog/catalog.schemas';

/** The index of the synced line being sung at `timeMs`: the last line that started, or -1. */
export function currentLyricsLine(lines: LyricsLine[], timeMs: number): number {
  let current = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const start = lines[index]!.time_ms;
    if (start === null) continue;
    if (start <= timeMs) current = index;
    else break;
  }
  return current;
}
