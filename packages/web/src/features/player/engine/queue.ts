import type { Track } from '@tonearm/shared/catalog/catalog.schemas';

export interface QueueItem {
  /** Unique per queue entry, so the same track may be queued twice. */
  uid: string;
  track: Track;
}

let nextUid = 0;

export function toQueueItem(track: Track): QueueItem {
  nextUid += 1;
  return { uid: `q${nextUid}`, track };
}

/** Fisher–Yates on a copy; `random` is injectable so tests are deterministic. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Moves the entry at `from` to `to` (indices into the same list), returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}
