import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { TextField } from '@/components/ui/form-fields';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { usePlaylist, useTogglePlaylistCollaborator } from '@/features/library/public';
import { useSearchType } from '@/lib/search-api';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

const SEARCH_DELAY_MS = 250;

const rowClass = 'flex items-center gap-3 rounded-lg p-2';
const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50';

/**
 * The owner's list of a playlist's collaborators: remove one, or find users by name and add
 * them. Reads the playlist query, so the list follows every change. (The modal host sits outside
 * the router: no links in here.)
 */
export function PlaylistCollaboratorsDialog({
  playlistId,
  close,
}: {
  playlistId: number;
  close: CloseDialog;
}) {
  const t = useTrans();
  const { data } = usePlaylist(playlistId);
  const toggle = useTogglePlaylistCollaborator();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = useSearchType('users', debounced);
  const playlist = data?.playlist;
  const collaborators = playlist?.collaborators ?? [];
  const taken = new Set([playlist?.owner.id, ...collaborators.map((user) => user.id)]);
  const candidates = (search.data?.items ?? []).filter((user) => !taken.has(user.id)).slice(0, 8);

  const handleAdd = (user: { id: number; name: string }) =>
    toggle.mutate(
      { playlistId, userId: user.id, add: true },
      { onSuccess: () => toast(t('Added :name as a collaborator', { name: user.name })) },
    );
  const handleRemove = (user: { id: number; name: string }) =>
    toggle.mutate(
      { playlistId, userId: user.id, add: false },
      { onSuccess: () => toast(t('Removed :name from the collaborators', { name: user.name })) },
    );

  return (
    <div data-testid="collaborators-dialog">
      <DialogHeader
        title={t('Collaborators')}
        description={t(
          'Collaborators can add, remove and reorder tracks and edit the name and description.',
        )}
      />
      <ul className="space-y-1" aria-label={t('Collaborators')} data-testid="collaborator-list">
        {collaborators.length === 0 ? (
          <li className="p-2 text-sm text-muted">{t('No collaborators yet.')}</li>
        ) : null}
        {collaborators.map((user) => (
          <li key={user.id} className={rowClass} data-testid="collaborator">
            <Avatar src={user.image} name={user.name} size={36} />
            <span className="min-w-0 flex-1 truncate font-medium">{user.name}</span>
            <AriaButton
              aria-label={t('Remove :name', { name: user.name })}
              isDisabled={toggle.isPending}
              onPress={() => handleRemove(user)}
              className={iconButton}
            >
              <X aria-hidden className="size-4" />
            </AriaButton>
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-divider pt-5">
        <TextField
          label={t('Add people')}
          value={query}
          onChange={setQuery}
          placeholder={t('Search users by name')}
          type="search"
        />
        {debounced ? (
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto" aria-label={t('Users')}>
            {search.isLoading ? (
              <li className="p-2 text-sm text-muted">{t('Loading…')}</li>
            ) : candidates.length === 0 ? (
              <li className="p-2 text-sm text-muted">
                {t('No results for “:query”', { query: debounced })}
              </li>
            ) : (
              candidates.map((user) => (
                <li key={user.id} className={rowClass} data-testid="collaborator-candidate">
                  <Avatar src={user.image} name={user.name} size={36} />
                  <span className="min-w-0 flex-1 truncate font-medium">{user.name}</span>
                  <Tooltip label={t('Add :name', { name: user.name })}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('Add :name', { name: user.name })}
                      isDisabled={toggle.isPending}
                      onPress={() => handleAdd(user)}
                    >
                      <UserPlus aria-hidden className="size-4" />
                      {t('Add')}
                    </Button>
                  </Tooltip>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <DialogFooter>
        <Button onPress={() => close()}>{t('Done')}</Button>
      </DialogFooter>
    </div>
  );
}
