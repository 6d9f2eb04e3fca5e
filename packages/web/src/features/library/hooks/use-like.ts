import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { useToggleLike, type LikeableType } from '@/features/library/api/toggle-like';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * Likes toggled in this session, by "type:id", so every like button of one item (the player bar,
 * a track row, the track page) agrees at once instead of waiting for each list to refetch.
 */
const overrides = new Map<string, boolean>();
const listeners = new Set<() => void>();

function setOverride(key: string, liked: boolean) {
  overrides.set(key, liked);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLike(type: LikeableType, id: number, initial: boolean | undefined) {
  const key = `${type}:${id}`;
  const override = useSyncExternalStore(subscribe, () => overrides.get(key));
  const liked = override ?? !!initial;
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useToggleLike();
  const t = useTrans();

  const toggle = () => {
    if (!user) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    const next = !liked;
    setOverride(key, next);
    // The promise, not mutate()'s callbacks: those are dropped when the caller unmounts, as a
    // track menu does the moment one of its items is chosen.
    mutation.mutateAsync({ likeable_type: type, likeable_id: id, like: next }).then(
      () => toast(t(next ? 'Added to your library' : 'Removed from your library')),
      () => setOverride(key, !next),
    );
  };
  return { liked, toggle, isPending: mutation.isPending };
}
