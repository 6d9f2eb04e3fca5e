import { useCallback, useSyncExternalStore } from 'react';
import { getPlayer } from '@/features/player/engine/player-instance';
import type { PlayerState } from '@/features/player/engine/player-engine';

/** Subscribes to one slice of the player's state; re-renders only when that slice changes. */
export function usePlayerState<T>(select: (state: PlayerState) => T): T {
  const player = getPlayer();
  const getSnapshot = useCallback(() => select(player.getState()), [player, select]);
  return useSyncExternalStore(player.subscribe, getSnapshot, getSnapshot);
}

export function usePlayer() {
  return getPlayer();
}

const selectCurrentTrack = (state: PlayerState) => state.queue[state.currentIndex]?.track ?? null;

export function useCurrentTrack() {
  return usePlayerState(selectCurrentTrack);
}

const selectIsPlaying = (state: PlayerState) => state.isPlaying;

export function useIsPlaying() {
  return usePlayerState(selectIsPlaying);
}
