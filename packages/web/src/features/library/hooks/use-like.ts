import { toast } from '@/components/ui/toast/toast-store';
import { useToggleLike, type LikeableType } from '@/features/library/api/toggle-like';
import { useTrans } from '@/lib/i18n';
import { createToggleOverrides, useSessionToggle } from './use-session-toggle';

const likeOverrides = createToggleOverrides();

export function useLike(type: LikeableType, id: number, initial: boolean | undefined) {
  const mutation = useToggleLike();
  const t = useTrans();
  const { value: liked, toggle } = useSessionToggle({
    overrides: likeOverrides,
    key: `${type}:${id}`,
    initial: !!initial,
    send: (like) => mutation.mutateAsync({ likeable_type: type, likeable_id: id, like }),
    onDone: (like) => toast(t(like ? 'Added to your library' : 'Removed from your library')),
  });
  return { liked, toggle, isPending: mutation.isPending };
}
