import { useSyncExternalStore } from 'react';

/** Which player overlay is open: the queue, the lyrics, the now-playing view, or none. */
export type PlayerPanel = 'queue' | 'lyrics' | 'now-playing' | 'shortcuts' | null;

let panel: PlayerPanel = null;
const listeners = new Set<() => void>();

export function setPlayerPanel(next: PlayerPanel): void {
  panel = next;
  for (const listener of listeners) listener();
}

export function togglePlayerPanel(next: Exclude<PlayerPanel, null>): void {
  setPlayerPanel(panel === next ? null : next);
}

export function usePlayerPanel(): PlayerPanel {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => panel,
  );
}
