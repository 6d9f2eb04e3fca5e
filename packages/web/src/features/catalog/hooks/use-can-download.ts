import { hasPermission } from '@tonearm/shared/permissions/permissions';
import { usePermissionContext, useSetting } from '@/lib/bootstrap-store';

/** GET tracks/{id}/download is allowed when the setting is on and the caller has music.download. */
export function useCanDownload(): boolean {
  const enabled = !!useSetting<boolean>('player.enable_download');
  const ctx = usePermissionContext();
  return enabled && hasPermission(ctx, 'music.download');
}
