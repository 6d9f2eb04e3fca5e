import type { PlayerEngineDeps } from '@/features/player/engine/player-engine';

/** The player's storage in memory, with its map open to the test. */
export function memoryStorage(): NonNullable<PlayerEngineDeps['storage']> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}
