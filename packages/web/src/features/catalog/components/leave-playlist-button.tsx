import { LogOut } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import type { Playlist } from '@tonearm/shared/catalog/catalog.schemas';
import { useLeavePlaylist } from '@/features/library/public';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * A collaborator's way out of a playlist: after a confirmation they stop editing it, it leaves
 * their library, and they land back on their library's playlists.
 */
export function LeavePlaylistButton({ playlist }: { playlist: Pick<Playlist, 'id' | 'name'> }) {
  const t = useTrans();
  const navigate = useNavigate();
  const leave = useLeavePlaylist();

  const handleLeave = async () => {
    const confirmed = await confirmDanger({
      title: t('Leave playlist'),
      message: t('Leave “:name”? You will no longer be able to edit it.', { name: playlist.name }),
      confirmLabel: t('Leave'),
      testId: 'leave-playlist-dialog',
    });
    if (!confirmed) return;
    leave.mutate(playlist.id, {
      onSuccess: () => {
        toast(t('You left “:name”', { name: playlist.name }));
        void navigate(paths.libraryPlaylists());
      },
    });
  };

  return (
    <Button
      data-testid="leave-playlist"
      isDisabled={leave.isPending}
      onPress={() => void handleLeave()}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-fg/30 px-4 text-sm font-semibold outline-none hover:border-fg focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50"
    >
      <LogOut aria-hidden className="size-4" />
      {t('Leave playlist')}
    </Button>
  );
}
