import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { useToggleRepost, type RepostableType } from '@/features/library/api/toggle-repost';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * Reposts toggled in this session, by "type:id", so the track page's button, its menu and a
 * row's menu agree at once instead of waiting for each query to refetch (as likes do).
 */
const overrides = new Map<string, boolean>();
const listeners = new Set<() => void>();

function setOverride(key: string, reposted: boolean) {
  overrides.set(key, reposted);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RepostTarget {
  id: number;
  reposted?: boolean;
  reposts_count?: number;
}

/** Whether the viewer reposted an item, its count, and a toggle (guests go to login). */
export function useRepost(type: RepostableType, item: RepostTarget) {
  const key = `${type}:${item.id}`;
  const override = useSyncExternalStore(subscribe, () => overrides.get(key));
  const initial = !!item.reposted;
  const reposted = override ?? initial;
  // The server's count includes the viewer's repost as it was when the item loaded.
  const count =
    item.reposts_count === undefined
      ? undefined
      : Math.max(0, item.reposts_count + Number(reposted) - Number(initial));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useToggleRepost();
  const t = useTrans();

  const toggle = () => {
    if (!user) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    const next = !reposted;
    setOverride(key, next);
    // The promise, not mutate()'s callbacks: those are dropped when the caller unmounts, as a
    // track menu does the moment one of its items is chosen.
    mutation.mutateAsync({ repostable_type: type, repostable_id: item.id, repost: next }).then(
      () => toast(t(next ? 'Reposted to your profile' : 'Repost removed')),
      () => setOverride(key, !next),
    );
  };
  return { reposted, count, toggle, isPending: mutation.isPending };
}
