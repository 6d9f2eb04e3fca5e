import { useCallback, useSyncExternalStore } from 'react';
import { getPlayer, serverPlayerState } from '@/features/player/engine/player-instance';
import type { PlayerState } from '@/features/player/engine/player-engine';

const subscribeNowhere = () => () => {};

/** Subscribes to one slice of the player's state; re-renders only when that slice changes. */
export function usePlayerState<T>(select: (state: PlayerState) => T): T {
  // A server render has no audio element to make a player of.
  const player = typeof window === 'undefined' ? null : getPlayer();
  const getSnapshot = useCallback(
    () => select(player ? player.getState() : serverPlayerState()),
    [player, select],
  );
  const getServerSnapshot = useCallback(() => select(serverPlayerState()), [select]);
  return useSyncExternalStore(
    player?.subscribe ?? subscribeNowhere,
    getSnapshot,
    getServerSnapshot,
  );
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
