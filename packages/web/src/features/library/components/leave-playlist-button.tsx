import { LogOut } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button as UiButton } from '@/components/ui/button';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import type { Playlist } from '@/features/catalog/catalog-types';
import { useLeavePlaylist } from '@/features/library/api/leave-playlist';
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
    const confirmed = await openDialog<boolean>(
      (close) => (
        <div className="space-y-4" data-testid="leave-playlist-dialog">
          <h2 className="text-xl font-bold">{t('Leave playlist')}</h2>
          <p className="text-muted">
            {t('Leave “:name”? You will no longer be able to edit it.', { name: playlist.name })}
          </p>
          <div className="flex justify-end gap-2">
            <UiButton variant="ghost" onPress={() => close(false)}>
              {t('Cancel')}
            </UiButton>
            <UiButton variant="danger" onPress={() => close(true)}>
              {t('Leave')}
            </UiButton>
          </div>
        </div>
      ),
      { role: 'alertdialog', label: t('Leave playlist') },
    );
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
