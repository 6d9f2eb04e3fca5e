import type { PlaybackSource } from '@/features/player/engine/player-engine';
import { usePlayerState } from '@/features/player/hooks/use-player';

/** Whether the player's queue came from this source, and whether it is playing now. */
export function useSourceState(source: Pick<PlaybackSource, 'type' | 'id'>) {
  const isSource = usePlayerState(
    (state) => state.source?.type === source.type && String(state.source.id) === String(source.id),
  );
  const isPlaying = usePlayerState((state) => state.isPlaying);
  return { isSource, isPlaying: isSource && isPlaying };
}
