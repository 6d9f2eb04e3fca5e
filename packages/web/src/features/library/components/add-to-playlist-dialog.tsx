import { ListMusic, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Heading } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { CoverImage } from '@/components/media/cover-image';
import { useLibrary } from '@/features/library/api/get-library';
import { useAddPlaylistTracks, useCreatePlaylist } from '@/features/library/api/playlist-mutations';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';

/** Picks one of the user's editable playlists (or makes a new one) and appends the tracks. */
export function AddToPlaylistDialog({
  trackIds,
  close,
}: {
  trackIds: number[];
  close: CloseDialog;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const playlistsQuery = useLibrary('playlists');
  const { data, isLoading } = playlistsQuery;
  const add = useAddPlaylistTracks();
  const create = useCreatePlaylist();
  const [name, setName] = useState('');
  const playlists = (data?.items ?? []).filter(
    (playlist) => playlist.editable ?? playlist.owner.id === user?.id,
  );

  const addTo = (id: number, playlistName: string) =>
    add.mutate(
      { id, trackIds },
      {
        onSuccess: () => {
          toast(t('Added to :name', { name: playlistName }));
          close();
        },
      },
    );

  return (
    <div className="space-y-4">
      <Heading slot="title" className="text-xl font-bold">
        {t('Add to playlist')}
      </Heading>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          create.mutate(
            { name: name.trim() },
            { onSuccess: ({ playlist }) => addTo(playlist.id, playlist.name) },
          );
        }}
      >
        <TextField
          label={t('New playlist')}
          value={name}
          onChange={setName}
          className="flex-1"
          placeholder={t('Playlist name')}
        />
        <Button type="submit" isDisabled={!name.trim() || create.isPending}>
          <Plus aria-hidden className="size-4" />
          {t('Create')}
        </Button>
      </form>
      <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t('Your playlists')}>
        {isLoading ? <li className="p-3 text-sm text-muted">{t('Loading…')}</li> : null}
        {!isLoading && playlists.length === 0 ? (
          <li className="p-3 text-sm text-muted">{t('You have no playlists yet.')}</li>
        ) : null}
        {playlists.map((playlist) => (
          <li key={playlist.id}>
            <AriaButton
              onPress={() => addTo(playlist.id, playlist.name)}
              className="flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none hover:bg-hover focus-visible:bg-hover"
            >
              {playlist.image ? (
                <CoverImage
                  src={playlist.image}
                  kind="playlist"
                  seed={playlist.id}
                  className="size-10"
                />
              ) : (
                <span className="grid size-10 place-items-center rounded-md bg-bg-alt">
                  <ListMusic aria-hidden className="size-5 text-muted" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{playlist.name}</span>
                <span className="block text-xs text-muted">
                  {t.choice(':count track|:count tracks', playlist.tracks_count)}
                </span>
              </span>
            </AriaButton>
          </li>
        ))}
        {playlistsQuery.hasNextPage ? (
          <li>
            <InfiniteScrollSentinel query={playlistsQuery} className="py-2" />
          </li>
        ) : null}
      </ul>
      <div className="flex justify-end">
        <Button variant="ghost" onPress={() => close()}>
          {t('Cancel')}
        </Button>
      </div>
    </div>
  );
}
