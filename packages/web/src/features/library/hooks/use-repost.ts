import { toast } from '@/components/ui/toast/toast-store';
import { useToggleRepost, type RepostableType } from '@/features/library/api/toggle-repost';
import { useTrans } from '@/lib/i18n';
import { createToggleOverrides, useSessionToggle } from './use-session-toggle';

const repostOverrides = createToggleOverrides();

export interface RepostTarget {
  id: number;
  reposted?: boolean;
  reposts_count?: number;
}

/** Whether the viewer reposted an item, its count, and a toggle (guests go to login). */
export function useRepost(type: RepostableType, item: RepostTarget) {
  const mutation = useToggleRepost();
  const t = useTrans();
  const initial = !!item.reposted;
  const { value: reposted, toggle } = useSessionToggle({
    overrides: repostOverrides,
    key: `${type}:${item.id}`,
    initial,
    send: (repost) =>
      mutation.mutateAsync({ repostable_type: type, repostable_id: item.id, repost }),
    onDone: (repost) => toast(t(repost ? 'Reposted to your profile' : 'Repost removed')),
  });
  // The server's count includes the viewer's repost as it was when the item loaded.
  const count =
    item.reposts_count === undefined
      ? undefined
      : Math.max(0, item.reposts_count + Number(reposted) - Number(initial));
  return { reposted, count, toggle, isPending: mutation.isPending };
}
