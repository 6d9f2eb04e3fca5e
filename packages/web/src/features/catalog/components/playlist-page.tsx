import { Globe, ListMusic, Lock, Pencil, Trash2, Users } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { formatLongDuration } from '@/lib/format-duration';
import { Dot, MediaHeader } from '@/features/catalog/components/media-header';
import { EmptyState, PageContainer, PageError } from '@/components/ui/page-state';
import { PageHeaderSkeleton, TrackListSkeleton } from '@/components/ui/skeletons';
import { removeIcon } from '@/features/catalog/components/track-menu';
import { TrackTable } from '@/features/catalog/components/track-table';
import type { Playlist } from '@tonearm/shared/catalog/catalog.schemas';
import {
  playlistTrackPagesQueryOptions,
  playlistTracksQueryOptions,
  usePlaylist,
  usePlaylistTracks,
  useDeletePlaylist,
  useRemovePlaylistTracks,
  useReorderPlaylistTracks,
  useTogglePlaylistFollow,
} from '@/features/library/public';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { replacePageItems } from '@/lib/infinite-list';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { LeavePlaylistButton } from './leave-playlist-button';
import { Tooltip } from '@/components/ui/tooltip';
import {
  actionIconButton,
  CopyLinkButton,
  PlayCollectionButton,
  ShuffleCollectionButton,
} from './page-actions';
import { useSeoTitle } from '@/lib/document-title';

/**
 * Playlist: owner and collaborators, edit dialog, delete, public/private, collaborative, reorder
 * by drag, follow. Collaborators edit name, description and tracks, and may leave; the rest is
 * the owner's.
 */
export function PlaylistPage({ playlistId }: { playlistId: number }) {
  const t = useTrans();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, isLoading, refetch } = usePlaylist(playlistId);
  useSeoTitle('playlist', data?.playlist);
  const tracksQuery = usePlaylistTracks(playlistId);
  const remove = useRemovePlaylistTracks();
  const reorder = useReorderPlaylistTracks();
  const destroy = useDeletePlaylist();
  const follow = useTogglePlaylistFollow();
  if (error) return <PageError error={error} retry={() => void refetch()} />;
  if (isLoading || !data) return <PageHeaderSkeleton />;
  const { playlist } = data;
  const tracks = tracksQuery.data?.items ?? [];
  const isOwner = user?.id === playlist.owner.id;
  const editable = playlist.editable ?? isOwner;
  const collaborators = playlist.collaborators ?? [];
  const isCollaborator =
    !isOwner && !!user && collaborators.some((collaborator) => collaborator.id === user.id);

  const handleReorder = async (loadedOrder: number[]) => {
    const { queryKey } = playlistTrackPagesQueryOptions(playlistId);
    // Show the new order at once; the server's answer (or a refetch on failure) settles it.
    queryClient.setQueryData(queryKey, (old) =>
      old
        ? replacePageItems(
            old,
            loadedOrder.map((id) => tracks.find((track) => track.id === id)!).filter(Boolean),
          )
        : old,
    );
    // The reorder call takes the whole list: rows not loaded yet keep their order after the
    // loaded ones, and a row another editor removed meanwhile is left out.
    let trackIds = loadedOrder;
    if (tracksQuery.hasNextPage) {
      const every = (
        await queryClient.fetchQuery({ ...playlistTracksQueryOptions(playlistId), staleTime: 0 })
      ).data.map((track) => track.id);
      const loaded = new Set(loadedOrder);
      trackIds = [
        ...loadedOrder.filter((id) => every.includes(id)),
        ...every.filter((id) => !loaded.has(id)),
      ];
    }
    reorder.mutate({ id: playlistId, trackIds });
  };

  const handleDelete = async () => {
    const confirmed = await confirmDanger({
      title: t('Delete playlist'),
      message: t('Delete “:name”? This cannot be undone.', { name: playlist.name }),
      confirmLabel: t('Delete'),
    });
    if (!confirmed) return;
    destroy.mutate(playlist.id, {
      onSuccess: () => {
        toast(t('Playlist deleted'));
        void navigate(paths.libraryPlaylists());
      },
    });
  };

  return (
    <div data-testid="playlist-page">
      <MediaHeader
        image={playlist.image ?? tracks[0]?.image}
        kind="playlist"
        seed={playlist.id}
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            {playlist.public ? (
              <Globe aria-hidden className="size-3.5" />
            ) : (
              <Lock aria-hidden className="size-3.5" />
            )}
            {playlist.public ? t('Public playlist') : t('Private playlist')}
            {playlist.collaborative ? (
              <>
                <Users aria-hidden className="ml-2 size-3.5" />
                {t('Collaborative')}
              </>
            ) : null}
          </span>
        }
        title={playlist.name}
        description={playlist.description}
        meta={
          <>
            <Link
              to={paths.userProfile(playlist.owner)}
              className="font-semibold text-fg hover:underline"
            >
              {playlist.owner.name}
            </Link>
            {collaborators.length ? (
              <>
                <Dot />
                <span
                  className="inline-flex items-center gap-2"
                  data-testid="playlist-collaborators"
                >
                  <span className="flex -space-x-1.5">
                    {collaborators.slice(0, 5).map((collaborator) => (
                      <Link
                        key={collaborator.id}
                        to={paths.userProfile(collaborator)}
                        aria-label={collaborator.name}
                        title={collaborator.name}
                        className="rounded-full ring-2 ring-bg outline-none focus-visible:ring-primary"
                      >
                        <Avatar src={collaborator.image} name={collaborator.name} size={22} />
                      </Link>
                    ))}
                  </span>
                  {t.choice(':count collaborator|:count collaborators', collaborators.length)}
                </span>
              </>
            ) : null}
            <Dot />
            <span data-testid="playlist-track-count">
              {t.choice(':count track|:count tracks', playlist.tracks_count)}
            </span>
            {playlist.duration_ms ? (
              <>
                <Dot />
                <span>{formatLongDuration(playlist.duration_ms)}</span>
              </>
            ) : null}
            <Dot />
            <span>{t.choice(':count follower|:count followers', playlist.followers_count)}</span>
          </>
        }
        actions={
          <>
            <PlayCollectionButton type="playlist" item={playlist} />
            {tracks.length ? <ShuffleCollectionButton type="playlist" item={playlist} /> : null}
            {!isOwner && !editable && user ? (
              <Button
                data-testid="follow-playlist"
                onPress={() => follow.mutate({ id: playlist.id, follow: !playlist.followed })}
                className="h-9 rounded-full border border-fg/30 px-5 text-sm font-semibold outline-none hover:border-fg focus-visible:ring-2 focus-visible:ring-primary"
              >
                {playlist.followed ? t('Following') : t('Follow')}
              </Button>
            ) : null}
            {isOwner ? (
              <Button
                data-testid="manage-collaborators"
                onPress={() =>
                  // Dialogs with forms load their code when first opened (see track-menu.tsx).
                  void import('./playlist-collaborators-dialog').then(
                    ({ PlaylistCollaboratorsDialog }) =>
                      openDialog(
                        (close) => (
                          <PlaylistCollaboratorsDialog playlistId={playlist.id} close={close} />
                        ),
                        { label: t('Collaborators') },
                      ),
                  )
                }
                className="inline-flex h-9 items-center gap-1.5 rounded-full border border-fg/30 px-4 text-sm font-semibold outline-none hover:border-fg focus-visible:ring-2 focus-visible:ring-primary"
              >
                <Users aria-hidden className="size-4" />
                {t('Collaborators')}
              </Button>
            ) : null}
            {isCollaborator ? <LeavePlaylistButton playlist={playlist} /> : null}
            {editable ? (
              <Tooltip label={t('Edit playlist')}>
                <Button
                  aria-label={t('Edit playlist')}
                  data-testid="edit-playlist"
                  onPress={() =>
                    void import('./playlist-form-dialog').then(({ PlaylistFormDialog }) =>
                      openDialog<Playlist>(
                        (close) => (
                          <PlaylistFormDialog
                            playlist={playlist}
                            close={close}
                            ownerFields={isOwner}
                          />
                        ),
                        { label: t('Edit playlist') },
                      ),
                    )
                  }
                  className={actionIconButton}
                >
                  <Pencil aria-hidden className="size-5" />
                </Button>
              </Tooltip>
            ) : null}
            {isOwner ? (
              <>
                <Tooltip label={t('Delete playlist')}>
                  <Button
                    aria-label={t('Delete playlist')}
                    data-testid="delete-playlist"
                    onPress={() => void handleDelete()}
                    className={actionIconButton}
                  >
                    <Trash2 aria-hidden className="size-5" />
                  </Button>
                </Tooltip>
              </>
            ) : null}
            <CopyLinkButton path={paths.playlist(playlist)} />
          </>
        }
      />
      <PageContainer className="pb-12">
        {tracksQuery.isLoading ? (
          <TrackListSkeleton />
        ) : tracks.length === 0 ? (
          <EmptyState
            icon={<ListMusic aria-hidden className="size-7" />}
            title={t('This playlist is empty')}
          >
            {editable ? t('Add tracks from any track menu with “Add to playlist”.') : null}
          </EmptyState>
        ) : (
          <>
            <TrackTable
              tracks={tracks}
              source={{ type: 'playlist', id: playlist.id, name: playlist.name }}
              onReorder={editable ? (trackIds) => void handleReorder(trackIds) : undefined}
              extraActions={
                editable
                  ? (track) => [
                      {
                        id: 'remove-from-playlist',
                        label: t('Remove from this playlist'),
                        icon: removeIcon,
                        onAction: () => remove.mutate({ id: playlist.id, trackIds: [track.id] }),
                      },
                    ]
                  : undefined
              }
            />
            <InfiniteScrollSentinel query={tracksQuery} />
          </>
        )}
      </PageContainer>
    </div>
  );
}
